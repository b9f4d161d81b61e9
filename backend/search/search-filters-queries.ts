/**
 * The product filters of GET /search and its facet calls (schema/rest/search.ts), turned into SQL once per
 * request. Every filter narrows (AND); the values inside a list widen (OR): several kinds, several sale types,
 * several terms of one attribute. Lookups that a filter needs (the category tree, attribute term ids) are made
 * here, up front, so the search itself is one query for the page and one for the count.
 */
import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ProductFilters } from '../../schema/rest/search';
import type { Db } from '../db/client';
import { attributes, attributeTerms, businesses, products } from '../db/schema';
import { loadCategoryTree, type CategoryTree } from '../catalogue/category-tree-queries';
import { isPublic, isPublicLookedUp } from '../catalogue/product-summary-queries';
import { withinRadiusSql, type GeoPoint } from './search-geo-queries';
import { ftsMatchExpression, likeContains } from './search-term-queries';
import { idList } from '../db/id-list';
import { TOTAL_CAP } from '../../schema/rest/shared';

/** Column weights for bm25, in products_fts column order (0002_search.sql): the name counts most. */
export const FTS_WEIGHTS = { name: 10, summary: 2, description: 1, business: 3, category: 4, details: 4 } as const;

export interface AttributeGroup {
  attributeId: number;
  termIds: number[];
}

export interface ProductSearch {
  /** FTS5 MATCH expression, or null when the term has no usable word (then no term filter). */
  match: string | null;
  /** Every filter but the term and the attributes. */
  conditions: SQL[];
  /** One group per attribute named in `attributes`: its selected terms (OR) — the groups AND. */
  attributeGroups: AttributeGroup[];
  /** The buyer's position, when given: distance is computed (and sortable) even without a radius. */
  point: GeoPoint | null;
  /** The radius around `point` that rows were kept within (it lets the distance series be short). */
  radiusKm: number | null;
  /** That radius's condition among `conditions`: nearest first swaps it for a smaller circle (search-nearest.ts). */
  radiusCondition: SQL | null;
  /** Loaded when the category filter or the caller needed it. */
  tree: CategoryTree | null;
  /** A known category narrows the search (its listings can drive a count off the category index). */
  byCategory: boolean;
  /**
   * Set when nothing but the category (if any) narrows the search: no term, attribute or other filter. `ids` is the
   * category's family (empty for an unknown category), or null for the whole catalogue. Such a search's facets are
   * read from kept counts (search-kept-facets-queries.ts).
   */
  categoryOnly: { ids: number[] | null } | null;
  /**
   * A store filter (its id or its name) narrows the search: a store's listings are few, off its own index, and its
   * name is on the store's row, not the listing's.
   */
  byStore: boolean;
}

const NOTHING = sql`0`;
const given = (s: string | undefined): s is string => s !== undefined && s !== '';
const sameText = (column: SQLiteColumn, value: string) => sql`lower(${column}) = lower(${value})`;

export async function resolveProductSearch(db: Db, f: ProductFilters, opts: { withTree?: boolean } = {}): Promise<ProductSearch> {
  const [tree, attributeGroups] = await Promise.all([
    f.category || opts.withTree ? loadCategoryTree(db) : null,
    f.attributes?.length ? resolveAttributes(db, f.attributes) : [],
  ]);
  const conditions: SQL[] = [];
  const add = (c: SQL | undefined) => c && conditions.push(c);

  const category = f.category ? tree!.bySlug(f.category.toLowerCase()) : undefined;
  const family = category ? tree!.descendantIds(category.id) : [];
  // An unknown category matches nothing (an empty result, as WooCommerce answers), rather than an error.
  if (f.category) add(category ? sql`${products.categoryId} in ${idList(family)}` : NOTHING);
  if (f.bID !== undefined) add(eq(products.businessId, f.bID));
  if (given(f.bTerm)) add(sql`${businesses.name} like ${likeContains(f.bTerm)} escape '\\'`);
  if (f.priceRange) {
    if (f.priceRange.minCents !== null) add(gte(products.priceCents, f.priceRange.minCents));
    if (f.priceRange.maxCents !== null) add(lte(products.priceCents, f.priceRange.maxCents));
  }
  if (f.saleType?.length) {
    const wanted = new Set(f.saleType);
    add(
      or(
        wanted.has('deals') ? eq(products.isDeal, true) : undefined,
        wanted.has('promoted') ? eq(products.isPromoted, true) : undefined,
        wanted.has('auction') ? inArray(products.kind, ['auction', 'auction_real_estate']) : undefined,
        wanted.has('hire') ? eq(products.kind, 'hire_item') : undefined,
      ),
    );
  }
  // De-duplicated: the contract does not cap the list, and each value would be a bound parameter (D1 allows 100).
  if (f.kind?.length) add(inArray(products.kind, [...new Set(f.kind)]));
  // Real estate: bedrooms is "at least".
  if (f.bedrooms !== undefined) add(gte(products.bedrooms, f.bedrooms));
  if (given(f.propertyType)) add(sameText(products.propertyType, f.propertyType));
  if (f.listingType) add(sameText(products.listingType, f.listingType));
  // Motor vehicles: free-text fields compare case-insensitively ("toyota" finds "Toyota").
  if (given(f.make)) add(sameText(products.make, f.make));
  if (given(f.model)) add(sameText(products.model, f.model));
  if (given(f.transmission)) add(sameText(products.transmission, f.transmission));
  if (given(f.fuelType)) add(sameText(products.fuelType, f.fuelType));
  if (f.yearMin !== undefined) add(gte(products.year, f.yearMin));
  if (f.yearMax !== undefined) add(lte(products.year, f.yearMax));
  if (f.mileageMax !== undefined) add(lte(products.mileageKm, f.mileageMax));
  // A radius without coordinates has no centre: it is ignored, as the UI sends its radius select regardless.
  const radiusCondition =
    f.coordinates && f.radius !== undefined ? withinRadiusSql(products.lat, products.lng, f.coordinates, f.radius, { lngCells: true }) : null;
  if (radiusCondition) add(radiusCondition);

  const radiusKm = f.coordinates && f.radius !== undefined ? f.radius : null;
  const match = ftsMatchExpression(f.term);
  const categoryOnly =
    match === null && attributeGroups.length === 0 && conditions.length === (f.category ? 1 : 0) ? { ids: f.category ? family : null } : null;
  const byStore = f.bID !== undefined || given(f.bTerm);
  return {
    match,
    conditions,
    attributeGroups,
    point: f.coordinates ?? null,
    radiusKm,
    radiusCondition,
    tree,
    byCategory: Boolean(category),
    categoryOnly,
    byStore,
  };
}

/**
 * "attribute:term" pairs to term ids, grouped by attribute. A pair naming no existing term selects nothing:
 * alone in its attribute it empties the result (no product has that term); beside known terms it is moot.
 */
async function resolveAttributes(db: Db, pairs: string[]): Promise<AttributeGroup[]> {
  const wanted = pairs.map((p) => p.split(':') as [string, string]);
  const attrSlugs = [...new Set(wanted.map(([a]) => a))];
  const rows = await db
    .select({ attributeId: attributes.id, attrSlug: attributes.slug, termId: attributeTerms.id, termSlug: attributeTerms.slug })
    .from(attributeTerms)
    .innerJoin(attributes, eq(attributes.id, attributeTerms.attributeId))
    .where(inArray(attributes.slug, attrSlugs));
  return attrSlugs.map((slug, i) => {
    const terms = new Set(wanted.filter(([a]) => a === slug).map(([, t]) => t));
    const matching = rows.filter((r) => r.attrSlug === slug && terms.has(r.termSlug));
    // Unknown attributes get a negative id: distinct per group, never equal to a real attribute.
    return {
      attributeId: matching[0]?.attributeId ?? rows.find((r) => r.attrSlug === slug)?.attributeId ?? -1 - i,
      termIds: matching.map((r) => r.termId),
    };
  });
}

/** "The product has one of these terms". */
export function hasAnyTerm(termIds: number[]): SQL {
  return sql`${products.id} in (select pat.product_id from product_attribute_terms pat where pat.term_id in ${idList(termIds)})`;
}

/**
 * A term is ranked, counted and faceted over its TERM_WINDOW newest matches only (issue 30): bm25 reads every ranked
 * match's column sizes and the facets group every match, tens of thousands of rows for a common word at national
 * size. With other filters, the window is the newest matches that pass them. Past the window the count reads
 * "1,000+" and the page and panel say their listings are the newest matches. No term matches that many listings at
 * seed size, so nothing a buyer sees there changes.
 */
export const TERM_WINDOW = TOTAL_CAP + 1;

export const termAlone = (s: ProductSearch): boolean => s.match !== null && s.conditions.length === 0 && s.attributeGroups.length === 0;

/**
 * The searches read over a term's window: a term, alone or with filters tested on the listing's own row. Not
 * attribute filters (each attribute's counts leave out its own selection) nor store filters (a store's few listings
 * drive better than the term's matches, and its name is on the store's row).
 */
export const termWindowed = (s: ProductSearch): boolean => s.match !== null && s.attributeGroups.length === 0 && !s.byStore;

/** "The product matches the term", for queries that do not join the ranked FTS rows. */
export function matchesTerm(match: string): SQL {
  return sql`${products.id} in (select rowid from products_fts where products_fts match ${match})`;
}

const bm25 = (): SQL => {
  const w = FTS_WEIGHTS;
  const weights = [w.name, w.summary, w.description, w.business, w.category, w.details].map((n) => n.toFixed(1)).join(', ');
  return sql`bm25(products_fts, ${sql.raw(weights)})`;
};

/** The FTS rows matching the term with their bm25 rank (lower is better), to join as `fts`. */
export function rankedMatches(match: string): SQL {
  return sql`(select rowid as fts_id, ${bm25()} as fts_rank from products_fts where products_fts match ${match}) fts`;
}

/**
 * The term's TERM_WINDOW newest matches (highest ids), to join as `fts`: `fts_id`, and with `ranked` their bm25
 * `fts_rank` (bm25 then runs for those only).
 */
export function windowMatches(match: string, ranked: boolean): SQL {
  const rank = ranked ? sql`, ${bm25()} as fts_rank` : sql``;
  return sql`(select rowid as fts_id${rank} from products_fts where products_fts match ${match} order by rowid desc limit ${TERM_WINDOW}) fts`;
}

/**
 * With other filters (the search's conditions, on the listing's row): the term's TERM_WINDOW newest public matches
 * that pass them, each with its whole listing row, as a subquery named `products` (with `fts_id` and, `ranked`,
 * `fts_rank`), so a reader groups or orders them without reading each listing again. The matches are walked newest
 * first off the full-text index, each listing looked up by id (CROSS JOIN: SQLite must not drive from a filter's
 * index instead), and the walk stops at the window.
 */
export function windowListings(match: string, ranked: boolean, filters: SQL[]): SQL {
  const rank = ranked ? sql`, ${bm25()} as fts_rank` : sql``;
  return sql`(select products_fts.rowid as fts_id${rank}, ${products}.* from products_fts cross join ${products}
    where products_fts match ${match} and ${products.id} = products_fts.rowid and ${isListedPublic} and ${and(...filters)}
    order by products_fts.rowid desc limit ${TERM_WINDOW}) ${products}`;
}

/**
 * "The listing is public", read off its own row: its store's state is kept on it (store_published, migration 0047).
 * For reads that look each match up by id and would otherwise read its store's row too.
 */
export const isListedPublic = sql<boolean>`(${products.status} = 'publish' and ${products.storePublished} = 1)`;

export interface WhereOptions {
  /** The FTS rows are joined (ranked page query), so the term needs no IN filter. */
  termJoined?: boolean;
  /**
   * What may drive the query instead of an index walk of every public listing (the visibility test is then kept off
   * the indexes): the term's matches, each looked up by id, or else the category's listings off its index.
   */
  lookup?: 'term' | 'term-or-category';
  /** Leave the attribute groups out: the attribute facets apply them term by term. */
  withoutAttributes?: boolean;
}

function lookedUp(s: ProductSearch, opts: WhereOptions): boolean {
  if (opts.lookup === 'term') return s.match !== null;
  return opts.lookup === 'term-or-category' && (s.match !== null || s.byCategory);
}

/** Public products matching every filter: the WHERE of the page, the count and the facets. */
export function productWhere(s: ProductSearch, opts: WhereOptions = {}): SQL {
  return and(
    lookedUp(s, opts) ? isPublicLookedUp : isPublic,
    ...s.conditions,
    s.match && !opts.termJoined ? matchesTerm(s.match) : undefined,
    ...(opts.withoutAttributes ? [] : s.attributeGroups.map((g) => hasAnyTerm(g.termIds))),
  )!;
}
