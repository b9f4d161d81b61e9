CREATE TABLE `bids` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`bidder_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`bidder_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bids_product_amount_idx` ON `bids` (`product_id`,`amount_cents`);--> statement-breakpoint
CREATE INDEX `bids_bidder_idx` ON `bids` (`bidder_id`);--> statement-breakpoint
CREATE TABLE `auction_lots` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`current_bid_cents` integer,
	`leader_id` integer,
	`bid_count` integer DEFAULT 0 NOT NULL,
	`closed_at` text,
	`outcome` text,
	`winner_id` integer,
	`decision` text,
	`decided_at` text,
	`offer_id` integer,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`leader_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`winner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `auction_lots_closed_idx` ON `auction_lots` (`closed_at`);
