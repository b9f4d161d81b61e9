CREATE TABLE `daily_city_sales` (
	`business_id` integer NOT NULL,
	`day` text NOT NULL,
	`city` text NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	`sales_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`, `city`)
);
--> statement-breakpoint
CREATE TABLE `daily_product_sales` (
	`business_id` integer NOT NULL,
	`day` text NOT NULL,
	`product_id` integer NOT NULL,
	`name` text NOT NULL,
	`units` integer DEFAULT 0 NOT NULL,
	`revenue_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`, `product_id`)
);
--> statement-breakpoint
CREATE TABLE `daily_sales` (
	`business_id` integer NOT NULL,
	`day` text NOT NULL,
	`sales_cents` integer DEFAULT 0 NOT NULL,
	`orders` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`)
);
--> statement-breakpoint
CREATE TABLE `daily_views` (
	`business_id` integer NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`business_id`, `day`)
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `buyer_city` text;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model triggers). '+2 hours' is Harare's fixed offset
-- (backend/analytics/harare-range.ts HARARE_SQL_MODIFIER); 'cancelled', 'refunded', 'failed' are
-- NOT_SALE_STATUSES (schema/rest/analytics.ts). tests/integration/analytics-rollups.test.ts checks the rollups
-- against the live aggregates after every kind of write.
UPDATE `orders` SET `buyer_city` = coalesce(
	nullif(trim(CASE WHEN json_valid(`delivery_address`) THEN json_extract(`delivery_address`, '$.city') END), ''),
	nullif(trim((SELECT CASE WHEN json_valid(u.`billing`) THEN json_extract(u.`billing`, '$.city') END FROM `users` u WHERE u.`id` = `orders`.`user_id`)), ''),
	'Unknown');
--> statement-breakpoint
INSERT INTO `daily_sales` (`business_id`, `day`, `sales_cents`, `orders`)
SELECT `business_id`, date(`created_at`, '+2 hours'), sum(`total_cents`), count(*) FROM `orders`
WHERE `status` NOT IN ('cancelled', 'refunded', 'failed') GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO `daily_city_sales` (`business_id`, `day`, `city`, `orders`, `sales_cents`)
SELECT `business_id`, date(`created_at`, '+2 hours'), `buyer_city`, count(*), sum(`total_cents`) FROM `orders`
WHERE `status` NOT IN ('cancelled', 'refunded', 'failed') GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO `daily_product_sales` (`business_id`, `day`, `product_id`, `name`, `units`, `revenue_cents`)
SELECT o.`business_id`, date(o.`created_at`, '+2 hours'), i.`product_id`, max(i.`name`), sum(i.`quantity`), sum(i.`line_total_cents`)
FROM `orders` o JOIN `order_items` i ON i.`order_id` = o.`id`
WHERE o.`status` NOT IN ('cancelled', 'refunded', 'failed') GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO `daily_views` (`business_id`, `day`, `views`)
SELECT `business_id`, date(`viewed_at`, '+2 hours'), count(*) FROM `product_views` GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER `orders_rollup_insert` AFTER INSERT ON `orders` BEGIN
	UPDATE `orders` SET `buyer_city` = coalesce(
		nullif(trim(CASE WHEN json_valid(NEW.`delivery_address`) THEN json_extract(NEW.`delivery_address`, '$.city') END), ''),
		nullif(trim((SELECT CASE WHEN json_valid(u.`billing`) THEN json_extract(u.`billing`, '$.city') END FROM `users` u WHERE u.`id` = NEW.`user_id`)), ''),
		'Unknown')
	WHERE `id` = NEW.`id`;
	INSERT INTO `daily_sales` (`business_id`, `day`, `sales_cents`, `orders`)
	SELECT NEW.`business_id`, date(NEW.`created_at`, '+2 hours'), NEW.`total_cents`, 1
	WHERE NEW.`status` NOT IN ('cancelled', 'refunded', 'failed')
	ON CONFLICT (`business_id`, `day`) DO UPDATE SET `sales_cents` = `sales_cents` + excluded.`sales_cents`, `orders` = `orders` + excluded.`orders`;
	INSERT INTO `daily_city_sales` (`business_id`, `day`, `city`, `orders`, `sales_cents`)
	SELECT NEW.`business_id`, date(NEW.`created_at`, '+2 hours'), o.`buyer_city`, 1, NEW.`total_cents` FROM `orders` o
	WHERE o.`id` = NEW.`id` AND NEW.`status` NOT IN ('cancelled', 'refunded', 'failed')
	ON CONFLICT (`business_id`, `day`, `city`) DO UPDATE SET `orders` = `orders` + excluded.`orders`, `sales_cents` = `sales_cents` + excluded.`sales_cents`;
END;
--> statement-breakpoint
-- Subtract the old row if it was a sale, add the new one if it is: entering, leaving or moving within the sales.
CREATE TRIGGER `orders_rollup_update` AFTER UPDATE OF `status`, `total_cents`, `created_at`, `business_id` ON `orders`
WHEN (OLD.`status` NOT IN ('cancelled', 'refunded', 'failed')) <> (NEW.`status` NOT IN ('cancelled', 'refunded', 'failed'))
	OR OLD.`total_cents` IS NOT NEW.`total_cents` OR OLD.`created_at` IS NOT NEW.`created_at` OR OLD.`business_id` IS NOT NEW.`business_id`
BEGIN
	INSERT INTO `daily_sales` (`business_id`, `day`, `sales_cents`, `orders`)
	SELECT OLD.`business_id`, date(OLD.`created_at`, '+2 hours'), -OLD.`total_cents`, -1
	WHERE OLD.`status` NOT IN ('cancelled', 'refunded', 'failed')
	ON CONFLICT (`business_id`, `day`) DO UPDATE SET `sales_cents` = `sales_cents` + excluded.`sales_cents`, `orders` = `orders` + excluded.`orders`;
	INSERT INTO `daily_sales` (`business_id`, `day`, `sales_cents`, `orders`)
	SELECT NEW.`business_id`, date(NEW.`created_at`, '+2 hours'), NEW.`total_cents`, 1
	WHERE NEW.`status` NOT IN ('cancelled', 'refunded', 'failed')
	ON CONFLICT (`business_id`, `day`) DO UPDATE SET `sales_cents` = `sales_cents` + excluded.`sales_cents`, `orders` = `orders` + excluded.`orders`;
	INSERT INTO `daily_city_sales` (`business_id`, `day`, `city`, `orders`, `sales_cents`)
	SELECT OLD.`business_id`, date(OLD.`created_at`, '+2 hours'), coalesce(OLD.`buyer_city`, 'Unknown'), -1, -OLD.`total_cents`
	WHERE OLD.`status` NOT IN ('cancelled', 'refunded', 'failed')
	ON CONFLICT (`business_id`, `day`, `city`) DO UPDATE SET `orders` = `orders` + excluded.`orders`, `sales_cents` = `sales_cents` + excluded.`sales_cents`;
	INSERT INTO `daily_city_sales` (`business_id`, `day`, `city`, `orders`, `sales_cents`)
	SELECT NEW.`business_id`, date(NEW.`created_at`, '+2 hours'), coalesce(NEW.`buyer_city`, 'Unknown'), 1, NEW.`total_cents`
	WHERE NEW.`status` NOT IN ('cancelled', 'refunded', 'failed')
	ON CONFLICT (`business_id`, `day`, `city`) DO UPDATE SET `orders` = `orders` + excluded.`orders`, `sales_cents` = `sales_cents` + excluded.`sales_cents`;
	INSERT INTO `daily_product_sales` (`business_id`, `day`, `product_id`, `name`, `units`, `revenue_cents`)
	SELECT OLD.`business_id`, date(OLD.`created_at`, '+2 hours'), i.`product_id`, max(i.`name`), -sum(i.`quantity`), -sum(i.`line_total_cents`)
	FROM `order_items` i WHERE i.`order_id` = OLD.`id` AND OLD.`status` NOT IN ('cancelled', 'refunded', 'failed') GROUP BY i.`product_id`
	ON CONFLICT (`business_id`, `day`, `product_id`) DO UPDATE SET `units` = `units` + excluded.`units`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
	INSERT INTO `daily_product_sales` (`business_id`, `day`, `product_id`, `name`, `units`, `revenue_cents`)
	SELECT NEW.`business_id`, date(NEW.`created_at`, '+2 hours'), i.`product_id`, max(i.`name`), sum(i.`quantity`), sum(i.`line_total_cents`)
	FROM `order_items` i WHERE i.`order_id` = NEW.`id` AND NEW.`status` NOT IN ('cancelled', 'refunded', 'failed') GROUP BY i.`product_id`
	ON CONFLICT (`business_id`, `day`, `product_id`) DO UPDATE SET `name` = max(`name`, excluded.`name`), `units` = `units` + excluded.`units`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
END;
--> statement-breakpoint
-- Items deleted before their order subtract themselves; items still there when the order goes are subtracted
-- with it (then find no order when deleted), so either order of deletion counts each item once.
CREATE TRIGGER `orders_rollup_delete` AFTER DELETE ON `orders` WHEN OLD.`status` NOT IN ('cancelled', 'refunded', 'failed') BEGIN
	UPDATE `daily_sales` SET `sales_cents` = `sales_cents` - OLD.`total_cents`, `orders` = `orders` - 1
	WHERE `business_id` = OLD.`business_id` AND `day` = date(OLD.`created_at`, '+2 hours');
	UPDATE `daily_city_sales` SET `orders` = `orders` - 1, `sales_cents` = `sales_cents` - OLD.`total_cents`
	WHERE `business_id` = OLD.`business_id` AND `day` = date(OLD.`created_at`, '+2 hours') AND `city` = coalesce(OLD.`buyer_city`, 'Unknown');
	INSERT INTO `daily_product_sales` (`business_id`, `day`, `product_id`, `name`, `units`, `revenue_cents`)
	SELECT OLD.`business_id`, date(OLD.`created_at`, '+2 hours'), i.`product_id`, max(i.`name`), -sum(i.`quantity`), -sum(i.`line_total_cents`)
	FROM `order_items` i WHERE i.`order_id` = OLD.`id` GROUP BY i.`product_id`
	ON CONFLICT (`business_id`, `day`, `product_id`) DO UPDATE SET `units` = `units` + excluded.`units`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `order_items_rollup_insert` AFTER INSERT ON `order_items` BEGIN
	INSERT INTO `daily_product_sales` (`business_id`, `day`, `product_id`, `name`, `units`, `revenue_cents`)
	SELECT o.`business_id`, date(o.`created_at`, '+2 hours'), NEW.`product_id`, NEW.`name`, NEW.`quantity`, NEW.`line_total_cents`
	FROM `orders` o WHERE o.`id` = NEW.`order_id` AND o.`status` NOT IN ('cancelled', 'refunded', 'failed')
	ON CONFLICT (`business_id`, `day`, `product_id`) DO UPDATE SET `name` = max(`name`, excluded.`name`), `units` = `units` + excluded.`units`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `order_items_rollup_update` AFTER UPDATE OF `order_id`, `product_id`, `quantity`, `line_total_cents` ON `order_items` BEGIN
	INSERT INTO `daily_product_sales` (`business_id`, `day`, `product_id`, `name`, `units`, `revenue_cents`)
	SELECT o.`business_id`, date(o.`created_at`, '+2 hours'), OLD.`product_id`, OLD.`name`, -OLD.`quantity`, -OLD.`line_total_cents`
	FROM `orders` o WHERE o.`id` = OLD.`order_id` AND o.`status` NOT IN ('cancelled', 'refunded', 'failed')
	ON CONFLICT (`business_id`, `day`, `product_id`) DO UPDATE SET `units` = `units` + excluded.`units`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
	INSERT INTO `daily_product_sales` (`business_id`, `day`, `product_id`, `name`, `units`, `revenue_cents`)
	SELECT o.`business_id`, date(o.`created_at`, '+2 hours'), NEW.`product_id`, NEW.`name`, NEW.`quantity`, NEW.`line_total_cents`
	FROM `orders` o WHERE o.`id` = NEW.`order_id` AND o.`status` NOT IN ('cancelled', 'refunded', 'failed')
	ON CONFLICT (`business_id`, `day`, `product_id`) DO UPDATE SET `name` = max(`name`, excluded.`name`), `units` = `units` + excluded.`units`, `revenue_cents` = `revenue_cents` + excluded.`revenue_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `order_items_rollup_delete` AFTER DELETE ON `order_items` BEGIN
	UPDATE `daily_product_sales` SET `units` = `units` - OLD.`quantity`, `revenue_cents` = `revenue_cents` - OLD.`line_total_cents`
	WHERE (`business_id`, `day`, `product_id`) = (
		SELECT o.`business_id`, date(o.`created_at`, '+2 hours'), OLD.`product_id` FROM `orders` o
		WHERE o.`id` = OLD.`order_id` AND o.`status` NOT IN ('cancelled', 'refunded', 'failed'));
END;
--> statement-breakpoint
CREATE TRIGGER `product_views_rollup_insert` AFTER INSERT ON `product_views` BEGIN
	INSERT INTO `daily_views` (`business_id`, `day`, `views`) VALUES (NEW.`business_id`, date(NEW.`viewed_at`, '+2 hours'), 1)
	ON CONFLICT (`business_id`, `day`) DO UPDATE SET `views` = `views` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `product_views_rollup_delete` AFTER DELETE ON `product_views` BEGIN
	UPDATE `daily_views` SET `views` = `views` - 1 WHERE `business_id` = OLD.`business_id` AND `day` = date(OLD.`viewed_at`, '+2 hours');
END;
