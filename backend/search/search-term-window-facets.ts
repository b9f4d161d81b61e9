/**
 * The filter panel of a term alone (termAlone) over its TERM_WINDOW newest matches (issue 30), in one statement that
 * reads each match of the window once: its full-text row and its listing, whose own row carries its store's state
 * and its attribute terms (store_published and attribute_term_ids, migration 0047). Grouped by visibility, category,
 * kind and make, so the same rows give the groups (the public ones), the window's size (all of them: past a full
 * window the panel says its counts are the newest matches') and each attribute term's count (the public groups'
 * term lists, counted here). Before, the groups read each match's store and counted the window again, and the term
 * counts read the window, listings, stores and term links once more: 15,267 rows for "phone" at 200,000 listings.
 *
 * GET /search/filter asks for the groups and the term counts at once: both are answered by one read per search.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { isListedPublic, type ProductSearch, windowMatches } from './search-filters-queries';
import type { FacetRow } from './search-kept-facets-queries';

export interface TermWindowFacets {
  /** The public matches of the window, grouped as the live facets group them. */
  rows: (FacetRow & { minPrice: number; maxPrice: number })[];
  /** How many matches the window holds (TERM_WINDOW when more match), public or not. */
  seen: number;
  /** Per attribute term, the window's public matches carrying it. */
  termCounts: { termId: number; n: number }[];
}

const read = new WeakMap<ProductSearch, Promise<TermWindowFacets>>();

/** The window's facets, read once for `s` however many of its facets are asked for. */
export function termWindowFacets(db: Db, s: ProductSearch): Promise<TermWindowFacets> {
  let facets = read.get(s);
  if (!facets) {
    facets = readTermWindowFacets(db, s);
    read.set(s, facets);
  }
  return facets;
}

async function readTermWindowFacets(db: Db, s: ProductSearch): Promise<TermWindowFacets> {
  const groups = await db
    .select({
      listed: sql<number | null>`${isListedPublic}`,
      categoryId: products.categoryId,
      kind: products.kind,
      make: sql<string | null>`min(${products.make})`,
      n: sql<number>`count(*)`,
      minPrice: sql<number>`min(${products.priceCents})`,
      maxPrice: sql<number>`max(${products.priceCents})`,
      deals: sql<number>`sum(${products.isDeal})`,
      promoted: sql<number>`sum(${products.isPromoted})`,
      // Each listing's JSON array, the empty ones left out: '[38,52],[40]'.
      termIds: sql<string | null>`group_concat(nullif(${products.attributeTermIds}, '[]'))`,
    })
    .from(windowMatches(s.match!, false))
    // Left: a match is counted in the window's size even without its listing (never expected: triggers keep both).
    .leftJoin(products, sql`${products.id} = fts.fts_id`)
    // Makes group case-insensitively, as the make filter compares them.
    .groupBy(isListedPublic, products.categoryId, products.kind, sql`lower(${products.make})`);
  const listed = groups.filter((g) => g.listed === 1) as TermWindowFacets['rows'];
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
