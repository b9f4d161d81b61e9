/**
 * The listings a store's suspension took off sale (issue 29, migration 0030): suspending moves the store's public
 * listings to draft and remembers each here, so reinstating republishes exactly those — not the vendor's own
 * drafts — and nothing is ever deleted from the catalogue.
 */
import { integer, primaryKey, sqliteTable } from 'drizzle-orm/sqlite-core';
import { businesses } from '../db/schema-core';

export const suspendedListings = sqliteTable(
  'suspended_listings',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    // No foreign key (migration 0030): the vendor may delete such a listing; reinstatement then skips it.
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.productId] })],
);
