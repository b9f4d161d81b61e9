import type { AppLoadContext } from '@remix-run/cloudflare';
import { describe, expect, it, vi } from 'vitest';
import type { InProcessOperation, InProcessResult } from '../../gateway/in-process';
import { LayoutQuery } from './queries/layout.server';
import { SHARED_QUERY_ENTRIES, SHARED_QUERY_MS, sharedQuery } from './shared-query.server';
import { CategoryQuery } from './queries/catalogue.server';

/** A gateway that counts executions and answers the layout (with an error while `failing`). */
function gateway() {
  let calls = 0;
  let failing = false;
  let rate = 1;
  const graphqlOperation = async ({ headers }: InProcessOperation): Promise<InProcessResult> => {
    calls += 1;
    expect(headers.authorization).toBeUndefined(); // always asked as a logged-out visitor
    const data = { categoryMenu: [], companyMenu: { items: [] }, supportMenu: { items: [] }, exchangeRate: failing ? null : { rateMicros: rate } };
    return failing ? { data, errors: [{ message: 'down', path: ['exchangeRate'] }] } : { data };
  };
  const context = (generation: string) => ({ graphqlOperation, catalogueGeneration: generation }) as unknown as AppLoadContext;
  return {
    context,
    calls: () => calls,
    fail: (on: boolean) => {
      failing = on;
    },
    setRate: (r: number) => {
      rate = r;
    },
  };
}
const request = () => new Request('http://musika.test/', { headers: { cookie: 'ezw_token=secret' } });
const optional = ['categoryMenu', 'companyMenu', 'supportMenu', 'exchangeRate'];

describe('shared public queries (layout once per isolate and generation)', () => {
  it('pages within the period and generation share one execution; the answer is frozen', async () => {
    const g = gateway();
    const first = await sharedQuery(g.context('g1'), request(), LayoutQuery, {}, { optional, now: 1_000 });
    const again = await sharedQuery(g.context('g1'), request(), LayoutQuery, {}, { optional, now: 1_000 + SHARED_QUERY_MS - 1 });
    expect(g.calls()).toBe(1);
    expect(again).toBe(first);
    expect(Object.isFrozen(first.exchangeRate)).toBe(true);
  });

  it('pages rendered at once share one execution (the root and a route loader, a burst after a purge)', async () => {
    const g = gateway();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => sharedQuery(g.context('g1b'), request(), LayoutQuery, {}, { optional, now: 10_000 })));
    expect(g.calls()).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it("a new catalogue generation (a vendor's change) asks again at once", async () => {
    const g = gateway();
    await sharedQuery(g.context('g2'), request(), LayoutQuery, {}, { optional, now: 50_000 });
    g.setRate(7);
    const fresh = await sharedQuery(g.context('g3'), request(), LayoutQuery, {}, { optional, now: 50_001 });
    expect(fresh.exchangeRate?.rateMicros).toBe(7);
    expect(g.calls()).toBe(2);
  });

  it('asks again once the period has passed', async () => {
    const g = gateway();
    await sharedQuery(g.context('g4'), request(), LayoutQuery, {}, { optional, now: 100_000 });
    await sharedQuery(g.context('g4'), request(), LayoutQuery, {}, { optional, now: 100_000 + SHARED_QUERY_MS });
    expect(g.calls()).toBe(2);
  });

  it('an incomplete answer (part of the API down) is used once, not kept', async () => {
    const g = gateway();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    g.fail(true);
    const partial = await sharedQuery(g.context('g5'), request(), LayoutQuery, {}, { optional, now: 200_000 });
    expect(partial.exchangeRate).toBeNull();
    g.fail(false);
    const whole = await sharedQuery(g.context('g5'), request(), LayoutQuery, {}, { optional, now: 200_001 });
    expect(whole.exchangeRate?.rateMicros).toBe(1);
    expect(g.calls()).toBe(2);
    expect(logged).toHaveBeenCalledWith('GraphQL error', '[GraphQL] down');
    logged.mockRestore();
  });

  it('a gateway that fails to execute at all is an outage (503), never kept', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const graphqlOperation = async (): Promise<InProcessResult> => {
      throw new TypeError('context could not be made');
    };
    const context = { graphqlOperation, catalogueGeneration: 'g8' } as unknown as AppLoadContext;
    const thrown = await sharedQuery(context, request(), LayoutQuery, {}, { optional, now: 250_000 }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    logged.mockRestore();
  });

  it('keeps at most SHARED_QUERY_ENTRIES answers, dropping the oldest first', async () => {
    let calls = 0;
    const graphqlOperation = async (): Promise<InProcessResult> => {
      calls++;
      return { data: { category: null } };
    };
    const context = { graphqlOperation, catalogueGeneration: 'g9' } as unknown as AppLoadContext;
    const ask = (page: number) => sharedQuery(context, request(), CategoryQuery, { slug: 'phones', page }, { now: 300_000 });
    for (let page = 1; page <= SHARED_QUERY_ENTRIES + 1; page++) await ask(page);
    expect(calls).toBe(SHARED_QUERY_ENTRIES + 1);
    await ask(SHARED_QUERY_ENTRIES + 1); // the newest is kept
    expect(calls).toBe(SHARED_QUERY_ENTRIES + 1);
    await ask(1); // the oldest was dropped
    expect(calls).toBe(SHARED_QUERY_ENTRIES + 2);
  });
});
