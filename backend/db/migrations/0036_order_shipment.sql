-- Issue 31: a store names the courier of a delivery order and its tracking number; the buyer sees them on the
-- order and on tracking. Null until named (most orders are delivered by the store itself or collected).
ALTER TABLE `orders` ADD `courier` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `shipped_at` text;
