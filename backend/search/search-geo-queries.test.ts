import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  EARTH_RADIUS_KM,
  haversineKm,
  haversineTermLimit,
  haversineTermPoly,
  lngCellsOf,
  MAX_LNG_CELLS,
  polyCos,
  polySin2,
  roundKm,
  type GeoPoint,
} from './search-geo-queries';

const HARARE = { lat: -17.8292, lng: 31.0522 };
const BULAWAYO = { lat: -20.1325, lng: 28.6265 };
const RAD = Math.PI / 180;
const exactTerm = (p: GeoPoint, q: GeoPoint) => Math.sin(haversineKm(p, q) / EARTH_RADIUS_KM / 2) ** 2;

/** A point `km` away from `from` on `bearing` degrees (spherical destination formula). */
function destination(from: GeoPoint, km: number, bearing: number): GeoPoint {
  const δ = km / EARTH_RADIUS_KM,
    θ = bearing * RAD,
    φ1 = from.lat * RAD,
    λ1 = from.lng * RAD;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
  const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
  return { lat: φ2 / RAD, lng: ((λ2 / RAD + 540) % 360) - 180 };
}

describe('distance helpers', () => {
  it('the full-range series match sin² and cos to 1e-12 on [-π/2, π/2]', () => {
    for (let x = -Math.PI / 2; x <= Math.PI / 2; x += 0.001) {
      expect(Math.abs(polySin2(x) - Math.sin(x) ** 2)).toBeLessThan(1e-12);
      expect(Math.abs(polyCos(x) - Math.cos(x))).toBeLessThan(1e-12);
    }
  });

  it('a series cut for small angles stays exact (relative 1e-12) within its range', () => {
    for (const maxX of [0.001, 0.01, 0.05, 0.3]) {
      for (let x = -maxX; x <= maxX; x += maxX / 50) {
        if (x === 0) continue;
        expect(Math.abs(polySin2(x, maxX) / Math.sin(x) ** 2 - 1)).toBeLessThan(1e-12);
        expect(Math.abs(polyCos(x, maxX) - Math.cos(x))).toBeLessThan(1e-13);
      }
    }
  });

  it('haversine gives the known Harare–Bulawayo distance (~365 km)', () => {
    expect(haversineKm(HARARE, BULAWAYO)).toBeGreaterThan(360);
    expect(haversineKm(HARARE, BULAWAYO)).toBeLessThan(370);
    expect(haversineKm(HARARE, HARARE)).toBe(0);
    expect(roundKm(12.345)).toBe(12.3);
  });

  it('the SQL haversine term (as series) agrees with the exact one, within every radius and without one', () => {
    const centres = [HARARE, BULAWAYO, { lat: 0, lng: 0 }, { lat: 60, lng: 179.9 }, { lat: -89.5, lng: 10 }];
    for (const p of centres) {
      for (const radius of [1, 5, 25, 100, 500]) {
        for (let bearing = 0; bearing < 360; bearing += 15) {
          for (const km of [radius * 0.01, radius * 0.5, radius]) {
            const q = destination(p, km, bearing);
            const exact = exactTerm(p, q);
            expect(Math.abs(haversineTermPoly(p, q, radius) / exact - 1)).toBeLessThan(1e-9);
          }
        }
      }
      for (const q of [...centres, { lat: -60, lng: -179.5 }, { lat: 45, lng: 90 }]) {
        expect(Math.abs(haversineTermPoly(p, q) - exactTerm(p, q))).toBeLessThan(1e-12);
      }
    }
  });

  it('a point exactly at the radius is inside the limit; a bit further is outside', () => {
    const d = haversineKm(HARARE, BULAWAYO);
    expect(haversineTermPoly(HARARE, BULAWAYO, 400)).toBeLessThanOrEqual(haversineTermLimit(d + 1e-6));
    expect(haversineTermPoly(HARARE, BULAWAYO, 400)).toBeGreaterThan(haversineTermLimit(d - 0.001));
  });

  it('the bounding box holds every point of the circle, and opens up at the poles and antimeridian', () => {
    for (const radius of [5, 25, 500]) {
      const box = boundingBox(HARARE, radius);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        const q = destination(HARARE, radius, bearing);
        expect(q.lat).toBeGreaterThanOrEqual(box.minLat);
        expect(q.lat).toBeLessThanOrEqual(box.maxLat);
        expect(q.lng).toBeGreaterThanOrEqual(box.minLng!);
        expect(q.lng).toBeLessThanOrEqual(box.maxLng!);
      }
    }
    expect(boundingBox({ lat: 89.99, lng: 0 }, 50).minLng).toBeNull();
    expect(boundingBox({ lat: 0, lng: 179.9 }, 50).minLng).toBeNull();
  });

  it('longitude cells: every point of the circle lies in one of the box’s cells; a box too wide has none', () => {
    const cellOf = (lng: number) => Math.trunc((lng + 180) * 200);
    for (const radius of [0.5, 5, 10, 25]) {
      const cells = new Set(lngCellsOf(boundingBox(HARARE, radius)));
      for (let bearing = 0; bearing < 360; bearing += 3)
        expect(cells.has(cellOf(destination(HARARE, radius, bearing).lng)), `${radius} km`).toBe(true);
      expect(cells.has(cellOf(HARARE.lng))).toBe(true);
    }
    // ~0.5 km cells: a 10 km circle spans ~38 of them, a 0.5 km one 2 or 3.
    expect(lngCellsOf(boundingBox(HARARE, 10))!.length).toBeLessThanOrEqual(40);
    expect(lngCellsOf(boundingBox(HARARE, 0.5))!.length).toBeLessThanOrEqual(3);
    expect(lngCellsOf(boundingBox(HARARE, 200))).toBeNull();
    expect(MAX_LNG_CELLS).toBeGreaterThanOrEqual(lngCellsOf(boundingBox(HARARE, 25))!.length);
    expect(lngCellsOf(boundingBox({ lat: 89.99, lng: 0 }, 5))).toBeNull();
  });
});
