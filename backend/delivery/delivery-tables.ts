/**
 * D1 schema of delivery set by the store (issue 31; migration 0037). Imported by the delivery domain directly:
 * nothing else reads these tables, so db/schema.ts does not re-export them.
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { businesses } from '../db/schema-core';

/** A business's own terms; no row: the marketplace's flat fee (schema/rest/delivery.ts DEFAULT_DELIVERY). */
export const businessDelivery = sqliteTable('business_delivery', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  collectionOnly: integer('collection_only', { mode: 'boolean' }).notNull().default(false),
  feeCents: integer('fee_cents').notNull(),
  freeAboveCents: integer('free_above_cents'),
  updatedAt: text('updated_at').notNull(),
});

/** A town or city the business charges differently; city_key (schema/rest/delivery.ts cityKey) matches it. */
export const businessDeliveryZones = sqliteTable(
  'business_delivery_zones',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    cityKey: text('city_key').notNull(),
    city: text('city').notNull(),
    feeCents: integer('fee_cents').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.cityKey] })],
);
