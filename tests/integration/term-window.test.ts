/**
 * A term alone is ranked, counted and faceted over its TERM_WINDOW newest matches (issue 30: bm25 and the facets
 * read every match otherwise). Rules:
 *   - at seed size a term's relevance order and total are the single query's over every match (nothing changes);
 *   - past the window the total reads "1,000+", the page holds only the window's listings, and the filter panel
 *     says its counts are the newest matches'.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TERM_WINDOW } from '../../backend/search/search-filters-queries';
import { ftsMatchExpression } from '../../backend/search/search-term-queries';
import { searchFilter, searchProducts } from '../../schema/rest/search';
import { call, ids, relevanceOracle } from './support/search';
import { run } from './support/kept-counts';

describe('a term alone at seed size: the single query’s order and total', () => {
  for (const term of ['toyota', 'phone', 'solar panel', 'house', 'maize', 'samsung galaxy']) {
    it(`"${term}": pages 1–3 at 5 a page and the total are the oracle's`, async () => {
      const expected = await relevanceOracle(term);
      expect(expected.length).toBeGreaterThan(0);
      const seen: number[] = [];
      for (let page = 1; page <= 3; page++) {
        const { data } = await call(searchProducts, { term, page, per_page: 5 });
        expect(data!.pageInfo.total).toBe(expected.length);
        expect(data!.pageInfo.totalIsCapped).toBe(false);
        seen.push(...ids(data!.load));
      }
      expect(seen).toEqual(expected.slice(0, 15));
      const { data: facets } = await call(searchFilter, { term });
      expect(facets!.total).toBe(expected.length);
      expect(facets!.countedNewest).toBeNull();
    }, 20_000);
  }

  it('a term cheapest first: every match sorted by price, as before', async () => {
    for (const term of ['phone', 'toyota', 'house']) {
      const { results } = await env.DB.prepare(
        `select p.id from products p join businesses b on b.id = p.business_id
         where p.status = 'publish' and b.status = 'publish' and p.id in (select rowid from products_fts where products_fts match ?)
         order by p.price_cents, p.id`,
      )
        .bind(ftsMatchExpression(term))
        .all<{ id: number }>();
      const { data } = await call(searchProducts, { term, sortBy: 'price_asc', per_page: 100 });
      expect(ids(data!.load), term).toEqual(results.map((r) => r.id));
      expect(data!.pageInfo.countedNewest).toBeUndefined();
    }
  });

  it('a page past the end still carries the total', async () => {
    const expected = await relevanceOracle('toyota');
    const { data } = await call(searchProducts, { term: 'toyota', page: 50, per_page: 20 });
    expect(data!.load).toEqual([]);
    expect(data!.pageInfo.total).toBe(expected.length);
  });
});

describe('a term matching more listings than the window', () => {
  it('reads "1,000+", ranks only the newest matches and says the panel counts them', async () => {
    // 1,050 lamps in store 4, each matching "zvikomborero"; the first ten are the oldest ids.
    await run(
      `insert into products (slug, business_id, category_id, kind, status, name, short_description, description, price_cents, city, lat, lng, created_at)
       with recursive n(i) as (select 1 union all select i + 1 from n where i < 1050)
       select 'zvikomborero-lamp-' || i, 4, category_id, 'general', 'publish', 'Zvikomborero lamp ' || i, '', '', 1000 + i, city, lat, lng,
         '2026-01-01T00:00:00.000Z' from n, (select category_id, city, lat, lng from products where business_id = 4 limit 1)`,
    );
    const { results } = await env.DB.prepare("select id from products where slug like 'zvikomborero-lamp-%' order by id desc").all<{ id: number }>();
    const window = new Set(results.slice(0, TERM_WINDOW).map((r) => r.id));

    const { data } = await call(searchProducts, { term: 'zvikomborero', per_page: 50 });
    expect(data!.pageInfo.totalIsCapped).toBe(true);
    expect(data!.pageInfo.total).toBe(1000);
    expect(data!.load).toHaveLength(50);
    for (const id of ids(data!.load)) expect(window.has(id), `listing ${id} is one of the newest matches`).toBe(true);

    expect(data!.pageInfo.countedNewest).toBe(1000);
    // Cheapest first among the window: the ten oldest lamps are the cheapest of all, and are not in it.
    const { data: cheapest } = await call(searchProducts, { term: 'zvikomborero', sortBy: 'price_asc', per_page: 5 });
    const prices = await env.DB.prepare(`select id from products where id in (${[...window].join(',')}) order by price_cents, id limit 5`).all<{
      id: number;
    }>();
    expect(ids(cheapest!.load)).toEqual(prices.results.map((r) => r.id));
    expect(cheapest!.pageInfo.totalIsCapped).toBe(true);

    const { data: facets } = await call(searchFilter, { term: 'zvikomborero' });
    expect(facets!.countedNewest).toBe(1000);
    expect(facets!.total).toBe(TERM_WINDOW);
    // Narrowed by a filter that all 1,050 pass, the window is the newest 1,001 that pass it: the same "1,000+".
    const { data: narrowed } = await call(searchFilter, { term: 'zvikomborero', priceRange: '0-100000' });
    expect(narrowed!.countedNewest).toBe(1000);
    const { data: narrowedPage } = await call(searchProducts, { term: 'zvikomborero', priceRange: '0-100000', per_page: 50 });
    expect(narrowedPage!.pageInfo).toMatchObject({ total: 1000, totalIsCapped: true, countedNewest: 1000 });
    for (const id of ids(narrowedPage!.load)) expect(window.has(id)).toBe(true);
    // Narrowed to fewer than the window — the 49 cheapest lamps, $10.01 to $10.49, the OLDEST ones, outside the
    // term's own window — every one of them is found and counted, cheapest first as asked.
    const cheapestIds = results.slice(-49).map((r) => r.id);
    expect(cheapestIds.some((id) => window.has(id))).toBe(false);
    const { data: few } = await call(searchProducts, { term: 'zvikomborero', priceRange: '0-10.49', sortBy: 'price_asc', per_page: 100 });
    expect(few!.pageInfo.total).toBe(49);
    expect(few!.pageInfo.countedNewest).toBeUndefined();
    expect(ids(few!.load)).toEqual([...cheapestIds].reverse());
    const { data: fewFacets } = await call(searchFilter, { term: 'zvikomborero', priceRange: '0-10.49' });
    expect(fewFacets!.countedNewest ?? null).toBeNull();
    expect(fewFacets!.total).toBe(49);
  }, 30_000);
});
