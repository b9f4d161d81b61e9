CREATE TABLE `login_backoff` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer NOT NULL,
	`locked_until` integer NOT NULL,
	`last_failure_at` integer NOT NULL,
	`admitted` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `pending_registrations` (
	`id` integer PRIMARY KEY NOT NULL,
	`key_hash` text NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`whatsapp_number` text NOT NULL,
	`account_type` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pending_registrations_key_hash_unique` ON `pending_registrations` (`key_hash`);--> statement-breakpoint
CREATE INDEX `pending_registrations_email_idx` ON `pending_registrations` (`email`);