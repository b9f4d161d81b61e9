/**
 * Finance refunds a paid payment in full (issue 29). Our Paynow integration has no refund call (Paynow's API
 * offers none to integrations), so the money goes back outside Musika and finance records the transfer's
 * reference; Musika then undoes what the payment bought with the same effects a Paynow "Refunded" message
 * runs (effects/*: orders refunded and units back, ledger reversed once, unused ads credit taken back, package
 * ended; buyer and store told). One D1 batch:
 *
 *   1. the refund row, whose payment_id is (select id … where status = 'paid'): NOT NULL and UNIQUE, so a repeat,
 *      or a second operator's refund at the same moment, fails here and its whole batch rolls back;
 *   2. the conditional UPDATE … WHERE status = 'paid' with a unique stamp (`applied` below);
 *   3. the payment's event, the purpose's effects (each guarded by `applied`) and the audit entry.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ADMIN_PAYMENT_MESSAGES } from '../../schema/rest/admin-payments';
import type { OperatorRole } from '../../schema/rest/operators';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { paymentEvents, payments } from '../db/schema';
import { constraintFailure, runBatch, type Statement } from '../db/run-batch';
import { HttpError } from '../http';
import { auditEntry } from '../operators/audit-log';
import { requireOperator } from '../operators/require-operator';
import { uniqueStamp } from '../orders/stock-release';
import { EFFECTS } from './effects';
import { paymentById } from './admin-payments-queries';
import { paymentRefunds } from './refunds-tables';

export interface RefundInput {
  reference: string;
  reason: string;
}

/** SQL: the unused part of an ads top-up, read where the refund row sits (before the effects debit it). */
function adsUnused(businessId: number, usdCents: number) {
  return sql`(select min(max(ads_balance_cents, 0), ${usdCents}) from businesses where id = ${businessId})`;
}

export async function refundPayment(c: Context, db: Db, roles: readonly OperatorRole[], id: number, input: RefundInput) {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, roles, now);
  const payment = await paymentById(db, id);
  if (!payment) throw new HttpError(404, ADMIN_PAYMENT_MESSAGES.notFound);
  if (payment.status === 'refunded') throw new HttpError(409, ADMIN_PAYMENT_MESSAGES.alreadyRefunded);
  if (payment.status !== 'paid') throw new HttpError(409, ADMIN_PAYMENT_MESSAGES.notPaid(payment.status));
  const at = now.toISOString();
  const stamp = uniqueStamp(now);
  const applied = sql`exists (select 1 from payments where id = ${id} and status = 'refunded' and updated_at = ${stamp})`;
  const adsBusiness = payment.purpose === 'ads' ? (payment.businessId ?? Number(payment.purposeRef)) : null;
  const effects = await EFFECTS[payment.purpose].refunded({
    db,
    payment: { ...payment, status: 'refunded', updatedAt: stamp },
    won: applied,
    now: at,
    refundedVia: `by Musika (refund reference ${input.reference})`,
    refundReference: input.reference,
  });
  const statements: Statement[] = [
    db.insert(paymentRefunds).values({
      paymentId: sql`(select id from payments where id = ${id} and status = 'paid')`,
      amountCents: payment.amountCents,
      currency: payment.currency,
      usdCents: payment.usdCents,
      reference: input.reference,
      reason: input.reason,
      adsTakenBackCents: adsBusiness && Number.isInteger(adsBusiness) ? adsUnused(adsBusiness, payment.usdCents) : null,
      operatorId: operator.userId,
      refundedAt: at,
    }),
    db
      .update(payments)
      .set({ status: 'refunded', updatedAt: stamp })
      .where(and(eq(payments.id, id), eq(payments.status, 'paid'))),
    db
      .insert(paymentEvents)
      .select(
        sql`select null, ${id}, 'operator', 'Refunded', 'refunded', ${`Refunded outside Musika, reference ${input.reference}`.slice(0, 200)}, ${at} where ${applied}`,
      ),
    ...effects,
    auditEntry(
      c,
      db,
      operator,
      {
        action: 'payment.refunded',
        objectType: 'payment',
        objectId: id,
        before: { status: 'paid' },
        after: { status: 'refunded', reference: input.reference, reason: input.reason },
      },
      now,
    ),
  ];
  try {
    const results = await runBatch(db, statements);
    // The refund row went in only while the payment was paid, so the guarded update must have too.
    if ((results[1] as { meta?: { changes?: number } }).meta?.changes !== 1) throw new Error(`payment ${id}: refund recorded but status not updated`);
  } catch (error) {
    const kind = constraintFailure(error)?.kind;
    if (kind !== 'unique' && kind !== 'not_null') throw error;
    // Another operator (or a Paynow message) settled it first: their outcome stands, ours wrote nothing.
    const latest = await paymentById(db, id);
    throw new HttpError(
      409,
      latest?.status === 'refunded' ? ADMIN_PAYMENT_MESSAGES.alreadyRefunded : ADMIN_PAYMENT_MESSAGES.notPaid(latest?.status ?? 'gone'),
    );
  }
}
