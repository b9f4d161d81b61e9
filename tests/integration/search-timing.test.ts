/**
 * How long searches take through the whole Worker (SELF.fetch → backend → D1), printed for the record and not
 * asserted: local workerd timings say little about production, but a jump here is worth a look. Test files
 * share one workerd and run side by side, so for clean numbers run this file alone
 * (`npx vitest run --project integration tests/integration/search-timing.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { searchBusinesses, searchFilter, searchFilterAttributes, searchProducts, storeFinder } from '../../schema/rest/search';
import type { RestCall } from '../../schema/rest/call';
import { productsBySaleType } from '../../schema/rest/products';
import { at, call, HARARE, type Params } from './support/search';

const RUNS = 7;

async function time(label: string, c: RestCall, params: Params, expected = 200) {
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const { status } = await call(c, params);
    ms.push(performance.now() - start);
    expect(status).toBe(expected);
  }
  ms.sort((a, b) => a - b);
  return { label, median: +ms[RUNS >> 1].toFixed(1), max: +ms[RUNS - 1].toFixed(1) };
}

describe('search timings (reported, not asserted)', () => {
  it('term + filters + coordinates', { timeout: 60_000 }, async () => {
    const rows = [
      // Baselines: the Worker and validation alone (no D1), and an existing one-list call (two queries).
      await time('baseline: refused by validation (no D1)', searchProducts, { page: 0 }, 400),
      await time('baseline: GET /products/sale-type (deals)', productsBySaleType, { saleType: 'deals' }),
      await time('term only', searchProducts, { term: 'solar' }),
      await time('term + category + price + sort', searchProducts, { term: 'house', category: 'real-estate', priceRange: '10000-', bedrooms: 3, sortBy: 'price_asc' }),
      await time('term + coordinates + radius, by distance', searchProducts, { term: 'toyota', coordinates: at(HARARE), radius: 100, sortBy: 'distance' }),
      await time('filters + attributes + coordinates', searchProducts, { category: 'clothing-apparel', attributes: ['clothing-size:m', 'clothing-size:l', 'clothing-colour:navy'], coordinates: at(HARARE) }),
      await time('no filter, page 5', searchProducts, { page: 5 }),
      await time('facets of a term', searchFilter, { term: 'solar' }),
      await time('attribute facets with a selection', searchFilterAttributes, { category: 'clothing-apparel', attributes: ['clothing-size:m'] }),
      await time('business search near a point', searchBusinesses, { term: 'a', coordinates: at(HARARE), radius: 50 }),
      await time('store finder with a category', storeFinder, { coordinates: at(HARARE), radius: 500, category: 'electronics' }),
    ];
    console.log(`search timings over ${RUNS} runs (ms)\n${rows.map((r) => `  ${r.label.padEnd(44)} median ${r.median}  max ${r.max}`).join('\n')}`);
  });
});
