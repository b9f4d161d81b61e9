CREATE TABLE `ad_daily_stats` (
	`ad_id` integer NOT NULL,
	`day` text NOT NULL,
	`business_id` integer NOT NULL,
	`impressions` integer DEFAULT 0 NOT NULL,
	`clicks` integer DEFAULT 0 NOT NULL,
	`spend_millicents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`ad_id`, `day`)
);
--> statement-breakpoint
CREATE INDEX `ad_daily_stats_business_idx` ON `ad_daily_stats` (`business_id`,`day`);--> statement-breakpoint
CREATE TABLE `ad_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`event_key` text NOT NULL,
	`ad_id` integer NOT NULL,
	`business_id` integer NOT NULL,
	`kind` text NOT NULL,
	`visitor` text NOT NULL,
	`placement` text NOT NULL,
	`page_url` text DEFAULT '' NOT NULL,
	`referrer` text DEFAULT '' NOT NULL,
	`at` text NOT NULL,
	`billed` integer DEFAULT false NOT NULL,
	`cost_millicents` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ad_events_key_idx` ON `ad_events` (`event_key`);--> statement-breakpoint
CREATE INDEX `ad_events_repeat_idx` ON `ad_events` (`ad_id`,`visitor`,`kind`,`at`);--> statement-breakpoint
CREATE TABLE `ads` (
	`id` integer PRIMARY KEY NOT NULL,
	`business_id` integer NOT NULL,
	`product_id` integer,
	`title` text NOT NULL,
	`placement` text NOT NULL,
	`pricing` text NOT NULL,
	`bid_cents` integer NOT NULL,
	`daily_budget_cents` integer NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`paused` integer DEFAULT false NOT NULL,
	`category_id` integer,
	`keywords` text DEFAULT '' NOT NULL,
	`city` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ads_business_idx` ON `ads` (`business_id`,`id`);--> statement-breakpoint
CREATE INDEX `ads_serving_idx` ON `ads` (`placement`,`paused`,`ends_on`);--> statement-breakpoint
ALTER TABLE `businesses` ADD `ads_accrued_millicents` integer DEFAULT 0 NOT NULL;