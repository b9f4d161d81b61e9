/**
 * A storefront's section (GET /search narrowed by a store and its kinds and nothing else, newest first: the
 * "Motor vehicles" or "General" tab of a storefront) at a working store's scale (issue 30: 10,000 listings). One query
 * over `kind in (…)` walks the store's date index testing each listing's kind until the page fills, and its count walks
 * the store to the cap: a kind that is a few percent of the store read ~9,600 rows. Instead each kind hands over its
 * first offset + limit public listings newest first off products_business_kind_idx (store, status, kind, date; 0048),
 * merged (UNION ALL: at most five kinds, D1's compound limit), sorted and the page taken, its cards read by id; the
 * count is the store's kept counts by kind (business_facet_counts), capped as any search's count is.
 *
 * The page is the single query's page (every listing of it is among the first offset + limit of its kind), and the
 * count says what countMatches says (the kept counts equal live ones: store-screen-counts.test.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { ProductFilters, SORTS } from '../../schema/rest/search';
import { TOTAL_CAP } from '../../schema/rest/shared';
import type { Db } from '../db/client';
import { businesses, products } from '../db/schema';
import { cappedPaging, summaryColumns, toSummary } from '../catalogue/product-summary-queries';
import type { ProductSearch } from './search-filters-queries';
import type { SearchPage } from './search-products-queries';

/** D1 allows five terms in a compound SELECT. */
const MAX_KINDS = 5;

/** The store and the kinds of a search narrowed by them alone, newest first (or by relevance without a term), or null. */
export function storeSection(f: ProductFilters, s: ProductSearch, sort: (typeof SORTS)[number]): { businessId: number; kinds: string[] } | null {
  const kinds = [...new Set(f.kind ?? [])];
  const alone = s.match === null && s.attributeGroups.length === 0 && s.point === null && s.conditions.length === 2;
  if (f.bID === undefined || !alone || kinds.length === 0 || kinds.length > MAX_KINDS) return null;
  return sort === 'newest' || sort === 'relevance' ? { businessId: f.bID, kinds } : null;
}

/** One kind's first `take` public listings of the store, newest first: a walk of products_business_kind_idx that stops. */
const firstOfKind = (businessId: number, kind: string, take: number) =>
  sql`select * from (select ${products.createdAt} as k0, ${products.id} as id from ${products}
    where ${products.businessId} = ${businessId} and ${products.status} = 'publish' and ${products.kind} = ${kind}
    order by ${products.createdAt} desc, ${products.id} desc limit ${take})`;

export async function storeSectionPage(
  db: Db,
  { businessId, kinds }: { businessId: number; kinds: string[] },
  page: number,
  perPage: number,
): Promise<SearchPage> {
  const offset = (page - 1) * perPage;
  const branches = kinds.map((kind) => firstOfKind(businessId, kind, offset + perPage));
  const pageIds = sql`select id from (${sql.join(branches, sql` union all `)}) order by k0 desc, id desc limit ${perPage} offset ${offset}`;
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .where(sql`${products.id} in (${pageIds}) and ${businesses.status} = 'publish'`)
      .orderBy(sql`${products.createdAt} desc`, sql`${products.id} desc`),
    // As countMatches counts: no further than TOTAL_CAP + 1, so past the cap the page says "1,000+".
    db.all<{ n: number }>(sql`
      select min(coalesce(sum(n), 0), ${TOTAL_CAP + 1}) as n from business_facet_counts
      where business_id = ${businessId} and status = 'publish' and kind in ${kinds}
        and exists (select 1 from businesses where id = ${businessId} and status = 'publish')`),
  ]);
  return {
    load: rows.map((row) => ({ ...toSummary(row), distanceKm: null })),
    pageInfo: cappedPaging(page, perPage, counted?.n ?? 0),
  };
}
