/** GET /search paging (spec §9: page 1, 20 a page by default) and the sort orders. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { searchProducts } from '../../schema/rest/search';
import { page } from './support/http';
import { call, ids, oracleIds, searchAll } from './support/search';

describe('paging', () => {
  it('defaults to page 1 with 20 a page, and pageInfo counts every match once', async () => {
    const { status, data } = await call(searchProducts);
    expect(status).toBe(200);
    const total = (await oracleIds('1')).length;
    expect(data!.load).toHaveLength(20);
    expect(data!.pageInfo).toEqual({ page: 1, perPage: 20, total, totalPages: Math.ceil(total / 20), totalIsCapped: false });
  });

  it('pages neither overlap nor skip, and together hold the whole result', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(ids((await call(searchProducts, { kind: ['general'], page, per_page: 30 })).data!.load));
    const flat = pages.flat();
    expect(new Set(flat).size).toBe(flat.length);
    expect([...flat].sort((a, b) => a - b)).toEqual(await oracleIds(`p.kind = 'general'`));
    expect(pages[3].length).toBe(flat.length - 90);
  });

  it('a page past the end answers an empty list with the right pageInfo', async () => {
    const { status, data } = await call(searchProducts, { kind: ['hat'], page: 10_000, per_page: 5 });
    const hats = (await oracleIds(`p.kind = 'hat'`)).length;
    expect(status).toBe(200);
    expect(data!.load).toEqual([]);
    expect(data!.pageInfo).toEqual({ page: 10_000, perPage: 5, total: hats, totalPages: Math.ceil(hats / 5), totalIsCapped: false });
  });

  it('a search with no match answers page 1 of nothing', async () => {
    const { data } = await call(searchProducts, { term: 'zzqxjv' });
    expect(data).toEqual({ load: [], pageInfo: { page: 1, perPage: 20, total: 0, totalPages: 0, totalIsCapped: false } });
  });

  it('counts stop at 1,000 (issue 30): more matches read as 1,000 with totalIsCapped, pages as far as 1,000 go', async () => {
    // 1,000 more hats: copies of a seeded one, each with its own id and slug.
    await env.DB.prepare(
      `insert into products (id, slug, business_id, category_id, kind, status, name, short_description, description, price_cents, city, lat, lng, created_at)
       with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000)
       select 900000 + i, 'capped-hat-' || i, p.business_id, p.category_id, p.kind, 'publish', p.name, '', '', p.price_cents, p.city, p.lat, p.lng, p.created_at
       from n, (select * from products where kind = 'hat' and status = 'publish' order by id limit 1) p`,
    ).run();
    const hats = await call(searchProducts, { kind: ['hat'], sortBy: 'newest' });
    expect(hats.data!.pageInfo).toEqual({ page: 1, perPage: 20, total: 1000, totalPages: 50, totalIsCapped: true });
    const everything = await call(searchProducts, { term: 'hat' });
    expect(everything.data!.pageInfo).toMatchObject({ total: 1000, totalIsCapped: true });
    // The page says so, and offers pages as far as the count went.
    const shown = (await page('/search?term=hat')).html.replace(/<!-- -->/g, '');
    expect(shown).toContain('1,000+ results');
    expect(shown).toContain('Page 1 of 50');
    // Below the cap nothing changes: hats of one store still count exactly.
    const one = await call(searchProducts, { kind: ['hat'], bID: 19 });
    expect(one.data!.pageInfo.totalIsCapped).toBe(false);
    expect(one.data!.pageInfo.total).toBe((await oracleIds(`p.kind = 'hat' and p.business_id = 19`)).length);
    await env.DB.prepare("delete from products where slug like 'capped-hat-%'").run();
  });

  it('page 0, per_page 0, per_page over 100 and pages past 10 000 answer 400', async () => {
    for (const [params, field] of [
      [{ page: 0 }, 'page'],
      [{ page: -1 }, 'page'],
      [{ page: 10_001 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ per_page: 0 }, 'per_page'],
      [{ per_page: 101 }, 'per_page'],
      [{ per_page: 1.5 }, 'per_page'],
    ] as const) {
      const { status, message } = await call(searchProducts, params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(message).toMatch(new RegExp(`^${field}: `));
    }
    expect((await call(searchProducts, { per_page: 100 })).data!.load).toHaveLength(100);
  });
});

describe('sortBy', () => {
  it('price_asc and price_desc order by price', async () => {
    const asc = (await searchAll({ kind: ['clothing'], sortBy: 'price_asc' })).map((p) => p.priceCents);
    const desc = (await searchAll({ kind: ['clothing'], sortBy: 'price_desc' })).map((p) => p.priceCents);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...asc].reverse());
  });

  it('rating puts the best rated first', async () => {
    const ratings = (await searchAll({ kind: ['general'], sortBy: 'rating' })).map((p) => p.rating.average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBeGreaterThan(ratings[ratings.length - 1]);
  });

  it('newest (and relevance without a term) put the latest listing first', async () => {
    const expected = (
      await env.DB.prepare(`select id from products where kind = 'food' and status = 'publish' order by created_at desc, id desc`).all<{
        id: number;
      }>()
    ).results.map((r) => r.id);
    expect(ids(await searchAll({ kind: ['food'], sortBy: 'newest' }))).toEqual(expected);
    expect(ids(await searchAll({ kind: ['food'] }))).toEqual(expected);
    expect(ids(await searchAll({ kind: ['food'], sortBy: 'relevance' }))).toEqual(expected);
  });

  it('a sort keeps its order across pages', async () => {
    const p1 = (await call(searchProducts, { sortBy: 'price_asc', per_page: 10 })).data!.load;
    const p2 = (await call(searchProducts, { sortBy: 'price_asc', per_page: 10, page: 2 })).data!.load;
    expect(p1[9].priceCents).toBeLessThanOrEqual(p2[0].priceCents);
  });
});
