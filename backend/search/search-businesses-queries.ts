/**
 * Store discovery: GET /businesses/search (by words, city, business category and distance, paged) and
 * GET /products/storeFinder (published stores near a point, nearest first). Card fields come from the shared
 * business summary (businesses/businesses-queries.ts); distance from search-geo (haversine, computed in SQL).
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { RestBusinessResult } from '../../schema/rest/search';
import type { Db } from '../db/client';
import { businesses } from '../db/schema';
import { categoriesOf, isPublicStore, productCount, toSummary, type BusinessRow } from '../businesses/businesses-queries';
import { cappedPaging, countUpTo } from '../catalogue/product-summary-queries';
import { TOTAL_CAP } from '../../schema/rest/shared';
import { smallestCircleHolding } from './search-nearest';
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

/** How many stores `where` matches, counting no further than `upTo`: "1,000+ stores", as products' counts (issue 30). */
const countStores = (db: Db, where: SQL, upTo = TOTAL_CAP + 1) =>
  countUpTo(db, db.select({ one: sql`1` }).from(businesses).where(where).$dynamic(), upTo);

/**
 * The ids of a page of the stores `filters` match within `radiusKm` of `point` (anywhere: null), nearest first, and
 * their order. Sorting by distance has no index, and SQLite works out a row's columns before it sorts, so the page's
 * ids are sorted first off businesses_public_geo_idx (covering: only the index is read) and their cards read after.
 * The ids come from the smallest circle around the point that holds the page (search-nearest.ts): at 200,000
 * listings ~2,000 stores lie within 25 km of central Harare, and the store finder read each with its card (7,113 rows)
 * to show 30. `filters` leave the radius out: a circle's box alone then bounds the index walk of its count.
 */
async function nearestIds(db: Db, filters: SQL, point: GeoPoint, radiusKm: number | null, limit: number, offset: number) {
  const within = (km: number) => withinRadiusSql(businesses.lat, businesses.lng, point, km);
  const wanted = offset + limit;
  const km = (await smallestCircleHolding(db, radiusKm, wanted, (circle) => countStores(db, and(filters, within(circle))!, wanted))) ?? radiusKm;
  // The order's distance series stays the search's own radius's (search-geo-queries.ts): the same order as unnarrowed.
  const order = orderFor('distance', point, radiusKm ?? undefined);
  const ids = db
    .select({ id: businesses.id })
    .from(businesses)
    .where(km === null ? filters : and(filters, within(km)))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { ids, order };
}

/** GET /businesses/search. The route has refused sortBy distance without coordinates. */
export async function searchBusinesses(db: Db, q: BusinessSearch) {
  const term = q.term?.trim();
  const city = q.city?.trim();
  const filters = and(
    isPublicStore,
    term
      ? sql`(${businesses.name} like ${likeContains(term)} escape '\\' or ${businesses.description} like ${likeContains(term)} escape '\\' or ${businesses.city} like ${likeContains(term)} escape '\\')`
      : undefined,
    city ? sql`lower(${businesses.city}) = lower(${city})` : undefined,
    q.category !== undefined
      ? sql`exists (select 1 from business_category_links l where l.business_id = ${outerId} and l.category_id = ${q.category})`
      : undefined,
  )!;
  const radiusKm = q.coordinates && q.radius !== undefined ? q.radius : null;
  const where =
    q.coordinates && radiusKm !== null ? and(filters, withinRadiusSql(businesses.lat, businesses.lng, q.coordinates, radiusKm))! : filters;
  // Nearest first when the buyer gave a position, else alphabetical: a directory reads A to Z.
  const sort = q.sortBy ?? (q.coordinates ? 'distance' : 'name');
  const offset = (q.page - 1) * q.per_page;
  const cards = db.select({ business: businesses, productCount }).from(businesses).$dynamic();
  // By name or newest the page is a walk of its index (0045) that stops after its rows; nearest first, see nearestIds.
  // (Query builders are thenables: the nearest ids are awaited on their own, and the page built after them.)
  const nearest = sort === 'distance' && q.coordinates ? await nearestIds(db, filters, q.coordinates, radiusKm, q.per_page, offset) : null;
  const page = nearest
    ? cards.where(inArray(businesses.id, nearest.ids)).orderBy(...nearest.order)
    : cards
        .where(where)
        .orderBy(...orderFor(sort, q.coordinates))
        .limit(q.per_page)
        .offset(offset);
  const [rows, [counted]] = await db.batch([page, countStores(db, where)]);
  return { load: await toResults(db, rows, q.coordinates), pageInfo: cappedPaging(q.page, q.per_page, counted?.n ?? 0) };
}

/**
 * GET /products/storeFinder: published stores within `radiusKm`, nearest first. With product categories
 * (a category and its descendants), only stores listing something there, and productCount counts those
 * products — "how much of this category does the store have".
 */
export async function findStores(db: Db, point: GeoPoint, radiusKm: number, limit: number, categoryIds: number[] | null) {
  const inCategory = categoryIds ? sql`and p.category_id in ${idList(categoryIds)}` : sql``;
  const listing = sql`from products p where p.business_id = ${outerId} and p.status = 'publish' ${inCategory}`;
  const filters = and(
    isPublicStore,
    // exists stops at a store's first listing there; only the page's stores count theirs.
    categoryIds ? sql`exists (select 1 ${listing})` : undefined,
  )!;
  const { ids, order } = await nearestIds(db, filters, point, radiusKm, limit, 0);
  const rows = await db
    .select({ business: businesses, productCount: categoryIds ? sql<number>`(select count(*) ${listing})` : productCount })
    .from(businesses)
    .where(inArray(businesses.id, ids))
    .orderBy(...order);
  return toResults(db, rows, point);
}
