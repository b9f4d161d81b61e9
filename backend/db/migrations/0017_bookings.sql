CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`product_id` integer NOT NULL,
	`business_id` integer NOT NULL,
	`buyer_id` integer NOT NULL,
	`status` text NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`requested_starts_at` text,
	`note` text DEFAULT '' NOT NULL,
	`vendor_message` text DEFAULT '' NOT NULL,
	`rate_cents` integer,
	`rate_unit` text,
	`deposit_cents` integer DEFAULT 0 NOT NULL,
	`call_out_fee_cents` integer,
	`total_cents` integer DEFAULT 0 NOT NULL,
	`reminded_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `bookings_product_time_idx` ON `bookings` (`product_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_business_time_idx` ON `bookings` (`business_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_buyer_time_idx` ON `bookings` (`buyer_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `bookings_reminder_idx` ON `bookings` (`starts_at`,`reminded_at`);
