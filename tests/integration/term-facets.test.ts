/**
 * A term's filter panel, with or without other filters (attribute terms, a store's name or id included), is read in
 * one statement off each match's own row (store published state and attribute term ids kept on it, migration 0047)
 * instead of grouping the matches with their stores and term links (issue 30). Rule: the panel is exactly the one the live grouping answers — at seed size,
 * with a store taken down, and with listings drafted.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../backend/db/client';
import { attributeFacets, categoryFacets, productFacets } from '../../backend/search/search-facets-queries';
import { matchesTerm, resolveProductSearch } from '../../backend/search/search-filters-queries';
import { termFaceted } from '../../backend/search/search-term-facets';
import type { ProductFilters } from '../../schema/rest/search';
import { run } from './support/kept-counts';

/** The panel read off the listings' rows, and as the live grouping (stores and term links joined) answers it. */
async function panels(filters: ProductFilters) {
  const db = createDb(env.DB);
  const fromRows = await resolveProductSearch(db, filters, { withTree: true });
  expect(termFaceted(fromRows), JSON.stringify(filters)).toBe(true);
  // The term as a plain condition on every public listing: the live grouping's answer (no window: nothing is full
  // at seed size).
  const live = { ...fromRows, match: null, byTerm: false, conditions: [...fromRows.conditions, matchesTerm(fromRows.match!)] };
  expect(termFaceted(live)).toBe(false);
  return Promise.all(
    [fromRows, live].map(async (s) => ({
      facets: await productFacets(db, s),
      categories: await categoryFacets(db, s),
      attributes: await attributeFacets(db, s),
    })),
  );
}

const SEARCHES: ProductFilters[] = [
  { term: 'phone' },
  { term: 'samsung' },
  { term: 'phone', category: 'electronics' },
  { term: 'toyota', category: 'motor-vehicles' },
  { term: 'house', priceRange: { minCents: 0, maxCents: 20_000_000 } },
  { term: 'solar', saleType: ['deals'] },
  { term: 'toyota', kind: ['motor_vehicle'], make: 'toyota' },
  { term: 'phone', category: 'no-such-category' },
  // Attribute terms, tested on the listing's row: each attribute's counts leave out its own selection.
  { term: 'shirt', attributes: ['clothing-size:l'] },
  { term: 'phone', attributes: ['electronics-condition:new', 'no-such-attribute:x'] },
  { term: 'hat', attributes: ['hat-size:s-m', 'hat-size:l-xl'] },
  // A store's name, in the full text; a store's id, its listings walked.
  { term: 'phone', bTerm: 'digital' },
  { bTerm: 'borrowdale' },
  { term: 'phone', bID: 4 },
] as ProductFilters[];

async function expectLivePanels() {
  for (const filters of SEARCHES) {
    const [fromRows, live] = await panels(filters);
    expect(fromRows, JSON.stringify(filters)).toEqual(live);
  }
}

describe('a term’s panel read off the listings’ rows', () => {
  it('is the live grouping’s panel at seed size', async () => {
    const [phones] = await panels({ term: 'phone', category: 'electronics' } as ProductFilters);
    // Not a vacuous match: the panel has groups and attribute terms.
    expect(phones.facets.total).toBeGreaterThan(0);
    expect(phones.attributes.length).toBeGreaterThan(0);
    await expectLivePanels();
  }, 30_000);

  it('is the live grouping’s panel with a store taken down and listings drafted', async () => {
    const store = await env.DB.prepare(
      `select business_id as id from products where id in (select rowid from products_fts where products_fts match '"phone"*')
       group by business_id order by count(*) desc limit 1`,
    ).first<{ id: number }>();
    await run("update businesses set status = 'draft' where id = ?", store!.id);
    await run(
      `update products set status = 'draft' where id % 3 = 0 and id in (
         select rowid from products_fts where products_fts match '"toyota"*' or products_fts match '"house"*')`,
    );
    await expectLivePanels();
  }, 30_000);
});
