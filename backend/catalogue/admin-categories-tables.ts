/**
 * A product category's earlier slugs (migration 0033): renaming may change the slug, and links to an old one keep
 * working as a permanent redirect to the category's current page (backend/catalogue/categories-routes.ts follows it).
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { productCategories } from '../db/schema-core';

export const categorySlugRedirects = sqliteTable(
  'category_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
  },
  (t) => [index('category_slug_redirects_category_idx').on(t.categoryId)],
);
