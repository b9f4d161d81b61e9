CREATE TABLE `exchange_rates` (
	`id` integer PRIMARY KEY NOT NULL,
	`currency` text NOT NULL,
	`rate_micros` integer NOT NULL,
	`effective_date` text NOT NULL,
	`source` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `exchange_rates_currency_date_idx` ON `exchange_rates` (`currency`,`effective_date`,`id`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` integer PRIMARY KEY NOT NULL,
	`payment_id` integer NOT NULL,
	`source` text NOT NULL,
	`provider_status` text NOT NULL,
	`status` text NOT NULL,
	`message` text DEFAULT '' NOT NULL,
	`received_at` text NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_events_payment_idx` ON `payment_events` (`payment_id`,`id`);--> statement-breakpoint
CREATE TABLE `payment_settlements` (
	`payment_id` integer PRIMARY KEY NOT NULL,
	`nonce` text NOT NULL,
	`status` text NOT NULL,
	`settled_at` text NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`purpose` text NOT NULL,
	`purpose_ref` text NOT NULL,
	`user_id` integer,
	`business_id` integer,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`usd_cents` integer NOT NULL,
	`rate_micros` integer,
	`method` text NOT NULL,
	`phone` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text DEFAULT 'paynow' NOT NULL,
	`provider_reference` text,
	`poll_url` text,
	`redirect_url` text,
	`instructions` text,
	`idempotency_key` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`settled_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_reference_unique` ON `payments` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `payments_idempotency_idx` ON `payments` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `payments_purpose_idx` ON `payments` (`purpose`,`purpose_ref`);--> statement-breakpoint
CREATE INDEX `payments_user_idx` ON `payments` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payments_status_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `rate_micros` integer;