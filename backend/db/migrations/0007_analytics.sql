CREATE TABLE `analytics_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `product_views` (
	`id` integer PRIMARY KEY NOT NULL,
	`business_id` integer NOT NULL,
	`product_id` integer,
	`visitor` text NOT NULL,
	`viewed_at` text NOT NULL,
	`city` text,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `product_views_visitor_idx` ON `product_views` (`visitor`,`business_id`,`product_id`,`viewed_at`);--> statement-breakpoint
CREATE INDEX `product_views_business_time_idx` ON `product_views` (`business_id`,`viewed_at`);--> statement-breakpoint
CREATE INDEX `orders_business_created_idx` ON `orders` (`business_id`,`created_at`,`status`,`total_cents`);