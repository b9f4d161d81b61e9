/**
 * GET /search narrowed by a category and nothing else (issue 30): the page is the category screen's, merged per
 * category of the family off the category indexes (backend/catalogue/category-page-queries.ts), instead of one
 * query over the family that walks the catalogue's date index testing each listing's category, or reads every
 * listing of the family to sort them (13,760 rows at 200,000 listings for motor vehicles).
 *
 * Only then: any other filter (a term, a price range, a kind, attributes, a radius) may leave a category's first
 * listings out, so its share of the page would not be bounded by offset + limit; those searches keep the single
 * query. So do the sorts no index serves per category (see FamilyOrder).
 */
import type { Db } from '../db/client';
import { familyPageQuery, isFamilyOrder } from '../catalogue/category-page-queries';
import { countMatches } from '../catalogue/product-summary-queries';
import type { SORTS } from '../../schema/rest/search';
import { productWhere, type ProductSearch } from './search-filters-queries';

/**
 * The page's rows and the capped count, as searchProductPage reads them, or null when the search is not a category
 * alone or its sort is not merged per category. Without a term "relevance" is newest first.
 */
export function categoryOnlyPage(db: Db, s: ProductSearch, sort: (typeof SORTS)[number], page: number, perPage: number) {
  const order = sort === 'relevance' ? 'newest' : sort;
  const family = s.categoryOnly?.ids;
  if (!family?.length || !isFamilyOrder(order)) return null;
  return Promise.all([
    familyPageQuery(db, family, order, perPage, (page - 1) * perPage),
    // The same capped count as any search's: off the category index, up to 1,001.
    countMatches(db, productWhere(s, { lookup: 'term-or-category' })),
  ]);
}
