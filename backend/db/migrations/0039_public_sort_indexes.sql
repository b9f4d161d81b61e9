-- Issue 30: the public product lists (search, category screens) sorted newest, by price or by rating read their
-- page straight off an index that starts with the listing's visibility (status), so a page costs its 20 rows plus
-- the hidden ones skipped, not a scan and sort of the whole catalogue. Each ends on the id, the lists' last sort key.
-- Descending sorts walk the same index backwards. Checked by tests/integration/public-query-plans.test.ts.
CREATE INDEX `products_public_newest_idx` ON `products` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_public_price_idx` ON `products` (`status`,`price_cents`,`id`);--> statement-breakpoint
CREATE INDEX `products_public_rating_idx` ON `products` (`status`,`rating_average`,`review_count`,`id`);--> statement-breakpoint
-- A store's listings and a category's: both equalities first, so the planner never prefers walking the whole
-- catalogue in date order (the indexes above) to find one store's few listings.
CREATE INDEX `products_business_public_idx` ON `products` (`business_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `products_category_public_idx` ON `products` (`category_id`,`status`,`created_at`,`id`);
