/**
 * The public product lists' query plans (issue 30): search sorted newest, by price or by rating, with a term or
 * a category, a category screen and today's deals never scan the products table — their page is an index walk
 * that stops after its rows, and their count stops at the cap (TOTAL_CAP + 1 rows). SQLite plans the same way at
 * seed size and at 200,000 listings (no statistics tables), so the plans read here are the plans at scale; the
 * times are `npm run bench:scale`'s.
 *
 * The statements are the real ones: the backend's query functions run over a D1 that records what it is asked,
 * then each is explained on the same database with the same parameters.
 */
import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadCategoryTree } from '../../backend/catalogue/category-tree-queries';
import { pageOfSummaries } from '../../backend/catalogue/product-summary-queries';
import { createDb } from '../../backend/db/client';
import { products } from '../../backend/db/schema';
import { resolveProductSearch } from '../../backend/search/search-filters-queries';
import { searchProductPage, type SearchSort } from '../../backend/search/search-products-queries';
import type { ProductFilters } from '../../schema/rest/search';

interface Asked {
  sql: string;
  params: unknown[];
}

/** env.DB, recording every statement it binds. */
function recordingD1(asked: Asked[]): D1Database {
  return new Proxy(env.DB, {
    get(target, key) {
      if (key === 'prepare')
        return (sql: string) => {
          const statement = target.prepare(sql);
          return new Proxy(statement, {
            get(s, k) {
              if (k === 'bind')
                return (...params: unknown[]) => {
                  asked.push({ sql, params });
                  return s.bind(...params);
                };
              const value = Reflect.get(s, k);
              return typeof value === 'function' ? value.bind(s) : value;
            },
          });
        };
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

async function planOf({ sql, params }: Asked): Promise<PlanRow[]> {
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<PlanRow>();
  return results;
}

/** The product statements of one read (the category tree and attribute lookups are small tables of their own). */
async function productStatements(read: (db: ReturnType<typeof createDb>) => Promise<unknown>): Promise<Asked[]> {
  const asked: Asked[] = [];
  await read(createDb(recordingD1(asked)));
  return asked.filter((a) => /\bfrom "products"/.test(a.sql));
}

const fullScan = (rows: PlanRow[]) => rows.filter((r) => /^SCAN products\b(?!_fts)/.test(r.detail)).map((r) => r.detail);
/** A sort of the whole result (at the top of the plan, not a photo's own subquery). */
const sortsEverything = (rows: PlanRow[]) => rows.some((r) => r.parent === 0 && /USE TEMP B-TREE FOR ORDER BY/.test(r.detail));

const SEARCHES: [label: string, filters: ProductFilters, sort: SearchSort][] = [
  ['everything, newest first', {} as ProductFilters, 'newest'],
  ['everything, default order', {} as ProductFilters, 'relevance'],
  ['everything, cheapest first', {} as ProductFilters, 'price_asc'],
  ['everything, dearest first', {} as ProductFilters, 'price_desc'],
  ['everything, best rated', {} as ProductFilters, 'rating'],
  ['a term, by relevance', { term: 'toyota' } as ProductFilters, 'relevance'],
  ['a term, cheapest first', { term: 'phone' } as ProductFilters, 'price_asc'],
  ['a category, newest first', { category: 'motor-vehicles' } as ProductFilters, 'newest'],
  ['deals, cheapest first', { saleType: ['deals'] } as ProductFilters, 'price_asc'],
];

describe('public product lists at scale: query plans', () => {
  for (const [label, filters, sort] of SEARCHES) {
    it(`search, ${label}: no scan of products, the count capped`, async () => {
      const asked = await productStatements(async (db) => searchProductPage(db, await resolveProductSearch(db, filters), sort, 1, 20));
      expect(asked).toHaveLength(2);
      for (const statement of asked) expect(fullScan(await planOf(statement)), statement.sql).toEqual([]);
      const count = asked.find((a) => a.sql.startsWith('select count(*)'))!;
      expect(count.sql).toMatch(/limit \?\)/);
      // Without a term or a filter the page is read in its order off an index: no sort of the whole catalogue.
      if (!filters.term && !filters.category && !filters.saleType) {
        const list = asked.find((a) => a !== count)!;
        expect(sortsEverything(await planOf(list)), `${label}: ${list.sql}`).toBe(false);
      }
    });
  }

  it('a category screen and a store’s listings: no scan of products', async () => {
    const tree = await loadCategoryTree(createDb(env.DB));
    const electronics = tree.bySlug('electronics')!;
    const asked = await productStatements((db) =>
      Promise.all([
        pageOfSummaries(db, { where: inArray(products.categoryId, tree.descendantIds(electronics.id)), limit: 12 }),
        pageOfSummaries(db, { where: eq(products.businessId, 4), limit: 12 }),
      ]),
    );
    expect(asked).toHaveLength(4);
    for (const statement of asked) expect(fullScan(await planOf(statement)), statement.sql).toEqual([]);
    // A store's few listings come off an index on the store, not a walk of every listing in date order.
    for (const statement of asked.filter((a) => /"products"\."business_id" = \?/.test(a.sql))) {
      const plan = await planOf(statement);
      expect(
        plan.some((r) => /^SEARCH (products|p)\b.*\(business_id=\?/.test(r.detail)),
        plan.map((r) => r.detail).join(' | '),
      ).toBe(true);
    }
  });
});
