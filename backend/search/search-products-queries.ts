/**
 * GET /search: one query for the page (product cards, ranked and sorted in SQL) and one for the total (capped at
 * TOTAL_CAP), run together. Both share productWhere, so the count always describes the list.
 */
import { eq } from 'drizzle-orm';
import type { RestSearchResult } from '../../schema/rest/search';
import { TOTAL_CAP } from '../../schema/rest/shared';
import type { Db } from '../db/client';
import { businesses, products } from '../db/schema';
import { cappedPaging, countMatches, summaryColumns, type SummaryRow, toSummary } from '../catalogue/product-summary-queries';
import { productWhere, termWindowed, type ProductSearch } from './search-filters-queries';
import { haversineKm, roundKm } from './search-geo-queries';
import { orderFor, type SearchSort } from './search-order';
import { termWindowPage } from './search-term-window';
import { narrowToNearest } from './search-nearest';
import { categoryOnlyPage } from './search-category-page';

export interface SearchPage {
  load: RestSearchResult[];
  pageInfo: ReturnType<typeof cappedPaging> & { countedNewest?: number };
}

export async function searchProductPage(db: Db, s: ProductSearch, sort: SearchSort, page: number, perPage: number): Promise<SearchPage> {
  // A term (or a store name), alone or with filters: its window ranked or sorted, bounded at any size
  // (search-term-window.ts).
  if (termWindowed(s)) {
    const { rows, counted, windowFull } = await termWindowPage(db, s, sort, page, perPage);
    const result = searchPageOf([rows, [{ n: counted }]], s, page, perPage);
    return windowFull ? { ...result, pageInfo: { ...result.pageInfo, countedNewest: TOTAL_CAP } } : result;
  }
  // A category alone: its page merged per category of the family, bounded at any size (search-category-page.ts).
  const byFamily = await categoryOnlyPage(db, s, sort, page, perPage);
  if (byFamily) return searchPageOf(byFamily, s, page, perPage);
  // No term: a category's count walks the category's listings, not the catalogue until 1,001 of them turned up.
  // Nearest first sorts only the smallest circle that holds the page (search-nearest.ts); counted over the search.
  const paged = sort === 'distance' ? await narrowToNearest(db, s, page * perPage) : s;
  const list = db.select(summaryColumns).from(products).innerJoin(businesses, eq(businesses.id, products.businessId)).$dynamic();
  const [rows, [counted]] = await Promise.all([
    list
      .where(productWhere(paged))
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
