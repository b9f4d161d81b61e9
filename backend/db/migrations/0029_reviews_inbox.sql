-- Issue 29: moderators hide reviews (/admin/reviews/) and support works one inbox (/admin/inbox/).
--
-- 1. A hidden review (reviews.hidden_at, migration 0027) leaves the product's rating and count. Those columns are
--    a cache the database keeps (0005_review_aggregates.sql, docs/decisions/005): its triggers counted every row
--    and put any direct write back to that count, so a rating recomputed by hand without the hidden review was
--    undone at once. The rule itself changes here: count(*) and round(avg(rating), 2) of the VISIBLE reviews, and
--    hiding or restoring (an update of hidden_at) recomputes the product like any other review write.
--
-- Keywords stay upper case: wrangler's statement splitter only recognises BEGIN … END blocks in upper case.

DROP TRIGGER IF EXISTS reviews_rating_after_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS reviews_rating_after_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS reviews_rating_after_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_rating_from_reviews;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_after_insert AFTER INSERT ON reviews BEGIN
  UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = NEW.product_id AND hidden_at IS NULL),
    rating_average = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = NEW.product_id AND hidden_at IS NULL), 0)
  WHERE id = NEW.product_id;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_after_delete AFTER DELETE ON reviews BEGIN
  UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = OLD.product_id AND hidden_at IS NULL),
    rating_average = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = OLD.product_id AND hidden_at IS NULL), 0)
  WHERE id = OLD.product_id;
END;
--> statement-breakpoint
-- Re-rated, moved to another product, hidden or restored: both products, old and new.
CREATE TRIGGER reviews_rating_after_update AFTER UPDATE OF rating, product_id, hidden_at ON reviews BEGIN
  UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = products.id AND hidden_at IS NULL),
    rating_average = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = products.id AND hidden_at IS NULL), 0)
  WHERE id IN (OLD.product_id, NEW.product_id);
END;
--> statement-breakpoint
CREATE TRIGGER products_rating_from_reviews AFTER UPDATE OF review_count, rating_average ON products
WHEN NEW.review_count IS NOT (SELECT count(*) FROM reviews WHERE product_id = NEW.id AND hidden_at IS NULL)
  OR NEW.rating_average IS NOT coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = NEW.id AND hidden_at IS NULL), 0)
BEGIN
  UPDATE products SET
    review_count = (SELECT count(*) FROM reviews WHERE product_id = NEW.id AND hidden_at IS NULL),
    rating_average = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = NEW.id AND hidden_at IS NULL), 0)
  WHERE id = NEW.id;
END;
--> statement-breakpoint
-- Reviews hidden before this migration (by hand) leave their product's numbers now.
UPDATE products SET
  review_count = (SELECT count(*) FROM reviews WHERE product_id = products.id AND hidden_at IS NULL),
  rating_average = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = products.id AND hidden_at IS NULL), 0)
WHERE id IN (SELECT product_id FROM reviews WHERE hidden_at IS NOT NULL);
--> statement-breakpoint
-- The reason the reviewer was told, shown to the next moderator.
ALTER TABLE reviews ADD COLUMN hidden_reason TEXT;
--> statement-breakpoint
-- The moderators' "all reviews, newest first" page (visible and hidden ones use reviews_moderation_idx).
CREATE INDEX reviews_created_idx ON reviews (created_at);
--> statement-breakpoint
-- 2. The inbox: contact messages, feedback and custom package requests (the outbox's e-mails to sales). read_at
--    (0025) makes an item no longer new; closed_at closes it. inbox_key is the acting request's own value, guarding
--    its audit entry as reviews.moderation_key does (a request that lost a race writes nothing).
ALTER TABLE contact_messages ADD COLUMN closed_at TEXT;
--> statement-breakpoint
ALTER TABLE contact_messages ADD COLUMN closed_by INTEGER REFERENCES users(id);
--> statement-breakpoint
ALTER TABLE contact_messages ADD COLUMN inbox_key TEXT;
--> statement-breakpoint
ALTER TABLE feedback ADD COLUMN closed_at TEXT;
--> statement-breakpoint
ALTER TABLE feedback ADD COLUMN closed_by INTEGER REFERENCES users(id);
--> statement-breakpoint
ALTER TABLE feedback ADD COLUMN inbox_key TEXT;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN closed_at TEXT;
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN closed_by INTEGER REFERENCES users(id);
--> statement-breakpoint
ALTER TABLE outbox ADD COLUMN inbox_key TEXT;
--> statement-breakpoint
-- Each tab × status, newest first, is a range of one index: "new" uses the *_unread_idx of 0025; "open" and
-- "closed" these partial indexes (their WHERE is exactly the list's condition); "all" the plain date index.
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at);
--> statement-breakpoint
CREATE INDEX contact_messages_open_idx ON contact_messages (created_at) WHERE read_at IS NOT NULL AND closed_at IS NULL;
--> statement-breakpoint
CREATE INDEX contact_messages_closed_idx ON contact_messages (created_at) WHERE closed_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX feedback_created_idx ON feedback (created_at);
--> statement-breakpoint
CREATE INDEX feedback_open_idx ON feedback (created_at) WHERE read_at IS NOT NULL AND closed_at IS NULL;
--> statement-breakpoint
CREATE INDEX feedback_closed_idx ON feedback (created_at) WHERE closed_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX outbox_kind_created_idx ON outbox (kind, created_at);
--> statement-breakpoint
CREATE INDEX outbox_open_idx ON outbox (kind, created_at) WHERE read_at IS NOT NULL AND closed_at IS NULL;
--> statement-breakpoint
CREATE INDEX outbox_closed_idx ON outbox (kind, created_at) WHERE closed_at IS NOT NULL;
--> statement-breakpoint
-- Support's e-mailed replies (each also queued in the outbox). One reply text per item: a form sent twice (or by
-- two operators at once) fails on the unique index and sends nothing twice.
CREATE TABLE inbox_replies (
  id INTEGER PRIMARY KEY,
  item_kind TEXT NOT NULL CHECK (item_kind IN ('contact', 'feedback', 'custom_package')),
  item_id INTEGER NOT NULL,
  operator_id INTEGER NOT NULL REFERENCES users(id),
  to_email TEXT NOT NULL,
  body TEXT NOT NULL,
  digest TEXT NOT NULL,
  created_at TEXT NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX inbox_replies_item_digest_idx ON inbox_replies (item_kind, item_id, digest);
