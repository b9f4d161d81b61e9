/**
 * Finance sets today's USD→ZiG rate from /admin/exchange-rates/ (schema/rest/admin-finance.ts; issue 29). The token
 * PUT /exchange-rates stays as it is for automation; this is the same change made by a person: the same rate rule
 * (parseRateMicros in the contract), the same append-only row (recordRateWhen, rate-changes.ts) from today's Harare
 * day, and the same purge tag, so every cached page shows ZiG at the new rate on its next request. On top: the
 * audit entry, in the same D1 batch.
 *
 * The batch is guarded by the rate the operator saw in force: the audit entry and the row go in only while that is
 * still today's rate, so of two operators setting different rates at once the first stands and the other hears 409.
 * Setting the rate already in force changes nothing and says so (`changed: false`).
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as contract from '../../schema/rest/admin-finance';
import { ADMIN_FINANCE_MESSAGES } from '../../schema/rest/admin-finance';
import { rateFromMicros } from '../../schema/rest/exchange-rates';
import type { OperatorRole } from '../../schema/rest/operators';
import { harareDay } from '../analytics/harare-range';
import { setPurgeHeader } from '../cache/purge-tags';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { runBatch } from '../db/run-batch';
import { HttpError, mount, type BackendApp } from '../http';
import { auditWhenApplied } from '../operators/audit-log';
import { requireOperator } from '../operators/require-operator';
import { RATE_PURGE_TAG } from './exchange-rates-routes';
import { rateHistory, recordRateWhen } from './rate-changes';
import { findCurrentRate } from './rates';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/exchange-rates': ['finance'],
  'POST /admin/exchange-rates': ['finance'],
};

const CURRENCY = 'ZWG' as const;

/** SQL: the ZWG rate in force on `day` (the newest row dated that day or before), -1 when none is. */
const rateInForce = (day: string) =>
  sql`coalesce((select rate_micros from exchange_rates where currency = ${CURRENCY} and effective_date <= ${day}
                order by effective_date desc, id desc limit 1), -1)`;

async function storedRates(db: Db): Promise<number> {
  const [row] = await db.all<{ n: number }>(sql`select count(*) as n from exchange_rates where currency = ${CURRENCY}`);
  return row?.n ?? 0;
}

async function setTodaysRate(c: Context, db: Db, rateMicros: number) {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES['POST /admin/exchange-rates'], now);
  const today = harareDay(now);
  const current = { currency: CURRENCY, rateMicros, effectiveDate: today };
  const before = await findCurrentRate(db, CURRENCY, now);
  if (before?.rateMicros === rateMicros) return { current: { currency: CURRENCY, ...before }, changed: false };

  const unchanged = sql`${rateInForce(today)} = ${before?.rateMicros ?? -1}`;
  const [, inserted] = await runBatch(db, [
    // Before the row it records, under the same guard: both see the rate as it was.
    auditWhenApplied(
      c,
      db,
      operator,
      {
        action: 'exchange_rate.set',
        objectType: 'exchange_rate',
        objectId: CURRENCY,
        before: before ? { rate: rateFromMicros(before.rateMicros), effectiveDate: before.effectiveDate } : null,
        after: { rate: rateFromMicros(rateMicros), effectiveDate: today },
      },
      unchanged,
      now,
    ),
    recordRateWhen(db, { currency: CURRENCY, rateMicros, effectiveDate: today, source: 'operator' }, now, unchanged),
  ]);
  if (!(inserted as { meta?: { changes?: number } }).meta?.changes) {
    // Another operator changed today's rate between our read and our batch: theirs stands.
    const after = await findCurrentRate(db, CURRENCY, now);
    if (after?.rateMicros === rateMicros) return { current: { currency: CURRENCY, ...after }, changed: false };
    throw new HttpError(409, ADMIN_FINANCE_MESSAGES.rateRaced(after ? String(rateFromMicros(after.rateMicros)) : 'none'));
  }
  setPurgeHeader(c, [RATE_PURGE_TAG]);
  return { current, changed: true };
}

export function registerAdminExchangeRateRoutes(app: BackendApp): void {
  mount(
    app,
    contract.listAdminExchangeRates,
    async ({ db, query, c }) => {
      const now = clockNow(c);
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/exchange-rates'], now);
      const [current, load, total] = await Promise.all([
        findCurrentRate(db, CURRENCY, now),
        rateHistory(db, CURRENCY, query.per_page, (query.page - 1) * query.per_page),
        storedRates(db),
      ]);
      return {
        today: harareDay(now),
        current: current && { currency: CURRENCY, ...current },
        load,
        pageInfo: paging(query.page, query.per_page, total),
      };
    },
    { failure: ADMIN_FINANCE_MESSAGES.listRates },
  );
  mount(app, contract.setTodaysExchangeRate, ({ db, body, c }) => setTodaysRate(c, db, body.rate), { failure: ADMIN_FINANCE_MESSAGES.setRate });
}
