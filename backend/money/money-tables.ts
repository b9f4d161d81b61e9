/**
 * D1 schema of money (issue #11): payments through Paynow (or its sandbox) for orders, subscriptions and ads
 * top-ups, their append-only status history, the one-settlement-per-payment record that makes activations happen
 * exactly once, and the dated USD→ZWG rates. Re-exported by schema.ts.
 *
 * Amounts are integer cents of the payment's currency. A ZWG payment also stores the USD cents it stands for and
 * the rate it used, so a later rate change never rewrites what somebody paid.
 */
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { businesses, users } from '../db/schema-core';

export const PAYMENT_PURPOSES = ['order', 'subscription', 'ads'] as const;
export const PAYMENT_CURRENCIES = ['USD', 'ZWG'] as const;
/** ecocash, onemoney and innbucks are Paynow express (remotetransaction); web is Paynow's own page (card etc.). */
export const PAYMENT_METHODS = ['ecocash', 'onemoney', 'innbucks', 'web'] as const;
/** Our statuses; Paynow's (Created, Sent, Paid, Awaiting Delivery, Delivered, Cancelled, Failed, Disputed, Refunded) map onto them. */
export const PAYMENT_STATES = ['pending', 'paid', 'cancelled', 'failed', 'disputed', 'refunded'] as const;

export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey(),
    /** Ours, unique, sent to Paynow as `reference`, e.g. "MSK-PAY-7K2M9Q4XH3". */
    reference: text('reference').notNull().unique(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    /** What is paid for: the checkoutId (order), user_subscriptions.id (subscription) or businesses.id (ads). */
    purposeRef: text('purpose_ref').notNull(),
    userId: integer('user_id').references(() => users.id),
    businessId: integer('business_id').references(() => businesses.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: PAYMENT_CURRENCIES }).notNull(),
    /** The USD cents this payment stands for (equal to amountCents for USD). */
    usdCents: integer('usd_cents').notNull(),
    /** ZWG per USD, millionths (e.g. 26.7512 → 26751200); null for USD. */
    rateMicros: integer('rate_micros'),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** The mobile-money number, +263 form, for express methods. */
    phone: text('phone'),
    status: text('status', { enum: PAYMENT_STATES }).notNull().default('pending'),
    provider: text('provider').notNull().default('paynow'),
    /** Paynow's own reference (paynowreference), once known. */
    providerReference: text('provider_reference'),
    pollUrl: text('poll_url'),
    /** Paynow's page for a web payment (browserurl). */
    redirectUrl: text('redirect_url'),
    /** What to tell the payer, e.g. InnBucks' authorisation code or "approve on your phone". */
    instructions: text('instructions'),
    /** A double submit or a retried request with the same key answers the same payment. */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    settledAt: text('settled_at'),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.idempotencyKey),
    index('payments_purpose_idx').on(t.purpose, t.purposeRef),
    index('payments_user_idx').on(t.userId, t.createdAt),
    // The reconcile cron reads the payments still pending, oldest first.
    index('payments_status_idx').on(t.status, t.createdAt),
  ],
);

/** Append-only: every status message we received or sent about a payment, in order. */
export const paymentEvents = sqliteTable(
  'payment_events',
  {
    id: integer('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** initiate | callback | poll | return */
    source: text('source').notNull(),
    /** The provider's status text as received (e.g. "Paid", "Cancelled", "Error"). */
    providerStatus: text('provider_status').notNull(),
    /** Our status after mapping. */
    status: text('status', { enum: PAYMENT_STATES }).notNull(),
    /** A short, safe note (never a raw upstream body with secrets). */
    message: text('message').notNull().default(''),
    receivedAt: text('received_at').notNull(),
  },
  (t) => [index('payment_events_payment_idx').on(t.paymentId, t.id)],
);

/**
 * One row per payment that reached a final status. Settling inserts it with a fresh nonce (insert or ignore);
 * the purpose's effects (mark orders paid, activate a subscription, credit the ads balance) are guarded by
 * "this batch's nonce won", so 1,000 concurrent replays of one callback apply them exactly once.
 */
export const paymentSettlements = sqliteTable('payment_settlements', {
  paymentId: integer('payment_id')
    .primaryKey()
    .references(() => payments.id),
  nonce: text('nonce').notNull(),
  status: text('status', { enum: PAYMENT_STATES }).notNull(),
  settledAt: text('settled_at').notNull(),
});

/** USD→ZWG rates, every change kept with the date it takes effect; the newest effective one applies. */
export const exchangeRates = sqliteTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey(),
    currency: text('currency', { enum: PAYMENT_CURRENCIES }).notNull(),
    /** Units of `currency` per USD, millionths. */
    rateMicros: integer('rate_micros').notNull(),
    /** Harare day (YYYY-MM-DD) from which the rate applies. */
    effectiveDate: text('effective_date').notNull(),
    /** seed | config | api:<userId> */
    source: text('source').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('exchange_rates_currency_date_idx').on(t.currency, t.effectiveDate, t.id)],
);
