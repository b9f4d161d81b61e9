CREATE TABLE `business_staff` (
	`id` integer PRIMARY KEY NOT NULL,
	`business_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`role` text NOT NULL,
	`invitation_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_staff_member_idx` ON `business_staff` (`business_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `business_staff_user_idx` ON `business_staff` (`user_id`);--> statement-breakpoint
CREATE TABLE `staff_invitations` (
	`id` integer PRIMARY KEY NOT NULL,
	`business_id` integer NOT NULL,
	`email` text,
	`phone` text,
	`role` text NOT NULL,
	`invited_by` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text NOT NULL,
	`answered_at` text,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invitations_pending_email_idx` ON `staff_invitations` (`business_id`,`email`) WHERE status = 'pending' and email is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `staff_invitations_pending_phone_idx` ON `staff_invitations` (`business_id`,`phone`) WHERE status = 'pending' and phone is not null;--> statement-breakpoint
CREATE INDEX `staff_invitations_email_idx` ON `staff_invitations` (`email`,`status`);--> statement-breakpoint
CREATE INDEX `staff_invitations_phone_idx` ON `staff_invitations` (`phone`,`status`);
