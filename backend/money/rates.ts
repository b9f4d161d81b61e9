/**
 * The dated USD→ZWG (ZiG) rate (issue #11). Prices stay USD cents everywhere; ZWG amounts are derived at the
 * rate in force on the Harare day of the instant asked about. Rates are append-only rows of exchange_rates: a
 * change never rewrites history, and a payment or order keeps the rateMicros it used.
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { exchangeRates } from '../db/schema';
import { harareDay } from '../analytics/harare-range';

import { toZwgCents } from '../../schema/rest/zwg';

/** Pure conversion (shared with the app, which shows ZiG beside USD): round half up, integer arithmetic. */
export { toZwgCents, rateFromMicros } from '../../schema/rest/zwg';

export type RateCurrency = 'ZWG';

export interface CurrentRate {
  /** ZWG per USD, in millionths (26.8 → 26_800_000). */
  rateMicros: number;
  /** The Harare day ('YYYY-MM-DD') from which this rate applies. */
  effectiveDate: string;
}

/** Thrown when no rate is in force (an empty table): callers turn it into their own safe message. */
export class RateUnavailableError extends Error {
  constructor(readonly currency: RateCurrency) {
    super(`No ${currency} exchange rate is in force`);
  }
}

/**
 * The rate in force now: the newest row (latest effective_date, then latest id) whose effective_date is not
 * after today in Africa/Harare. A rate dated tomorrow is stored but not used until Harare's midnight.
 */
export async function currentRate(db: Db, currency: RateCurrency, now: Date = new Date()): Promise<CurrentRate> {
  const rate = await findCurrentRate(db, currency, now);
  if (!rate) throw new RateUnavailableError(currency);
  return rate;
}

/** As currentRate, but null rather than an error when none is in force (display paths degrade to USD only). */
export async function findCurrentRate(db: Db, currency: RateCurrency, now: Date = new Date()): Promise<CurrentRate | null> {
  const rows = await db
    .select({ rateMicros: exchangeRates.rateMicros, effectiveDate: exchangeRates.effectiveDate })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.currency, currency), lte(exchangeRates.effectiveDate, harareDay(now))))
    .orderBy(desc(exchangeRates.effectiveDate), desc(exchangeRates.id))
    .limit(1);
  return rows[0] ?? null;
}

export interface ZwgQuote extends CurrentRate {
  /** The USD amount in ZWG cents at rateMicros. */
  zwgCents: number;
}

/**
 * A USD amount in ZWG at the rate in force now, with the rate it used: what an order or a payment stores
 * (orders.rate_micros, payments.rate_micros) so a later rate change never rewrites what somebody owed.
 */
export async function quoteZwg(db: Db, usdCents: number, now: Date = new Date()): Promise<ZwgQuote> {
  const rate = await currentRate(db, 'ZWG', now);
  return { ...rate, zwgCents: toZwgCents(usdCents, rate.rateMicros) };
}
