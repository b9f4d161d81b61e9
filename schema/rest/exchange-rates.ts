/**
 * ezw/v1 exchange rates (issue #11): prices are USD cents; ZWG (ZiG) amounts are derived from a dated
 * USD→ZWG rate. Rates are append-only: a change is a new row from its effective (Harare) day, so the history
 * shows every rate that was ever in force.
 *
 * GET /exchange-rates/current: public, edge-cached briefly. GET /exchange-rates/history: public, newest first.
 * PUT /exchange-rates: the operator's call, authorised by `Authorization: Bearer <EXCHANGE_RATE_TOKEN>` (a
 * Worker secret; unset: the call is disabled). There is no admin role among users (buyer, vendor), and the
 * treasury person who sets a rate is not a marketplace account, so a secret is the narrowest credential.
 */
import { z } from 'zod';
import { defineCall, queryInt } from './call';

export const RATE_CURRENCIES = ['ZWG'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

/** Sane bounds for ZWG per USD: ZiG traded near 27 at launch; a typo (2680, 0.268) must not reach prices. */
export const MIN_RATE_MICROS = 1_000_000;
export const MAX_RATE_MICROS = 1_000_000_000;
/** A rate may be announced ahead, but not further than this many days. */
export const MAX_DAYS_AHEAD = 7;

export const RATE_OUT_OF_BOUNDS = 'rate: must be a number of ZWG per USD between 1 and 1000, with at most 6 decimals';

/**
 * '26.8' → 26_800_000, without floating point, or null when the text is not a plain decimal within bounds.
 * Shared by the PUT body and the ZWG_RATE configuration variable.
 */
export function parseRateMicros(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const micros = Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
  return micros >= MIN_RATE_MICROS && micros <= MAX_RATE_MICROS ? micros : null;
}

export { rateFromMicros } from './zwg';

const currency = z.enum(RATE_CURRENCIES).default('ZWG');
const harareDayText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day as YYYY-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'must be a real calendar day',
  );

export const currentRateView = z.object({
  currency: z.enum(RATE_CURRENCIES),
  /** ZWG per USD in millionths. */
  rateMicros: z.number().int(),
  /** The Harare day ('YYYY-MM-DD') from which the rate applies. */
  effectiveDate: z.string(),
});
export type RestCurrentRate = z.infer<typeof currentRateView>;

export const rateHistoryEntry = currentRateView.extend({
  id: z.number().int(),
  /** seed | config | api */
  source: z.string(),
  createdAt: z.string(),
});
export type RestRateHistoryEntry = z.infer<typeof rateHistoryEntry>;

export const currentExchangeRate = defineCall({
  name: 'currentExchangeRate',
  method: 'GET',
  path: '/exchange-rates/current',
  query: z.object({ currency }),
  body: z.object({}).strip(),
  data: z.object({ rate: currentRateView }),
  unwrap: 'rate',
});

export const exchangeRateHistory = defineCall({
  name: 'exchangeRateHistory',
  method: 'GET',
  path: '/exchange-rates/history',
  query: z.object({ currency, limit: queryInt(1, 200).default(50) }),
  body: z.object({}).strip(),
  data: z.object({ load: z.array(rateHistoryEntry) }),
  unwrap: 'load',
});

export const setExchangeRate = defineCall({
  name: 'setExchangeRate',
  method: 'PUT',
  path: '/exchange-rates',
  query: z.object({}).strip(),
  body: z.object({
    currency,
    /** ZWG per USD as decimal text or a number, e.g. "26.95" (at most 6 decimals). */
    rate: z.union([z.string(), z.number()]).transform((v, ctx) => {
      const micros = parseRateMicros(typeof v === 'number' ? String(v) : v);
      if (micros === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: RATE_OUT_OF_BOUNDS.replace(/^rate: /, '') });
      return micros ?? 0;
    }),
    /** The Harare day it applies from; default today. Not before today, at most MAX_DAYS_AHEAD ahead. */
    effectiveDate: harareDayText.optional(),
  }),
  data: z.object({ rate: rateHistoryEntry }),
  unwrap: 'rate',
});
