-- Issue 31: delivery set by the store. One row per business that has set its terms (none: the marketplace's flat
-- $3.00, as before), and the towns or cities it charges differently, matched case-insensitively by city_key.
CREATE TABLE `business_delivery` (
	`business_id` integer PRIMARY KEY NOT NULL,
	`collection_only` integer DEFAULT false NOT NULL,
	`fee_cents` integer NOT NULL,
	`free_above_cents` integer,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `business_delivery_zones` (
	`business_id` integer NOT NULL,
	`city_key` text NOT NULL,
	`city` text NOT NULL,
	`fee_cents` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`business_id`, `city_key`),
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE cascade
);
