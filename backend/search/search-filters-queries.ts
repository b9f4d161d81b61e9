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
import { attributes, attributeTerms, products } from '../db/schema';
import { loadCategoryTree, type CategoryTree } from '../catalogue/category-tree-queries';
import { isPublic, isPublicLookedUp } from '../catalogue/product-summary-queries';
import { withinRadiusSql, type GeoPoint } from './search-geo-queries';
import { ftsMatchExpression, termTokens } from './search-term-queries';
import { idList } from '../db/id-list';
import { TOTAL_CAP } from '../../schema/rest/shared';

/** Column weights for bm25, in products_fts column order (0055_search_within_a_store.sql): the name counts most. */
export const FTS_WEIGHTS = { name: 10, summary: 2, description: 1, business: 3, category: 4, details: 4, store: 0 } as const;

export interface AttributeGroup {
  attributeId: number;
  termIds: number[];
}

export interface ProductSearch {
  /**
   * FTS5 MATCH expression: the term's words, and the store-name words of bTerm as prefixes in the business column;
   * null when neither has a usable word (then no full-text filter).
   */
  match: string | null;
  /** The buyer's term has words: relevance ranks by it (a store name alone does not rank). */
  byTerm: boolean;
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
  const storeName = storeNameMatch(f.bTerm);
  // A store name with no letter or digit ('%') names no store.
  if (given(f.bTerm) && storeName === null) add(NOTHING);
  const words = [ftsMatchExpression(f.term), storeName].filter(Boolean);
  // Within a store, its token narrows the words' matches off the index (migration 0055); alone, bID has its own reads.
  if (words.length && f.bID !== undefined) words.push(`store : "s${f.bID}"`);
  // Explicit AND: a word with synonyms is a parenthesised OR, which FTS5 will not AND implicitly (ftsMatchExpression).
  const match = words.join(' AND ') || null;
  const categoryOnly =
    match === null && attributeGroups.length === 0 && conditions.length === (f.category ? 1 : 0) ? { ids: f.category ? family : null } : null;
  return {
    match,
    byTerm: ftsMatchExpression(f.term) !== null,
    conditions,
    attributeGroups,
    point: f.coordinates ?? null,
    radiusKm,
    radiusCondition,
    tree,
    byCategory: Boolean(category),
    categoryOnly,
  };
}

/**
 * bTerm ("stores named …") as a full-text filter on the listings' store-name column: each word the start of a word of
 * the name ("dig" finds Borrowdale Digital), as the search box matches listings. Before, a LIKE on every public
 * listing's store (a scan of the catalogue with its stores: 29,343 rows for "phone" in stores named "a" at 200,000
 * listings); now it narrows the term's matches, or is the search's full text when there is no term.
 */
function storeNameMatch(bTerm: string | undefined): string | null {
  const words = termTokens(bTerm);
  return words.length ? words.map((w) => `business : "${w}"*`).join(' ') : null;
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

/**
 * "The listing has one of these terms", read off its own row's term list (attribute_term_ids, '[38,52]'), for reads
 * that look each match up by id. No term (an unknown one was asked for): nothing.
 */
export function hasAnyTermOnRow(termIds: number[]): SQL {
  if (termIds.length === 0) return NOTHING;
  const list = sql`(',' || trim(${products.attributeTermIds}, '[]') || ',')`;
  return sql`(${sql.join(
    termIds.map((id) => sql`instr(${list}, ${`,${id},`}) > 0`),
    sql` or `,
  )})`;
}

/** "The product has one of these terms". */
export function hasAnyTerm(termIds: number[]): SQL {
  return sql`${products.id} in (select pat.product_id from product_attribute_terms pat where pat.term_id in ${idList(termIds)})`;
}

/**
 * A term is ranked, counted and faceted over its TERM_WINDOW newest matches only (issue 30): bm25 reads every ranked
 * match's column sizes and the facets group every match, tens of thousands of rows for a common word at national
 * size. Other filters narrow within that window (FTS top-k before the filters): a walk of the matches until enough
 * pass a selective filter read every match ("phone" in real estate: 9,040 rows at 200,000 listings). Past the window
 * a term alone's count reads "1,000+"; the page and panel say only the newest matches were searched. No term matches
 * that many listings at seed size, so nothing a buyer sees there changes.
 */
export const TERM_WINDOW = TOTAL_CAP + 1;

/** The searches read over a window (searchWindow): a term or a store name, with any filter, within a store too. */
export const termWindowed = (s: ProductSearch): boolean => s.match !== null;

/** "The product matches the term", for queries that do not join the ranked FTS rows. */
export function matchesTerm(match: string): SQL {
  return sql`${products.id} in (select rowid from products_fts where products_fts match ${match})`;
}

const bm25 = (): SQL => {
  const w = FTS_WEIGHTS;
  const weights = [w.name, w.summary, w.description, w.business, w.category, w.details, w.store].map((n) => n.toFixed(1)).join(', ');
  return sql`bm25(products_fts, ${sql.raw(weights)})`;
};

/**
 * The window a search by a term reads, to join as `fts`: its TERM_WINDOW newest matches (highest ids) as `fts_id`,
 * and with `ranked` their bm25 `fts_rank` (bm25 then runs for those only). Other filters narrow
 * within the window (shownInWindow); a store's id is in the match itself (its token), so a store's matches are all
 * found however many other listings match.
 */
export function searchWindow(s: ProductSearch, ranked: boolean): SQL {
  const rank = ranked ? sql`, ${bm25()} as fts_rank` : sql``;
  return sql`(select rowid as fts_id${rank} from products_fts where products_fts match ${s.match} order by rowid desc limit ${TERM_WINDOW}) fts`;
}

/**
 * "The listing is public", read off its own row: its store's state is kept on it (store_published, migration 0047).
 * For reads that look each match up by id and would otherwise read its store's row too.
 */
export const isListedPublic = sql<boolean>`(${products.status} = 'publish' and ${products.storePublished} = 1)`;

/**
 * "The window's listing is shown": public, off its own row, and passing the search's filters, attribute groups
 * included unless `withoutAttributes` (the attribute facets test them one by one).
 */
export const shownInWindow = (s: ProductSearch, opts: { withoutAttributes?: boolean } = {}): SQL =>
  sql`(${and(isListedPublic, ...s.conditions, ...(opts.withoutAttributes ? [] : s.attributeGroups.map((g) => hasAnyTermOnRow(g.termIds))))})`;

export interface WhereOptions {
  /**
   * What may drive the query instead of an index walk of every public listing (the visibility test is then kept off
   * the indexes): the term's matches, each looked up by id, or else the category's listings off its index.
   */
  lookup?: 'term-or-category';
  /** Leave the attribute groups out: the attribute facets apply them term by term. */
  withoutAttributes?: boolean;
}

function lookedUp(s: ProductSearch, opts: WhereOptions): boolean {
  return opts.lookup === 'term-or-category' && (s.match !== null || s.byCategory);
}

/** Public products matching every filter: the WHERE of the page, the count and the facets. */
export function productWhere(s: ProductSearch, opts: WhereOptions = {}): SQL {
  return and(
    lookedUp(s, opts) ? isPublicLookedUp : isPublic,
    ...s.conditions,
    s.match ? matchesTerm(s.match) : undefined,
    ...(opts.withoutAttributes ? [] : s.attributeGroups.map((g) => hasAnyTerm(g.termIds))),
  )!;
}
