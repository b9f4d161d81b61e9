/**
 * How many published listings each store holds, kept by triggers on products (migration 0042) so store cards read
 * one row instead of counting the store's listings (issue 30). Written by SQL only.
 */
import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';

export const businessProductCounts = sqliteTable('business_product_counts', {
  businessId: integer('business_id').primaryKey(),
  n: integer('n').notNull().default(0),
});
