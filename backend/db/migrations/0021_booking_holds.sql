-- Issue 27 §4: an unanswered hire request holds its days for at most 48 hours (lapses_at), and a vendor sets
-- the longest period one request may ask for, per hire item (hire_item_rules; no row = the default, 14 days).
ALTER TABLE `bookings` ADD `lapses_at` text;
--> statement-breakpoint
-- Requests already waiting get their 48 hours from when they were made (same ISO format as toISOString()).
UPDATE `bookings` SET `lapses_at` = strftime('%Y-%m-%dT%H:%M:%fZ', `created_at`, '+48 hours') WHERE `kind` = 'hire' AND `status` = 'requested';
--> statement-breakpoint
CREATE INDEX `bookings_lapse_idx` ON `bookings` (`status`,`lapses_at`);
--> statement-breakpoint
CREATE TABLE `hire_item_rules` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`max_days` integer NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
