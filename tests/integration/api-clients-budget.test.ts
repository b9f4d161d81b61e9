/**
 * Hourly cost budgets over /graphql (issue 32 §3): a client's queries are charged to its id and `rateLimit` says
 * what a query cost and what is left; an exhausted budget answers 429 with Retry-After and RATE_LIMITED
 * extensions until the window resets (the pinned clock moved, never a sleep); callers without an id spend a
 * smaller budget per address, each address its own; the site's own in-process requests are never charged;
 * unknown, malformed and revoked ids are refused with 401.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_HOURLY_BUDGET, API_CLIENT_MESSAGES, CLIENT_HOURLY_BUDGET } from '../../schema/rest/api-clients';
import { gqlAs, seedClient, spentBy } from './support/api-clients';
import { loginAs, visit } from './support/session';
import { SELF } from './support/worker';

const T = Date.parse('2026-06-01T08:00:00.000Z');
const HOUR = 3_600_000;
const RATE = '{ rateLimit { cost remaining resetAt limit } }';
/** What RATE costs: rateLimit 1 plus its four fields (gateway/limits/cost.ts). */
const RATE_COST = 5;
const clientId = (c: string) => `mk_${c.repeat(26)}`;

beforeEach(async () => {
  await env.DB.prepare('delete from api_budget_usage').run();
});

describe('a client’s budget', () => {
  it('charges each query to the client id and reports cost, remaining and resetAt', async () => {
    const id = clientId('a');
    await seedClient(id, CLIENT_HOURLY_BUDGET);
    const first = await gqlAs({ clientId: id, now: T }, RATE);
    expect(first.status).toBe(200);
    const resetAt = new Date(T + HOUR).toISOString();
    expect(first.data.rateLimit).toEqual({ cost: RATE_COST, remaining: CLIENT_HOURLY_BUDGET - RATE_COST, resetAt, limit: CLIENT_HOURLY_BUDGET });

    const bigger = await gqlAs({ clientId: id, now: T + 60_000 }, `{ categories { name slug } ${RATE.slice(1, -1)} }`);
    const cost = bigger.data.rateLimit.cost;
    expect(cost).toBeGreaterThan(RATE_COST);
    expect(bigger.data.rateLimit).toMatchObject({ remaining: CLIENT_HOURLY_BUDGET - RATE_COST - cost, resetAt });
    expect(await spentBy(`client:${id}`)).toBe(RATE_COST + cost);
    // The same address without the id is a different bucket altogether.
    expect(await spentBy('ip:203.0.113.5')).toBeNull();
  });

  it('answers 429 with Retry-After and RATE_LIMITED once spent, charges nothing for it, and resets at resetAt', async () => {
    const id = clientId('b');
    await seedClient(id, 12);
    expect((await gqlAs({ clientId: id, now: T }, RATE)).data.rateLimit.remaining).toBe(7);
    expect((await gqlAs({ clientId: id, now: T + 10_000 }, RATE)).data.rateLimit.remaining).toBe(2);

    const refused = await gqlAs({ clientId: id, now: T + 20_000 }, RATE);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('3580');
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0].extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 3580, resetAt: new Date(T + HOUR).toISOString() });
    expect(refused.errors?.[0].message).toMatch(/costs 5 and 2 of 12 points are left/);
    expect(await spentBy(`client:${id}`)).toBe(10);

    // A second before the reset it is still spent; at resetAt the whole budget is back, in a new hour.
    expect((await gqlAs({ clientId: id, now: T + HOUR - 1_000 }, RATE)).headers.get('retry-after')).toBe('1');
    const reset = await gqlAs({ clientId: id, now: T + HOUR }, RATE);
    expect(reset.status).toBe(200);
    expect(reset.data.rateLimit).toEqual({ cost: 5, remaining: 7, resetAt: new Date(T + 2 * HOUR).toISOString(), limit: 12 });
  });

  it('refuses an unknown, a malformed and a revoked id with 401 and a clear message', async () => {
    const id = clientId('c');
    await seedClient(id, CLIENT_HOURLY_BUDGET);
    for (const bad of [clientId('d'), 'not-a-client-id', id]) {
      if (bad === id)
        await env.DB.prepare('update api_clients set revoked_at = ?, revoked_by = 40 where id = ?').bind(new Date(T).toISOString(), id).run();
      const answer = await gqlAs({ clientId: bad, now: T }, '{ ok }');
      expect(answer.status, bad).toBe(401);
      expect(answer.errors?.[0]).toMatchObject({ message: API_CLIENT_MESSAGES.unknownClient, extensions: { code: 'UNKNOWN_API_CLIENT' } });
      expect(answer.data).toBeUndefined();
    }
  });
});

describe('a browser application on another origin', () => {
  it('may send X-Musika-Client: the CORS preflight allows the header', async () => {
    const preflight = await SELF.fetch('http://musika.test/graphql', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-musika-client',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-musika-client');
  });
});

describe('callers without a client id', () => {
  it('spend a smaller budget per address, each address its own', async () => {
    const first = await gqlAs({ ip: '203.0.113.7', now: T }, RATE);
    expect(first.data.rateLimit).toMatchObject({ limit: ANONYMOUS_HOURLY_BUDGET, remaining: ANONYMOUS_HOURLY_BUDGET - RATE_COST });
    expect(ANONYMOUS_HOURLY_BUDGET).toBeLessThan(CLIENT_HOURLY_BUDGET);

    // One address spent to its last 3 points: it is refused, another address is not.
    await env.DB.prepare("update api_budget_usage set spent = ? where bucket = 'ip:203.0.113.7'")
      .bind(ANONYMOUS_HOURLY_BUDGET - 3)
      .run();
    const spent = await gqlAs({ ip: '203.0.113.7', now: T + 1_000 }, RATE);
    expect([spent.status, spent.errors?.[0].extensions?.code, spent.headers.get('retry-after')]).toEqual([429, 'RATE_LIMITED', '3599']);
    const other = await gqlAs({ ip: '203.0.113.8', now: T + 1_000 }, RATE);
    expect(other.data.rateLimit).toMatchObject({ remaining: ANONYMOUS_HOURLY_BUDGET - RATE_COST });
  });

  it('are not budgeted when they have no address the Worker can believe', async () => {
    const answer = await gqlAs({ now: T }, RATE);
    expect([answer.status, answer.data.rateLimit]).toEqual([200, null]);
    const { results } = await env.DB.prepare('select bucket from api_budget_usage').all();
    expect(results).toEqual([]);
  });
});

describe('the site’s own requests', () => {
  it('are never charged nor limited, from an address whose budget is spent', async () => {
    const ip = '203.0.113.9';
    await gqlAs({ ip, now: T }, RATE);
    await env.DB.prepare('update api_budget_usage set spent = ? where bucket = ?').bind(ANONYMOUS_HOURLY_BUDGET, `ip:${ip}`).run();
    expect((await gqlAs({ ip, now: T + 1_000 }, RATE)).status).toBe(429);
    // Pages run their GraphQL in-process (loaders, and the cart island's session endpoint through yoga.fetch).
    for (const path of ['/', '/category/electronics', '/search?term=phone']) {
      const response = await SELF.fetch(`http://musika.test${path}`, { headers: { 'cf-connecting-ip': ip, 'x-musika-test-now': String(T + 2_000) } });
      expect(response.status, path).toBe(200);
      await response.body?.cancel();
    }
    // The cart island's endpoint goes through Yoga itself (in-process), where the budget plugin runs.
    const { jar } = await loginAs('buyer');
    const island = await visit('/session/graphql', jar, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify({ query: '{ cart { __typename } }' }),
    });
    expect(island.status).toBe(200);
    expect(((await island.json()) as { data?: unknown }).data).toEqual({ cart: { __typename: expect.any(String) } });
    expect(await spentBy(`ip:${ip}`)).toBe(ANONYMOUS_HOURLY_BUDGET);
  });
});
