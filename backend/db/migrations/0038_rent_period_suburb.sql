-- Issue 31: what a rental's price is for (month, week or day) and the suburb of a property, both from pick-lists
-- (schema/rest/product-input-fields.ts RENT_PERIODS, schema/rest/suburbs.ts). Null for other kinds and for sales.
ALTER TABLE `products` ADD `rent_period` text;--> statement-breakpoint
ALTER TABLE `products` ADD `suburb` text;
--> statement-breakpoint
-- Rentals listed before the period existed were priced as houses to rent are in Zimbabwe: per month (the seed's
-- descriptions say so too). A vendor who meant otherwise changes it on the listing.
UPDATE `products` SET `rent_period` = 'month' WHERE `listing_type` = 'rent' AND `kind` = 'real_estate' AND `rent_period` IS NULL;
