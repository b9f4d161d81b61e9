/**
 * The gateway's charge of one GraphQL query against its caller's hourly budget (issue 32 §3; POST
 * /api-budget/charge). A client is charged by its id, only while it is live (unknown or revoked → 401); anyone
 * else by their address as the API trusts it (backend/auth/rate-limit.ts clientIp), and not at all without one
 * (wrangler dev reached directly: no address can be believed, and one shared bucket would let one caller starve
 * every other). Each charge is one upsert: D1 serialises writes, so two queries cannot both spend the last points.
 * A query that would pass the budget spends nothing and is refused; the window restarts an hour after it began.
 */
import { lt, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import * as contract from '../../schema/rest/api-clients';
import { ANONYMOUS_HOURLY_BUDGET, API_CLIENT_MESSAGES, BUDGET_WINDOW_MS, type RestBudget } from '../../schema/rest/api-clients';
import { clientIp, UNTRUSTED_IP } from '../auth/rate-limit';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { HttpError, mount, type BackendApp } from '../http';
import { apiBudgetUsage } from './api-clients-tables';

/** Share of charges that also delete counters whose hour ended an hour ago, so stale addresses do not pile up. */
const CLEANUP_CHANCE = 1 / 100;

interface UsageRow {
  windowStart: number;
  spent: number;
  refused: number;
  budget: number;
}

/** `source` is a one-row select of `b`, the budget; no row (a revoked client) charges nothing and returns nothing. */
function charge(db: Db, bucket: string, source: SQL, cost: number, nowMs: number) {
  const ended = sql`api_budget_usage.window_start <= ${nowMs - BUDGET_WINDOW_MS}`;
  const fits = sql`api_budget_usage.spent + ${cost} <= excluded.budget`;
  // In an upsert's SET every column name is the stored row's value before this update.
  return db.all<UsageRow>(sql`
    insert into api_budget_usage (bucket, window_start, spent, refused, budget)
    select ${bucket}, ${nowMs}, case when ${cost} <= s.b then ${cost} else 0 end, case when ${cost} <= s.b then 0 else 1 end, s.b
    from (${source}) s where true
    on conflict (bucket) do update set
      spent = case when ${ended} then excluded.spent when ${fits} then api_budget_usage.spent + ${cost} else api_budget_usage.spent end,
      refused = case when ${ended} then excluded.refused when ${fits} then 0 else 1 end,
      window_start = case when ${ended} then ${nowMs} else api_budget_usage.window_start end,
      budget = excluded.budget
    returning window_start as windowStart, spent, refused, budget`);
}

function view(row: UsageRow, cost: number, nowMs: number): RestBudget {
  const resetMs = row.windowStart + BUDGET_WINDOW_MS;
  return {
    allowed: row.refused === 0,
    cost,
    limit: row.budget,
    remaining: Math.max(0, row.budget - row.spent),
    resetAt: new Date(resetMs).toISOString(),
    retryAfter: Math.max(1, Math.ceil((resetMs - nowMs) / 1000)),
  };
}

export async function chargeBudget(c: Context, db: Db, body: { clientId?: string; cost: number }): Promise<RestBudget | null> {
  const nowMs = clockNow(c).getTime();
  let rows: UsageRow[];
  if (body.clientId) {
    const live = sql`select hourly_budget as b from api_clients where id = ${body.clientId} and revoked_at is null`;
    rows = await charge(db, `client:${body.clientId}`, live, body.cost, nowMs);
    if (rows.length === 0) throw new HttpError(401, API_CLIENT_MESSAGES.unknownClient);
  } else {
    const ip = clientIp(c);
    if (ip === UNTRUSTED_IP || ip === 'unknown') return null;
    rows = await charge(db, `ip:${ip}`, sql`select ${ANONYMOUS_HOURLY_BUDGET} as b`, body.cost, nowMs);
  }
  if (Math.random() < CLEANUP_CHANCE) await db.delete(apiBudgetUsage).where(lt(apiBudgetUsage.windowStart, nowMs - 2 * BUDGET_WINDOW_MS));
  return view(rows[0], body.cost, nowMs);
}

export function registerBudgetRoutes(app: BackendApp): void {
  mount(app, contract.chargeApiBudget, async ({ db, body, c }) => ({ budget: await chargeBudget(c, db, body) }), {
    failure: API_CLIENT_MESSAGES.charge,
  });
}
