/**
 * A store's working screens at their scale (issue 30: a store of 10,000 listings): the vendor's "all sell items" reads
 * its page off an index on the store and its last change (by status too), never sorting the store's every listing, and
 * its counts by status from counts kept per store; the storefront's filter panel reads the kept counts and probes a
 * price index. None scans products. SQLite has no statistics here, so what it plans on the seed it plans at scale.
 */
import { describe, expect, it } from 'vitest';
import { listVendorProducts, type VendorListFilter } from '../../backend/catalogue/vendor-catalogue-queries';
import { createDb } from '../../backend/db/client';
import { storeFacetRows, storePriceBounds, storeTermCounts } from '../../backend/search/search-store-facets';
import { storeSectionPage } from '../../backend/search/search-store-section';
import { type Asked, type PlanRow, planOf, recordingD1 } from './support/query-plans';

const STORE = 22;

async function statementsOf(read: (db: ReturnType<typeof createDb>) => Promise<unknown>): Promise<Asked[]> {
  const asked: Asked[] = [];
  await read(createDb(recordingD1(asked)));
  return asked;
}

const lines = (rows: PlanRow[]) => rows.map((r) => r.detail);
const scansProducts = (rows: PlanRow[]) => rows.some((r) => /^SCAN (products|p)\b(?!_fts)/.test(r.detail));

/** The plan rows under `root` (its subquery's own steps). */
function under(rows: PlanRow[], root: PlanRow): PlanRow[] {
  const children = rows.filter((r) => r.parent === root.id);
  return children.flatMap((child) => [child, ...under(rows, child)]);
}

/** The page's id subquery (`in (select … order by … limit)`), its own steps. */
function pageIdSteps(rows: PlanRow[]): string[] {
  const ids = rows.find((r) => /^LIST SUBQUERY/.test(r.detail));
  if (!ids) throw new Error(`no id subquery in the plan: ${lines(rows).join(' | ')}`);
  return lines(under(rows, ids));
}

const LISTS: [label: string, filter: Omit<VendorListFilter, 'businessId'>, index: RegExp][] = [
  ['every listing', {}, /^SEARCH products USING INDEX products_business_changed_idx \(business_id=\?\)$/],
  [
    'the published ones',
    { status: 'publish' },
    /^SEARCH products USING INDEX products_business_status_changed_idx \(business_id=\? AND status=\?\)$/,
  ],
  ['the drafts', { status: 'draft' }, /^SEARCH products USING INDEX products_business_status_changed_idx \(business_id=\? AND status=\?\)$/],
  ['a kind', { kind: 'motor_vehicle' }, /^SEARCH products USING INDEX products_business_changed_idx \(business_id=\?\)$/],
  ['a search too short for trigrams', { term: 'to' }, /^SEARCH products USING INDEX products_business_changed_idx \(business_id=\?\)$/],
];

describe('a store’s working screens at scale: query plans', () => {
  for (const [label, filter, index] of LISTS) {
    it(`all sell items, ${label}: its page a walk of the store's index by last change, no scan of products`, async () => {
      const asked = await statementsOf((db) => listVendorProducts(db, { businessId: STORE, ...filter }, 3, 20));
      const page = asked.find((a) => /"product_categories"/.test(a.sql))!;
      const plan = await planOf(page);
      const steps = pageIdSteps(plan);
      expect(
        steps.some((l) => index.test(l)),
        steps.join(' | '),
      ).toBe(true);
      expect(
        steps.some((l) => /USE TEMP B-TREE FOR ORDER BY/.test(l)),
        steps.join(' | '),
      ).toBe(false);
      expect(scansProducts(plan), lines(plan).join(' | ')).toBe(false);
      // Counts by status: from the store's kept counts, unless a term asks for its matches.
      const counts = asked.find((a) => a !== page)!;
      const countPlan = lines(await planOf(counts)).join(' | ');
      if (filter.term) expect(countPlan).toMatch(/SEARCH products USING (COVERING )?INDEX \w+ \(business_id=\?\)/);
      else expect(countPlan).toMatch(/SEARCH business_facet_counts USING PRIMARY KEY \(business_id=\?\)/);
    });
  }

  it('the storefront’s filter panel: the store’s kept counts and two probes of its price index', async () => {
    const asked = await statementsOf(async (db) => {
      await storeFacetRows(db, STORE);
      await storeTermCounts(db, STORE);
      await storePriceBounds(db, STORE);
    });
    expect(asked).toHaveLength(3);
    const [groups, terms, price] = await Promise.all(asked.map(async (a) => lines(await planOf(a))));
    expect(groups.join(' | ')).toMatch(/SEARCH business_facet_counts USING PRIMARY KEY \(business_id=\? AND status=\?\)/);
    expect(terms.join(' | ')).toMatch(/SEARCH business_term_counts USING PRIMARY KEY \(business_id=\?\)/);
    const probes = price.filter((l) => /products/.test(l));
    expect(probes).toEqual([
      'SEARCH products USING COVERING INDEX products_business_price_idx (business_id=? AND status=?)',
      'SEARCH products USING COVERING INDEX products_business_price_idx (business_id=? AND status=?)',
    ]);
    for (const plan of [groups, terms, price])
      expect(
        plan.some((l) => /^SCAN products\b/.test(l)),
        plan.join(' | '),
      ).toBe(false);
  });

  it('a storefront’s section: each kind’s first listings off the store’s kind index, the count from kept counts', async () => {
    const kinds = ['general', 'clothing', 'hat', 'hire_item', 'auction'];
    const asked = await statementsOf((db) => storeSectionPage(db, { businessId: STORE, kinds }, 3, 12));
    expect(asked).toHaveLength(2);
    const [page, count] = await Promise.all(asked.map(async (a) => planOf(a)));
    const steps = pageIdSteps(page);
    expect(steps.filter((l) => /products_business_kind_idx \(business_id=\? AND status=\? AND kind=\?\)/.test(l))).toHaveLength(kinds.length);
    expect(scansProducts(page), lines(page).join(' | ')).toBe(false);
    // Each kind's walk is in the page's order: the only sorts are of the merged few and of the page's cards.
    expect(steps.filter((l) => /USE TEMP B-TREE FOR ORDER BY/.test(l))).toHaveLength(1);
    expect(lines(count).join(' | ')).toMatch(/SEARCH business_facet_counts USING PRIMARY KEY \(business_id=\? AND status=\?\)/);
  });

  it('all sell items, a search: the store’s matches looked up by trigram and read by id, no walk of the store', async () => {
    for (const filter of [{ term: 'toyota' }, { term: 'toyota', status: 'draft' as const, kind: 'motor_vehicle' as const }]) {
      const asked = await statementsOf((db) => listVendorProducts(db, { businessId: STORE, ...filter }, 1, 20));
      const matches = asked.find((a) => /vendor_product_text/.test(a.sql))!;
      const plan = lines(await planOf(matches));
      expect(plan.join(' | ')).toMatch(/SEARCH products USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(plan.join(' | ')).toMatch(/SCAN vendor_product_text VIRTUAL TABLE INDEX/);
      expect(
        plan.some((l) => /^(SCAN products\b|SEARCH products USING (COVERING )?INDEX)/.test(l)),
        plan.join(' | '),
      ).toBe(false);
    }
  });
});
