CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`topic` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `post_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`taxonomy` text NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `post_categories_taxonomy_slug_idx` ON `post_categories` (`taxonomy`,`slug`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` integer PRIMARY KEY NOT NULL,
	`post_type` text NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`content` text NOT NULL,
	`category_id` integer,
	`image` text,
	`video_url` text,
	`duration_seconds` integer,
	`author_name` text DEFAULT 'Musika team' NOT NULL,
	`is_sticky` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`published_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `post_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `posts_type_slug_idx` ON `posts` (`post_type`,`slug`);--> statement-breakpoint
CREATE INDEX `posts_type_published_idx` ON `posts` (`post_type`,`published_at`);--> statement-breakpoint
CREATE INDEX `posts_category_idx` ON `posts` (`category_id`);--> statement-breakpoint
CREATE TABLE `shopping_centre_stores` (
	`centre_id` integer NOT NULL,
	`business_id` integer NOT NULL,
	`unit` text DEFAULT '' NOT NULL,
	PRIMARY KEY(`centre_id`, `business_id`),
	FOREIGN KEY (`centre_id`) REFERENCES `shopping_centres`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `shopping_centre_stores_business_idx` ON `shopping_centre_stores` (`business_id`);--> statement-breakpoint
CREATE TABLE `shopping_centres` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`street_address` text NOT NULL,
	`suburb` text NOT NULL,
	`city` text NOT NULL,
	`lat` real NOT NULL,
	`lng` real NOT NULL,
	`hours` text DEFAULT '' NOT NULL,
	`parking` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shopping_centres_slug_unique` ON `shopping_centres` (`slug`);--> statement-breakpoint
CREATE INDEX `shopping_centres_city_idx` ON `shopping_centres` (`city`);