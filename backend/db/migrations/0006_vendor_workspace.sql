CREATE TABLE `business_slug_redirects` (
	`old_slug` text PRIMARY KEY NOT NULL,
	`business_id` integer NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `products` ADD `auction_reserve_cents` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `title_type` text;--> statement-breakpoint
ALTER TABLE `products` ADD `deposit_cents` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `call_out_fee_cents` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `sku` text;--> statement-breakpoint
ALTER TABLE `products` ADD `updated_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `products_business_sku_idx` ON `products` (`business_id`,`sku`);