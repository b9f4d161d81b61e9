/**
 * The operators' store list and one store's page data (issue 29): search by name, slug or owner e-mail, the
 * suspension filter and paging; the owner, package, listings, orders and the ledger's balance; and the plans:
 * the lists read through an index or the primary key in order, and the public store reads keep their indexes.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businessesListQuery } from '../../backend/businesses/admin-businesses-queries';
import { createDb } from '../../backend/db/client';
import { call, clearRateLimits } from './support/accounts';
import { P } from './support/buying';
import { operatorLogin, type OperatorLogin } from './support/operators';

let store: { id: number; slug: string };
beforeAll(async () => {
  store = (await env.DB.prepare('select b.id, b.slug from products p join businesses b on b.id = p.business_id where p.id = ?')
    .bind(P.jbl)
    .first<{ id: number; slug: string }>())!;
});
beforeEach(clearRateLimits);

const get = (op: OperatorLogin, path: string) => call('GET', path, { token: op.token, now: op.now });

describe('the operators’ store list and one store', () => {
  it('searches by name, slug or owner e-mail, filters by suspension, and shows one store’s figures', async () => {
    const finance = await operatorLogin('finance');
    const list = (q: string) => get(finance, `/admin/businesses?${q}`);
    const byEmail = await list('search=vendor%40musika.co.zw');
    expect(byEmail.status, byEmail.json.message).toBe(200);
    expect(byEmail.json.data.load.map((b: { id: number }) => b.id)).toContain(store.id);
    expect((await list(`search=${store.slug}`)).json.data.load[0].id).toBe(store.id);
    expect((await list('search=BORROWDALE%20dig')).json.data.load.map((b: { id: number }) => b.id)).toContain(store.id);
    expect((await list('search=nothing-like-this')).json.data.pageInfo.total).toBe(0);
    expect((await list('status=suspended')).json.data).toMatchObject({ load: [], suspended: 0 });
    const active = await list('status=active&per_page=2&page=2');
    expect(active.json.data.load).toHaveLength(2);
    expect(active.json.data.pageInfo).toMatchObject({ page: 2, perPage: 2 });

    const one = await get(finance, `/admin/businesses/${store.id}`);
    expect(one.status, one.json.message).toBe(200);
    const b = one.json.data.business;
    expect(b).toMatchObject({
      ownerEmail: 'vendor@musika.co.zw',
      suspendedAt: null,
      subscription: { active: true, packageName: expect.any(String) },
    });
    // A draft of the vendor's own, so the counts have two statuses.
    await env.DB.prepare("update products set status = 'draft' where id = ?").bind(P.iphone).run();
    const counted = await env.DB.prepare('select status, count(*) as count from products where business_id = ? group by status order by status')
      .bind(store.id)
      .all<{ status: string; count: number }>();
    expect(counted.results.map((r) => r.status)).toEqual(['draft', 'publish']);
    const withDraft = await get(finance, `/admin/businesses/${store.id}`);
    expect(withDraft.json.data.business.listings).toEqual(counted.results);
    await env.DB.prepare("update products set status = 'publish' where id = ?").bind(P.iphone).run();
    const orders = Number(await env.DB.prepare('select count(*) as n from orders where business_id = ?').bind(store.id).first('n'));
    expect(b.orders.count).toBe(orders);
    const ledger = Number(
      await env.DB.prepare('select coalesce(sum(amount_cents), 0) as n from store_ledger_entries where business_id = ? and in_balance = 1')
        .bind(store.id)
        .first('n'),
    );
    expect(b.balance.availableCents + b.balance.pendingCents).toBe(ledger);
    expect(b.packages.length).toBeGreaterThan(1);
  });

  it('EXPLAIN QUERY PLAN: the lists read through an index or the primary key in order, never a sort of every store', async () => {
    const db = createDb(env.DB);
    const planOf = async (status: 'active' | 'suspended' | 'all') => {
      const { sql, params } = businessesListQuery(db, { status, page: 1, perPage: 20 }).rows.toSQL();
      return (await plan(sql, params)).join('\n');
    };
    expect(await planOf('suspended')).toMatch(/(SEARCH|SCAN) businesses USING INDEX businesses_suspended_idx/);
    for (const status of ['active', 'all'] as const) {
      const lines = await planOf(status);
      expect(lines).toMatch(/SCAN businesses\b/);
      expect(lines).not.toMatch(/TEMP B-TREE/);
    }
    // The suspension's own writes read the store's listings through an index on the store (since migration 0039
    // one on the store and status, which answers them without reading the rows; 0041 added one more such).
    expect((await plan("select id from products where business_id = ?1 and status = 'publish'", [store.id])).join('\n')).toMatch(
      /SEARCH products USING (COVERING )?INDEX products_business(_\w+)?_idx \(business_id=\?/,
    );
    // Public store reads keep the indexes they had: the partial index never serves "suspended_at is null".
    const storefront = await plan("select * from businesses where slug = ?1 and status = 'publish' and suspended_at is null", [store.slug]);
    expect(storefront.join('\n')).toMatch(/SEARCH businesses USING INDEX businesses_slug_unique/);
    const promoted = await plan("select * from businesses where is_promoted = 1 and status = 'publish' and suspended_at is null", []);
    expect(promoted.join('\n')).not.toMatch(/businesses_suspended_idx/);
  });
});

async function plan(query: string, binds: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`explain query plan ${query}`)
    .bind(...binds)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}
