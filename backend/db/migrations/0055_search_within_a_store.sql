-- A search within one store (bID with a term, issue 30) as one full-text query: each listing's FTS row gains a
-- `store` column holding one token, 's' and its store's id ('s4'), so `store : "s4"` ANDed with the buyer's words
-- finds the store's matches off the index. Before, each of the store's listings was probed in the full text by its
-- id, and FTS5 rebuilds a prefix word's document list for every probe: 69 ms for "phone" in a store of 38 listings
-- at 200,000 (13 ms at seed size), though only 407 rows were read. The buyer's words are matched in the other six
-- columns only (search-term-queries.ts), so no word finds a store's token.
--
-- FTS5 cannot add a column: the view, the table and its triggers are made again as in 0002_search.sql, with the
-- store column, and every listing indexed anew. Keywords stay upper case (wrangler's statement splitter).

DROP TRIGGER products_fts_after_insert;
--> statement-breakpoint
DROP TRIGGER products_fts_after_update;
--> statement-breakpoint
DROP TRIGGER products_fts_after_delete;
--> statement-breakpoint
DROP TRIGGER products_fts_after_term_link;
--> statement-breakpoint
DROP TRIGGER products_fts_after_term_unlink;
--> statement-breakpoint
DROP TRIGGER products_fts_after_business_rename;
--> statement-breakpoint
DROP TRIGGER products_fts_after_category_change;
--> statement-breakpoint
DROP TRIGGER products_fts_after_term_rename;
--> statement-breakpoint
DROP TABLE products_fts;
--> statement-breakpoint
DROP VIEW products_fts_source;
--> statement-breakpoint
CREATE VIEW products_fts_source AS
SELECT
  p.id AS id,
  p.name AS name,
  p.short_description AS summary,
  p.description AS description,
  coalesce((SELECT b.name FROM businesses b WHERE b.id = p.business_id), '') AS business,
  coalesce((
    SELECT trim(c.name || ' ' || coalesce(c1.name, '') || ' ' || coalesce(c2.name, ''))
    FROM product_categories c
    LEFT JOIN product_categories c1 ON c1.id = c.parent_id
    LEFT JOIN product_categories c2 ON c2.id = c1.parent_id
    WHERE c.id = p.category_id
  ), '') AS category,
  trim(
    coalesce(p.make, '') || ' ' || coalesce(p.model, '') || ' ' || coalesce(p.year, '') || ' ' ||
    coalesce(p.transmission, '') || ' ' || coalesce(p.fuel_type, '') || ' ' ||
    coalesce(p.property_type, '') || ' ' || coalesce(p.listing_type, '') || ' ' || p.city || ' ' ||
    coalesce((
      SELECT group_concat(t.name, ' ')
      FROM product_attribute_terms pat JOIN attribute_terms t ON t.id = pat.term_id
      WHERE pat.product_id = p.id
    ), '')
  ) AS details,
  's' || p.business_id AS store
FROM products p;
--> statement-breakpoint
-- unicode61 with remove_diacritics 2: "Gweru" finds "Gwéru", case folded; the queries add prefix matching.
CREATE VIRTUAL TABLE products_fts USING fts5(
  name, summary, description, business, category, details, store,
  tokenize = 'unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO products_fts (rowid, name, summary, description, business, category, details, store)
SELECT id, name, summary, description, business, category, details, store FROM products_fts_source;
--> statement-breakpoint
-- The delete first makes the insert safe if a row with this id was ever left behind (INSERT OR REPLACE).
CREATE TRIGGER products_fts_after_insert AFTER INSERT ON products BEGIN
  DELETE FROM products_fts WHERE rowid = NEW.id;
  INSERT INTO products_fts (rowid, name, summary, description, business, category, details, store)
  SELECT id, name, summary, description, business, category, details, store FROM products_fts_source WHERE id = NEW.id;
END;
--> statement-breakpoint
-- Only the columns that feed the index: rating, stock or price updates do not re-index.
CREATE TRIGGER products_fts_after_update AFTER UPDATE OF
  id, name, short_description, description, business_id, category_id, make, model, year, transmission,
  fuel_type, property_type, listing_type, city
ON products BEGIN
  DELETE FROM products_fts WHERE rowid = OLD.id;
  INSERT INTO products_fts (rowid, name, summary, description, business, category, details, store)
  SELECT id, name, summary, description, business, category, details, store FROM products_fts_source WHERE id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER products_fts_after_delete AFTER DELETE ON products BEGIN
  DELETE FROM products_fts WHERE rowid = OLD.id;
END;
--> statement-breakpoint
-- Attribute terms are linked after the product is inserted (the seed does so), so each link re-indexes it.
CREATE TRIGGER products_fts_after_term_link AFTER INSERT ON product_attribute_terms BEGIN
  DELETE FROM products_fts WHERE rowid = NEW.product_id;
  INSERT INTO products_fts (rowid, name, summary, description, business, category, details, store)
  SELECT id, name, summary, description, business, category, details, store FROM products_fts_source WHERE id = NEW.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER products_fts_after_term_unlink AFTER DELETE ON product_attribute_terms BEGIN
  DELETE FROM products_fts WHERE rowid = OLD.product_id;
  INSERT INTO products_fts (rowid, name, summary, description, business, category, details, store)
  SELECT id, name, summary, description, business, category, details, store FROM products_fts_source WHERE id = OLD.product_id;
END;
--> statement-breakpoint
-- Renaming a business, a category or an attribute term changes the words of every product under it.
CREATE TRIGGER products_fts_after_business_rename AFTER UPDATE OF name ON businesses BEGIN
  DELETE FROM products_fts WHERE rowid IN (SELECT id FROM products WHERE business_id = NEW.id);
  INSERT INTO products_fts (rowid, name, summary, description, business, category, details, store)
  SELECT id, name, summary, description, business, category, details, store FROM products_fts_source
  WHERE id IN (SELECT id FROM products WHERE business_id = NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER products_fts_after_category_change AFTER UPDATE OF name, parent_id ON product_categories BEGIN
  DELETE FROM products_fts WHERE rowid IN (
    SELECT p.id FROM products p WHERE p.category_id = NEW.id
      OR p.category_id IN (SELECT c.id FROM product_categories c WHERE c.parent_id = NEW.id)
      OR p.category_id IN (SELECT c.id FROM product_categories c JOIN product_categories c1 ON c1.id = c.parent_id WHERE c1.parent_id = NEW.id)
  );
  INSERT INTO products_fts (rowid, name, summary, description, business, category, details, store)
  SELECT id, name, summary, description, business, category, details, store FROM products_fts_source WHERE id IN (
    SELECT p.id FROM products p WHERE p.category_id = NEW.id
      OR p.category_id IN (SELECT c.id FROM product_categories c WHERE c.parent_id = NEW.id)
      OR p.category_id IN (SELECT c.id FROM product_categories c JOIN product_categories c1 ON c1.id = c.parent_id WHERE c1.parent_id = NEW.id)
  );
END;
--> statement-breakpoint
CREATE TRIGGER products_fts_after_term_rename AFTER UPDATE OF name ON attribute_terms BEGIN
  DELETE FROM products_fts WHERE rowid IN (SELECT product_id FROM product_attribute_terms WHERE term_id = NEW.id);
  INSERT INTO products_fts (rowid, name, summary, description, business, category, details, store)
  SELECT id, name, summary, description, business, category, details, store FROM products_fts_source
  WHERE id IN (SELECT product_id FROM product_attribute_terms WHERE term_id = NEW.id);
END;
