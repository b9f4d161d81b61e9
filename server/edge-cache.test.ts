import { describe, expect, it } from 'vitest';
import { ADS, cachedFetch, policyFor, SHORT, STALE_IF_ERROR_SECONDS, type EdgeCacheDeps } from './edge-cache';
import { cachedGraphql } from './graphql-http';

function memoryCache() {
  const entries = new Map<string, Response>();
  return {
    entries,
    cache: {
      match: async (key: Request) => entries.get(key.url)?.clone(),
      put: async (key: Request, response: Response) => void entries.set(key.url, response),
    },
  };
}

function harness() {
  const { cache, entries } = memoryCache();
  let clock = 1_000_000;
  const pending: Promise<unknown>[] = [];
  let calls = 0;
  let down: 'network' | 503 | null = null;
  const deps: EdgeCacheDeps = { cache, waitUntil: (p) => void pending.push(p), now: () => clock };
  const origin = async () => {
    calls += 1;
    if (down === 'network') throw new TypeError('fetch failed');
    if (down) return Response.json({ message: 'down' }, { status: down });
    return Response.json({ data: { n: calls } });
  };
  const get = async (headers: Record<string, string> = {}) => {
    const response = await cachedFetch(new Request('http://x/wp-json/ezw/v1/search?term=maize', { headers }), '/search', origin, deps);
    await Promise.all(pending.splice(0));
    return { status: response.headers.get('x-musika-cache'), body: (await response.json()) as { data: { n: number } } };
  };
  const fail = (how: 'network' | 503 | null) => {
    down = how;
  };
  return { get, advance: (seconds: number) => (clock += seconds * 1000), calls: () => calls, entries, fail };
}

describe('edge cache (stale-while-revalidate by hand)', () => {
  it('a second identical search is a cache hit', async () => {
    const h = harness();
    expect((await h.get()).status).toBe('MISS');
    const second = await h.get();
    expect(second.status).toBe('HIT');
    expect(second.body.data.n).toBe(1);
    expect(h.calls()).toBe(1);
  });

  it('serves a stale answer at once and refreshes it in the background', async () => {
    const h = harness();
    await h.get();
    h.advance(SHORT.ttl + 1);
    const stale = await h.get();
    expect(stale.status).toBe('STALE');
    expect(stale.body.data.n).toBe(1);
    expect(h.calls()).toBe(2);
    const refreshed = await h.get();
    expect(refreshed.status).toBe('HIT');
    expect(refreshed.body.data.n).toBe(2);
  });

  it('fetches afresh once the grace period is over', async () => {
    const h = harness();
    await h.get();
    h.advance(SHORT.ttl + SHORT.swr + 1);
    expect((await h.get()).status).toBe('MISS');
  });

  it('never serves or stores a request that carries a user token', async () => {
    const h = harness();
    expect((await h.get({ authorization: 'Bearer abc' })).status).toBe('BYPASS');
    expect((await h.get({ authorization: 'Bearer abc' })).status).toBe('BYPASS');
    expect(h.entries.size).toBe(0);
  });

  it('caches only the public reads it knows', () => {
    expect(policyFor('GET', '/search')).toBe(SHORT);
    expect(policyFor('GET', '/products/reviews')).toBe(SHORT);
    // Ads change with today's spend: reused for seconds only (billing never takes what cannot be paid).
    expect(policyFor('GET', '/advertising/serve')).toBe(ADS);
    expect(ADS.ttl + ADS.swr).toBeLessThanOrEqual(30);
    // A product carries its first reviews and related products: kept no longer than those lists.
    expect(policyFor('POST', '/product')).toBe(SHORT);
    expect(policyFor('GET', '/me')).toBeNull();
    expect(policyFor('POST', '/auth/token')).toBeNull();
    expect(policyFor('GET', '/products/cart')).toBeNull();
  });

  it('serves a stored answer while the origin is down (network failure or 5xx), for up to a day', async () => {
    for (const how of ['network', 503] as const) {
      const h = harness();
      await h.get();
      h.fail(how);
      h.advance(SHORT.ttl + SHORT.swr + 600);
      const during = await h.get();
      expect(during.status).toBe('STALE');
      expect(during.body.data.n).toBe(1);
      h.advance(STALE_IF_ERROR_SECONDS);
      // Older than that, the failure shows (the page turns it into 503 "temporarily unavailable").
      expect(
        await h.get().then(
          (r) => r.status,
          () => 'failed',
        ),
      ).toBe(how === 'network' ? 'failed' : 'MISS');
    }
  });
});

describe('GraphQL answers through the same cache (cachedGraphql)', () => {
  /** A gateway that marks its answer shareable (10 s fresh, 20 s stale) or not, counting its runs. */
  function graphqlHarness(shareable: boolean) {
    const { cache, entries } = memoryCache();
    let clock = 1_000_000;
    let runs = 0;
    const pending: Promise<unknown>[] = [];
    const deps: EdgeCacheDeps = { cache, waitUntil: (p) => void pending.push(p), now: () => clock, generation: 'g1' };
    const run = async () => {
      runs += 1;
      const headers = shareable ? { 'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=20' } : undefined;
      return Response.json({ data: { n: runs } }, { headers });
    };
    const get = async (headers: Record<string, string> = {}) => {
      const response = await cachedGraphql(new Request('http://x/graphql?query=%7Bok%7D', { headers }), run, deps);
      await Promise.all(pending.splice(0));
      return {
        status: response.headers.get('x-musika-cache'),
        cacheControl: response.headers.get('cache-control'),
        n: ((await response.json()) as { data: { n: number } }).data.n,
      };
    };
    return { get, advance: (seconds: number) => (clock += seconds * 1000), entries };
  }

  it('keeps a shareable answer for the policy it was marked with, and serves it with that Cache-Control', async () => {
    const h = graphqlHarness(true);
    expect(await h.get()).toEqual({ status: 'MISS', cacheControl: 'public, max-age=0, s-maxage=10, stale-while-revalidate=20', n: 1 });
    expect(await h.get()).toEqual({ status: 'HIT', cacheControl: 'public, max-age=0, s-maxage=10, stale-while-revalidate=20', n: 1 });
    h.advance(11);
    expect((await h.get()).status).toBe('STALE');
    expect(await h.get()).toMatchObject({ status: 'HIT', n: 2 });
    h.advance(31);
    expect((await h.get()).status).toBe('MISS');
  });

  it('answers anything else no-store and keeps nothing', async () => {
    const h = graphqlHarness(false);
    expect(await h.get()).toMatchObject({ cacheControl: 'no-store', n: 1 });
    expect(await h.get()).toMatchObject({ cacheControl: 'no-store', n: 2 });
    expect(h.entries.size).toBe(0);
  });

  it('never looks in the cache for a request with a token', async () => {
    const h = graphqlHarness(true);
    await h.get();
    expect(await h.get({ authorization: 'Bearer abc' })).toMatchObject({ status: null, cacheControl: 'no-store', n: 2 });
  });
});
