/**
 * USD and ZiG (issue #11): a dated USD→ZWG rate is stored (seeded), changeable by configuration (ZWG_RATE) or an
 * authorised call (PUT /exchange-rates with the EXCHANGE_RATE_TOKEN secret), every change kept with its date.
 * The backend is called directly where a test needs configuration other than wrangler.toml's.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { SELF, settleWorkerTasks } from './support/worker';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../backend/app';
import { createDb } from '../../backend/db/client';
import { currentRate, findCurrentRate, quoteZwg } from '../../backend/money/rates';
import { applyConfiguredRate } from '../../backend/money/rate-changes';
import { harareDay } from '../../backend/analytics/harare-range';
import { API, gql } from './support/http';

const TOKEN = 'rate-setter-secret-0123456789abcdef0123456789';
const backend = createBackend();
const db = createDb(env.DB);

async function call(method: string, path: string, options: { body?: unknown; token?: string; vars?: Record<string, string> } = {}) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const request = new Request(`${API}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const response = await backend.fetch(request, { ...env, ...options.vars }, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, json: (await response.json()) as { message?: string; data?: any } };
}

const withToken = { EXCHANGE_RATE_TOKEN: TOKEN };
const rows = async () =>
  (await env.DB.prepare("select rate_micros, effective_date, source from exchange_rates where currency = 'ZWG' order by id").all()).results;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('the rate is seeded and public', () => {
  it('GET /exchange-rates/current answers the seeded 26.80 from 2026-05-01, edge-cached briefly', async () => {
    const first = await SELF.fetch(`${API}/exchange-rates/current`);
    expect(first.status).toBe(200);
    expect(((await first.json()) as any).data.rate).toEqual({ currency: 'ZWG', rateMicros: 26_800_000, effectiveDate: '2026-05-01' });
    expect(first.headers.get('x-musika-cache')).toBe('MISS');
    await settleWorkerTasks();
    const second = await SELF.fetch(`${API}/exchange-rates/current`);
    expect(second.headers.get('x-musika-cache')).toBe('HIT');
  });

  it('GET /exchange-rates/history lists every rate, newest first, with its date and source', async () => {
    const { status, json } = await call('GET', '/exchange-rates/history');
    expect(status).toBe(200);
    expect(json.data.load.map((r: any) => [r.rateMicros, r.effectiveDate, r.source])).toEqual([
      [26_800_000, '2026-05-01', 'seed'],
      [26_750_000, '2025-12-01', 'seed'],
    ]);
  });

  it('GraphQL exchangeRate gives the rate as micros and as a number', async () => {
    const answer = await gql('{ exchangeRate { currency rateMicros rate effectiveDate } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data.exchangeRate).toEqual({ currency: 'ZWG', rateMicros: 26_800_000, rate: 26.8, effectiveDate: '2026-05-01' });
  });
});

describe('the rate in force is chosen by the Harare day', () => {
  it('a rate dated tomorrow applies from Harare midnight (22:00 UTC), not before', async () => {
    await env.DB.prepare(
      "insert into exchange_rates (currency, rate_micros, effective_date, source, created_at) values ('ZWG', 27100000, '2030-03-02', 'seed', '2030-03-01T00:00:00Z')",
    ).run();
    expect(await currentRate(db, 'ZWG', new Date('2030-03-01T21:59:59Z'))).toEqual({ rateMicros: 26_800_000, effectiveDate: '2026-05-01' });
    expect(await currentRate(db, 'ZWG', new Date('2030-03-01T22:00:00Z'))).toEqual({ rateMicros: 27_100_000, effectiveDate: '2030-03-02' });
    // What an order or payment stores: the ZWG amount with the rate it used.
    expect(await quoteZwg(db, 1200, new Date('2030-03-01T22:00:00Z'))).toEqual({
      rateMicros: 27_100_000,
      effectiveDate: '2030-03-02',
      zwgCents: 32_520,
    });
    // Before the first seeded rate there is none.
    expect(await findCurrentRate(db, 'ZWG', new Date('2025-11-30T12:00:00Z'))).toBeNull();
    await expect(currentRate(db, 'ZWG', new Date('2025-11-30T12:00:00Z'))).rejects.toThrow('No ZWG exchange rate is in force');
    await env.DB.prepare("delete from exchange_rates where effective_date = '2030-03-02'").run();
  });
});

describe('PUT /exchange-rates: only with the EXCHANGE_RATE_TOKEN secret', () => {
  it('is disabled while the secret is unset, whoever calls', async () => {
    const { status, json } = await call('PUT', '/exchange-rates', { body: { rate: '27.00' }, token: TOKEN });
    expect(status).toBe(403);
    expect(json.message).toBe('Changing the exchange rate is not enabled on this site.');
  });

  it('refuses a missing or wrong bearer (a buyer token too) before looking at the input', async () => {
    for (const token of [undefined, 'not-the-secret', TOKEN.slice(0, -1)]) {
      const { status, json } = await call('PUT', '/exchange-rates', { body: { rate: 'nonsense' }, token, vars: withToken });
      expect(status, String(token)).toBe(401);
      expect(json.message).toBe('You are not allowed to change the exchange rate.');
    }
    expect(await rows()).toHaveLength(2);
  });

  it.each([
    [{ rate: 0 }, 'rate: must be a number of ZWG per USD between 1 and 1000, with at most 6 decimals'],
    [{ rate: '-26.8' }, 'rate: must be a number of ZWG per USD between 1 and 1000, with at most 6 decimals'],
    [{ rate: '2680' }, 'rate: must be a number of ZWG per USD between 1 and 1000, with at most 6 decimals'],
    [{ rate: '26.1234567' }, 'rate: must be a number of ZWG per USD between 1 and 1000, with at most 6 decimals'],
    [{}, 'rate: Required'],
    [{ rate: '27', currency: 'EUR' }, "currency: Invalid enum value. Expected 'ZWG', received 'EUR'"],
    [{ rate: '27', effectiveDate: '2026-02-30' }, 'effectiveDate: must be a real calendar day'],
    [{ rate: '27', effectiveDate: '1 May' }, 'effectiveDate: must be a day as YYYY-MM-DD'],
  ])('refuses bad input %j with 400', async (body, message) => {
    const { status, json } = await call('PUT', '/exchange-rates', { body, token: TOKEN, vars: withToken });
    expect(status).toBe(400);
    expect(json.message).toBe(message);
  });

  it('refuses a date before today or more than 7 days ahead (Harare days)', async () => {
    const today = harareDay(new Date());
    const past = await call('PUT', '/exchange-rates', { body: { rate: '27', effectiveDate: addDays(today, -1) }, token: TOKEN, vars: withToken });
    expect([past.status, past.json.message]).toEqual([400, 'effectiveDate: must not be before today (Africa/Harare)']);
    const far = await call('PUT', '/exchange-rates', { body: { rate: '27', effectiveDate: addDays(today, 8) }, token: TOKEN, vars: withToken });
    expect([far.status, far.json.message]).toEqual([400, 'effectiveDate: must be at most 7 days ahead']);
    expect(await rows()).toHaveLength(2);
  });

  it('records a new dated rate, keeps the old ones, and tells the edge cache to retire cached prices', async () => {
    const today = harareDay(new Date());
    const { status, headers, json } = await call('PUT', '/exchange-rates', { body: { rate: '27.05' }, token: TOKEN, vars: withToken });
    expect(status).toBe(200);
    expect(json.data.rate).toMatchObject({ currency: 'ZWG', rateMicros: 27_050_000, effectiveDate: today, source: 'api' });
    expect(headers.get('x-musika-purge')).toBe('rates:zwg');
    expect((await call('GET', '/exchange-rates/current')).json.data.rate).toEqual({ currency: 'ZWG', rateMicros: 27_050_000, effectiveDate: today });
    // Announced for next week: stored, listed first in the history, not yet in force.
    const ahead = await call('PUT', '/exchange-rates', { body: { rate: 27.5, effectiveDate: addDays(today, 7) }, token: TOKEN, vars: withToken });
    expect(ahead.status).toBe(200);
    expect((await call('GET', '/exchange-rates/current')).json.data.rate.rateMicros).toBe(27_050_000);
    const history = (await call('GET', '/exchange-rates/history')).json.data.load;
    expect(history.map((r: any) => r.rateMicros)).toEqual([27_500_000, 27_050_000, 26_800_000, 26_750_000]);
  });
});

describe('ZWG_RATE configuration: recorded once as a dated rate, when its value is new', () => {
  it('is recorded on the first request that sees it, and not again for the same value', async () => {
    const before = (await rows()).length;
    const now = new Date();
    expect(await applyConfiguredRate(db, '26.90', now)).toBe(true);
    expect(await applyConfiguredRate(db, '26.90', now)).toBe(false);
    expect(await applyConfiguredRate(db, ' 26.9 ', now)).toBe(false);
    const added = (await rows()).slice(before);
    expect(added).toEqual([{ rate_micros: 26_900_000, effective_date: harareDay(now), source: 'config' }]);
    expect((await currentRate(db, 'ZWG', now)).rateMicros).toBe(26_900_000);
  });

  it('a later authorised change is not undone while the configured value stays the same; a new value is recorded', async () => {
    await call('PUT', '/exchange-rates', { body: { rate: '27.20' }, token: TOKEN, vars: withToken });
    expect(await applyConfiguredRate(db, '26.90')).toBe(false);
    expect((await currentRate(db, 'ZWG')).rateMicros).toBe(27_200_000);
    expect(await applyConfiguredRate(db, '26.95')).toBe(true);
    expect((await currentRate(db, 'ZWG')).rateMicros).toBe(26_950_000);
  });

  it('reaches the backend through c.env: the first call of an isolate records a new configured value', async () => {
    const { json } = await call('GET', '/exchange-rates/current', { vars: { ZWG_RATE: '26.99' } });
    expect(json.data.rate.rateMicros).toBe(26_990_000);
    const configRows = (await rows()).filter((r: any) => r.source === 'config');
    await call('GET', '/exchange-rates/current', { vars: { ZWG_RATE: '26.99' } });
    expect((await rows()).filter((r: any) => r.source === 'config')).toEqual(configRows);
  });

  it('ignores an empty or invalid value (the Worker configuration refuses it at startup)', async () => {
    const before = (await rows()).length;
    expect(await applyConfiguredRate(db, '')).toBe(false);
    expect(await applyConfiguredRate(db, 'abc')).toBe(false);
    expect(await applyConfiguredRate(db, undefined)).toBe(false);
    expect(await rows()).toHaveLength(before);
  });
});
