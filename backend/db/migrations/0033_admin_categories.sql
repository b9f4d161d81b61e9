-- The editors' category and attribute screens (issue 29, /admin/categories/).
-- Every editor write bumps the row's version and stamps it with a key only the writing request knows: the write is
-- guarded by the version it read (two editors at once → one outcome), and its audit entry is inserted only where
-- the key landed, so a request that lost the race writes nothing at all.
ALTER TABLE product_categories ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product_categories ADD COLUMN edit_key TEXT;
ALTER TABLE business_categories ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE business_categories ADD COLUMN edit_key TEXT;
-- Business categories had no order of their own (ids 1–14 in spec order): ties fall back to the id.
ALTER TABLE business_categories ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
ALTER TABLE attributes ADD COLUMN edit_key TEXT;
ALTER TABLE attribute_terms ADD COLUMN edit_key TEXT;
-- A category's earlier slugs: renaming changes the slug, and links to the old one move to the new one for good.
CREATE TABLE category_slug_redirects (
  old_slug TEXT PRIMARY KEY NOT NULL,
  category_id INTEGER NOT NULL REFERENCES product_categories(id)
);
CREATE INDEX category_slug_redirects_category_idx ON category_slug_redirects (category_id);
-- The attributes screen lists a category's attributes; the public filter reads them by category too.
CREATE INDEX attributes_category_idx ON attributes (category_id);
