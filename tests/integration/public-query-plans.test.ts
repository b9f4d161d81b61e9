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
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyPageOfSummaries } from '../../backend/catalogue/category-page-queries';
import { loadCategoryTree } from '../../backend/catalogue/category-tree-queries';
import { DEALS_ORDER, pageOfSummaries } from '../../backend/catalogue/product-summary-queries';
import { relatedSummaries } from '../../backend/catalogue/related-products-queries';
import { createDb } from '../../backend/db/client';
import { products } from '../../backend/db/schema';
import { attributeFacets, categoryFacets, productFacets } from '../../backend/search/search-facets-queries';
import { resolveProductSearch, TERM_WINDOW } from '../../backend/search/search-filters-queries';
import { searchProductPage } from '../../backend/search/search-products-queries';
import type { SearchSort } from '../../backend/search/search-order';
import { NEAREST_CIRCLES_KM } from '../../backend/search/search-nearest';
import type { ProductFilters } from '../../schema/rest/search';
import { type Asked, type PlanRow, planOf, recordingD1 } from './support/query-plans';

/** The product statements of one read (the category tree and attribute lookups are small tables of their own). */
async function productStatements(read: (db: ReturnType<typeof createDb>) => Promise<unknown>): Promise<Asked[]> {
  const asked: Asked[] = [];
  await read(createDb(recordingD1(asked)));
  return asked.filter((a) => /\b(from|join) "products"/.test(a.sql));
}

/** A scan of the products table (a store's walk names it `listing`). */
const fullScan = (rows: PlanRow[]) => rows.filter((r) => /^SCAN (products|listing)\b(?!_fts)/.test(r.detail)).map((r) => r.detail);
/** A walk of every public listing through an index that starts with the status alone. */
const walksVisibility = (rows: PlanRow[]) => rows.some((r) => /^SEARCH products USING (COVERING )?INDEX \w+ \(status=\?\)$/.test(r.detail));

/** The plan rows under `root` (its subquery's own steps). */
function under(rows: PlanRow[], root: PlanRow): PlanRow[] {
  const children = rows.filter((r) => r.parent === root.id);
  return children.flatMap((child) => [child, ...under(rows, child)]);
}

/** A sort inside the page's id subquery (`in (select … order by … limit)`): a sort of every match. */
function sortsPageIds(rows: PlanRow[]): boolean {
  const ids = rows.find((r) => /^LIST SUBQUERY/.test(r.detail));
  if (!ids) throw new Error('no id subquery in the plan');
  return under(rows, ids).some((r) => /USE TEMP B-TREE FOR ORDER BY/.test(r.detail));
}

/** A sort of the whole result (at the top of the plan, not a photo's own subquery). */
const sortsEverything = (rows: PlanRow[]) => rows.some((r) => r.parent === 0 && /USE TEMP B-TREE FOR ORDER BY/.test(r.detail));

const SEARCHES: [label: string, filters: ProductFilters, sort: SearchSort][] = [
  ['everything, newest first', {} as ProductFilters, 'newest'],
  ['everything, default order', {} as ProductFilters, 'relevance'],
  ['everything, cheapest first', {} as ProductFilters, 'price_asc'],
  ['everything, dearest first', {} as ProductFilters, 'price_desc'],
  ['everything, best rated', {} as ProductFilters, 'rating'],
  ['a category, newest first', { category: 'motor-vehicles' } as ProductFilters, 'newest'],
  ['deals, cheapest first', { saleType: ['deals'] } as ProductFilters, 'price_asc'],
];

/** A term's window: its TERM_WINDOW newest matches off the full-text index (bm25 inside it only, when ranked). */
const TERM_WINDOW_SQL =
  /select rowid as fts_id(, bm25\(products_fts, [\d., ]+\) as fts_rank)? from products_fts where products_fts match \? order by rowid desc limit \?\) fts/;

describe('public product lists at scale: query plans', () => {
  for (const [label, filters, sort] of SEARCHES) {
    it(`search, ${label}: no scan of products, the count capped`, async () => {
      const asked = await productStatements(async (db) => searchProductPage(db, await resolveProductSearch(db, filters), sort, 1, 20));
      expect(asked).toHaveLength(2);
      for (const statement of asked) expect(fullScan(await planOf(statement)), statement.sql).toEqual([]);
      const count = asked.find((a) => a.sql.startsWith('select count(*)'))!;
      expect(count.sql).toMatch(/limit \?\)/);
      // A term's count looks its matches up by id, never walks the public listings testing each against them.
      if (filters.term) expect(walksVisibility(await planOf(count)), count.sql).toBe(false);
      // Without a term or a filter the page is read in its order off an index: no sort of the whole catalogue.
      if (!filters.term && !filters.category && !filters.saleType) {
        const list = asked.find((a) => a !== count)!;
        expect(sortsEverything(await planOf(list)), `${label}: ${list.sql}`).toBe(false);
      }
    });
  }

  for (const [sort, term] of [
    ['relevance', 'toyota'],
    ['price_asc', 'phone'],
    ['rating', 'solar'],
  ] as const) {
    it(`search, a term alone (${sort}): one statement over the newest matches only, each read once`, async () => {
      const asked = await productStatements(async (db) =>
        searchProductPage(db, await resolveProductSearch(db, { term } as ProductFilters), sort, 1, 20),
      );
      expect(asked).toHaveLength(1);
      const [page] = asked;
      // The window: the newest TERM_WINDOW matches (and bm25 runs inside it only), not every match.
      expect(page.sql).toMatch(TERM_WINDOW_SQL);
      expect(/as fts_rank/.test(page.sql)).toBe(sort === 'relevance');
      expect(page.params).toContain(TERM_WINDOW);
      // Counted and ordered by one aggregate: no window function (count(*) over () reads every match twice more),
      // and visibility off the listing's own row: the only store read is the page's cards' (one join).
      expect(page.sql).not.toMatch(/ over \(/);
      expect(page.sql).toMatch(/json_group_array\("products"\."id" order by /);
      expect(page.sql.match(/join "businesses"/g)).toHaveLength(1);
      const plan = await planOf(page);
      expect(fullScan(plan), page.sql).toEqual([]);
      expect(walksVisibility(plan), page.sql).toBe(false);
      // The cards are looked up by id, one a position of the page.
      const details = plan.map((r) => r.detail).join(' | ');
      expect(details).toMatch(/SEARCH products USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(details).toMatch(/SEARCH businesses USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    });
  }

  for (const [label, filters, sort] of [
    ['and a category, cheapest first', { term: 'phone', category: 'electronics' }, 'price_asc'],
    ['and a price range, by relevance', { term: 'toyota', priceRange: { minCents: 100_000, maxCents: null } }, 'relevance'],
    ['and an attribute term, newest first', { term: 'shirt', attributes: ['clothing-size:l'] }, 'newest'],
    ['and a store name, by relevance', { term: 'phone', bTerm: 'digital' }, 'relevance'],
    ['and a radius, nearest first', { term: 'toyota', coordinates: { lat: -17.82, lng: 31.05 }, radius: 10 }, 'distance'],
  ] as const) {
    it(`search, a term ${label}: one statement over the term's newest matches, the filter tested on each listing's row`, async () => {
      const asked = await productStatements(async (db) =>
        searchProductPage(db, await resolveProductSearch(db, filters as unknown as ProductFilters), sort, 1, 20),
      );
      expect(asked).toHaveLength(1);
      const [page] = asked;
      // Top-k before the filters: the window is the term's alone, whatever the filters pass.
      expect(page.sql).toMatch(TERM_WINDOW_SQL);
      expect(page.params).toContain(TERM_WINDOW);
      expect(page.sql).not.toMatch(/product_attribute_terms/);
      expect(page.sql.match(/join "businesses"/g)).toHaveLength(1);
      const plan = await planOf(page);
      const details = plan.map((r) => r.detail);
      expect(fullScan(plan), page.sql).toEqual([]);
      expect(walksVisibility(plan), page.sql).toBe(false);
      // Each match's listing is looked up by id: never a walk of a filter's index (the category's, the price's).
      expect(details.some((d) => /^SEARCH products USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(d))).toBe(true);
      expect(
        details.some((d) => /USING (COVERING )?INDEX products_/.test(d)),
        details.join(' | '),
      ).toBe(false);
    });
  }

  it('search within a store by a term: the store’s token in the full-text match, its window off the index', async () => {
    const asked = await productStatements(async (db) =>
      searchProductPage(db, await resolveProductSearch(db, { term: 'phone', bID: 4 } as unknown as ProductFilters), 'relevance', 1, 20),
    );
    expect(asked).toHaveLength(1);
    const [page] = asked;
    expect(page.sql).toMatch(TERM_WINDOW_SQL);
    // "phone" is searched with its chiShona and isiNdebele words too (backend/search/search-synonyms.ts).
    const cols = '{name summary description business category details}';
    expect(page.params).toContain(`(${cols} : "phone"* OR ${cols} : "phones"* OR ${cols} : "nhare"* OR ${cols} : "ucingo"*) AND store : "s4"`);
    const plan = await planOf(page);
    expect(fullScan(plan), page.sql).toEqual([]);
    expect(walksVisibility(plan), page.sql).toBe(false);
    expect(plan.some((r) => /USING (COVERING )?INDEX products_business/.test(r.detail))).toBe(false);
  });

  it('a category screen and a store’s listings: no scan of products', async () => {
    const tree = await loadCategoryTree(createDb(env.DB));
    const electronics = tree.bySlug('electronics')!;
    const asked = await productStatements((db) =>
      Promise.all([
        familyPageOfSummaries(db, tree.descendantIds(electronics.id), 12, 0),
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

  it('search near a point, nearest first: the circles counted off the geo cell index, only one circle sorted', async () => {
    const filters = { coordinates: { lat: -17.82, lng: 31.05 }, radius: 10 } as ProductFilters;
    const asked = await productStatements(async (db) => searchProductPage(db, await resolveProductSearch(db, filters), 'distance', 1, 20));
    const circles = NEAREST_CIRCLES_KM.filter((km) => km < 10).length;
    // The circles' counts (one batch), then the page and the total.
    expect(asked).toHaveLength(circles + 2);
    for (const statement of asked) expect(fullScan(await planOf(statement)), statement.sql).toEqual([]);
    // Every statement reads the box's longitude cells over its latitudes (migration 0050), not a latitude band of the
    // whole country: the counts, the page and the total alike.
    for (const statement of asked) {
      const plan = (await planOf(statement)).map((r) => r.detail).join(' | ');
      expect(plan).toMatch(
        /SEARCH (products|p) USING (COVERING )?INDEX products_public_geo_cell_idx \(status=\? AND <expr>=\? AND lat>\? AND lat<\?\)/,
      );
    }
    for (const count of asked.slice(0, circles)) expect(count.sql).toMatch(/limit \?\)/);
    // The page sorts its circle: at seed size 20 of central Harare's listings lie within 5 km, so the page is
    // narrowed — the circle's box replaces the search's own (one box, a few cells), while the total counts the radius.
    const page = asked[circles];
    const total = asked[circles + 1];
    expect(page.sql.match(/ between /g)?.length).toBe(2);
    const cellsIn = (statement: { sql: string }) => statement.sql.match(/as integer\) in \(([^)]*)\)/)![1].split(',').length;
    expect(cellsIn(page)).toBeLessThan(cellsIn(total));
  });

  it('related products: each part read best rated first off its index, never the whole family sorted', async () => {
    const db = createDb(env.DB);
    const tree = await loadCategoryTree(db);
    // A phone: its category has siblings under Electronics, so every kind of part is asked.
    const phones = tree.bySlug('phones')!;
    const source = (await db.select().from(products).where(eq(products.categoryId, phones.id)).limit(1).get())!;
    expect(tree.descendantIds(phones.parentId!).length).toBeGreaterThan(2);
    const asked = await productStatements((recording) =>
      relatedSummaries(recording, tree, { id: source.id, categoryId: source.categoryId, businessId: source.businessId }, 4),
    );
    const parts = asked.filter((a) => /order by "products"\."rating_average" desc/.test(a.sql) && /limit \?$/.test(a.sql));
    expect(parts.length).toBeGreaterThanOrEqual(2);
    for (const statement of asked) {
      const plan = await planOf(statement);
      expect(fullScan(plan), statement.sql).toEqual([]);
      // The cards of the chosen ids are looked up by id (isPublicLookedUp), not found by a walk of the catalogue.
      expect(walksVisibility(plan), statement.sql).toBe(false);
    }
    for (const part of parts) {
      const plan = await planOf(part);
      const details = plan.map((r) => r.detail).join(' | ');
      expect(details).toMatch(/SEARCH products USING INDEX products_(category|business)_rating_idx/);
      expect(sortsEverything(plan), details).toBe(false);
    }
  });

  it('today’s deals, biggest saving first: read off the saving index, no sort of every deal', async () => {
    const asked = await productStatements((db) => pageOfSummaries(db, { where: eq(products.isDeal, true), orderBy: DEALS_ORDER, limit: 20 }));
    const page = asked.find((a) => /order by coalesce/.test(a.sql) && /limit \?/.test(a.sql))!;
    const plan = await planOf(page);
    const details = plan.map((r) => r.detail).join(' | ');
    expect(details).toMatch(/SEARCH products USING INDEX products_deal_saving_idx \(status=\? AND is_deal=\?\)/);
    expect(sortsPageIds(plan), details).toBe(false);
  });

  it('a category’s facets: kept counts and two index probes a category, never its listings grouped', async () => {
    const all: Asked[] = [];
    const db = createDb(recordingD1(all));
    const s = await resolveProductSearch(db, { category: 'motor-vehicles' } as ProductFilters, { withTree: true });
    await Promise.all([productFacets(db, s), attributeFacets(db, s)]);
    const asked = all.filter((a) => /\bfrom "?products"?\b/.test(a.sql));
    expect(all.some((a) => /from category_facet_counts/.test(a.sql)) && all.some((a) => /from category_term_counts/.test(a.sql))).toBe(true);
    // Only the price bounds read products: each end of each category one probe of its price index.
    expect(asked).toHaveLength(1);
    const plan = await planOf(asked[0]);
    const probes = plan.filter((r) => /^SEARCH p USING INDEX products_category_price_idx \(category_id=\? AND status=\?\)$/.test(r.detail));
    const tree = await loadCategoryTree(createDb(env.DB));
    expect(probes).toHaveLength(2 * tree.descendantIds(tree.bySlug('motor-vehicles')!.id).length);
    expect(fullScan(plan)).toEqual([]);
    expect(
      plan.some((r) => /USE TEMP B-TREE/.test(r.detail)),
      plan.map((r) => r.detail).join(' | '),
    ).toBe(false);
  });

  it('a term’s facets: one read of its newest matches, never their stores or their term links', async () => {
    const asked = await productStatements(async (db) => {
      const s = await resolveProductSearch(db, { term: 'phone' } as ProductFilters, { withTree: true });
      return Promise.all([productFacets(db, s), attributeFacets(db, s), categoryFacets(db, s)]);
    });
    // The groups, the categories and the attribute terms all come from the one statement.
    expect(asked).toHaveLength(1);
    const [facets] = asked;
    expect(facets.sql).toMatch(TERM_WINDOW_SQL);
    expect(facets.params).toContain(TERM_WINDOW);
    expect(facets.sql).not.toMatch(/businesses|product_attribute_terms/);
    const plan = await planOf(facets);
    expect(fullScan(plan), facets.sql).toEqual([]);
    expect(walksVisibility(plan), facets.sql).toBe(false);
  });

  for (const filters of [
    { term: 'phone', category: 'electronics' },
    { term: 'shirt', attributes: ['clothing-size:l', 'clothing-size:xl'] },
    { term: 'phone', bTerm: 'digital' },
  ]) {
    it(`a term with filters (${Object.keys(filters).join(', ')}): its facets one read of its newest matches, each by id, never every listing of a filter`, async () => {
      const asked = await productStatements(async (db) => {
        const s = await resolveProductSearch(db, filters as unknown as ProductFilters, { withTree: true });
        return Promise.all([productFacets(db, s), attributeFacets(db, s), categoryFacets(db, s)]);
      });
      expect(asked).toHaveLength(1);
      const [facets] = asked;
      expect(facets.sql).toMatch(TERM_WINDOW_SQL);
      expect(facets.params).toContain(TERM_WINDOW);
      expect(facets.sql).not.toMatch(/businesses|product_attribute_terms/);
      const plan = await planOf(facets);
      expect(fullScan(plan), facets.sql).toEqual([]);
      expect(walksVisibility(plan), facets.sql).toBe(false);
      const details = plan.map((r) => r.detail);
      expect(details.some((d) => /^SEARCH products USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(d))).toBe(true);
      expect(
        details.some((d) => /USING (COVERING )?INDEX products_/.test(d)),
        details.join(' | '),
      ).toBe(false);
    });
  }
});
