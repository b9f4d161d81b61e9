/**
 * Counts kept by triggers on products, businesses and product terms so the category tree and the filter panel read
 * tens of rows instead of counting the catalogue (issue 30). Written by SQL only.
 *   - category_product_counts (migration 0040): public listings per category.
 *   - category_facet_counts, category_term_counts (0044): per category, the listings by kind and make (with their
 *     deals and promoted ones), and the listings carrying each attribute term. `make` is '' for none.
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const categoryProductCounts = sqliteTable('category_product_counts', {
  categoryId: integer('category_id').primaryKey(),
  n: integer('n').notNull().default(0),
});

export const categoryFacetCounts = sqliteTable(
  'category_facet_counts',
  {
    categoryId: integer('category_id').notNull(),
    kind: text('kind').notNull(),
    make: text('make').notNull(),
    n: integer('n').notNull().default(0),
    deals: integer('deals').notNull().default(0),
    promoted: integer('promoted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.kind, t.make] })],
);

export const categoryTermCounts = sqliteTable(
  'category_term_counts',
  {
    categoryId: integer('category_id').notNull(),
    termId: integer('term_id').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.termId] })],
);
