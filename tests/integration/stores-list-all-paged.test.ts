/**
 * Issue 30: the stores list's "all" (limit -1) answers at most ALL_STORES_PAGE stores, and `after` (the bID of the
 * last store answered) goes on from there, newest first with ties by the id, so paging visits every public store
 * exactly once, in the order of the list. Below the page size "all" is every store, as the spec says.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { addStoreCopies } from './support/kept-counts';
import { ALL_STORES_PAGE } from '../../schema/rest/businesses';
import { gql, rest } from './support/http';

/** The public stores in the list's order, as one SQL statement says it (the oracle). */
async function publicStoreIds(): Promise<number[]> {
  const { results } = await env.DB.prepare(
    "select id from businesses where status = 'publish' and suspended_at is null order by created_at desc, id desc",
  ).all<{ id: number }>();
  return results.map((r) => r.id);
}

const addStores = (n: number) => addStoreCopies(n, 60000, 'paged-store-');

const ids = (load: { bID: number }[]) => load.map((b) => b.bID);

describe('the stores list of all stores is paged', () => {
  it('below the page size, limit -1 is every public store, newest first', async () => {
    const { json } = await rest('GET', '/businesses?limit=-1');
    expect(ids(json.data.load)).toEqual(await publicStoreIds());
  });

  it(`past ${ALL_STORES_PAGE} stores, limit -1 answers ${ALL_STORES_PAGE} a time and after= pages through every store once`, async () => {
    await addStores(ALL_STORES_PAGE + 200);
    // One suspended store in the middle: left out of every page, as from every public read.
    await env.DB.prepare("update businesses set suspended_at = '2026-01-01 00:00:00' where id = 60100").run();
    try {
      const seen: number[] = [];
      let path = '/businesses';
      for (let pages = 0; pages < 5; pages++) {
        const { status, json } = await rest('GET', path);
        expect(status).toBe(200);
        const load = ids(json.data.load);
        expect(load.length).toBeLessThanOrEqual(ALL_STORES_PAGE);
        seen.push(...load);
        if (load.length < ALL_STORES_PAGE) break;
        path = `/businesses?limit=-1&after=${load.at(-1)}`;
      }
      expect(seen).toEqual(await publicStoreIds());
      expect(seen).not.toContain(60100);
      // A page of its own size pages the same way.
      const first = ids((await rest('GET', '/businesses?limit=7')).json.data.load);
      const next = ids((await rest('GET', `/businesses?limit=7&after=${first.at(-1)}`)).json.data.load);
      expect([...first, ...next]).toEqual(seen.slice(0, 14));
      // GraphQL pages the same list.
      const { data } = await gql('query($after: ID) { businesses(limit: 7, after: $after) { id } }', { after: String(first.at(-1)) });
      expect(data.businesses.map((b: { id: string }) => Number(b.id))).toEqual(next);
    } finally {
      await env.DB.prepare("delete from businesses where slug like 'paged-store-%'").run();
    }
  });

  it('after= an unknown store is refused with a clear message; a malformed one too', async () => {
    const unknown = await rest('GET', '/businesses?after=987654');
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('No store to go on from: bID 987654 is unknown. Ask again without after to start over.');
    expect((await rest('GET', '/businesses?after=abc')).status).toBe(400);
    const errors = (await gql('{ businesses(after: "x") { id } }')).errors ?? [];
    expect(errors[0]).toMatchObject({ message: 'after must be the id of a store.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
