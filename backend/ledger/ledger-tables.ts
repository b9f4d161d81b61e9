/**
 * D1 schema of what each store is owed (issue 29; docs/decisions/019-store-ledger.md). Re-exported by schema.ts;
 * migration 0026_store_ledger.sql is written by hand to match (it also adds subscription_packages.commission_bp).
 *
 * Every row of store_ledger_entries is one posting on a store's account, in USD cents (the currency orders are
 * priced in), naming the account on the other side (`counterAccount`): a sale is owed by the Paynow clearing
 * account, commission goes to Musika's revenue, a payout to the bank or mobile wallet. `entryKey` is unique, so
 * a repeated callback, completion or payout decision can never post twice.
 */
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { sql } from 'drizzle-orm';
import { businesses, users } from '../db/schema-core';
import { orders } from '../orders/buying-tables';

export const LEDGER_KINDS = ['sale', 'commission', 'refund', 'commission_refund', 'payout', 'cod_sale', 'cod_commission'] as const;
export const PAYOUT_METHODS = ['ecocash', 'onemoney', 'bank'] as const;
export const PAYOUT_STATUSES = ['requested', 'paid', 'rejected'] as const;

/** One row (id 1): what finance may change. */
export const ledgerSettings = sqliteTable('ledger_settings', {
  id: integer('id').primaryKey(),
  /** Days after completion before an order's money may be paid out (refunds and disputes come in that time). */
  holdDays: integer('hold_days').notNull().default(7),
  minPayoutCents: integer('min_payout_cents').notNull().default(1000),
  /** Commission of a store whose owner has no active package at the time of sale. */
  defaultCommissionBp: integer('default_commission_bp').notNull().default(1000),
  /** The Harare day of the latest drift check (ledger_drift holds that day's drifting stores). */
  driftCheckedOn: text('drift_checked_on'),
  updatedAt: text('updated_at').notNull(),
});

export const storePayouts = sqliteTable(
  'store_payouts',
  {
    id: integer('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: PAYOUT_METHODS }).notNull(),
    /** EcoCash / OneMoney: the wallet's number, 263 + 9 digits. */
    phone: text('phone'),
    bankName: text('bank_name'),
    bankBranch: text('bank_branch'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
    /** The transfer's reference, given by finance when it marks the payout paid. */
    reference: text('reference'),
    /** Why finance rejected it (the store is told). */
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: text('decided_at'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('store_payouts_one_open_idx').on(t.businessId).where(sql`status = 'requested'`),
    index('store_payouts_business_idx').on(t.businessId, t.createdAt),
    index('store_payouts_queue_idx').on(t.status, t.createdAt),
  ],
);

/** Exactly one decision per payout: its primary key makes a second, concurrent decision's batch fail whole. */
export const storePayoutDecisions = sqliteTable('store_payout_decisions', {
  payoutId: integer('payout_id')
    .primaryKey()
    .references(() => storePayouts.id),
  outcome: text('outcome', { enum: ['paid', 'rejected'] }).notNull(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => users.id),
  decidedAt: text('decided_at').notNull(),
});

export const storeLedgerEntries = sqliteTable(
  'store_ledger_entries',
  {
    id: integer('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** The other side of the posting: paynow_clearing, musika_commission, payout_transfer, store_cash. */
    counterAccount: text('counter_account').notNull(),
    /** Signed USD cents: positive is owed to the store. */
    amountCents: integer('amount_cents').notNull(),
    /** 0 for pay-on-delivery sales: the store already holds that money, they are recorded for reporting only. */
    inBalance: integer('in_balance', { mode: 'boolean' }).notNull().default(true),
    orderId: integer('order_id').references(() => orders.id),
    /** The buyer's payment (not a foreign key: a posting must never be what fails a settlement's batch). */
    paymentId: integer('payment_id'),
    payoutId: integer('payout_id').references(() => storePayouts.id),
    /** The rate a commission posting was taken at, basis points. */
    commissionBp: integer('commission_bp'),
    /** The buyer's payment's currency (USD or ZWG) and its rate (ZWG per USD, millionths; null for USD). */
    paymentCurrency: text('payment_currency'),
    paymentRateMicros: integer('payment_rate_micros'),
    /** When it may be paid out: null while the order is not completed (pending). */
    availableAt: text('available_at'),
    /** e.g. `sale:order:12`: unique, so every posting happens once. */
    entryKey: text('entry_key').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('store_ledger_entries_key_idx').on(t.entryKey),
    index('store_ledger_entries_business_idx').on(t.businessId, t.createdAt),
    index('store_ledger_entries_order_idx').on(t.orderId),
  ],
);

/** What the daily check found: a store whose entries do not add up to its orders, refunds and payouts. */
export const ledgerDrift = sqliteTable(
  'ledger_drift',
  {
    id: integer('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** The Harare day of the check, YYYY-MM-DD. */
    checkedOn: text('checked_on').notNull(),
    ledgerCents: integer('ledger_cents').notNull(),
    expectedCents: integer('expected_cents').notNull(),
    driftCents: integer('drift_cents').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('ledger_drift_day_idx').on(t.checkedOn, t.businessId)],
);
