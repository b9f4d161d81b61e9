/**
 * Refunds recorded by finance (issue 29; migration 0028). One row per refunded payment: the NOT NULL, UNIQUE
 * payment_id is what makes a repeated or concurrent refund fail as a whole (backend/payments/admin-refund.ts).
 */
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../db/schema-core';
import { payments } from '../money/money-tables';

export const paymentRefunds = sqliteTable('payment_refunds', {
  id: integer('id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  usdCents: integer('usd_cents').notNull(),
  reference: text('reference').notNull(),
  reason: text('reason').notNull(),
  adsTakenBackCents: integer('ads_taken_back_cents'),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => users.id),
  refundedAt: text('refunded_at').notNull(),
});
