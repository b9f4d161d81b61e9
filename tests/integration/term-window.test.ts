/**
 * A term is ranked, counted and faceted over its TERM_WINDOW newest matches (issue 30: bm25 and the facets
 * read every match otherwise). Rules:
 *   - at seed size a term's relevance order and total are the single query's over every match (nothing changes);
 *   - past the window the total reads "1,000+", the page holds only the window's listings, and the filter panel
 *     says its counts are the newest matches';
 *   - other filters narrow within the window (counted exactly, with countedNewest saying what was searched);
 *   - within one store (bID) the store's newest listings are walked instead, so its matches are all found.
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
    // Another store's one lamp, older than all the others, then 1,050 lamps in store 4, each matching "zvikomborero".
    const otherStore = (await env.DB.prepare("select id from businesses where id <> 4 and status = 'publish' order by id limit 1").first<{
      id: number;
    }>())!.id;
    await run(
      `insert into products (slug, business_id, category_id, kind, status, name, short_description, description, price_cents, city, lat, lng, created_at)
       select 'zvikomborero-store-lamp', ${otherStore}, category_id, 'general', 'publish', 'Zvikomborero reading lamp', '', '', 99999, city, lat, lng,
         '2025-01-01T00:00:00.000Z' from products where business_id = 4 limit 1`,
    );
    const storeLamp = (await env.DB.prepare("select id from products where slug = 'zvikomborero-store-lamp'").first<{ id: number }>())!.id;
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
    // Filters narrow within the window (top-k before the filters): the 49 cheapest lamps, $10.01 to $10.49, are the
    // OLDEST, outside the term's window: none is found, and the page says only the newest matches were searched.
    const cheapestIds = results.slice(-49).map((r) => r.id);
    expect(cheapestIds.some((id) => window.has(id))).toBe(false);
    const { data: none } = await call(searchProducts, { term: 'zvikomborero', priceRange: '0-10.49', sortBy: 'price_asc' });
    expect(none!.pageInfo).toMatchObject({ total: 0, countedNewest: 1000 });
    // Up to $11.00: the window's 51 cheapest (lamps 50 to 100), counted exactly, cheapest first.
    const { data: few } = await call(searchProducts, { term: 'zvikomborero', priceRange: '0-11', sortBy: 'price_asc', per_page: 100 });
    expect(few!.pageInfo).toMatchObject({ total: 51, totalIsCapped: false, countedNewest: 1000 });
    expect(ids(few!.load)).toEqual(
      results
        .slice(-100, -49)
        .map((r) => r.id)
        .reverse(),
    );
    const { data: fewFacets } = await call(searchFilter, { term: 'zvikomborero', priceRange: '0-11' });
    expect(fewFacets).toMatchObject({ total: 51, countedNewest: 1000 });
    // Within a store the store's listings are walked, not the term's window: another store's one old lamp is found.
    const { data: inStore } = await call(searchProducts, { term: 'zvikomborero', bID: String(otherStore) });
    expect(inStore!.pageInfo.countedNewest).toBeUndefined();
    expect(ids(inStore!.load)).toEqual([storeLamp]);
    const { data: storePanel } = await call(searchFilter, { term: 'zvikomborero', bID: String(otherStore) });
    expect(storePanel).toMatchObject({ total: 1, countedNewest: null });
  }, 30_000);
});
