/**
 * USD→ZWG exchange rates (issue #11): the current rate and its history (public), and an authorised change
 * (PUT, bearer EXCHANGE_RATE_TOKEN). Also records the ZWG_RATE configuration variable before any call runs,
 * so payments and pages see a configured rate from the first request of an isolate.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/exchange-rates';
import { HttpError, mount, type BackendApp, type BackendEnv } from '../http';
import { createDb } from '../db/client';
import { findCurrentRate } from './rates';
import { applyConfiguredRateOnce, rateHistory, recordRate } from './rate-changes';
import { harareDay } from '../analytics/harare-range';
import { bearerToken } from '../auth/tokens';
import { hashSecret } from '../auth/encoding';
import { setPurgeHeader } from '../cache/purge-tags';
import { clockNow } from '../clock';

export const RATE_MESSAGES = {
  notFound: 'No exchange rate is set.',
  unauthorised: 'You are not allowed to change the exchange rate.',
  disabled: 'Changing the exchange rate is not enabled on this site.',
  pastDate: 'effectiveDate: must not be before today (Africa/Harare)',
  farDate: `effectiveDate: must be at most ${contract.MAX_DAYS_AHEAD} days ahead`,
} as const;

/** Cache tag of a rate change: any tag bumps the catalogue generation, so cached pages show the new rate. */
export const RATE_PURGE_TAG = 'rates:zwg';

/** Compares SHA-256 digests, so the time taken says nothing about how much of the secret matched. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([hashSecret(given), hashSecret(expected)]);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

async function requireRateSetter(c: Context<{ Bindings: BackendEnv }>): Promise<void> {
  const expected = c.env.EXCHANGE_RATE_TOKEN;
  if (!expected) throw new HttpError(403, RATE_MESSAGES.disabled);
  const given = bearerToken(c);
  if (!given || !(await sameSecret(given, expected))) throw new HttpError(401, RATE_MESSAGES.unauthorised);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function registerExchangeRateRoutes(app: BackendApp): void {
  // Registered before every other route (backend/app.ts), so it runs ahead of payments too. Nothing to do
  // when ZWG_RATE is unset; otherwise one guarded insert per isolate and value.
  app.use('*', async (c, next) => {
    if (c.env.ZWG_RATE) await applyConfiguredRateOnce(c.env.DB, createDb(c.env.DB), c.env.ZWG_RATE);
    await next();
  });

  mount(app, contract.currentExchangeRate, async ({ db, query }) => {
    const rate = await findCurrentRate(db, query.currency);
    if (!rate) throw new HttpError(404, RATE_MESSAGES.notFound);
    return { rate: { currency: query.currency, ...rate } };
  });

  mount(app, contract.exchangeRateHistory, async ({ db, query }) => ({
    load: await rateHistory(db, query.currency, query.limit),
  }));

  // Authorisation before the body is validated: a caller without the secret learns nothing about the input.
  app.put(contract.setExchangeRate.path, async (c, next) => {
    await requireRateSetter(c);
    await next();
  });
  mount(app, contract.setExchangeRate, async ({ db, body, c }) => {
    const now = clockNow(c);
    const today = harareDay(now);
    const effectiveDate = body.effectiveDate ?? today;
    if (effectiveDate < today) throw new HttpError(400, RATE_MESSAGES.pastDate);
    if (effectiveDate > addDays(today, contract.MAX_DAYS_AHEAD)) throw new HttpError(400, RATE_MESSAGES.farDate);
    const rate = await recordRate(db, { currency: body.currency, rateMicros: body.rate, effectiveDate, source: 'api' }, now);
    setPurgeHeader(c, [RATE_PURGE_TAG]);
    return { rate };
  });
}
