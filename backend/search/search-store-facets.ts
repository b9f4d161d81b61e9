/**
 * The filter panel of one store's listings (a storefront's panel and its kind counts: GET /search/filter?bID= and
 * nothing else), read from the counts triggers keep per store (migration 0048) instead of grouping every listing of
 * the store: hundreds of rows for a store of 10,000 listings, not 44,000 (issue 30). The answers are the live
 * grouping's; tests/integration/store-screen-counts.test.ts compares the two.
 */
import { sql } from 'drizzle-orm';
import type { ProductFilters } from '../../schema/rest/search';
import type { Db } from '../db/client';
import type { ProductSearch } from './search-filters-queries';
import type { FacetRow, PriceBounds } from './search-kept-facets-queries';

/** The store a search is narrowed by and by nothing else (no term, category, attribute or other filter), or null. */
export function storeOnly(f: ProductFilters, s: ProductSearch): number | null {
  return f.bID !== undefined && s.match === null && s.attributeGroups.length === 0 && s.conditions.length === 1 ? f.bID : null;
}

/** The store's listings are public only while it is published, as isPublic says of each listing. */
const storeIsPublic = (businessId: number) => sql`exists (select 1 from businesses where id = ${businessId} and status = 'publish')`;

/** Rows like the live grouping's: per category, kind and make (case-insensitively, as the make filter compares). */
export async function storeFacetRows(db: Db, businessId: number): Promise<FacetRow[]> {
  return db.all<FacetRow>(sql`
    select category_id as categoryId, kind, min(nullif(make, '')) as make, sum(n) as n, sum(deals) as deals,
      sum(promoted) as promoted
    from business_facet_counts
    where business_id = ${businessId} and status = 'publish' and n > 0 and ${storeIsPublic(businessId)}
    group by category_id, kind, lower(make)`);
}

/** The store's cheapest and dearest public listing's price: one probe of products_business_price_idx each. */
export async function storePriceBounds(db: Db, businessId: number): Promise<PriceBounds> {
  const end = (direction: 'asc' | 'desc') =>
    sql`(select price_cents from products where business_id = ${businessId} and status = 'publish'
      order by price_cents ${sql.raw(direction)} limit 1)`;
  const [row] = await db.all<{ lo: number | null; hi: number | null }>(
    sql`select ${end('asc')} as lo, ${end('desc')} as hi where ${storeIsPublic(businessId)}`,
  );
  return { minCents: row?.lo ?? null, maxCents: row?.hi ?? null };
}

/** How many of the store's public listings carry each attribute term. */
export async function storeTermCounts(db: Db, businessId: number): Promise<{ termId: number; n: number }[]> {
  return db.all(sql`
    select term_id as termId, n from business_term_counts
    where business_id = ${businessId} and n > 0 and ${storeIsPublic(businessId)}`);
}
