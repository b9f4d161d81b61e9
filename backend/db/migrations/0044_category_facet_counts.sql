-- Issue 30: the filter panel of a category (or of the whole catalogue) from counts kept by triggers, instead of
-- grouping every listing of the category on each read (133,842 rows read for motor vehicles at 200,000 listings).
-- A listing counts while it and its store are published (as in 0040). Two tables:
--   category_facet_counts: per category, kind and make (exactly as written; '' for none), the listings, deals and
--     promoted ones — the panel groups makes case-insensitively when it reads them;
--   category_term_counts: per category and attribute term, the listings carrying the term.
-- Rows that fall to zero stay (readers skip n = 0). The price bounds are read off an index instead
-- (products_category_price_idx): a minimum cannot be kept by a trigger when the cheapest listing leaves.
-- The same index serves a category’s page by price, merged per category (category-page-queries.ts).
-- Checked against live counts by tests/integration/category-facet-counts.test.ts.
CREATE TABLE category_facet_counts (
  category_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  make TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  deals INTEGER NOT NULL DEFAULT 0,
  promoted INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, kind, make)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE category_term_counts (
  category_id INTEGER NOT NULL,
  term_id INTEGER NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, term_id)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX products_category_price_idx ON products (category_id, status, price_cents, id);
--> statement-breakpoint
INSERT INTO category_facet_counts (category_id, kind, make, n, deals, promoted)
SELECT p.category_id, p.kind, coalesce(p.make, ''), count(*), sum(p.is_deal), sum(p.is_promoted)
FROM products p JOIN businesses b ON b.id = p.business_id
WHERE p.status = 'publish' AND b.status = 'publish'
GROUP BY p.category_id, p.kind, coalesce(p.make, '');
--> statement-breakpoint
INSERT INTO category_term_counts (category_id, term_id, n)
SELECT p.category_id, pat.term_id, count(*)
FROM products p JOIN businesses b ON b.id = p.business_id JOIN product_attribute_terms pat ON pat.product_id = p.id
WHERE p.status = 'publish' AND b.status = 'publish'
GROUP BY p.category_id, pat.term_id;
--> statement-breakpoint
CREATE TRIGGER category_facets_after_product_insert AFTER INSERT ON products
WHEN NEW.status = 'publish' AND (SELECT status FROM businesses WHERE id = NEW.business_id) = 'publish'
BEGIN
  INSERT INTO category_facet_counts (category_id, kind, make, n, deals, promoted)
  VALUES (NEW.category_id, NEW.kind, coalesce(NEW.make, ''), 1, NEW.is_deal, NEW.is_promoted)
  ON CONFLICT (category_id, kind, make) DO UPDATE SET n = n + 1, deals = deals + excluded.deals, promoted = promoted + excluded.promoted;
END;
--> statement-breakpoint
-- A listing’s terms go before it (their foreign key holds it), and their own trigger subtracts them.
CREATE TRIGGER category_facets_after_product_delete AFTER DELETE ON products
WHEN OLD.status = 'publish' AND (SELECT status FROM businesses WHERE id = OLD.business_id) = 'publish'
BEGIN
  UPDATE category_facet_counts SET n = n - 1, deals = deals - OLD.is_deal, promoted = promoted - OLD.is_promoted
  WHERE category_id = OLD.category_id AND kind = OLD.kind AND make = coalesce(OLD.make, '');
END;
--> statement-breakpoint
-- A listing published or withdrawn, moved, re-kinded, its make corrected, put on or off deal or promotion, or moved
-- to another store by the bulk import: its old contribution leaves, its new one arrives.
CREATE TRIGGER category_facets_after_product_update
AFTER UPDATE OF status, category_id, business_id, kind, make, is_deal, is_promoted ON products
BEGIN
  UPDATE category_facet_counts SET n = n - 1, deals = deals - OLD.is_deal, promoted = promoted - OLD.is_promoted
  WHERE category_id = OLD.category_id AND kind = OLD.kind AND make = coalesce(OLD.make, '')
    AND OLD.status = 'publish' AND (SELECT status FROM businesses WHERE id = OLD.business_id) = 'publish';
  INSERT INTO category_facet_counts (category_id, kind, make, n, deals, promoted)
  SELECT NEW.category_id, NEW.kind, coalesce(NEW.make, ''), 1, NEW.is_deal, NEW.is_promoted
  WHERE NEW.status = 'publish' AND (SELECT status FROM businesses WHERE id = NEW.business_id) = 'publish'
  ON CONFLICT (category_id, kind, make) DO UPDATE SET n = n + 1, deals = deals + excluded.deals, promoted = promoted + excluded.promoted;
  UPDATE category_term_counts SET n = n - 1
  WHERE category_id = OLD.category_id AND term_id IN (SELECT term_id FROM product_attribute_terms WHERE product_id = OLD.id)
    AND OLD.status = 'publish' AND (SELECT status FROM businesses WHERE id = OLD.business_id) = 'publish';
  INSERT INTO category_term_counts (category_id, term_id, n)
  SELECT NEW.category_id, term_id, 1 FROM product_attribute_terms
  WHERE product_id = NEW.id AND NEW.status = 'publish' AND (SELECT status FROM businesses WHERE id = NEW.business_id) = 'publish'
  ON CONFLICT (category_id, term_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER category_terms_after_term_insert AFTER INSERT ON product_attribute_terms
BEGIN
  INSERT INTO category_term_counts (category_id, term_id, n)
  SELECT p.category_id, NEW.term_id, 1 FROM products p
  WHERE p.id = NEW.product_id AND p.status = 'publish' AND (SELECT status FROM businesses WHERE id = p.business_id) = 'publish'
  ON CONFLICT (category_id, term_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER category_terms_after_term_delete AFTER DELETE ON product_attribute_terms
BEGIN
  UPDATE category_term_counts SET n = n - 1
  WHERE term_id = OLD.term_id AND category_id = (
    SELECT p.category_id FROM products p
    WHERE p.id = OLD.product_id AND p.status = 'publish' AND (SELECT status FROM businesses WHERE id = p.business_id) = 'publish'
  );
END;
--> statement-breakpoint
-- A store published or taken down: its published listings count, or stop counting, all at once.
CREATE TRIGGER category_facets_after_business_status AFTER UPDATE OF status ON businesses
WHEN (OLD.status = 'publish') <> (NEW.status = 'publish')
BEGIN
  INSERT INTO category_facet_counts (category_id, kind, make, n, deals, promoted)
  SELECT category_id, kind, coalesce(make, ''),
    CASE WHEN NEW.status = 'publish' THEN count(*) ELSE -count(*) END AS n,
    CASE WHEN NEW.status = 'publish' THEN sum(is_deal) ELSE -sum(is_deal) END AS deals,
    CASE WHEN NEW.status = 'publish' THEN sum(is_promoted) ELSE -sum(is_promoted) END
  FROM products WHERE business_id = NEW.id AND status = 'publish'
  GROUP BY category_id, kind, coalesce(make, '')
  ON CONFLICT (category_id, kind, make) DO UPDATE
  SET n = n + excluded.n, deals = deals + excluded.deals, promoted = promoted + excluded.promoted;
  INSERT INTO category_term_counts (category_id, term_id, n)
  SELECT p.category_id, pat.term_id, CASE WHEN NEW.status = 'publish' THEN count(*) ELSE -count(*) END
  FROM products p JOIN product_attribute_terms pat ON pat.product_id = p.id
  WHERE p.business_id = NEW.id AND p.status = 'publish'
  GROUP BY p.category_id, pat.term_id
  ON CONFLICT (category_id, term_id) DO UPDATE SET n = n + excluded.n;
END;
