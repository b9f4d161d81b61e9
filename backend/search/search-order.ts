/** The ORDER BY of each sort of GET /search (schema/rest/search.ts SORTS). */
import { sql, type SQL } from 'drizzle-orm';
import type { SORTS } from '../../schema/rest/search';
import { products } from '../db/schema';
import type { ProductSearch } from './search-filters-queries';
import { haversineTermSql } from './search-geo-queries';

export type SearchSort = (typeof SORTS)[number];

export const newest = [sql`${products.createdAt} desc`, sql`${products.id} desc`];

/** ORDER BY for a sort; every order ends on the id so pages never overlap or skip. */
export function orderFor(sort: SearchSort, s: ProductSearch): SQL[] {
  switch (sort) {
    case 'relevance':
      // bm25 is negative, best first; equal ranks fall back to the newest. Without a term (a store name alone): newest.
      return s.byTerm ? [sql`fts.fts_rank`, ...newest] : newest;
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
