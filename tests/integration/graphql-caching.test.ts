/**
 * Caching public GraphQL reads (issue 32 §1), through the real Worker: an anonymous GET of a query whose every field
 * is public is answered with a public Cache-Control and kept in the edge cache under the catalogue generation;
 * a viewer's field, a token, a POST, a mutation or an error is no-store and never cached.
 */
import { describe, expect, it } from 'vitest';
import { TEST_CLOCK_HEADER } from '../../backend/clock';
import { bumpGeneration, GENERATION_MEMO_MS } from '../../server/catalogue-generation';
import { CACHE_STATUS_HEADER } from '../../server/edge-cache';
import { SELF, settleWorkerTasks } from './support/worker';

const GRAPHQL = 'http://musika.test/graphql';

/** A query no other test asks, so its first GET is a miss. */
let asked = 0;
const fresh = (selection: string) => `query Caching_${Date.now()}_${++asked} ${selection}`;

const get = (query: string, headers: Record<string, string> = {}) => SELF.fetch(`${GRAPHQL}?query=${encodeURIComponent(query)}`, { headers });
const post = (query: string, headers: Record<string, string> = {}) =>
  SELF.fetch(GRAPHQL, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });

describe('public GraphQL reads', () => {
  it('a public GET gets a public Cache-Control, and the second identical GET is an edge-cache hit', async () => {
    const query = fresh('{ categories { name slug } }');
    const first = await get(query);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=3600');
    expect(first.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
    const body = await first.text();
    expect(JSON.parse(body).data.categories.length).toBeGreaterThan(0);
    // The copy is stored after the answer is sent (waitUntil), as a later client would come after it.
    await settleWorkerTasks();
    const second = await get(query);
    expect(second.headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=3600');
    expect(await second.text()).toBe(body);
  });

  it('a shared copy answers every site that asks, not only the first one’s origin', async () => {
    const query = fresh('{ categories { name } }');
    await get(query, { origin: 'https://partner-a.example' });
    await settleWorkerTasks();
    const other = await get(query, { origin: 'https://partner-b.example' });
    expect(other.headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    expect(other.headers.get('access-control-allow-origin')).toBe('*');
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('shares for the shortest time among the fields asked', async () => {
    const mixed = await get(fresh('{ categories { name } promotedProducts(perPage: 2) { name } }'));
    expect(mixed.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it('a catalogue change (a generation bump) makes the next GET miss', async () => {
    const query = fresh('{ promotedProducts(perPage: 2) { slug } }');
    await get(query);
    await settleWorkerTasks();
    expect((await get(query)).headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
    await bumpGeneration((caches as unknown as { default: Cache }).default);
    // The Worker trusts its last read of the generation for GENERATION_MEMO_MS: ask with its clock past that.
    const after = await get(query, { [TEST_CLOCK_HEADER]: String(Date.now() + GENERATION_MEMO_MS + 1) });
    expect(after.headers.get(CACHE_STATUS_HEADER)).toBe('MISS');
  });
});

describe('never shared', () => {
  it('a query with a viewer field, even without a token', async () => {
    const query = fresh('{ categories { name } viewer { id } }');
    const first = await get(query);
    expect(first.headers.get('cache-control')).toBe('no-store');
    await settleWorkerTasks();
    expect((await get(query)).headers.get(CACHE_STATUS_HEADER)).not.toBe('HIT');
  });

  it('a viewer field nested under a public one', async () => {
    const response = await get(fresh('{ promotedProducts(perPage: 1) { name inWishlist } }'));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a public query sent with an Authorization header', async () => {
    const query = fresh('{ categories { name } }');
    await get(query);
    await settleWorkerTasks();
    const withToken = await get(query, { authorization: 'Bearer some-user-token-value-that-is-long-enough-000' });
    expect(withToken.headers.get('cache-control')).toBe('no-store');
    expect(withToken.headers.get(CACHE_STATUS_HEADER)).toBeNull();
  });

  it('a public query over POST', async () => {
    const response = await post(fresh('{ categories { name } }'));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a mutation over POST', async () => {
    const response = await post('mutation Caching_Logout { logout { ok } }');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('an answer with an error', async () => {
    const response = await get(fresh('{ categories { name } product(slug: "") { name } }'));
    const body = (await response.json()) as { errors?: unknown[] };
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
