/**
 * The filter panel of a search by a term (issue 30), in one statement that reads each match once: its full-text row
 * and its listing, whose own row carries its store's state and its attribute terms (store_published and
 * attribute_term_ids, migration 0047). Grouped by visibility, category, kind and make, so the same rows give the
 * groups (the public ones), the window's size and each attribute term's count (the public groups' term lists,
 * counted here). Before, the groups read each match's store, a term alone's window was counted again, and the term
 * counts read the matches, listings, stores and term links once more: 15,267 rows for "phone" at 200,000 listings.
 *
 * A term reads its TERM_WINDOW newest matches (past a full window the panel says its counts are the newest
 * matches'); with other filters, the newest that pass them, each tested on its listing's row (73,521 rows read
 * before for "phone" in electronics at 200,000 listings, 12,673 over every match, at most a window's now). Not read this way: attribute filters
 * (each attribute's counts leave out its own selection, search-facets-queries.ts) and store filters (a store's few
 * listings drive better than the term's matches, and its name is on the store's row).
 *
 * GET /search/filter asks for the groups and the term counts at once: both are answered by one read per search.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { isListedPublic, type ProductSearch, termWindowed, windowListings, windowMatches } from './search-filters-queries';
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

const grouped = {
  listed: sql<number | null>`${isListedPublic}`,
  ...facetGroupFields,
  // Each listing's JSON array, the empty ones left out: '[38,52],[40]'.
  termIds: sql<string | null>`group_concat(nullif(${products.attributeTermIds}, '[]'))`,
};

// Makes group case-insensitively, as the make filter compares them.
const groupKey = [isListedPublic, products.categoryId, products.kind, sql`lower(${products.make})`];

async function readTermFacets(db: Db, s: ProductSearch): Promise<TermFacets> {
  // Left: a match counts in the window's size even without its listing (never expected: triggers keep both). With
  // filters the window holds public listings that pass them only.
  const overMatches = () =>
    db
      .select(grouped)
      .from(windowMatches(s.match!, false))
      .leftJoin(products, sql`${products.id} = fts.fts_id`)
      .groupBy(...groupKey);
  const groups =
    s.conditions.length > 0
      ? // The window carries its listings' rows (a subquery named products): grouped as they come, no listing read
        // twice. Written out: Drizzle's builder will not select a table's columns from a subquery of the same name;
        // its rows are the builder's (same names, same values).
        await db.all<Awaited<ReturnType<typeof overMatches>>[number]>(
          sql`select ${sql.join(
            Object.entries(grouped).map(([name, field]) => sql`${field} as ${sql.identifier(name)}`),
            sql`, `,
          )} from ${windowListings(s.match!, false, s.conditions)} group by ${sql.join(groupKey, sql`, `)}`,
        )
      : await overMatches();
  const listed = groups.filter((g) => g.listed === 1) as TermFacets['rows'];
  const perTerm = new Map<number, number>();
  for (const g of groups) {
    if (g.listed !== 1 || !g.termIds) continue;
    for (const termId of (JSON.parse(`[${g.termIds}]`) as number[][]).flat()) perTerm.set(termId, (perTerm.get(termId) ?? 0) + 1);
  }
  return {
    rows: listed,
    seen: groups.reduce((total, g) => total + g.n, 0),
    termCounts: [...perTerm].map(([termId, n]) => ({ termId, n })),
  };
}
