/**
 * Distance for `coordinates`/`radius` (DESIGN.md §7: a bounding box + haversine).
 *
 * D1 does not promise SQLite's math functions (sin, cos, asin, sqrt), yet filtering, counting, sorting and
 * paging by distance belong in SQL — fetching every candidate to sort in JS would not scale past a small
 * radius. So the SQL computes the haversine term
 *     a = sin²(Δφ/2) + cos φ0 · cos φ · sin²(Δλ/2)
 * with sin and cos as Taylor polynomials (plain arithmetic; relative error below 1e-9 on [-π/2, π/2], so the
 * result is haversine, not an approximation of it). Distance grows monotonically with `a`, so "within r km"
 * is `a <= sin²(r / 2R)` and "nearest first" is `order by a` — no asin or sqrt needed in SQL. A bounding box
 * on lat/lng comes first so SQLite skips the arithmetic for rows far away. The distance shown to buyers,
 * `distanceKm`, is the same haversine computed in JS with Math on each returned row.
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
  const a = haversineTerm(from, to, Math.sin, Math.cos);
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Rounded to 0.1 km, as the contract's distanceKm. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

// Taylor coefficients in t = x²: sin x = x·Σ (−1)^k t^k/(2k+1)!, cos x = Σ (−1)^k t^k/(2k)!.
const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const SIN_COEFFS = Array.from({ length: 8 }, (_, k) => (-1) ** k / factorial(2 * k + 1));
const COS_COEFFS = Array.from({ length: 9 }, (_, k) => (-1) ** k / factorial(2 * k));

/** sin and cos as the SQL computes them, so unit tests can bound the polynomials' error. */
export const polySin = (x: number) => x * horner(x * x, SIN_COEFFS);
export const polyCos = (x: number) => horner(x * x, COS_COEFFS);
function horner(t: number, coeffs: number[]): number {
  return coeffs.reduceRight((acc, c) => c + t * acc, 0);
}

/** A number as SQL text. Always parenthesised: `x - -1` would otherwise start a `--` comment. */
function num(n: number): SQL {
  if (!Number.isFinite(n)) throw new Error(`Not a finite number: ${n}`);
  return sql.raw(`(${n})`);
}

function hornerSql(t: SQL, coeffs: number[]): SQL {
  return coeffs.reduceRight<SQL | null>((acc, c) => (acc ? sql`(${num(c)} + ${t} * ${acc})` : num(c)), null)!;
}
const sinSql = (x: SQL) => sql`(${x} * ${hornerSql(sql`(${x} * ${x})`, SIN_COEFFS)})`;
const cosSql = (x: SQL) => hornerSql(sql`(${x} * ${x})`, COS_COEFFS);

function haversineTerm(p: GeoPoint, q: GeoPoint, sin: (x: number) => number, cos: (x: number) => number): number {
  const s1 = sin(((q.lat - p.lat) * RAD) / 2);
  const s2 = sin(foldHalfAngle(((q.lng - p.lng) * RAD) / 2));
  return s1 * s1 + cos(p.lat * RAD) * cos(q.lat * RAD) * s2 * s2;
}

/** sin² is symmetric about π/2, so a half-angle in [−π, π] folds into [0, π/2] where the polynomial is exact. */
function foldHalfAngle(x: number): number {
  const y = Math.abs(x);
  return Math.min(y, Math.PI - y);
}

/** The haversine term `a` between `point` and each row's (lat, lng) columns, as SQL. */
export function haversineTermSql(lat: SQLiteColumn, lng: SQLiteColumn, point: GeoPoint): SQL {
  const halfDLat = sql`((${lat} - ${num(point.lat)}) * ${num(RAD / 2)})`;
  const halfDLngAbs = sql`abs((${lng} - ${num(point.lng)}) * ${num(RAD / 2)})`;
  const folded = sql`min(${halfDLngAbs}, ${num(Math.PI)} - ${halfDLngAbs})`;
  const cosLat = cosSql(sql`(${lat} * ${num(RAD)})`);
  const s1 = sinSql(halfDLat);
  const s2 = sinSql(folded);
  return sql`(${s1} * ${s1} + ${num(Math.cos(point.lat * RAD))} * ${cosLat} * ${s2} * ${s2})`;
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

/** "Within radiusKm of point": the bounding box first (cheap), then the haversine term. */
export function withinRadiusSql(lat: SQLiteColumn, lng: SQLiteColumn, point: GeoPoint, radiusKm: number): SQL {
  const box = boundingBox(point, radiusKm);
  const lngBox = box.minLng === null ? sql`` : sql` and ${lng} between ${num(box.minLng)} and ${num(box.maxLng!)}`;
  return sql`(${lat} between ${num(box.minLat)} and ${num(box.maxLat)}${lngBox} and ${haversineTermSql(lat, lng, point)} <= ${num(haversineTermLimit(radiusKm))})`;
}

/** The JS twin of haversineTermSql, using the same polynomials (for tests). */
export function haversineTermPoly(p: GeoPoint, q: GeoPoint): number {
  return haversineTerm(p, q, polySin, polyCos);
}
