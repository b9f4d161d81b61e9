CREATE TABLE `business_followers` (
	`id` integer PRIMARY KEY NOT NULL,
	`business_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	`unsubscribed_at` text,
	`unsubscribe_token` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_followers_pair_idx` ON `business_followers` (`business_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `business_followers_list_idx` ON `business_followers` (`business_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `business_followers_token_idx` ON `business_followers` (`unsubscribe_token`);--> statement-breakpoint
CREATE INDEX `business_followers_user_idx` ON `business_followers` (`user_id`);--> statement-breakpoint
CREATE TABLE `newsletters` (
	`id` integer PRIMARY KEY NOT NULL,
	`business_id` integer NOT NULL,
	`sent_by` integer NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`recipients` integer NOT NULL,
	`left_out` integer DEFAULT 0 NOT NULL,
	`send_key` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sent_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `newsletters_business_idx` ON `newsletters` (`business_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletters_send_key_idx` ON `newsletters` (`send_key`);
