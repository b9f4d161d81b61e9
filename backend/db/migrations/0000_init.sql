CREATE TABLE `attribute_terms` (
	`id` integer PRIMARY KEY NOT NULL,
	`attribute_id` integer NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`attribute_id`) REFERENCES `attributes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `attribute_terms_attr_slug_idx` ON `attribute_terms` (`attribute_id`,`slug`);--> statement-breakpoint
CREATE TABLE `attributes` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`category_id` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `product_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `attributes_slug_unique` ON `attributes` (`slug`);--> statement-breakpoint
CREATE TABLE `business_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_categories_slug_unique` ON `business_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `business_category_links` (
	`business_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	PRIMARY KEY(`business_id`, `category_id`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `business_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `businesses` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`owner_id` integer NOT NULL,
	`status` text DEFAULT 'publish' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`logo` text,
	`cover_image` text,
	`phone` text,
	`whatsapp` text,
	`email` text,
	`website` text,
	`shop_address` text,
	`street_address` text,
	`suburb` text,
	`city` text NOT NULL,
	`province` text NOT NULL,
	`country` text DEFAULT 'Zimbabwe' NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`opening_times` text DEFAULT '{}' NOT NULL,
	`socials` text DEFAULT '{}' NOT NULL,
	`is_promoted` integer DEFAULT false NOT NULL,
	`ads_balance_cents` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `businesses_slug_unique` ON `businesses` (`slug`);--> statement-breakpoint
CREATE INDEX `businesses_city_idx` ON `businesses` (`city`);--> statement-breakpoint
CREATE INDEX `businesses_promoted_idx` ON `businesses` (`is_promoted`);--> statement-breakpoint
CREATE TABLE `menu_items` (
	`id` integer PRIMARY KEY NOT NULL,
	`menu_id` integer NOT NULL,
	`parent_id` integer,
	`title` text NOT NULL,
	`url` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`menu_id`) REFERENCES `menus`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `menu_items_menu_idx` ON `menu_items` (`menu_id`);--> statement-breakpoint
CREATE TABLE `menus` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `menus_slug_unique` ON `menus` (`slug`);--> statement-breakpoint
CREATE TABLE `pages` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`content` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pages_slug_unique` ON `pages` (`slug`);--> statement-breakpoint
CREATE TABLE `product_attribute_terms` (
	`product_id` integer NOT NULL,
	`term_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `term_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`term_id`) REFERENCES `attribute_terms`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pat_term_idx` ON `product_attribute_terms` (`term_id`);--> statement-breakpoint
CREATE TABLE `product_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`parent_id` integer,
	`description` text DEFAULT '' NOT NULL,
	`image` text,
	`menu_order` integer DEFAULT 0 NOT NULL,
	`is_popular` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_categories_slug_unique` ON `product_categories` (`slug`);--> statement-breakpoint
CREATE INDEX `product_categories_parent_idx` ON `product_categories` (`parent_id`);--> statement-breakpoint
CREATE TABLE `product_images` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`url` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `product_images_product_idx` ON `product_images` (`product_id`);--> statement-breakpoint
CREATE TABLE `product_variations` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`name` text NOT NULL,
	`attributes` text NOT NULL,
	`price_cents` integer NOT NULL,
	`stock_quantity` integer,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `product_variations_product_idx` ON `product_variations` (`product_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`business_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'publish' NOT NULL,
	`name` text NOT NULL,
	`short_description` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_cents` integer NOT NULL,
	`regular_price_cents` integer,
	`is_deal` integer DEFAULT false NOT NULL,
	`is_promoted` integer DEFAULT false NOT NULL,
	`stock_quantity` integer,
	`city` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`property_type` text,
	`listing_type` text,
	`bedrooms` integer,
	`bathrooms` integer,
	`stand_size_sqm` integer,
	`make` text,
	`model` text,
	`year` integer,
	`mileage_km` integer,
	`transmission` text,
	`fuel_type` text,
	`rate_cents` integer,
	`rate_unit` text,
	`service_area` text,
	`auction_start_cents` integer,
	`auction_ends_at` text,
	`auction_status` text,
	`rating_average` real DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`category_id`) REFERENCES `product_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_slug_unique` ON `products` (`slug`);--> statement-breakpoint
CREATE INDEX `products_business_idx` ON `products` (`business_id`);--> statement-breakpoint
CREATE INDEX `products_category_idx` ON `products` (`category_id`);--> statement-breakpoint
CREATE INDEX `products_kind_idx` ON `products` (`kind`);--> statement-breakpoint
CREATE INDEX `products_deal_idx` ON `products` (`is_deal`);--> statement-breakpoint
CREATE INDEX `products_promoted_idx` ON `products` (`is_promoted`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`username` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`display_name` text NOT NULL,
	`whatsapp_number` text,
	`photo` text,
	`roles` text DEFAULT '["buyer"]' NOT NULL,
	`password_hash` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);