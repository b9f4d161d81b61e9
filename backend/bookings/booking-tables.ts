/**
 * D1 schema of bookings (issue #14 items 2–4): appointments for services and hire periods for hire items, in
 * one table so the lists, the calendar and the reminders read one place. Re-exported by schema.ts.
 *
 * No double booking is enforced by the writes themselves (backend/bookings/booking-writes-queries.ts): every insert
 * or time change is one guarded statement that only writes while no other active booking of the product
 * overlaps. D1 runs statements one at a time, so of two requests for the same time exactly one writes.
 */
import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { BOOKING_KINDS, BOOKING_STATUSES } from '../../schema/rest/booking-rules';
import { businesses, products, users } from '../db/schema-core';

export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: BOOKING_KINDS }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull(),
    /** UTC ISO instants, [starts_at, ends_at). A hire runs from the Harare midnight of its first day to the one after its last. */
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    /** The time the buyer first asked for, kept once the vendor proposes another. */
    requestedStartsAt: text('requested_starts_at'),
    note: text('note').notNull().default(''),
    vendorMessage: text('vendor_message').notNull().default(''),
    /** The product's terms when booked, so a later price change does not rewrite an agreed booking. */
    rateCents: integer('rate_cents'),
    rateUnit: text('rate_unit'),
    depositCents: integer('deposit_cents').notNull().default(0),
    callOutFeeCents: integer('call_out_fee_cents'),
    totalCents: integer('total_cents').notNull().default(0),
    /** Set by the reminder run (backend/bookings/reminders.ts) when it sent the day-before reminder: once only. */
    remindedAt: text('reminded_at'),
    /**
     * Hire requests: when an unanswered request stops holding its days (made + 48 h; issue 27 §4). Counted from
     * the clock by every availability check, and marked 'lapsed' by the cron (backend/bookings/lapse.ts).
     */
    lapsesAt: text('lapses_at'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    index('bookings_product_time_idx').on(t.productId, t.startsAt),
    index('bookings_business_time_idx').on(t.businessId, t.startsAt),
    index('bookings_buyer_time_idx').on(t.buyerId, t.startsAt),
    index('bookings_reminder_idx').on(t.startsAt, t.remindedAt),
    index('bookings_lapse_idx').on(t.status, t.lapsesAt),
  ],
);

/** A hire item's own limit on one request's period (set by its vendor); no row means HIRE_DEFAULT_MAX_DAYS. */
export const hireItemRules = sqliteTable('hire_item_rules', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id),
  maxDays: integer('max_days').notNull(),
  updatedAt: text('updated_at').notNull(),
});
