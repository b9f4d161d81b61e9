/**
 * How many public listings each category holds, kept by triggers on products and businesses (migration 0040) so
 * the category tree reads tens of rows instead of counting the catalogue (issue 30). Written by SQL only.
 */
import { integer, sqliteTable } from 'drizzle-orm/sqlite-core';

export const categoryProductCounts = sqliteTable('category_product_counts', {
  categoryId: integer('category_id').primaryKey(),
  n: integer('n').notNull().default(0),
});
