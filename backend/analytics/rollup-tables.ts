/**
 * Daily rollups of the vendor analytics (issue #10: the dashboard of a business with 10,000 orders renders in
 * under 50 ms). One row per business and Harare day (and product or city), so a 12-month dashboard sums a few
 * hundred rows instead of grouping every order. Re-exported by schema.ts.
 *
 * SQLite triggers keep them (migration 0013_analytics_rollups.sql), not the application code: every writer of
 * orders, order items and views — checkout, manual orders, status changes, the seed, tests and benchmarks —
 * updates them in the same statement, so they cannot drift from what they summarise. A sale is an order whose
 * status is not in NOT_SALE_STATUSES; an order leaving or re-entering that set subtracts or adds it again.
 * Rows may hold zeros after a cancellation; readers skip them.
 */
import { sqliteTable, text, integer, primaryKey } from 'drizzle-orm/sqlite-core';

/** Sales and sale orders per business and Harare day ('YYYY-MM-DD'). */
export const dailySales = sqliteTable(
  'daily_sales',
  {
    businessId: integer('business_id').notNull(),
    day: text('day').notNull(),
    salesCents: integer('sales_cents').notNull().default(0),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);

/** Units and revenue per business, Harare day and product sold. */
export const dailyProductSales = sqliteTable(
  'daily_product_sales',
  {
    businessId: integer('business_id').notNull(),
    day: text('day').notNull(),
    productId: integer('product_id').notNull(),
    /** The name the product was sold under (the greatest, as the live query's max(name) chose). */
    name: text('name').notNull(),
    units: integer('units').notNull().default(0),
    revenueCents: integer('revenue_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.productId] })],
);

/** Sale orders and sales per business, Harare day and the buyer's city (orders.buyer_city). */
export const dailyCitySales = sqliteTable(
  'daily_city_sales',
  {
    businessId: integer('business_id').notNull(),
    day: text('day').notNull(),
    city: text('city').notNull(),
    orders: integer('orders').notNull().default(0),
    salesCents: integer('sales_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day, t.city] })],
);

/** Product and storefront views per business and Harare day. */
export const dailyViews = sqliteTable(
  'daily_views',
  {
    businessId: integer('business_id').notNull(),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.day] })],
);
