/**
 * Store discovery: GET /businesses/search (by words, city, business category and distance, paged) and
 * GET /products/storeFinder (published stores near a point, nearest first). Card fields come from the shared
 * business summary (businesses/businesses-queries.ts); distance from search-geo (haversine, computed in SQL).
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { RestBusinessResult } from '../../schema/rest/search';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { categoriesOf, productCount, toSummary, type BusinessRow } from '../businesses/businesses-queries';
import { paging } from '../catalogue/product-summary-queries';
import { idList } from '../db/id-list';
import { haversineKm, haversineTermSql, roundKm, withinRadiusSql, type GeoPoint } from './search-geo-queries';
import { likeContains } from './search-term-queries';

export type BusinessSort = 'name' | 'newest' | 'distance';

export interface BusinessSearch {
  term?: string;
  city?: string;
  category?: number;
  coordinates?: GeoPoint;
  radius?: number;
  sortBy?: BusinessSort;
  page: number;
  per_page: number;
}

// Correlated subqueries name the outer table in full: Drizzle leaves columns unqualified in single-table selects.
const outerId = sql.raw('"businesses"."id"');

/** `radiusKm`: the radius rows were kept within, if any (the distance series can then be short). */
function orderFor(sort: BusinessSort, point: GeoPoint | undefined, radiusKm?: number): SQL[] {
  if (sort === 'distance') return [sql`${haversineTermSql(businesses.lat, businesses.lng, point!, radiusKm)} asc`, sql`${businesses.id} asc`];
  if (sort === 'newest') return [sql`${businesses.createdAt} desc`, sql`${businesses.id} desc`];
  return [sql`lower(${businesses.name}) asc`, sql`${businesses.id} asc`];
}

/** Summaries of the rows, with their distance from `point` and their coordinates (the contract's result). */
async function toResults(
  db: Db,
  rows: { business: BusinessRow; productCount: number }[],
  point: GeoPoint | undefined,
): Promise<RestBusinessResult[]> {
  const cats = await categoriesOf(
    db,
    rows.map((r) => r.business.id),
  );
  return rows.map(({ business: b, productCount: count }) => {
    const coordinates = { lat: b.lat, lng: b.lng };
    return {
      ...toSummary(b, count, cats.get(b.id) ?? []),
      distanceKm: point ? roundKm(haversineKm(point, coordinates)) : null,
      coordinates,
    };
  });
}

/** GET /businesses/search. The route has refused sortBy distance without coordinates. */
export async function searchBusinesses(db: Db, q: BusinessSearch) {
  const term = q.term?.trim();
  const city = q.city?.trim();
  const where = and(
    eq(businesses.status, 'publish'),
    isNull(businesses.suspendedAt),
    term
      ? sql`(${businesses.name} like ${likeContains(term)} escape '\\' or ${businesses.description} like ${likeContains(term)} escape '\\' or ${businesses.city} like ${likeContains(term)} escape '\\')`
      : undefined,
    city ? sql`lower(${businesses.city}) = lower(${city})` : undefined,
    q.category !== undefined
      ? sql`exists (select 1 from business_category_links l where l.business_id = ${outerId} and l.category_id = ${q.category})`
      : undefined,
    q.coordinates && q.radius !== undefined ? withinRadiusSql(businesses.lat, businesses.lng, q.coordinates, q.radius) : undefined,
  );
  // Nearest first when the buyer gave a position, else alphabetical: a directory reads A to Z.
  const sort = q.sortBy ?? (q.coordinates ? 'distance' : 'name');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ business: businesses, productCount })
      .from(businesses)
      .where(where)
      .orderBy(...orderFor(sort, q.coordinates, q.coordinates ? q.radius : undefined))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: sql<number>`count(*)` }).from(businesses).where(where),
  ]);
  return { load: await toResults(db, rows, q.coordinates), pageInfo: paging(q.page, q.per_page, counted?.n ?? 0) };
}

/**
 * GET /products/storeFinder: published stores within `radiusKm`, nearest first. With product categories
 * (a category and its descendants), only stores listing something there, and productCount counts those
 * products — "how much of this category does the store have".
 */
export async function findStores(db: Db, point: GeoPoint, radiusKm: number, limit: number, categoryIds: number[] | null) {
  const inCategory = categoryIds ? sql`and p.category_id in ${idList(categoryIds)}` : sql``;
  const listed = sql<number>`(select count(*) from products p where p.business_id = ${outerId} and p.status = 'publish' ${inCategory})`;
  const rows = await db
    .select({ business: businesses, productCount: categoryIds ? listed : productCount })
    .from(businesses)
    .where(
      and(
        eq(businesses.status, 'publish'),
        isNull(businesses.suspendedAt),
        withinRadiusSql(businesses.lat, businesses.lng, point, radiusKm),
        categoryIds ? sql`${listed} > 0` : undefined,
      ),
    )
    .orderBy(...orderFor('distance', point, radiusKm))
    .limit(limit);
  return toResults(db, rows, point);
}
