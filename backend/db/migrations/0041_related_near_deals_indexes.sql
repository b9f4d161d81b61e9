-- Issue 30: a product's related products are read part by part (its category, each sibling category, its store),
-- best rated first, at most a page each: these indexes hand each part its rows in that order (rating down, id up),
-- so a part costs its page, not every listing of the family. Checked by tests/integration/public-query-plans.test.ts.
CREATE INDEX `products_category_rating_idx` ON `products` (`category_id`,`status`,`rating_average` DESC,`id`);--> statement-breakpoint
CREATE INDEX `products_business_rating_idx` ON `products` (`business_id`,`status`,`rating_average` DESC,`id`);--> statement-breakpoint
-- "Nearest first" counts the listings in growing boxes around the buyer (backend/search/search-nearest.ts) and
-- sorts only the smallest box that holds the page: a latitude band of the public listings, longitude in the index.
CREATE INDEX `products_public_geo_idx` ON `products` (`status`,`lat`,`lng`);
--> statement-breakpoint
-- Today's deals, biggest saving first: an index on the order's own expression (dealSaving in backend/db/schema-core.ts;
-- SQLite matches the expression as written), so the page is a walk of the deals in that order, not a sort of them all.
CREATE INDEX `products_deal_saving_idx` ON `products` (`status`,`is_deal`,(coalesce(`regular_price_cents` - `price_cents`, 0) * 1.0 / max(`price_cents`, 1)) DESC,`created_at` DESC,`id`);
