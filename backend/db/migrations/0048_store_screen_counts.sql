-- Issue 30, a store's working screens at their own scale (10,000 listings). Two kept counts and three indexes:
--   business_facet_counts: per store, status, category, kind and make (exactly as written; '' for none), the
--     listings, deals and promoted ones, whatever the store's status (readers check it). The storefront's filter panel
--     reads the published rows (it grouped every listing of the store: 44,447 rows read at 10,000 listings), the
--     vendor's "all sell items" its counts by status (and kind).
--   business_term_counts: per store and attribute term, the published listings carrying the term (the panel's terms).
-- Rows that fall to zero stay (readers skip n = 0). Price bounds are read off products_business_price_idx instead: a
-- minimum cannot be kept by a trigger when the cheapest listing leaves.
-- "All sell items" pages newest change first, by status or not, off products_business_changed_idx and
-- products_business_status_changed_idx (it sorted the store's every listing, its photo looked up for each); a
-- storefront's section pages per kind off products_business_kind_idx (it walked the store testing each kind).
-- Its search (a substring of a name or SKU) looks the store's matches up in vendor_product_text, a trigram full-text
-- index of each listing's store, name and SKU, instead of testing every listing of the store (10,809 rows read).
-- Checked against live counts by tests/integration/store-screen-counts.test.ts.
CREATE TABLE business_facet_counts (
  business_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  category_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  make TEXT NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  deals INTEGER NOT NULL DEFAULT 0,
  promoted INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, status, category_id, kind, make)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE business_term_counts (
  business_id INTEGER NOT NULL,
  term_id INTEGER NOT NULL,
  n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, term_id)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX products_business_changed_idx ON products (business_id, coalesce(updated_at, created_at), id);
--> statement-breakpoint
CREATE INDEX products_business_status_changed_idx ON products (business_id, status, coalesce(updated_at, created_at), id);
--> statement-breakpoint
CREATE INDEX products_business_price_idx ON products (business_id, status, price_cents, id);
--> statement-breakpoint
-- A storefront's section (its kinds, newest first) merged per kind (backend/search/search-store-section.ts).
CREATE INDEX products_business_kind_idx ON products (business_id, status, kind, created_at, id);
--> statement-breakpoint
INSERT INTO business_facet_counts (business_id, status, category_id, kind, make, n, deals, promoted)
SELECT business_id, status, category_id, kind, coalesce(make, ''), count(*), sum(is_deal), sum(is_promoted)
FROM products
GROUP BY business_id, status, category_id, kind, coalesce(make, '');
--> statement-breakpoint
INSERT INTO business_term_counts (business_id, term_id, n)
SELECT p.business_id, pat.term_id, count(*)
FROM products p JOIN product_attribute_terms pat ON pat.product_id = p.id
WHERE p.status = 'publish'
GROUP BY p.business_id, pat.term_id;
--> statement-breakpoint
CREATE TRIGGER business_facets_after_product_insert AFTER INSERT ON products
BEGIN
  INSERT INTO business_facet_counts (business_id, status, category_id, kind, make, n, deals, promoted)
  VALUES (NEW.business_id, NEW.status, NEW.category_id, NEW.kind, coalesce(NEW.make, ''), 1, NEW.is_deal, NEW.is_promoted)
  ON CONFLICT (business_id, status, category_id, kind, make) DO UPDATE
  SET n = n + 1, deals = deals + excluded.deals, promoted = promoted + excluded.promoted;
END;
--> statement-breakpoint
-- A listing's terms go before it (their foreign key holds it), and their own trigger subtracts them.
CREATE TRIGGER business_facets_after_product_delete AFTER DELETE ON products
BEGIN
  UPDATE business_facet_counts SET n = n - 1, deals = deals - OLD.is_deal, promoted = promoted - OLD.is_promoted
  WHERE business_id = OLD.business_id AND status = OLD.status AND category_id = OLD.category_id AND kind = OLD.kind
    AND make = coalesce(OLD.make, '');
END;
--> statement-breakpoint
-- A listing published or withdrawn, moved to another category or (by the bulk import) store, re-kinded, its make
-- corrected, put on or off deal or promotion: its old contribution leaves, its new one arrives.
CREATE TRIGGER business_facets_after_product_update
AFTER UPDATE OF status, category_id, business_id, kind, make, is_deal, is_promoted ON products
BEGIN
  UPDATE business_facet_counts SET n = n - 1, deals = deals - OLD.is_deal, promoted = promoted - OLD.is_promoted
  WHERE business_id = OLD.business_id AND status = OLD.status AND category_id = OLD.category_id AND kind = OLD.kind
    AND make = coalesce(OLD.make, '');
  INSERT INTO business_facet_counts (business_id, status, category_id, kind, make, n, deals, promoted)
  VALUES (NEW.business_id, NEW.status, NEW.category_id, NEW.kind, coalesce(NEW.make, ''), 1, NEW.is_deal, NEW.is_promoted)
  ON CONFLICT (business_id, status, category_id, kind, make) DO UPDATE
  SET n = n + 1, deals = deals + excluded.deals, promoted = promoted + excluded.promoted;
END;
--> statement-breakpoint
-- A listing published or withdrawn, or moved to another store: its terms leave the old count and join the new one.
CREATE TRIGGER business_terms_after_product_update AFTER UPDATE OF status, business_id ON products
WHEN OLD.status = 'publish' OR NEW.status = 'publish'
BEGIN
  UPDATE business_term_counts SET n = n - 1
  WHERE business_id = OLD.business_id AND OLD.status = 'publish'
    AND term_id IN (SELECT term_id FROM product_attribute_terms WHERE product_id = OLD.id);
  INSERT INTO business_term_counts (business_id, term_id, n)
  SELECT NEW.business_id, term_id, 1 FROM product_attribute_terms WHERE product_id = NEW.id AND NEW.status = 'publish'
  ON CONFLICT (business_id, term_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER business_terms_after_term_insert AFTER INSERT ON product_attribute_terms
BEGIN
  INSERT INTO business_term_counts (business_id, term_id, n)
  SELECT p.business_id, NEW.term_id, 1 FROM products p WHERE p.id = NEW.product_id AND p.status = 'publish'
  ON CONFLICT (business_id, term_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER business_terms_after_term_delete AFTER DELETE ON product_attribute_terms
BEGIN
  UPDATE business_term_counts SET n = n - 1
  WHERE term_id = OLD.term_id
    AND business_id = (SELECT p.business_id FROM products p WHERE p.id = OLD.product_id AND p.status = 'publish');
END;
--> statement-breakpoint
-- The vendor's search: every listing's name and SKU by trigram (a substring of three characters or more is a phrase
-- of its trigrams, case-insensitive), with its store as '#<id>#' so a query names the store too.
CREATE VIRTUAL TABLE vendor_product_text USING fts5(store, name, sku, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO vendor_product_text (rowid, store, name, sku)
SELECT id, '#' || business_id || '#', name, coalesce(sku, '') FROM products;
--> statement-breakpoint
CREATE TRIGGER vendor_text_after_product_insert AFTER INSERT ON products
BEGIN
  INSERT INTO vendor_product_text (rowid, store, name, sku) VALUES (NEW.id, '#' || NEW.business_id || '#', NEW.name, coalesce(NEW.sku, ''));
END;
--> statement-breakpoint
CREATE TRIGGER vendor_text_after_product_update AFTER UPDATE OF name, sku, business_id ON products
BEGIN
  DELETE FROM vendor_product_text WHERE rowid = OLD.id;
  INSERT INTO vendor_product_text (rowid, store, name, sku) VALUES (NEW.id, '#' || NEW.business_id || '#', NEW.name, coalesce(NEW.sku, ''));
END;
--> statement-breakpoint
CREATE TRIGGER vendor_text_after_product_delete AFTER DELETE ON products
BEGIN
  DELETE FROM vendor_product_text WHERE rowid = OLD.id;
END;
