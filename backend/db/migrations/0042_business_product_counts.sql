-- Issue 30: how many published listings each store holds, kept by triggers instead of counted per store on every
-- read: the stores list, the store finder, a storefront and a product page's seller card each counted a store's
-- listings row by row (the stores list read every listing of the catalogue, ~25,000 rows at 20,000 listings).
-- A store's own count, whatever the store's status (as the count it replaces). Stores without a published listing
-- have no row. Checked against a live count by tests/integration/business-product-counts.test.ts.
CREATE TABLE business_product_counts (
  business_id INTEGER PRIMARY KEY NOT NULL,
  n INTEGER NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO business_product_counts (business_id, n)
SELECT business_id, count(*) FROM products WHERE status = 'publish' GROUP BY business_id;
--> statement-breakpoint
CREATE TRIGGER business_counts_after_product_insert AFTER INSERT ON products
WHEN NEW.status = 'publish'
BEGIN
  INSERT INTO business_product_counts (business_id, n) VALUES (NEW.business_id, 1)
  ON CONFLICT (business_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER business_counts_after_product_delete AFTER DELETE ON products
WHEN OLD.status = 'publish'
BEGIN
  UPDATE business_product_counts SET n = n - 1 WHERE business_id = OLD.business_id;
END;
--> statement-breakpoint
-- A listing published, unpublished or (by the bulk import) moved to another store.
CREATE TRIGGER business_counts_after_product_update AFTER UPDATE OF status, business_id ON products
WHEN (OLD.status = 'publish') OR (NEW.status = 'publish')
BEGIN
  UPDATE business_product_counts SET n = n - 1 WHERE business_id = OLD.business_id AND OLD.status = 'publish';
  INSERT INTO business_product_counts (business_id, n)
  SELECT NEW.business_id, 1 WHERE NEW.status = 'publish'
  ON CONFLICT (business_id) DO UPDATE SET n = n + 1;
END;
