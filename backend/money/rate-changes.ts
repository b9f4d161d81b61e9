/**
 * Changing the USD→ZWG rate: the history read, an authorised new row (PUT /exchange-rates), and the ZWG_RATE
 * configuration variable recorded as a dated row. Rows are only ever added, so every change keeps its date.
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RestRateHistoryEntry, RateCurrency } from '../../schema/rest/exchange-rates';
import { parseRateMicros } from '../../schema/rest/exchange-rates';
import type { Db } from '../db/client';
import { exchangeRates } from '../db/schema';
import { harareDay } from '../analytics/harare-range';

/** `operator`: set on /admin/exchange-rates/ (who did it is in the operator audit log). */
export type RateSource = 'seed' | 'config' | 'api' | 'operator';

const historyColumns = {
  id: exchangeRates.id,
  currency: exchangeRates.currency,
  rateMicros: exchangeRates.rateMicros,
  effectiveDate: exchangeRates.effectiveDate,
  source: exchangeRates.source,
  createdAt: exchangeRates.createdAt,
};

/** Every stored rate of the currency, newest effective day first (then newest row), future ones included. */
export async function rateHistory(db: Db, currency: RateCurrency, limit: number, offset = 0): Promise<RestRateHistoryEntry[]> {
  const rows = await db
    .select(historyColumns)
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency))
    .orderBy(desc(exchangeRates.effectiveDate), desc(exchangeRates.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ ...r, currency: r.currency as RateCurrency }));
}

export interface NewRate {
  currency: RateCurrency;
  rateMicros: number;
  effectiveDate: string;
  source: RateSource;
}

/** Appends one rate row and answers it. */
export async function recordRate(db: Db, rate: NewRate, now: Date = new Date()): Promise<RestRateHistoryEntry> {
  const [row] = await db
    .insert(exchangeRates)
    .values({ ...rate, createdAt: now.toISOString() })
    .returning(historyColumns);
  return { ...row, currency: row.currency as RateCurrency };
}

/**
 * recordRate as a statement for the caller's batch, appending the row only while `condition` holds (an operator's
 * change goes in with its audit entry, and only if nobody changed the rate in between).
 */
export function recordRateWhen(db: Db, rate: NewRate, now: Date, condition: SQL) {
  // insert … select lists every column in table order: id null lets SQLite number the row.
  return db
    .insert(exchangeRates)
    .select(sql`select null, ${rate.currency}, ${rate.rateMicros}, ${rate.effectiveDate}, ${rate.source}, ${now.toISOString()} where ${condition}`);
}

/**
 * The ZWG_RATE variable, when set, is recorded as a 'config' row from today (Harare) the first time that value
 * is seen: exactly when the newest 'config' row holds a different rate, or there is none. So restarting
 * isolates never adds rows, changing the variable adds one, and a later authorised PUT is not undone by an
 * unchanged variable. One INSERT … SELECT … WHERE: two isolates starting together cannot both add it.
 * Answers whether a row was added. An invalid value is ignored here (schema/config/worker-config.ts refuses it at startup).
 */
export async function applyConfiguredRate(db: Db, configured: string | undefined, now: Date = new Date()): Promise<boolean> {
  if (!configured?.trim()) return false;
  const rateMicros = parseRateMicros(configured);
  if (rateMicros === null) return false;
  const result = await db.run(sql`
    insert into exchange_rates (currency, rate_micros, effective_date, source, created_at)
    select 'ZWG', ${rateMicros}, ${harareDay(now)}, 'config', ${now.toISOString()}
    where coalesce((select rate_micros from exchange_rates where currency = 'ZWG' and source = 'config'
                    order by id desc limit 1), -1) <> ${rateMicros}`);
  return (result.meta?.changes ?? 0) > 0;
}

/** Per isolate: the configured value already applied to a database binding, so the check runs once. */
const applied = new WeakMap<object, string>();

/** applyConfiguredRate at most once per (database binding, value) in this isolate; cheap on every request. */
export async function applyConfiguredRateOnce(binding: object, db: Db, configured: string | undefined): Promise<void> {
  if (!configured?.trim() || applied.get(binding) === configured) return;
  await applyConfiguredRate(db, configured);
  applied.set(binding, configured);
}
