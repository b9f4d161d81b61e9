/**
 * A category's page at national size (issue 30), its query plans: the category screen and a search narrowed by a
 * category alone read each category of the family off products_category_public_idx (category_id, status, …), at
 * most offset + limit listings each, and sort only that bounded union — never every listing of the family, never a
 * walk of the catalogue's date index testing each listing's category. SQLite plans the same at seed size and at
 * 200,000 listings (no statistics tables), so these plans are the plans at scale; rows and times are
 * `npm run bench:scale`'s.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { familyPageOfSummaries } from '../../backend/catalogue/category-page-queries';
import { loadCategoryTree } from '../../backend/catalogue/category-tree-queries';
import { createDb } from '../../backend/db/client';
import { resolveProductSearch } from '../../backend/search/search-filters-queries';
import { searchProductPage } from '../../backend/search/search-products-queries';
import type { SearchSort } from '../../backend/search/search-order';
import type { ProductFilters } from '../../schema/rest/search';
import { type Asked, type PlanRow, planOf, recordingD1 } from './support/query-plans';

/** The product statements of one read (the category tree is a small table of its own). */
async function productStatements(read: (db: ReturnType<typeof createDb>) => Promise<unknown>): Promise<Asked[]> {
  const asked: Asked[] = [];
  await read(createDb(recordingD1(asked)));
  return asked.filter((a) => /\bfrom "products"/.test(a.sql));
}

const details = (plan: PlanRow[]) => plan.map((r) => r.detail).join(' | ');
const scansProducts = (plan: PlanRow[]) => plan.some((r) => /^SCAN products\b(?!_fts)/.test(r.detail));
/** A branch of the union: one category's listings, read in the page's order off its index (by date or price). */
const BRANCH = /^SEARCH products USING INDEX products_category_(public|price|rated)_idx \(category_id=\? AND status=\?\)$/;

/** The plan rows under `root`, its subquery's own steps. */
function under(rows: PlanRow[], root: PlanRow): PlanRow[] {
  return rows.filter((r) => r.parent === root.id).flatMap((child) => [child, ...under(rows, child)]);
}

/** The page statement's plan: one branch per category of the family, and the only sort over their union. */
function expectMergedPage(plan: PlanRow[], family: number[]) {
  expect(scansProducts(plan), details(plan)).toBe(false);
  expect(
    plan.filter((r) => BRANCH.test(r.detail)),
    details(plan),
  ).toHaveLength(family.length);
  // No other way into products than the branches and each card looked up by its id.
  const otherReads = plan.filter((r) => /^(SEARCH|SCAN) products\b/.test(r.detail) && !BRANCH.test(r.detail));
  expect(
    otherReads.every((r) => /USING INTEGER PRIMARY KEY \(rowid=\?\)/.test(r.detail)),
    details(plan),
  ).toBe(true);
  // Each branch reads in the page's order: it stops after offset + limit, no sort of the category's listings.
  for (const branch of plan.filter((r) => BRANCH.test(r.detail))) {
    const steps = plan.filter((r) => r.parent === branch.parent);
    expect(
      steps.some((r) => /USE TEMP B-TREE/.test(r.detail)),
      details(plan),
    ).toBe(false);
  }
  // The sorts left, besides each card's first photo: the page's own cards and, with subcategories, the merged
  // union (at most family × (offset + limit) rows; a lone category's branch is already in order).
  const photos = plan.filter((r) => /^CORRELATED SCALAR SUBQUERY/.test(r.detail)).flatMap((r) => under(plan, r));
  const sorts = plan.filter((r) => /USE TEMP B-TREE FOR ORDER BY/.test(r.detail) && !photos.includes(r));
  expect(sorts.length, details(plan)).toBe(family.length > 1 ? 2 : 1);
}

describe('a category’s page at scale: query plans', () => {
  // Trades and services has six categories: more than D1's five terms of a compound SELECT, so nested unions.
  for (const slug of ['electronics', 'motor-vehicles', 'trades-and-services', 'phones']) {
    it(`the category screen of ${slug}: merged per category, the count capped`, async () => {
      const tree = await loadCategoryTree(createDb(env.DB));
      const family = tree.descendantIds(tree.bySlug(slug)!.id);
      const asked = await productStatements((db) => familyPageOfSummaries(db, family, 12, 24));
      expect(asked).toHaveLength(2);
      const [page, count] = asked;
      // Phones has no subcategory: one branch, nothing to merge.
      if (family.length > 1) expect(page.sql).toMatch(/ union all /i);
      expectMergedPage(await planOf(page), family);
      expect(count.sql).toMatch(/^select count\(\*\).*limit \?\)/);
      expect(scansProducts(await planOf(count)), count.sql).toBe(false);
    });
  }

  const SEARCHES: [label: string, sort: SearchSort][] = [
    ['the default order', 'relevance'],
    ['newest first', 'newest'],
    ['cheapest first', 'price_asc'],
    ['dearest first', 'price_desc'],
    ['best rated', 'rating'],
  ];
  for (const [label, sort] of SEARCHES) {
    it(`search by a category alone, ${label}: merged per category`, async () => {
      const tree = await loadCategoryTree(createDb(env.DB));
      const family = tree.descendantIds(tree.bySlug('motor-vehicles')!.id);
      const filters = { category: 'motor-vehicles' } as ProductFilters;
      const asked = await productStatements(async (db) => searchProductPage(db, await resolveProductSearch(db, filters), sort, 2, 20));
      expect(asked).toHaveLength(2);
      const page = asked.find((a) => / union all /i.test(a.sql))!;
      expect(page).toBeDefined();
      const plan = await planOf(page);
      expectMergedPage(plan, family);
      if (sort.startsWith('price')) expect(details(plan)).toContain('products_category_price_idx');
      if (sort === 'rating') expect(details(plan)).toContain('products_category_rated_idx');
    });
  }

  it('a category with another filter: the single query (a share of the page is not bounded)', async () => {
    const filters = { category: 'motor-vehicles', kind: ['motor_vehicle'] } as ProductFilters;
    const asked = await productStatements(async (db) => searchProductPage(db, await resolveProductSearch(db, filters), 'newest', 1, 20));
    expect(asked).toHaveLength(2);
    for (const statement of asked) expect(statement.sql).not.toMatch(/ union all /i);
  });
});
