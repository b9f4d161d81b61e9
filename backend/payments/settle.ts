/**
 * What a status message does to a payment. Every source (the initiate answer, the result-URL callback, a poll,
 * the reconcile cron) ends here, so the rules live once:
 *
 *   pending news   only noted (an event) when Paynow's status text changed, e.g. Created → Sent.
 *   first final    one D1 batch: insert-or-ignore the settlement with a fresh nonce, then the guarded status
 *                  update, the event and the purpose's effects, each guarded by "our nonce won". However many
 *                  copies of a callback race, one batch wins and the effects happen exactly once.
 *   later news     a paid payment may still become disputed (status + event) or refunded (status + event + the
 *                  purpose's `refunded` effects, once); anything else about a settled payment changes nothing.
 */
import { and, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '../../schema/rest/payments';
import type { Db } from '../db/client';
import { paymentEvents, payments, paymentSettlements } from '../db/schema';
import { runBatch, type Statement } from '../db/run-batch';
import { uniqueStamp } from '../orders/stock-release';
import { EFFECTS } from './effects';
import type { PaymentRow } from './effects/types';

export type EventSource = 'initiate' | 'callback' | 'poll' | 'return' | 'reconcile';

export interface StatusUpdate {
  source: EventSource;
  /** Paynow's status text as received ('Paid', 'Sent', 'Error', …). */
  providerStatus: string;
  status: PaymentStatus;
  /** A short, safe note for operators (never a raw upstream body). */
  note?: string;
  providerReference?: string | null;
}

export type SettleOutcome = 'settled' | 'noted' | 'unchanged';

const AFTER_PAID: PaymentStatus[] = ['disputed', 'refunded'];

function note(text: string | undefined): string {
  return (text ?? '').replace(/[\r\n\t]+/g, ' ').slice(0, 200);
}

function appendEvent(db: Db, paymentId: number, update: StatusUpdate, now: string, guard: SQL): Statement {
  return db
    .insert(paymentEvents)
    .select(
      sql`select null, ${paymentId}, ${update.source}, ${update.providerStatus.slice(0, 40)}, ${update.status}, ${note(update.note)}, ${now} where ${guard}`,
    );
}

export async function applyStatus(db: Db, payment: PaymentRow, update: StatusUpdate, at: Date = new Date()): Promise<SettleOutcome> {
  const now = at.toISOString();
  if (update.status === 'pending') return notePending(db, payment, update, now);
  if (payment.status === 'pending') return settle(db, payment, update, now);
  if (AFTER_PAID.includes(update.status) && payment.status !== update.status && ['paid', 'disputed'].includes(payment.status)) {
    const from = payment.status;
    // A stamp no other batch can share: two copies of a refund in one millisecond cannot both see "applied".
    const stamp = uniqueStamp(at);
    const applied = sql`exists (select 1 from payments where id = ${payment.id} and status = ${update.status} and updated_at = ${stamp})`;
    const undo =
      update.status === 'refunded'
        ? await EFFECTS[payment.purpose].refunded({ db, payment: { ...payment, status: 'refunded', updatedAt: stamp }, won: applied, now })
        : [];
    const results = await runBatch(db, [
      db
        .update(payments)
        .set({ status: update.status, updatedAt: stamp })
        .where(and(eq(payments.id, payment.id), eq(payments.status, from)))
        .returning({ id: payments.id }),
      appendEvent(db, payment.id, update, now, applied),
      ...undo,
    ]);
    return (results[0] as unknown[]).length ? 'noted' : 'unchanged';
  }
  if (payment.status !== update.status) {
    // e.g. Paid for a payment we gave up on: nothing moves by itself, an operator has to look.
    console.warn('payment status message ignored', payment.reference, payment.status, '→', update.providerStatus);
  }
  return 'unchanged';
}

async function notePending(db: Db, payment: PaymentRow, update: StatusUpdate, now: string): Promise<SettleOutcome> {
  if (payment.status !== 'pending') return 'unchanged';
  const changed = sql`coalesce((select provider_status from payment_events where payment_id = ${payment.id} order by id desc limit 1), '') <> ${update.providerStatus.slice(0, 40)}`;
  const statements: Statement[] = [
    appendEvent(db, payment.id, update, now, sql`${changed} and exists (select 1 from payments where id = ${payment.id} and status = 'pending')`),
  ];
  if (update.providerReference && !payment.providerReference) {
    statements.push(db.update(payments).set({ providerReference: update.providerReference }).where(eq(payments.id, payment.id)));
  }
  await runBatch(db, statements);
  return 'noted';
}

async function settle(db: Db, payment: PaymentRow, update: StatusUpdate, now: string): Promise<SettleOutcome> {
  const nonce = crypto.randomUUID();
  const won = sql`exists (select 1 from payment_settlements where payment_id = ${payment.id} and nonce = ${nonce})`;
  const settled: PaymentRow = { ...payment, status: update.status, settledAt: now, updatedAt: now };
  const effects = EFFECTS[payment.purpose];
  const ctx = { db, payment: settled, won, now };
  // Disputed or refunded before we ever saw it paid: recorded, but neither kind of effect is right.
  const effectStatements =
    update.status === 'paid' ? await effects.paid(ctx) : update.status === 'cancelled' || update.status === 'failed' ? await effects.unpaid(ctx) : [];
  const [recorded] = await runBatch(db, [
    db
      .insert(paymentSettlements)
      .values({ paymentId: payment.id, nonce, status: update.status, settledAt: now })
      .onConflictDoNothing()
      .returning({ nonce: paymentSettlements.nonce }),
    db
      .update(payments)
      .set({
        status: update.status,
        settledAt: now,
        updatedAt: now,
        providerReference: sql`coalesce(${payments.providerReference}, ${update.providerReference ?? null})`,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending'), won)),
    appendEvent(db, payment.id, update, now, won),
    ...effectStatements,
  ]);
  // The insert answers a row only in the batch that recorded the settlement: the one whose effects applied.
  return (recorded as { nonce: string }[]).some((r) => r.nonce === nonce) ? 'settled' : 'unchanged';
}

/** The stored payment by reference (null when unknown). */
export async function paymentByReference(db: Db, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row ?? null;
}

/**
 * Payments still pending, with a poll URL, created before `before`: the reconcile cron's work list, least
 * recently polled first (each poll bumps updated_at), so a pile of abandoned ones cannot starve new ones.
 */
export async function stalePending(db: Db, before: string, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), isNotNull(payments.pollUrl), lt(payments.createdAt, before)))
    .orderBy(payments.updatedAt, payments.id)
    .limit(limit);
}
