-- Issue 30: a term's search (its 1,001 newest matches) read, per match, the listing, its store for visibility and,
-- for the filter panel, its attribute terms: ~8,200 rows for a page and ~15,300 for the panel at 200,000 listings.
-- So each listing carries both, kept by triggers, and the term's reads test and group the listing's row alone:
--   store_published: its store's `status = 'publish'`, exactly what the reads tested. A suspended store keeps its
--     status and its listings go to draft (backend/businesses/admin-businesses-suspension.ts), so suspended_at
--     plays no part here;
--   attribute_term_ids: its attribute terms' ids as a JSON array in id order ('[]' for none).
-- Whatever a write puts in either column, the triggers put back what the store and product_attribute_terms say.
-- Checked by tests/integration/term-search-columns.test.ts.
ALTER TABLE products ADD COLUMN store_published INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE products ADD COLUMN attribute_term_ids TEXT NOT NULL DEFAULT '[]';
--> statement-breakpoint
UPDATE products SET
  store_published = coalesce((SELECT b.status = 'publish' FROM businesses b WHERE b.id = products.business_id), 0),
  attribute_term_ids = (SELECT json_group_array(term_id) FROM (
    SELECT term_id FROM product_attribute_terms WHERE product_id = products.id ORDER BY term_id));
--> statement-breakpoint
-- A new listing: its store's state (a copied row would carry its source's), and any terms already linked.
CREATE TRIGGER products_search_columns_after_insert AFTER INSERT ON products
BEGIN
  UPDATE products SET
    store_published = coalesce((SELECT b.status = 'publish' FROM businesses b WHERE b.id = NEW.business_id), 0),
    attribute_term_ids = (SELECT json_group_array(term_id) FROM (
      SELECT term_id FROM product_attribute_terms WHERE product_id = NEW.id ORDER BY term_id))
  WHERE id = NEW.id;
END;
--> statement-breakpoint
-- A listing moved to another store (the bulk import can), or either column written by an update of the whole row:
-- put back. The WHEN holds only while a column is wrong, so the trigger's own write ends it.
CREATE TRIGGER products_search_columns_after_update
AFTER UPDATE OF business_id, store_published, attribute_term_ids ON products
WHEN NEW.store_published IS NOT coalesce((SELECT b.status = 'publish' FROM businesses b WHERE b.id = NEW.business_id), 0)
  OR NEW.attribute_term_ids IS NOT (SELECT json_group_array(term_id) FROM (
    SELECT term_id FROM product_attribute_terms WHERE product_id = NEW.id ORDER BY term_id))
BEGIN
  UPDATE products SET
    store_published = coalesce((SELECT b.status = 'publish' FROM businesses b WHERE b.id = NEW.business_id), 0),
    attribute_term_ids = (SELECT json_group_array(term_id) FROM (
      SELECT term_id FROM product_attribute_terms WHERE product_id = NEW.id ORDER BY term_id))
  WHERE id = NEW.id;
END;
--> statement-breakpoint
-- A store published or taken down: every listing of it follows (off products_business_idx).
CREATE TRIGGER products_store_published_after_business_status AFTER UPDATE OF status ON businesses
WHEN (OLD.status = 'publish') <> (NEW.status = 'publish')
BEGIN
  UPDATE products SET store_published = (NEW.status = 'publish') WHERE business_id = NEW.id;
END;
--> statement-breakpoint
-- A term linked to a listing or unlinked (or a link rewritten): the listing's list is read again from the links.
CREATE TRIGGER products_term_ids_after_term_insert AFTER INSERT ON product_attribute_terms
BEGIN
  UPDATE products SET attribute_term_ids = (SELECT json_group_array(term_id) FROM (
    SELECT term_id FROM product_attribute_terms WHERE product_id = NEW.product_id ORDER BY term_id))
  WHERE id = NEW.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER products_term_ids_after_term_delete AFTER DELETE ON product_attribute_terms
BEGIN
  UPDATE products SET attribute_term_ids = (SELECT json_group_array(term_id) FROM (
    SELECT term_id FROM product_attribute_terms WHERE product_id = OLD.product_id ORDER BY term_id))
  WHERE id = OLD.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER products_term_ids_after_term_update AFTER UPDATE ON product_attribute_terms
BEGIN
  UPDATE products SET attribute_term_ids = (SELECT json_group_array(term_id) FROM (
    SELECT term_id FROM product_attribute_terms WHERE product_id = products.id ORDER BY term_id))
  WHERE id IN (OLD.product_id, NEW.product_id);
END;
