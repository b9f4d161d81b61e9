CREATE TABLE `chat_conversations` (
	`id` integer PRIMARY KEY NOT NULL,
	`business_id` integer NOT NULL,
	`buyer_id` integer NOT NULL,
	`buyer_unread` integer DEFAULT 0 NOT NULL,
	`business_unread` integer DEFAULT 0 NOT NULL,
	`message_count` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`last_message_at` text,
	FOREIGN KEY (`business_id`) REFERENCES `businesses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_conversations_pair_idx` ON `chat_conversations` (`business_id`,`buyer_id`);--> statement-breakpoint
CREATE INDEX `chat_conversations_buyer_idx` ON `chat_conversations` (`buyer_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `chat_conversations_business_idx` ON `chat_conversations` (`business_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `chat_messages` (
	`id` integer PRIMARY KEY NOT NULL,
	`conversation_id` integer NOT NULL,
	`sender_id` integer NOT NULL,
	`sender_role` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `chat_conversations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `chat_messages_conversation_idx` ON `chat_messages` (`conversation_id`,`id`);
