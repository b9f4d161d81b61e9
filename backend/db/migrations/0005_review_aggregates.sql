-- A product's rating is its reviews' (issue "Review counts"): products.review_count and rating_average are a
-- cache of the reviews rows, kept equal to them by the database itself, whoever writes. Hand-written:
-- drizzle-kit does not model triggers, so backend/db/schema.ts and the snapshot are unchanged by this file.
--
-- The rule, in one place: review_count = count(*), rating_average = round(avg(rating), 2), 0 without reviews.
-- Reviews written, changed or deleted recompute their product. A direct write to the two columns (the review
-- route's running average, a hand edit) is put back to the rows' values by products_rating_from_reviews; its
-- WHEN clause makes it a no-op when they already agree, so it never loops.
--
-- Keywords stay upper case: wrangler's statement splitter only recognises BEGIN … END blocks in upper case.

CREATE TRIGGER reviews_rating_after_insert AFTER INSERT ON reviews BEGIN
  UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = NEW.product_id),
    rating_average = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = NEW.product_id), 0)
  WHERE id = NEW.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_after_delete AFTER DELETE ON reviews BEGIN
  UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = OLD.product_id),
    rating_average = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = OLD.product_id), 0)
  WHERE id = OLD.product_id;
END;
--> statement-breakpoint
-- A review moved to another product or re-rated: both products, old and new.
CREATE TRIGGER reviews_rating_after_update AFTER UPDATE OF rating, product_id ON reviews BEGIN
  UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = products.id),
    rating_average = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = products.id), 0)
  WHERE id IN (OLD.product_id, NEW.product_id);
END;
--> statement-breakpoint
CREATE TRIGGER products_rating_from_reviews AFTER UPDATE OF review_count, rating_average ON products
WHEN NEW.review_count IS NOT (SELECT count(*) FROM reviews WHERE product_id = NEW.id)
  OR NEW.rating_average IS NOT coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = NEW.id), 0)
BEGIN
  UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = NEW.id),
    rating_average = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = NEW.id), 0)
  WHERE id = NEW.id;
END;
--> statement-breakpoint
-- Databases seeded before this migration stored counts without their reviews: bring every product into line.
UPDATE products SET
  review_count = (SELECT count(*) FROM reviews WHERE product_id = products.id),
  rating_average = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = products.id), 0);
