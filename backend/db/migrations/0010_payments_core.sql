CREATE TABLE `paynow_sandbox_transactions` (
	`guid` text PRIMARY KEY NOT NULL,
	`paynow_reference` integer NOT NULL,
	`integration_id` text NOT NULL,
	`reference` text NOT NULL,
	`amount` text NOT NULL,
	`method` text NOT NULL,
	`phone` text,
	`return_url` text NOT NULL,
	`result_url` text NOT NULL,
	`outcome` text,
	`delay_ms` integer DEFAULT 0 NOT NULL,
	`created_at_ms` integer NOT NULL,
	`decided_at_ms` integer
);
--> statement-breakpoint
CREATE INDEX `paynow_sandbox_reference_idx` ON `paynow_sandbox_transactions` (`integration_id`,`reference`);