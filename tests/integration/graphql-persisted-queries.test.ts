/**
 * Automatic persisted queries (issue 32 §2) in Apollo's protocol, through the real Worker and its D1: an unknown hash
 * asks for the query, the query is then kept, and a hash-only GET answers, shared from the edge like any public GET.
 * The site's own documents (the build's manifest) answer by hash from the first request; the store keeps its caps.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import siteManifest from '../../app/graphql/generated/persisted-documents.json';
import { fixedClock } from '../../backend/clock';
import { MAX_PERSISTED_QUERY_BYTES, sha256Hex } from '../../gateway/caching/persisted-queries-plugin';
import { CACHE_STATUS_HEADER } from '../../server/edge-cache';
import { d1PersistedQueries } from '../../server/persisted-query-store';
import { SELF, settleWorkerTasks } from './support/worker';

const GRAPHQL = 'http://musika.test/graphql';
type Answer = { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };

const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });
const hashOnlyGet = (hash: string) => SELF.fetch(`${GRAPHQL}?extensions=${encodeURIComponent(JSON.stringify(persisted(hash)))}`);
const send = (body: Record<string, unknown>) =>
  SELF.fetch(GRAPHQL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

let asked = 0;
const fresh = (selection: string) => `query Apq_${Date.now()}_${++asked} ${selection}`;

describe('automatic persisted queries', () => {
  it('unknown hash → PersistedQueryNotFound; hash + query → data; then a hash-only GET → data, shared at the edge', async () => {
    const query = fresh('{ categories { name } }');
    const hash = await sha256Hex(query);

    const unknown = await hashOnlyGet(hash);
    const asked = (await unknown.json()) as Answer;
    expect(asked.errors?.[0].message).toBe('PersistedQueryNotFound');
    expect(asked.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(unknown.headers.get('cache-control')).toBe('no-store');

    const registered = (await (await send({ query, extensions: persisted(hash) })).json()) as Answer;
    expect(registered.errors).toBeUndefined();
    expect(registered.data?.categories).toBeInstanceOf(Array);

    const byHash = await hashOnlyGet(hash);
    expect(((await byHash.json()) as Answer).data).toEqual(registered.data);
    expect(byHash.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=600, stale-while-revalidate=3600');
    await settleWorkerTasks();
    expect((await hashOnlyGet(hash)).headers.get(CACHE_STATUS_HEADER)).toBe('HIT');
  });

  it('refuses a hash that is not the query’s, and runs nothing', async () => {
    const query = fresh('{ categories { name } }');
    const answer = (await (await send({ query, extensions: persisted('0'.repeat(64)) })).json()) as Answer;
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_HASH_MISMATCH');
    expect(answer.errors?.[0].message).toMatch(/not the SHA-256 of the query/);
  });

  it('refuses a malformed extension with a clear message', async () => {
    const answer = (await (await send({ query: '{ ok }', extensions: { persistedQuery: { version: 2, sha256Hash: 'abc' } } })).json()) as Answer;
    expect(answer.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_INVALID');
  });

  it('runs a query over the size cap but does not keep it', async () => {
    const query = fresh(`{ ok #${'x'.repeat(MAX_PERSISTED_QUERY_BYTES)}\n}`);
    const hash = await sha256Hex(query);
    const ran = (await (await send({ query, extensions: persisted(hash) })).json()) as Answer;
    expect(ran.data).toEqual({ ok: true });
    const again = (await (await hashOnlyGet(hash)).json()) as Answer;
    expect(again.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('answers a site document (the build’s manifest) by hash alone from the first request', async () => {
    const [key, document] =
      Object.entries(siteManifest as Record<string, string>).find(([, doc]) => doc.startsWith('query CategoriesRoute_Categories ')) ?? [];
    expect(document).toBeDefined();
    const hash = (key ?? '').replace(/^sha256:/, '');
    // The same hash a client computes from the text, so hash + query agrees too.
    expect(await sha256Hex(document ?? '')).toBe(hash);
    const response = await hashOnlyGet(hash);
    const answer = (await response.json()) as Answer;
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.categories).toBeInstanceOf(Array);
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
  });
});

describe('the persisted-query store on D1', () => {
  it('keeps at most its row cap, evicting the least recently used first', async () => {
    const day = 24 * 3600 * 1000;
    const at = (ms: number) => d1PersistedQueries(env.DB, fixedClock(ms), { maxRows: 2 });
    const start = Date.parse('2030-01-01T00:00:00Z');
    const [a, b, c] = ['{ a }', '{ b }', '{ c }'];
    await at(start).put('a'.repeat(64), a);
    await at(start + 1).put('b'.repeat(64), b);
    // Reading `a` two days on marks it used, so `b` is now the least recently used.
    expect(await at(start + 2 * day).get('a'.repeat(64))).toBe(a);
    await at(start + 2 * day + 1).put('c'.repeat(64), c);
    expect(await at(start + 2 * day + 2).get('b'.repeat(64))).toBeNull();
    expect(await at(start + 2 * day + 2).get('a'.repeat(64))).toBe(a);
    expect(await at(start + 2 * day + 2).get('c'.repeat(64))).toBe(c);
  });
});
