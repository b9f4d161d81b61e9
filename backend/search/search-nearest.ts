/**
 * "Nearest first" at national size (issue 30). Sorting by distance has no index: the page query works out the
 * distance of every listing it may return and sorts them all — every public listing within the radius, ~140,000
 * around central Harare in a catalogue of 200,000 (49× the seed's time). Yet a page of the nearest needs only the
 * smallest circle that holds that many matches. So the matches in growing circles around the buyer are counted
 * first, each count stopping at the number the page needs (a walk of the box's longitude cells over its latitudes,
 * products_public_geo_cell_idx, migration 0050), in one D1 batch; the page query then sorts only the smallest circle that holds enough.
 *
 * The order is unchanged: if at least `wanted` matches lie within r, the `wanted` nearest all do. When no circle
 * smaller than the search's own radius holds enough, the search is left as it was (few matches: cheap to sort).
 */
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { countMatches, type countUpTo } from '../catalogue/product-summary-queries';
import { productWhere, type ProductSearch } from './search-filters-queries';
import { withinRadiusSql } from './search-geo-queries';

/** Circles tried, km: a town block to a city. Past 25 km a buyer's "nearest" spans towns and few listings. */
export const NEAREST_CIRCLES_KM = [0.5, 1, 2, 5, 10, 25] as const;

/**
 * The smallest of the circles (km, smaller than `radiusKm` if any) within which `countWithin` finds at least `wanted`
 * rows, or null when none does. `countWithin(km)` must count the matches within km, stopping at `wanted` (countUpTo):
 * the counts are asked in one D1 batch. Shared by listings (narrowToNearest) and stores (the store finder).
 */
export async function smallestCircleHolding(
  db: Db,
  radiusKm: number | null,
  wanted: number,
  countWithin: (km: number) => ReturnType<typeof countUpTo>,
): Promise<number | null> {
  const circles = NEAREST_CIRCLES_KM.filter((km) => radiusKm === null || km < radiusKm);
  if (circles.length === 0) return null;
  const [first, ...rest] = circles.map(countWithin);
  const counts = await db.batch([first, ...rest]);
  const index = counts.findIndex(([row]) => (row?.n ?? 0) >= wanted);
  return index === -1 ? null : circles[index];
}

/**
 * The search narrowed to the smallest circle around its point that holds the first `wanted` matches, or the
 * search itself. Only for a search with a point; the caller keeps counting the total over the search itself.
 */
export async function narrowToNearest(db: Db, s: ProductSearch, wanted: number): Promise<ProductSearch> {
  const point = s.point;
  if (!point) return s;
  const within = (km: number) => withinRadiusSql(products.lat, products.lng, point, km, { lngCells: true });
  // A circle smaller than the search's radius, around the same point, lies inside it: the circle replaces the
  // radius's condition, so the cell index reads the circle's few cells, not the radius's (1,344 rows to count 20
  // within 1 km at 50,000 listings, when SQLite chose the radius's cells).
  const inCircle = (km: number): ProductSearch => ({ ...s, conditions: [...s.conditions.filter((c) => c !== s.radiusCondition), within(km)] });
  const km = await smallestCircleHolding(db, s.radiusKm, wanted, (circle) => countMatches(db, productWhere(inCircle(circle))!, wanted));
  // radiusKm stays the search's own: the sort's distance series (search-geo-queries.ts) is chosen by it, so the
  // order of equal-looking distances is exactly the unnarrowed search's.
  return km === null ? s : inCircle(km);
}
