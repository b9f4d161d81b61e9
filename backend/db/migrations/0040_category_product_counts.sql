-- Issue 30: how many public listings each category holds (a listing is public when it and its store are published),
-- kept by triggers instead of counted: the category tree, read by every category screen, category search, product
-- page and the popular categories, used to count the whole products table on each read (a scan of 200,000 rows at
-- national size). Categories without a public listing have no row. Checked against a live count by
-- tests/integration/category-product-counts.test.ts.
CREATE TABLE category_product_counts (
  category_id INTEGER PRIMARY KEY NOT NULL,
  n INTEGER NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO category_product_counts (category_id, n)
SELECT p.category_id, count(*) FROM products p JOIN businesses b ON b.id = p.business_id
WHERE p.status = 'publish' AND b.status = 'publish' AND p.category_id IS NOT NULL
GROUP BY p.category_id;
--> statement-breakpoint
CREATE TRIGGER category_counts_after_product_insert AFTER INSERT ON products
WHEN NEW.status = 'publish' AND NEW.category_id IS NOT NULL
  AND (SELECT status FROM businesses WHERE id = NEW.business_id) = 'publish'
BEGIN
  INSERT INTO category_product_counts (category_id, n) VALUES (NEW.category_id, 1)
  ON CONFLICT (category_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER category_counts_after_product_delete AFTER DELETE ON products
WHEN OLD.status = 'publish' AND OLD.category_id IS NOT NULL
  AND (SELECT status FROM businesses WHERE id = OLD.business_id) = 'publish'
BEGIN
  UPDATE category_product_counts SET n = n - 1 WHERE category_id = OLD.category_id;
END;
--> statement-breakpoint
-- A listing published, unpublished, moved to another category or (by the bulk import) to another store.
CREATE TRIGGER category_counts_after_product_update AFTER UPDATE OF status, category_id, business_id ON products
BEGIN
  UPDATE category_product_counts SET n = n - 1
  WHERE category_id = OLD.category_id AND OLD.status = 'publish'
    AND (SELECT status FROM businesses WHERE id = OLD.business_id) = 'publish';
  INSERT INTO category_product_counts (category_id, n)
  SELECT NEW.category_id, 1 WHERE NEW.status = 'publish' AND NEW.category_id IS NOT NULL
    AND (SELECT status FROM businesses WHERE id = NEW.business_id) = 'publish'
  ON CONFLICT (category_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- A store published or taken down: its published listings count, or stop counting, all at once.
CREATE TRIGGER category_counts_after_business_status AFTER UPDATE OF status ON businesses
WHEN (OLD.status = 'publish') <> (NEW.status = 'publish')
BEGIN
  INSERT INTO category_product_counts (category_id, n)
  SELECT category_id, CASE WHEN NEW.status = 'publish' THEN count(*) ELSE -count(*) END FROM products
  WHERE business_id = NEW.id AND status = 'publish' AND category_id IS NOT NULL
  GROUP BY category_id
  ON CONFLICT (category_id) DO UPDATE SET n = n + excluded.n;
END;
