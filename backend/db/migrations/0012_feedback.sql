CREATE TABLE `feedback` (
	`id` integer PRIMARY KEY NOT NULL,
	`request_type_id` integer NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`rating_id` integer,
	`feature` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `feedback_type_created_idx` ON `feedback` (`request_type_id`,`created_at`);