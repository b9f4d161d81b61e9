-- Issue 30, store discovery at national size (4,800 stores): the stores page and the stores list read their page off
-- an index of the public stores (published, not suspended) in the page’s order, so a page is a walk of its own rows,
-- not a sort of every store. Partial, on the visibility the store reads write out literally (isPublicStoreSql in
-- backend/db/schema-core.ts): the product reads join businesses on `status = ?` alone and so can never
-- choose these (an index leading with status made SQLite, without statistics, drive a term’s search from the stores:
-- 244,002 rows for 'phone' cheapest first at 20,000 listings). status and suspended_at close each index so a walk that
-- tests them, or counts, reads the index alone.
-- A to Z, as the stores page reads (the order is lower(name) as written in the query, then the id).
CREATE INDEX `businesses_public_name_idx` ON `businesses` (lower(`name`),`id`,`status`,`suspended_at`) WHERE `status` = 'publish' AND `suspended_at` IS NULL;--> statement-breakpoint
-- Newest first: the stores list (GET /businesses?limit=) and the stores page sorted newest.
CREATE INDEX `businesses_public_newest_idx` ON `businesses` (`created_at` DESC,`id` DESC,`status`,`suspended_at`) WHERE `status` = 'publish' AND `suspended_at` IS NULL;--> statement-breakpoint
-- The store finder and stores nearest first: a latitude band of the public stores, longitude in the index, so only
-- the stores in the box around the buyer are read (backend/search/search-businesses-queries.ts narrows it further).
-- Checked by tests/integration/store-discovery-plans.test.ts.
CREATE INDEX `businesses_public_geo_idx` ON `businesses` (`lat`,`lng`,`status`,`suspended_at`) WHERE `status` = 'publish' AND `suspended_at` IS NULL;
