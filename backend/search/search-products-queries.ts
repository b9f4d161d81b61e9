/**
 * GET /search: one query for the page (product cards, ranked and sorted in SQL) and one for the total (capped at
 * TOTAL_CAP), run together. Both share productWhere, so the count always describes the list.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { SORTS, RestSearchResult } from '../../schema/rest/search';
import type { Db } from '../db/client';
import { businesses, products } from '../db/schema';
import { cappedPaging, countMatches, summaryColumns, type SummaryRow, toSummary } from '../catalogue/product-summary-queries';
import { productWhere, rankedMatches, TERM_WINDOW, termAlone, type ProductSearch } from './search-filters-queries';
import { haversineKm, haversineTermSql, roundKm } from './search-geo-queries';
import { narrowToNearest } from './search-nearest';
import { categoryOnlyPage } from './search-category-page';

export type SearchSort = (typeof SORTS)[number];

const newest = [sql`${products.createdAt} desc`, sql`${products.id} desc`];

/** ORDER BY for a sort; every order ends on the id so pages never overlap or skip. */
function orderFor(sort: SearchSort, s: ProductSearch): SQL[] {
  switch (sort) {
    case 'relevance':
      // bm25 is negative, best first; equal ranks fall back to the newest. Without a term: newest.
      return s.match ? [sql`fts.fts_rank`, ...newest] : newest;
    case 'newest':
      return newest;
    case 'price_asc':
      return [sql`${products.priceCents} asc`, sql`${products.id} asc`];
    case 'price_desc':
      return [sql`${products.priceCents} desc`, sql`${products.id} desc`];
    case 'rating':
      return [sql`${products.ratingAverage} desc`, sql`${products.reviewCount} desc`, sql`${products.id} desc`];
    case 'distance':
      // The route refuses 'distance' without coordinates; the haversine term orders like the distance.
      return [sql`${haversineTermSql(products.lat, products.lng, s.point!, s.radiusKm ?? undefined)} asc`, sql`${products.id} asc`];
  }
}

export interface SearchPage {
  load: RestSearchResult[];
  pageInfo: ReturnType<typeof cappedPaging>;
}

/**
 * A term alone by relevance: its TERM_WINDOW newest matches ranked (termAlone), the page and its count in one
 * statement — the count is the window's public matches, or past a full window "1,000+". A page past the end has no
 * row to carry the count, so only then is it counted on its own.
 */
async function termWindowPage(db: Db, s: ProductSearch, page: number, perPage: number): Promise<SearchPage> {
  const where = productWhere(s, { termJoined: true, lookup: 'term' });
  const rows = await db
    .select({ ...summaryColumns, seen: sql<number>`fts.fts_seen`, shown: sql<number>`count(*) over ()` })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .innerJoin(rankedMatches(s.match!, TERM_WINDOW), sql`fts.fts_id = ${products.id}`)
    .where(where)
    .orderBy(...orderFor('relevance', s))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const first = rows[0];
  const counted = first
    ? first.seen >= TERM_WINDOW
      ? TERM_WINDOW
      : first.shown
    : ((await countMatches(db, productWhere(s, { lookup: 'term', termWindow: true })))[0]?.n ?? 0);
  return { load: rows.map((row) => ({ ...toSummary(row), distanceKm: null })), pageInfo: cappedPaging(page, perPage, counted) };
}

export async function searchProductPage(db: Db, s: ProductSearch, sort: SearchSort, page: number, perPage: number): Promise<SearchPage> {
  // A point without a radius is no filter, but its distance is shown: the window's page carries none.
  if (sort === 'relevance' && termAlone(s) && !s.point) return termWindowPage(db, s, page, perPage);
  // A category alone: its page merged per category of the family, bounded at any size (search-category-page.ts).
  const byFamily = await categoryOnlyPage(db, s, sort, page, perPage);
  if (byFamily) return searchPageOf(byFamily, s, page, perPage);
  // The ranked FTS rows are joined only when their rank orders the page; otherwise the term is an IN filter.
  const ranked = sort === 'relevance' && s.match !== null;
  // A term's matches drive its count and, sorted by other than relevance, its page: each looked up by id. A walk of
  // the sort's index testing every listing against the matches reads the catalogue up to the first match in that
  // order (128,855 rows for "phone" cheapest first at 200,000 listings: the cheap listings are not phones). A
  // category's count walks the category's listings, not the catalogue until 1,001 of them turned up.
  // Nearest first sorts only the smallest circle that holds the page (search-nearest.ts); counted over the search.
  const paged = sort === 'distance' ? await narrowToNearest(db, s, page * perPage) : s;
  let list = db.select(summaryColumns).from(products).innerJoin(businesses, eq(businesses.id, products.businessId)).$dynamic();
  if (ranked) list = list.innerJoin(rankedMatches(s.match!), sql`fts.fts_id = ${products.id}`);
  const [rows, [counted]] = await Promise.all([
    list
      .where(productWhere(paged, { termJoined: ranked, lookup: sort === 'distance' ? undefined : 'term' }))
      .orderBy(...orderFor(sort, paged))
      .limit(perPage)
      .offset((page - 1) * perPage),
    // Counted up to the cap: past it the page says "1,000+" (issue 30), and the count stays bounded.
    countMatches(db, productWhere(s, { lookup: 'term-or-category' })),
  ]);
  return searchPageOf([rows, [counted]], s, page, perPage);
}

/** The page's cards, each with its distance from the buyer when a point is given, and the paging of the count. */
function searchPageOf([rows, [counted]]: [SummaryRow[], { n: number }[]], s: ProductSearch, page: number, perPage: number): SearchPage {
  const point = s.point;
  return {
    load: rows.map((row) => ({
      ...toSummary(row),
      distanceKm: point ? roundKm(haversineKm(point, { lat: row.product.lat, lng: row.product.lng })) : null,
    })),
    pageInfo: cappedPaging(page, perPage, counted?.n ?? 0),
  };
}
