/**
 * A store's earnings and its payout requests (schema/rest/ledger.ts; issue 29). Owner and managers only
 * (requireBusinessRunner 'manage': an assistant is refused 403), scoped by that bID alone.
 *
 * A request is one statement: the insert selects its row only while the available balance covers it, and the
 * partial unique index store_payouts_one_open_idx refuses a second open request, so two requests sent at once
 * cannot both pass and nothing is half-written.
 */
import { sql } from 'drizzle-orm';
import * as contract from '../../schema/rest/ledger';
import { LEDGER_MESSAGES } from '../../schema/rest/ledger';
import { usd } from '../orders/checkout-plan';
import { requireBusinessRunner } from '../businesses/business-access-queries';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import { constraintFailure } from '../db/run-batch';
import { HttpError, mount, type BackendApp } from '../http';
import { availableSql, balances, commissionBpOf, entriesPage, openPayoutOf, payoutById, payoutOut, readSettings } from './ledger-queries';
import type { Db } from '../db/client';

async function insertRequest(db: Db, input: contract.PayoutRequestInput, userId: number, now: string): Promise<number | null> {
  const bank = input.bank;
  try {
    const rows = await db.all<{ id: number }>(sql`insert into store_payouts
        (business_id, requested_by, amount_cents, method, phone, bank_name, bank_branch, account_name, account_number, status, created_at)
      select ${input.bID}, ${userId}, ${input.amountCents}, ${input.method}, ${input.phone}, ${bank?.bankName ?? null}, ${bank?.bankBranch ?? null},
             ${bank?.accountName ?? null}, ${bank?.accountNumber ?? null}, 'requested', ${now}
       where ${availableSql(input.bID, now)} >= ${input.amountCents}
      returning id`);
    return rows[0]?.id ?? null;
  } catch (error) {
    if (constraintFailure(error)?.kind === 'unique') throw new HttpError(409, LEDGER_MESSAGES.openRequest);
    throw error;
  }
}

export function registerEarningsRoutes(app: BackendApp): void {
  mount(
    app,
    contract.getEarnings,
    async ({ db, query, c }) => {
      const now = clockNow(c);
      await requireBusinessRunner(c, db, query.bID, 'manage', now);
      const at = now.toISOString();
      const [sums, open, settings, commissionBp] = await Promise.all([
        balances(db, query.bID, at),
        openPayoutOf(db, query.bID),
        readSettings(db),
        commissionBpOf(db, query.bID, at),
      ]);
      return {
        bID: query.bID,
        currency: 'USD' as const,
        availableCents: sums.available,
        pendingCents: sums.pending,
        paidOutCents: sums.paidOut,
        collectedCents: sums.collected,
        openPayout: open,
        minPayoutCents: settings.minPayoutCents,
        holdDays: settings.holdDays,
        commissionBp,
      };
    },
    { failure: LEDGER_MESSAGES.fetchEarnings },
  );

  mount(
    app,
    contract.listLedgerEntries,
    async ({ db, query, c }) => {
      await requireBusinessRunner(c, db, query.bID, 'manage');
      const { load, total } = await entriesPage(db, query.bID, query.page, query.per_page);
      return { load, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: LEDGER_MESSAGES.fetchEarnings },
  );

  mount(
    app,
    contract.requestPayout,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const userId = await requireBusinessRunner(c, db, body.bID, 'manage', now);
      const at = now.toISOString();
      const [settings, sums, open] = await Promise.all([readSettings(db), balances(db, body.bID, at), openPayoutOf(db, body.bID)]);
      if (open) throw new HttpError(409, LEDGER_MESSAGES.openRequest);
      if (body.amountCents < settings.minPayoutCents)
        throw new HttpError(400, `amount: ${LEDGER_MESSAGES.belowMinimum(usd(settings.minPayoutCents))}`);
      if (body.amountCents > sums.available) throw new HttpError(400, `amount: ${LEDGER_MESSAGES.overBalance(usd(Math.max(0, sums.available)))}`);
      const id = await insertRequest(db, body, userId, at);
      // The balance moved between the read and the insert (a refund, another request that won).
      if (id === null) throw new HttpError(409, LEDGER_MESSAGES.overBalance(usd(Math.max(0, (await balances(db, body.bID, at)).available))));
      const row = (await payoutById(db, id))!;
      return { payout: payoutOut(row.payout, row.name) };
    },
    { status: 201, failure: LEDGER_MESSAGES.requestPayout },
  );
}
