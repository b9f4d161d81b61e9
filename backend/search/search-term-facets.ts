/**
 * The filter panel of a search by a term (issue 30), in one statement that reads each match once: its full-text row
 * and its listing, whose own row carries its store's state and its attribute terms (store_published and
 * attribute_term_ids, migration 0047). Grouped by visibility, category, kind and make, so the same rows give the
 * groups (the public ones), the window's size and each attribute term's count (the public groups' term lists,
 * counted here). Before, the groups read each match's store, a term alone's window was counted again, and the term
 * counts read the matches, listings, stores and term links once more: 15,267 rows for "phone" at 200,000 listings.
 *
 * A term reads its TERM_WINDOW newest matches (past a full window the panel says its counts are the newest
 * matches'); other filters narrow within them, each tested on its listing's row, attribute terms included (each
 * listing's pass or fail per attribute group is a grouping key, so an attribute's counts can leave out its own
 * selection). Before, a term with filters read every match until enough passed, and with attribute or store-name
 * filters every public listing: "toyota" in motor vehicles 5,273 rows, "phone" in real estate 8,958, "shirt" in
 * size L 40,387 at 200,000 listings; now at most a window's. Not read this way: a store's id (a store's few listings
 * drive better than the term's matches).
 *
 * GET /search/filter asks for the groups and the term counts at once: both are answered by one read per search.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attributeTerms, products } from '../db/schema';
import { idList } from '../db/id-list';
import { hasAnyTermOnRow, type ProductSearch, shownInWindow, termWindowed, searchWindow } from './search-filters-queries';
import type { FacetRow } from './search-kept-facets-queries';

export interface TermFacets {
  /** The public matches, grouped as the live facets group them. */
  rows: (FacetRow & { minPrice: number; maxPrice: number })[];
  /** For a term alone, how many matches its window holds (TERM_WINDOW when more match), public or not. */
  seen: number;
  /** Per attribute term, the public matches carrying it. */
  termCounts: { termId: number; n: number }[];
}

/** The searches whose facets are read here. */
export const termFaceted = termWindowed;

const read = new WeakMap<ProductSearch, Promise<TermFacets>>();

/** The term's facets, read once for `s` however many of its facets are asked for. */
export function termFacets(db: Db, s: ProductSearch): Promise<TermFacets> {
  let facets = read.get(s);
  if (!facets) {
    facets = readTermFacets(db, s);
    read.set(s, facets);
  }
  return facets;
}

/** A facet group's figures: the live grouping (search-facets-queries.ts) and a term's window both select them. */
export const facetGroupFields = {
  categoryId: products.categoryId,
  kind: products.kind,
  make: sql<string | null>`min(${products.make})`,
  n: sql<number>`count(*)`,
  minPrice: sql<number>`min(${products.priceCents})`,
  maxPrice: sql<number>`max(${products.priceCents})`,
  deals: sql<number>`sum(${products.isDeal})`,
  promoted: sql<number>`sum(${products.isPromoted})`,
};

/**
 * Which attribute groups a listing passes, as a bit mask (group i: bit i), so one grouping answers both the groups
 * (every group passed) and each attribute's term counts (every group passed but, maybe, the term's own).
 */
function groupsPassed(s: ProductSearch): SQL {
  // No group: a constant (never a GROUP BY term: an integer there names a column).
  if (s.attributeGroups.length === 0) return sql`0`;
  return sql`(${sql.join(
    s.attributeGroups.map((g, i) => sql`(${hasAnyTermOnRow(g.termIds)}) * ${sql.raw(String(2 ** i))}`),
    sql` + `,
  )})`;
}

async function readTermFacets(db: Db, s: ProductSearch): Promise<TermFacets> {
  // Compared, not grouped as it is: SQLite folds "… and 0" (an unknown category) to the literal 0, and an integer
  // in GROUP BY names a column.
  const shown = sql`${shownInWindow(s, { withoutAttributes: true })} = 1`;
  const passed = groupsPassed(s);
  const [groups, ownTerms] = await Promise.all([
    // Left: a match counts in the window's size even without its listing (never expected: triggers keep both).
    db
      .select({
        listed: sql<number | null>`${shown}`,
        passed: sql<number>`${passed}`,
        ...facetGroupFields,
        // Each listing's JSON array, the empty ones left out: '[38,52],[40]'.
        termIds: sql<string | null>`group_concat(nullif(${products.attributeTermIds}, '[]'))`,
      })
      .from(searchWindow(s, false))
      .leftJoin(products, sql`${products.id} = fts.fts_id`)
      // Makes group case-insensitively, as the make filter compares them.
      .groupBy(shown, ...(s.attributeGroups.length ? [passed] : []), products.categoryId, products.kind, sql`lower(${products.make})`),
    attributeTermsOf(db, s),
  ]);
  const every = 2 ** s.attributeGroups.length - 1;
  const listed = groups.filter((g) => g.listed === 1);
  const perTerm = new Map<number, number>();
  for (const g of listed) {
    if (!g.termIds) continue;
    // A term counts where the listing passes every group but its own attribute's ("what ticking it would add").
    const failed = s.attributeGroups.filter((_, i) => (g.passed & (2 ** i)) === 0);
    if (failed.length > 1) continue;
    const counts = (termId: number) => failed.length === 0 || ownTerms.get(termId) === failed[0]!.attributeId;
    for (const termId of (JSON.parse(`[${g.termIds}]`) as number[][]).flat()) {
      if (counts(termId)) perTerm.set(termId, (perTerm.get(termId) ?? 0) + 1);
    }
  }
  return {
    rows: listed.filter((g) => g.passed === every) as TermFacets['rows'],
    seen: groups.reduce((total, g) => total + g.n, 0),
    termCounts: [...perTerm].map(([termId, n]) => ({ termId, n })),
  };
}

/** The terms of the attributes the search selects terms of, with their attribute (a few dozen rows). */
async function attributeTermsOf(db: Db, s: ProductSearch): Promise<Map<number, number>> {
  const ids = s.attributeGroups.map((g) => g.attributeId).filter((id) => id > 0);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: attributeTerms.id, attributeId: attributeTerms.attributeId })
    .from(attributeTerms)
    .where(sql`${attributeTerms.attributeId} in ${idList(ids)}`);
  return new Map(rows.map((r) => [r.id, r.attributeId]));
}
