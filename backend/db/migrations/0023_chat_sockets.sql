-- Which conversation rooms hold an open socket of which token (issue #27 §3): revoking access (staff removal,
-- role change, logout, password change or reset) finds here the rooms to tell, so their sockets close at once.
CREATE TABLE `chat_sockets` (
	`id` integer PRIMARY KEY NOT NULL,
	`conversation_id` integer NOT NULL,
	`business_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`token_id` integer NOT NULL,
	`opened_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `chat_sockets_user_idx` ON `chat_sockets` (`user_id`,`business_id`);--> statement-breakpoint
CREATE INDEX `chat_sockets_token_idx` ON `chat_sockets` (`token_id`);--> statement-breakpoint
CREATE INDEX `chat_sockets_conversation_idx` ON `chat_sockets` (`conversation_id`);
