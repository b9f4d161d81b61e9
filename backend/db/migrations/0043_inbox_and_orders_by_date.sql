-- Issue 30, the working screens at their scale: a person's notifications and a buyer's orders, newest first, are read
-- off an index on the person and the date, so a page is an index walk, not a sort of the whole inbox (10,000
-- notifications for a busy account) or order history. Checked by tests/integration/working-screen-plans.test.ts.
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`,`id`);
