import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  haversineKm,
  haversineTermLimit,
  haversineTermPoly,
  polyCos,
  polySin,
  roundKm,
} from './search-geo';

const HARARE = { lat: -17.8292, lng: 31.0522 };
const BULAWAYO = { lat: -20.1325, lng: 28.6265 };

describe('distance helpers', () => {
  it('the SQL polynomials match sin and cos to 1e-9 on [-π/2, π/2]', () => {
    for (let x = -Math.PI / 2; x <= Math.PI / 2; x += 0.001) {
      expect(Math.abs(polySin(x) - Math.sin(x))).toBeLessThan(1e-9);
      expect(Math.abs(polyCos(x) - Math.cos(x))).toBeLessThan(1e-9);
    }
  });

  it('haversine gives the known Harare–Bulawayo distance (~365 km)', () => {
    expect(haversineKm(HARARE, BULAWAYO)).toBeGreaterThan(360);
    expect(haversineKm(HARARE, BULAWAYO)).toBeLessThan(370);
    expect(haversineKm(HARARE, HARARE)).toBe(0);
    expect(roundKm(12.345)).toBe(12.3);
  });

  it('the polynomial haversine term agrees with the exact one everywhere, antimeridian included', () => {
    const points = [HARARE, BULAWAYO, { lat: 89.9, lng: 179.9 }, { lat: -60, lng: -179.5 }, { lat: 0, lng: 0 }, { lat: 45, lng: 90 }];
    for (const p of points) {
      for (const q of points) {
        const exact = Math.sin(haversineKm(p, q) / 6371.0088 / 2) ** 2;
        expect(Math.abs(haversineTermPoly(p, q) - exact)).toBeLessThan(1e-9);
      }
    }
  });

  it('a point exactly at the radius is inside the limit; a bit further is outside', () => {
    const d = haversineKm(HARARE, BULAWAYO);
    expect(haversineTermPoly(HARARE, BULAWAYO)).toBeLessThanOrEqual(haversineTermLimit(d + 1e-6));
    expect(haversineTermPoly(HARARE, BULAWAYO)).toBeGreaterThan(haversineTermLimit(d - 0.01));
  });

  it('the bounding box holds every point of the circle, and opens up at the poles and antimeridian', () => {
    const box = boundingBox(HARARE, 25);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      // A point 25 km away on this bearing (spherical destination formula).
      const δ = 25 / 6371.0088, θ = (bearing * Math.PI) / 180, φ1 = (HARARE.lat * Math.PI) / 180, λ1 = (HARARE.lng * Math.PI) / 180;
      const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(θ));
      const λ2 = λ1 + Math.atan2(Math.sin(θ) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2));
      const lat = (φ2 * 180) / Math.PI, lng = (λ2 * 180) / Math.PI;
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lat).toBeLessThanOrEqual(box.maxLat);
      expect(lng).toBeGreaterThanOrEqual(box.minLng!);
      expect(lng).toBeLessThanOrEqual(box.maxLng!);
    }
    expect(boundingBox({ lat: 89.99, lng: 0 }, 50).minLng).toBeNull();
    expect(boundingBox({ lat: 0, lng: 179.9 }, 50).minLng).toBeNull();
  });
});
