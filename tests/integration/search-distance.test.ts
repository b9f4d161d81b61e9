/** Coordinates and radius on GET /search: bounding box + haversine, distanceKm, sortBy distance. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { searchProducts } from '../../schema/rest/search';
import { at, BULAWAYO, call, distanceKm, HARARE, ids, searchAll, sorted } from './support/search';

/** Every public product with its coordinates and city, for a distance oracle computed here with Math. */
async function allProducts() {
  const { results } = await env.DB.prepare(
    `select p.id, p.city, p.lat, p.lng from products p join businesses b on b.id = p.business_id
     where p.status = 'publish' and b.status = 'publish'`,
  ).all<{ id: number; city: string; lat: number; lng: number }>();
  return results;
}

describe('radius', () => {
  it('a Harare point at radius 25 finds every Harare product and nothing from Bulawayo', async () => {
    const results = await searchAll({ coordinates: at(HARARE), radius: 25 });
    const cities = new Set(results.map((r) => r.city));
    expect(cities).toEqual(new Set(['Harare']));
    const harare = (await allProducts()).filter((p) => p.city === 'Harare').map((p) => p.id);
    expect(sorted(ids(results))).toEqual(sorted(harare));
  });

  it('the result set is exactly the products within the radius (haversine oracle)', async () => {
    const all = await allProducts();
    for (const [point, radius] of [
      [HARARE, 5],
      [HARARE, 10],
      [BULAWAYO, 25],
      [HARARE, 300],
      [HARARE, 400],
      [{ lat: -19.45, lng: 29.82 }, 100],
    ] as const) {
      const expected = all.filter((p) => distanceKm(point, p) <= radius).map((p) => p.id);
      const results = await searchAll({ coordinates: at(point), radius });
      expect(sorted(ids(results)), `${at(point)} r=${radius}`).toEqual(sorted(expected));
      for (const r of results) expect(r.distanceKm).toBeLessThanOrEqual(radius);
    }
    // Bulawayo is ~365 km from Harare: outside 300 km, inside 400 km.
    expect((await searchAll({ coordinates: at(HARARE), radius: 300 })).some((r) => r.city === 'Bulawayo')).toBe(false);
    expect((await searchAll({ coordinates: at(HARARE), radius: 400 })).some((r) => r.city === 'Bulawayo')).toBe(true);
  });

  it('distanceKm is the haversine distance rounded to 0.1 km', async () => {
    const byId = new Map((await allProducts()).map((p) => [p.id, p]));
    for (const r of await searchAll({ coordinates: at(HARARE), radius: 50 })) {
      expect(r.distanceKm).toBe(Math.round(distanceKm(HARARE, byId.get(r.id)!) * 10) / 10);
    }
  });

  it('a radius without coordinates has no centre and is ignored', async () => {
    const { data } = await call(searchProducts, { radius: 5 });
    expect(data!.pageInfo.total).toBe((await allProducts()).length);
    expect(data!.load.every((r) => r.distanceKm === null)).toBe(true);
  });
});

describe('sortBy distance', () => {
  it('sorts by distanceKm ascending, across pages, all within the radius', async () => {
    const distances: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const { data } = await call(searchProducts, { coordinates: at(HARARE), radius: 25, sortBy: 'distance', page, per_page: 40 });
      distances.push(...data!.load.map((r) => r.distanceKm!));
    }
    expect(distances.length).toBeGreaterThan(40);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(25);
  });

  it('with coordinates but no radius nothing is excluded, and the nearest city comes first', async () => {
    const results = await searchAll({ coordinates: at(BULAWAYO), sortBy: 'distance' });
    expect(results.length).toBe((await allProducts()).length);
    const distances = results.map((r) => r.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(results[0].city).toBe('Bulawayo');
    expect(results[results.length - 1].distanceKm).toBeGreaterThan(300);
  });

  it('combines with a term and filters', async () => {
    const results = await searchAll({ term: 'house', kind: ['real_estate'], coordinates: at(BULAWAYO), radius: 50, sortBy: 'distance' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.city === 'Bulawayo' && r.kind === 'real_estate')).toBe(true);
  });

  it('other sorts still report distanceKm when coordinates are given; without them it is null', async () => {
    const near = await call(searchProducts, { coordinates: at(HARARE), sortBy: 'price_asc' });
    expect(near.data!.load.every((r) => typeof r.distanceKm === 'number')).toBe(true);
    const plain = await call(searchProducts, { sortBy: 'price_asc' });
    expect(plain.data!.load.every((r) => r.distanceKm === null)).toBe(true);
    expect(ids(near.data!.load)).toEqual(ids(plain.data!.load));
  });

  it('needs coordinates: 400 "sortBy distance needs coordinates"', async () => {
    const { status, message } = await call(searchProducts, { sortBy: 'distance', radius: 25 });
    expect(status).toBe(400);
    expect(message).toBe('sortBy distance needs coordinates');
  });

  it('points on the far side of the world and near the antimeridian are handled (empty, not an error)', async () => {
    for (const coordinates of ['89.9,179.9', '-89.9,-180', '0,180', '51.5,-0.12']) {
      const { status, data } = await call(searchProducts, { coordinates, radius: 500, sortBy: 'distance' });
      expect(status).toBe(200);
      expect(data!.load).toEqual([]);
    }
  });
});
