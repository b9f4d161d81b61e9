/**
 * Distance for `coordinates`/`radius` (DESIGN.md §7: a bounding box + haversine).
 *
 * D1 does not promise SQLite's math functions (sin, cos, asin, sqrt), yet filtering, counting, sorting and
 * paging by distance belong in SQL — fetching every candidate to sort in JS would not scale past a small
 * radius. So the SQL computes the haversine term
 *     a = sin²(Δφ/2) + cos φ0 · cos φ · sin²(Δλ/2)
 * with sin² and cos as Taylor series (plain arithmetic, cut to the angles the query can meet, exact to ~1e-13:
 * this is haversine, not an approximation of it). Distance grows monotonically with `a`, so "within r km" is
 * `a <= sin²(r / 2R)` and "nearest first" is `order by a` — no asin or sqrt in SQL. A bounding box on lat/lng
 * comes first, so rows far away skip the arithmetic and the series for the rest can be short (3–6 terms for
 * the UI's radii; 13 for coordinates without a radius, where every row may be anywhere on the globe).
 * `distanceKm` is the same haversine computed in JS with Math on each returned row.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Haversine distance in km (JS, exact). */
export function haversineKm(from: GeoPoint, to: GeoPoint): number {
  const a = haversineTerm(from, to, (x) => Math.sin(x) ** 2, Math.cos);
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Rounded to 0.1 km, as the contract's distanceKm. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

// ── Series ─────────────────────────────────────────────────────────────────────────────────────────────
// Taylor series in t = x², cut after the last term that matters for the largest |x| the query can meet: a
// 25 km radius needs 3 terms for sin², the whole globe 13. Cutting where the next term falls below 1e-13 of
// the first keeps the result exact to double precision while a dense city's rows cost a few dozen operations.
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
/** sin²x = Σ_{k≥1} (−1)^{k+1} 2^{2k−1} x^{2k} / (2k)!  (one series: squaring sin would compute it twice). */
const SIN2 = Array.from({ length: 16 }, (_, i) => ((-1) ** i * 2 ** (2 * i + 1)) / factorial(2 * i + 2));
/** cos x = Σ_{k≥0} (−1)^k x^{2k} / (2k)! */
const COS = Array.from({ length: 16 }, (_, k) => (-1) ** k / factorial(2 * k));
const SERIES_TOLERANCE = 1e-13;

/** The coefficients needed for |x| ≤ maxX (as t = x² ≤ maxX²). */
export function seriesFor(coeffs: number[], maxX: number): number[] {
  const maxT = maxX * maxX;
  let n = 1;
  while (n < coeffs.length && Math.abs(coeffs[n] * maxT ** n) > SERIES_TOLERANCE * Math.abs(coeffs[0])) n++;
  return coeffs.slice(0, n);
}

function horner(t: number, coeffs: number[]): number {
  return coeffs.reduceRight((acc, c) => c + t * acc, 0);
}
/** sin² and cos as the SQL computes them (same coefficients), so unit tests can bound the error. */
export const polySin2 = (x: number, maxX = Math.PI / 2) => x * x * horner(x * x, seriesFor(SIN2, maxX));
export const polyCos = (x: number, maxX = Math.PI / 2) => horner(x * x, seriesFor(COS, maxX));

/** A number as SQL text. Always parenthesised: `x - -1` would otherwise start a `--` comment. */
function num(n: number): SQL {
  if (!Number.isFinite(n)) throw new Error(`Not a finite number: ${n}`);
  return sql.raw(`(${n})`);
}
function hornerSql(t: SQL, coeffs: number[]): SQL {
  return coeffs.reduceRight<SQL | null>((acc, c) => (acc ? sql`(${num(c)} + ${t} * ${acc})` : num(c)), null)!;
}
const sin2Sql = (x: SQL, maxX: number) => sql`(${x} * ${x} * ${hornerSql(sql`(${x} * ${x})`, seriesFor(SIN2, maxX))})`;
const cosSql = (x: SQL, maxX: number) => hornerSql(sql`(${x} * ${x})`, seriesFor(COS, maxX));

// ── Haversine ──────────────────────────────────────────────────────────────────────────────────────────

function haversineTerm(p: GeoPoint, q: GeoPoint, sin2: (x: number) => number, cos: (x: number) => number): number {
  return sin2(((q.lat - p.lat) * RAD) / 2) + Math.cos(p.lat * RAD) * cos(q.lat * RAD) * sin2(foldHalfAngle(((q.lng - p.lng) * RAD) / 2));
}

/** sin² is symmetric about π/2, so a half-angle in [−π, π] folds into [0, π/2] where the series is exact. */
function foldHalfAngle(x: number): number {
  const y = Math.abs(x);
  return Math.min(y, Math.PI - y);
}

/** The largest half-angles (radians) a row can have: from the bounding box with a radius, else the globe. */
function reach(point: GeoPoint, radiusKm: number | undefined) {
  const box = radiusKm === undefined ? null : boundingBox(point, radiusKm);
  const dLat = box ? Math.max(point.lat - box.minLat, box.maxLat - point.lat) : 180;
  const dLng = box && box.minLng !== null ? Math.max(point.lng - box.minLng, box.maxLng! - point.lng) : null;
  return {
    halfDLat: Math.min(Math.PI / 2, (dLat * RAD) / 2),
    /** null: no longitude bound, so the half-angle must be folded first. */
    halfDLng: dLng === null ? null : (dLng * RAD) / 2,
    lat: Math.min(Math.PI / 2, (Math.abs(point.lat) + dLat) * RAD),
  };
}

/**
 * The haversine term `a` between `point` and each row's (lat, lng) columns, as SQL. `radiusKm` bounds the
 * angles the rows can have (they passed its bounding box), which lets the series be short.
 */
export function haversineTermSql(lat: SQLiteColumn, lng: SQLiteColumn, point: GeoPoint, radiusKm?: number): SQL {
  const r = reach(point, radiusKm);
  const halfDLat = sql`((${lat} - ${num(point.lat)}) * ${num(RAD / 2)})`;
  const halfDLng = sql`((${lng} - ${num(point.lng)}) * ${num(RAD / 2)})`;
  const lngTerm =
    r.halfDLng === null ? sin2Sql(sql`min(abs(${halfDLng}), ${num(Math.PI)} - abs(${halfDLng}))`, Math.PI / 2) : sin2Sql(halfDLng, r.halfDLng);
  const cosLat = cosSql(sql`(${lat} * ${num(RAD)})`, r.lat);
  return sql`(${sin2Sql(halfDLat, r.halfDLat)} + ${num(Math.cos(point.lat * RAD))} * ${cosLat} * ${lngTerm})`;
}

/** The JS twin of haversineTermSql, with the same series (for tests). */
export function haversineTermPoly(p: GeoPoint, q: GeoPoint, radiusKm?: number): number {
  const r = reach(p, radiusKm);
  const halfDLng = ((q.lng - p.lng) * RAD) / 2;
  const lngTerm = r.halfDLng === null ? polySin2(foldHalfAngle(halfDLng)) : polySin2(halfDLng, r.halfDLng);
  return polySin2(((q.lat - p.lat) * RAD) / 2, r.halfDLat) + Math.cos(p.lat * RAD) * polyCos(q.lat * RAD, r.lat) * lngTerm;
}

/** `a` at exactly `radiusKm`: rows with a smaller or equal term are within the radius. */
export function haversineTermLimit(radiusKm: number): number {
  const s = Math.sin(Math.min(radiusKm / EARTH_RADIUS_KM, Math.PI) / 2);
  return s * s;
}

/**
 * The lat/lng box that holds every point within `radiusKm` (slightly generous, never too small). The
 * longitude span is asin(sin δ / cos φ0), the exact extent of a spherical cap; near a pole or across the
 * antimeridian the box has no longitude bounds and the haversine test alone decides.
 */
export function boundingBox(point: GeoPoint, radiusKm: number) {
  const delta = radiusKm / EARTH_RADIUS_KM;
  const margin = 1e-6; // degrees (~0.1 m): float rounding must never cut a row the haversine test keeps
  const dLat = delta / RAD + margin;
  const minLat = Math.max(-90, point.lat - dLat);
  const maxLat = Math.min(90, point.lat + dLat);
  const ratio = Math.sin(delta) / Math.cos(point.lat * RAD);
  if (minLat === -90 || maxLat === 90 || ratio >= 1) return { minLat, maxLat, minLng: null, maxLng: null };
  const dLng = Math.asin(ratio) / RAD + margin;
  if (point.lng - dLng < -180 || point.lng + dLng > 180) return { minLat, maxLat, minLng: null, maxLng: null };
  return { minLat, maxLat, minLng: point.lng - dLng, maxLng: point.lng + dLng };
}

/**
 * A listing's longitude cell: 0.005° wide (~0.5 km in Zimbabwe), as products_public_geo_cell_idx (migration 0050)
 * keys the public listings — status, cell, then latitude. A latitude band alone holds a whole country's width of
 * listings (14,856 rows read for a page of the nearest at 200,000 listings); the cells a box spans, each walked
 * over the box's latitudes, hold only the box. Written with literal numbers: SQLite uses an expression index only
 * for the same expression, and a bound parameter is not the same.
 */
export const lngCellSql = (lng: SQLiteColumn) => sql`cast((${lng} + 180) * 200 as integer)`;
/** More cells than this (a box wider than ~50 km) and the box's band is walked instead: few listings, far apart. */
export const MAX_LNG_CELLS = 100;

/** The longitude cells a box spans, or null when it has no longitude bounds or spans too many. */
export function lngCellsOf(box: ReturnType<typeof boundingBox>): number[] | null {
  if (box.minLng === null || box.maxLng === null) return null;
  // The same arithmetic as the SQL's, in doubles: monotonic, so a row inside the box is in one of these cells.
  const first = Math.trunc((box.minLng + 180) * 200);
  const last = Math.trunc((box.maxLng + 180) * 200);
  if (last - first + 1 > MAX_LNG_CELLS) return null;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * "Within radiusKm of point": the bounding box first (cheap), then the haversine term. `lngCells` (listings only)
 * adds the box's longitude cells, so the listings' cell index reads the box alone.
 */
export function withinRadiusSql(lat: SQLiteColumn, lng: SQLiteColumn, point: GeoPoint, radiusKm: number, opts: { lngCells?: boolean } = {}): SQL {
  const box = boundingBox(point, radiusKm);
  const cells = opts.lngCells ? lngCellsOf(box) : null;
  const inCells = cells ? sql` and ${lngCellSql(lng)} in ${sql.raw(`(${cells.join(', ')})`)}` : sql``;
  const lngBox = box.minLng === null ? sql`` : sql` and ${lng} between ${num(box.minLng)} and ${num(box.maxLng!)}`;
  return sql`(${lat} between ${num(box.minLat)} and ${num(box.maxLat)}${lngBox}${inCells} and ${haversineTermSql(lat, lng, point, radiusKm)} <= ${num(haversineTermLimit(radiusKm))})`;
}
