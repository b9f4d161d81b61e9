/**
 * Store discovery at national size (issue 30: ~4,800 stores at 200,000 listings): the stores page A to Z or newest,
 * the stores list and the store finder are read off the public store indexes of migration 0045 — a page is an index
 * walk that stops after its rows (no scan of businesses, no sort of every store), the page's count stops at the cap
 * (TOTAL_CAP + 1 rows: "1,000+ stores"), and the finder reads only the stores in the box around the buyer. SQLite has
 * no statistics here, so what it plans on the seed it plans at scale; the rows and times are `npm run bench:scale`'s.
 */
import { describe, expect, it } from 'vitest';
import { listBusinessSummaries } from '../../backend/businesses/businesses-queries';
import { createDb } from '../../backend/db/client';
import { findStores, searchBusinesses, type BusinessSort } from '../../backend/search/search-businesses-queries';
import { resolveProductSearch } from '../../backend/search/search-filters-queries';
import { searchProductPage } from '../../backend/search/search-products-queries';
import type { ProductFilters } from '../../schema/rest/search';
import { type Asked, planOf, recordingD1 } from './support/query-plans';
import { HARARE } from './support/search';

/** The statements on the businesses table one read asks (their categories are looked up by id, elsewhere). */
async function storeStatements(read: (db: ReturnType<typeof createDb>) => Promise<unknown>): Promise<Asked[]> {
  const asked: Asked[] = [];
  await read(createDb(recordingD1(asked)));
  return asked.filter((a) => /\bfrom "businesses"/.test(a.sql));
}

const details = async (statement: Asked) => (await planOf(statement)).map((r) => r.detail);
/** A walk of every store: the table, or an index other than the public stores' own (partial: only the public ones). */
const scansStores = (lines: string[]) =>
  lines.some((l) => /^SCAN businesses\b/.test(l) && !/USING (COVERING )?INDEX businesses_public_\w+_idx$/.test(l));
/** A sort of every row the read finds (a sort of a page's own ids, further down the plan, is not this). */
const sortsAll = (lines: string[]) => lines.some((l) => /^USE TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY$/.test(l));
/** The page read in its order off `index`, from its start (a partial index: the public stores alone). */
const walks = (lines: string[], index: string) => lines.some((l) => new RegExp(`^SCAN businesses USING (COVERING )?INDEX ${index}$`).test(l));
const isCount = (a: Asked) => a.sql.startsWith('select count(*)');

const PAGES: [BusinessSort, string][] = [
  ['name', 'businesses_public_name_idx'],
  ['newest', 'businesses_public_newest_idx'],
];

describe('store discovery at scale: query plans', () => {
  for (const [sortBy, index] of PAGES) {
    it(`the stores page sorted by ${sortBy}: a walk of ${index}, no scan or sort of the stores, the count capped`, async () => {
      const asked = await storeStatements((db) => searchBusinesses(db, { sortBy, page: 2, per_page: 5 }));
      expect(asked).toHaveLength(2);
      const page = asked.find((a) => !isCount(a))!;
      const lines = await details(page);
      expect(walks(lines, index), lines.join(' | ')).toBe(true);
      expect(sortsAll(lines), lines.join(' | ')).toBe(false);
      const count = asked.find(isCount)!;
      expect(count.sql).toMatch(/limit \?\)/);
      expect(count.params.at(-1)).toBe(1001);
      expect(scansStores(await details(count)), count.sql).toBe(false);
    });
  }

  it('the stores list, newest first: a page and the list of all of them are one walk of the newest index', async () => {
    for (const limit of [12, -1]) {
      const [list] = await storeStatements((db) => listBusinessSummaries(db, { limit }));
      const lines = await details(list);
      expect(walks(lines, 'businesses_public_newest_idx'), lines.join(' | ')).toBe(true);
      expect(sortsAll(lines), `limit ${limit}: ${lines.join(' | ')}`).toBe(false);
    }
  });

  it('the stores list past a store (after=): a seek into the newest index from the cursor, no walk from its start or sort', async () => {
    const [list] = await storeStatements((db) => listBusinessSummaries(db, { limit: 250, after: { createdAt: '2024-06-01 00:00:00', id: 5 } }));
    const lines = await details(list);
    expect(lines.join(' | ')).toMatch(
      /^SEARCH businesses USING (COVERING )?INDEX businesses_public_newest_idx \(created_at<\?\)|SEARCH businesses USING (COVERING )?INDEX businesses_public_newest_idx \(created_at<\?\)/,
    );
    expect(scansStores(lines), lines.join(' | ')).toBe(false);
    expect(sortsAll(lines), lines.join(' | ')).toBe(false);
  });

  it('the store finder: the circles counted and the page sorted off the geo index, only its stores’ cards read', async () => {
    const asked = await storeStatements((db) => findStores(db, HARARE, 25, 30, null));
    // The circles under 25 km (one batch), then the page.
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (const statement of asked) {
      const lines = await details(statement);
      expect(scansStores(lines), `${statement.sql}\n${lines.join(' | ')}`).toBe(false);
      expect(lines.join(' | ')).toMatch(/SEARCH businesses USING COVERING INDEX businesses_public_geo_idx \(lat>\? AND lat<\?\)/);
    }
    for (const count of asked.filter(isCount)) expect(count.sql).toMatch(/limit \?\)/);
    // The cards: the page's ids looked up by id, not every store in the box read and sorted with its card.
    const cards = asked.at(-1)!;
    expect((await details(cards)).join(' | ')).toMatch(/SEARCH businesses USING INTEGER PRIMARY KEY \(rowid=\?\)/);
  });

  it('the stores page nearest first: the page sorted off the geo index, the count capped', async () => {
    const asked = await storeStatements((db) => searchBusinesses(db, { coordinates: HARARE, radius: 50, sortBy: 'distance', page: 1, per_page: 20 }));
    for (const statement of asked) expect(scansStores(await details(statement)), statement.sql).toBe(false);
    expect(asked.find(isCount)?.sql).toMatch(/limit \?\)/);
  });

  it('a product search never drives from the public store indexes (their visibility is written out, never bound)', async () => {
    const asked: Asked[] = [];
    const db = createDb(recordingD1(asked));
    await searchProductPage(db, await resolveProductSearch(db, { term: 'phone' } as ProductFilters), 'price_asc', 1, 20);
    await searchProductPage(db, await resolveProductSearch(db, {} as ProductFilters), 'newest', 1, 20);
    for (const statement of asked.filter((a) => /\bfrom "products"/.test(a.sql))) {
      const lines = await details(statement);
      expect(
        lines.filter((l) => /businesses_public_/.test(l)),
        statement.sql,
      ).toEqual([]);
    }
  });
});
