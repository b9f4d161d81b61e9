/**
 * D1 schema of the vendor analytics (issue #10): product and storefront views. Re-exported by schema.ts.
 *
 * A view stores no personal data: `visitor` is a truncated SHA-256 of (IP, User-Agent, that Harare day's random
 * salt), so the same person is a different visitor tomorrow and cannot be traced back. One view per visitor
 * per product (or storefront) per 30 minutes is enforced by the insert itself (backend/analytics/analytics-views-queries.ts).
 */
import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { businesses } from '../db/schema-core';

export const productViews = sqliteTable(
  'product_views',
  {
    id: integer('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /**
     * Null for a view of the storefront itself. No foreign key on purpose: a deleted product's past views stay
     * counted for its business, and a view must never stop a vendor from deleting a product.
     */
    productId: integer('product_id'),
    visitor: text('visitor').notNull(),
    /** ISO instant (UTC), compared as text like orders.created_at. */
    viewedAt: text('viewed_at').notNull(),
    /** The visitor's city when the edge knows it (Cloudflare's request.cf.city), else null. */
    city: text('city'),
  },
  (t) => [
    // The 30-minute rule looks up the visitor's latest view of the same thing.
    index('product_views_visitor_idx').on(t.visitor, t.businessId, t.productId, t.viewedAt),
    // The dashboard counts a business's views in a time range.
    index('product_views_business_time_idx').on(t.businessId, t.viewedAt),
  ],
);

/**
 * One random salt per Harare day for the visitor hash. Earlier days' salts are deleted, so a stored hash can
 * never be recomputed from an IP address afterwards (the hash alone cannot be reversed either).
 */
export const analyticsSalts = sqliteTable('analytics_salts', {
  day: text('day').primaryKey(),
  salt: text('salt').notNull(),
});
