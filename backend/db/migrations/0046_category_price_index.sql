-- Issue 30: a search by a category alone, cheapest or dearest first, is merged per category of the family
-- (backend/catalogue/category-page-queries.ts): each category hands over its first offset + limit listings by price
-- off this index, so the page costs a few walks of a page each, not a sort of every listing of the family (222,869
-- SQLite steps → 1,554 for motor vehicles at 200,000 listings; ~5 MB of index there). Checked by
-- tests/integration/category-page-plans.test.ts.
CREATE INDEX `products_category_price_idx` ON `products` (`category_id`,`status`,`price_cents`,`id`);
