/**
 * D1 state of the Paynow sandbox (backend/payments/sandbox): the transactions it was asked to start, so its poll
 * answers and result callbacks survive isolates and restarts (never an in-memory map). Only used when
 * PAYNOW_BASE is empty; a deployment against the real Paynow leaves the table empty. Re-exported by schema.ts.
 */
import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';

export const paynowSandboxTransactions = sqliteTable(
  'paynow_sandbox_transactions',
  {
    /** The guid in the poll URL; also the web page's id. */
    guid: text('guid').primaryKey(),
    /** The sandbox's own numeric reference (paynowreference). */
    paynowReference: integer('paynow_reference').notNull(),
    integrationId: text('integration_id').notNull(),
    /** The merchant's reference and amount as sent (amount is Paynow's decimal text, e.g. "12.50"). */
    reference: text('reference').notNull(),
    amount: text('amount').notNull(),
    /** ecocash | onemoney | innbucks for express; 'web' for a browser payment. */
    method: text('method').notNull(),
    phone: text('phone'),
    returnUrl: text('return_url').notNull(),
    resultUrl: text('result_url').notNull(),
    /**
     * Express: the outcome the test number scripts (Paid | Cancelled), reached `delayMs` after creation.
     * Web: null until the payer presses Pay or Cancel on the page.
     */
    outcome: text('outcome'),
    delayMs: integer('delay_ms').notNull().default(0),
    /** Epoch milliseconds of creation, and of the web page's decision. */
    createdAtMs: integer('created_at_ms').notNull(),
    decidedAtMs: integer('decided_at_ms'),
  },
  (t) => [index('paynow_sandbox_reference_idx').on(t.integrationId, t.reference)],
);
