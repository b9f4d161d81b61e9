/**
 * Finance's payout queue (schema/rest/ledger.ts; issue 29). Payouts are made outside Musika (a bank or wallet
 * transfer); here finance records the outcome. A decision is one D1 batch: the decision row (its primary key
 * is the payout, so a second operator's batch fails on it and rolls back whole, audit entry included), the
 * conditional status update, the ledger's payout debit, the store's notification and the audit entry.
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as contract from '../../schema/rest/ledger';
import { LEDGER_MESSAGES } from '../../schema/rest/ledger';
import type { OperatorRole } from '../../schema/rest/operators';
import { usd } from '../orders/checkout-plan';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { constraintFailure, runBatch, type Statement } from '../db/run-batch';
import { HttpError, mount, type BackendApp } from '../http';
import { notifyWhenApplied } from '../notifications/notify-when-applied';
import { auditEntry } from '../operators/audit-log';
import { requireOperator } from '../operators/require-operator';
import { debitPayout } from './ledger-postings';
import { payoutById, payoutOut, payoutQueue } from './ledger-queries';
import { storePayoutDecisions, storePayouts } from './ledger-tables';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/payouts': ['finance'],
  'POST /admin/payouts/:id/pay': ['finance'],
  'POST /admin/payouts/:id/reject': ['finance'],
  // GET/PUT /admin/payouts/settings (the hold and the minimum payout): admin-finance-settings-routes.ts.
};

function payoutIdOf(c: Context): number {
  const parsed = contract.payoutIdParam.safeParse(c.req.param('id'));
  if (!parsed.success) throw new HttpError(404, LEDGER_MESSAGES.payoutNotFound);
  return parsed.data;
}

type Decision = { outcome: 'paid'; reference: string } | { outcome: 'rejected'; reason: string };

async function decide(c: Context, db: Db, decision: Decision) {
  const now = clockNow(c);
  const key = decision.outcome === 'paid' ? 'POST /admin/payouts/:id/pay' : 'POST /admin/payouts/:id/reject';
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES[key], now);
  const id = payoutIdOf(c);
  const found = await payoutById(db, id);
  if (!found) throw new HttpError(404, LEDGER_MESSAGES.payoutNotFound);
  const { payout, name, ownerId } = found;
  if (payout.status !== 'requested') throw new HttpError(409, LEDGER_MESSAGES.alreadyDecided(payout.status));
  const at = now.toISOString();
  const applied = sql`exists (select 1 from store_payout_decisions where payout_id = ${id} and operator_id = ${operator.userId} and decided_at = ${at})`;
  const amount = usd(payout.amountCents);
  const statements: Statement[] = [
    db.insert(storePayoutDecisions).values({ payoutId: id, outcome: decision.outcome, operatorId: operator.userId, decidedAt: at }),
    db
      .update(storePayouts)
      .set({
        status: decision.outcome,
        reference: decision.outcome === 'paid' ? decision.reference : null,
        reason: decision.outcome === 'rejected' ? decision.reason : null,
        decidedBy: operator.userId,
        decidedAt: at,
      })
      .where(sql`${storePayouts.id} = ${id} and ${storePayouts.status} = 'requested'`),
  ];
  if (decision.outcome === 'paid') statements.push(debitPayout(db, id, applied, at));
  statements.push(
    notifyWhenApplied(
      db,
      applied,
      decision.outcome === 'paid'
        ? {
            userId: ownerId,
            kind: 'payout_paid',
            title: `Your payout of ${amount} was sent`,
            body: `Musika sent ${amount} for ${name} to ${payoutOut(payout, name).destination}. Transfer reference: ${decision.reference}.`,
            link: '/dashboard/earnings/',
            message: {
              key: 'notifications.payoutPaid',
              values: {
                amountCents: payout.amountCents,
                store: name,
                destination: payoutOut(payout, name).destination,
                reference: decision.reference,
              },
            },
          }
        : {
            userId: ownerId,
            kind: 'payout_rejected',
            title: `Your payout request of ${amount} was not paid`,
            body: `Finance did not pay the payout request of ${amount} for ${name}: ${decision.reason} The money stays in your balance; you may ask again.`,
            link: '/dashboard/earnings/',
            message: { key: 'notifications.payoutRejected', values: { amountCents: payout.amountCents, store: name, reason: decision.reason } },
          },
      now,
    ),
    auditEntry(
      c,
      db,
      operator,
      {
        action: `payout.${decision.outcome}`,
        objectType: 'payout',
        objectId: id,
        before: { status: 'requested' },
        after: decision.outcome === 'paid' ? { status: 'paid', reference: decision.reference } : { status: 'rejected', reason: decision.reason },
      },
      now,
    ),
  );
  try {
    const results = await runBatch(db, statements);
    // The decision row went in, so the guarded update must have too; a mismatch would be a bug worth failing on.
    if ((results[1] as { meta?: { changes?: number } }).meta?.changes === 0)
      throw new Error(`payout ${id}: decision recorded but status not updated`);
  } catch (error) {
    if (constraintFailure(error)?.kind !== 'unique') throw error;
    // Another operator decided it first: their outcome stands, ours wrote nothing.
    const now2 = await payoutById(db, id);
    throw new HttpError(409, LEDGER_MESSAGES.alreadyDecided(now2?.payout.status ?? 'decided'));
  }
  const after = (await payoutById(db, id))!;
  return { payout: payoutOut(after.payout, after.name) };
}

export function registerAdminPayoutRoutes(app: BackendApp): void {
  mount(
    app,
    contract.listAdminPayouts,
    async ({ db, query, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/payouts']);
      const { load, total, requested } = await payoutQueue(db, {
        status: query.status,
        search: query.search || undefined,
        page: query.page,
        perPage: query.per_page,
      });
      return { load, requested, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: LEDGER_MESSAGES.fetchEarnings },
  );

  mount(app, contract.markPayoutPaid, ({ db, body, c }) => decide(c, db, { outcome: 'paid', reference: body.reference }), {
    failure: LEDGER_MESSAGES.decidePayout,
  });
  mount(app, contract.rejectPayout, ({ db, body, c }) => decide(c, db, { outcome: 'rejected', reason: body.reason }), {
    failure: LEDGER_MESSAGES.decidePayout,
  });
}
