/** Store discovery: GET /businesses/search and GET /products/storeFinder. */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { searchBusinesses, storeFinder } from '../../schema/rest/search';
import { at, BULAWAYO, call, distanceKm, HARARE, type Params, sorted } from './support/search';

async function businessRows(condition = '1', ...binds: unknown[]) {
  const { results } = await env.DB.prepare(
    `select id, name, city, lat, lng from businesses b where b.status = 'publish' and (${condition}) order by id`,
  )
    .bind(...binds)
    .all<{ id: number; name: string; city: string; lat: number; lng: number }>();
  return results;
}
const bids = (rows: { bID: number }[]) => rows.map((r) => r.bID);
const find = async (params: Params) => (await call(searchBusinesses, { per_page: 100, ...params })).data!;

describe('GET /businesses/search', () => {
  it('term matches name, description or city, case-insensitively', async () => {
    expect(bids((await find({ term: 'DIGITAL' })).load)).toEqual([4]);
    const harare = await businessRows(`b.name like '%harare%' or b.description like '%harare%' or b.city like '%harare%'`);
    expect(sorted(bids((await find({ term: 'harare' })).load))).toEqual(harare.map((b) => b.id));
    // Only in descriptions: "textbooks" (Avondale Books & Stationers).
    const described = await businessRows(`b.description like '%textbooks%'`);
    expect(described.length).toBeGreaterThan(0);
    expect(sorted(bids((await find({ term: 'textbooks' })).load))).toEqual(described.map((b) => b.id));
  });

  it('LIKE wildcards and SQL in a term are literal text', async () => {
    for (const term of ['%', '_', "' OR 1=1 --", '"; DROP TABLE businesses; --']) {
      const { status, data } = await call(searchBusinesses, { term });
      expect(status).toBe(200);
      expect(data!.load).toEqual([]);
    }
    expect((await find({})).pageInfo.total).toBe((await businessRows()).length);
  });

  it('city is an exact, case-insensitive match; category is a business category 1–14', async () => {
    const bulawayo = await businessRows(`b.city = 'Bulawayo'`);
    expect(sorted(bids((await find({ city: 'bulawayo' })).load))).toEqual(bulawayo.map((b) => b.id));
    const realEstate = await businessRows(`b.id in (select business_id from business_category_links where category_id = 12)`);
    expect(realEstate.length).toBeGreaterThan(0);
    expect(sorted(bids((await find({ category: 12 })).load))).toEqual(realEstate.map((b) => b.id));
    expect((await call(searchBusinesses, { category: 15 })).status).toBe(400);
    expect((await call(searchBusinesses, { category: 0 })).status).toBe(400);
  });

  it('coordinates + radius keep stores within the radius, nearest first, with distanceKm', async () => {
    const { load } = await find({ coordinates: at(HARARE), radius: 25 });
    const harare = await businessRows(`b.city = 'Harare'`);
    expect(sorted(bids(load))).toEqual(harare.map((b) => b.id));
    const distances = load.map((b) => b.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const b of load) expect(b.distanceKm).toBe(Math.round(distanceKm(HARARE, b.coordinates) * 10) / 10);
  });

  it('sortBy name (the default without coordinates), newest, distance', async () => {
    const byName = (await find({})).load.map((b) => b.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const { results } = await env.DB.prepare(`select id from businesses where status = 'publish' order by created_at desc, id desc`).all<{
      id: number;
    }>();
    expect(bids((await find({ sortBy: 'newest' })).load)).toEqual(results.map((r) => r.id));
    const near = (await find({ coordinates: at(BULAWAYO), sortBy: 'distance' })).load;
    expect(near[0].city).toBe('Bulawayo');
    expect(near.every((b) => b.distanceKm !== null)).toBe(true);
    expect((await find({ sortBy: 'name' })).load.every((b) => b.distanceKm === null)).toBe(true);
  });

  it('sortBy distance without coordinates answers 400', async () => {
    const { status, message } = await call(searchBusinesses, { sortBy: 'distance' });
    expect(status).toBe(400);
    expect(message).toBe('sortBy distance needs coordinates');
    expect((await call(searchBusinesses, { sortBy: 'rating' })).message).toBe("sortBy: sortBy must be 'name', 'newest' or 'distance'");
  });

  it('pages with pageInfo; a page past the end is empty; per_page over 100 is refused', async () => {
    const all = (await businessRows()).length;
    const p1 = (await call(searchBusinesses, { per_page: 5 })).data!;
    const p2 = (await call(searchBusinesses, { per_page: 5, page: 2 })).data!;
    expect(p1.pageInfo).toEqual({ page: 1, perPage: 5, total: all, totalPages: Math.ceil(all / 5), totalIsCapped: false });
    expect(bids(p1.load).filter((id) => bids(p2.load).includes(id))).toEqual([]);
    expect((await call(searchBusinesses, { page: 999 })).data!.load).toEqual([]);
    expect((await call(searchBusinesses, { per_page: 101 })).status).toBe(400);
    expect((await call(searchBusinesses, { page: 0 })).status).toBe(400);
    expect((await call(searchBusinesses, {})).data!.pageInfo.perPage).toBe(20);
  });
});

describe('GET /products/storeFinder', () => {
  it('published stores within the radius (25 km by default), nearest first', async () => {
    const { status, data } = await call(storeFinder, { coordinates: at(HARARE) });
    expect(status).toBe(200);
    const expected = (await businessRows()).filter((b) => distanceKm(HARARE, b) <= 25);
    expect(sorted(bids(data!.load))).toEqual(expected.map((b) => b.id));
    expect(data!.load.every((b) => b.city === 'Harare')).toBe(true);
    const distances = data!.load.map((b) => b.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('a category keeps stores listing something in it (subcategories included); productCount counts those', async () => {
    const { data } = await call(storeFinder, { coordinates: at(HARARE), radius: 500, category: 'electronics' });
    const { results } = await env.DB.prepare(
      `select p.business_id as id, count(*) as n from products p join product_categories c on c.id = p.category_id
       left join product_categories parent on parent.id = c.parent_id
       where p.status = 'publish' and (c.slug = 'electronics' or parent.slug = 'electronics') group by p.business_id order by p.business_id`,
    ).all<{ id: number; n: number }>();
    expect(results.length).toBeGreaterThan(0);
    expect(sorted(bids(data!.load))).toEqual(results.map((r) => r.id));
    for (const r of results) expect(data!.load.find((b) => b.bID === r.id)!.productCount).toBe(r.n);
    expect((await call(storeFinder, { coordinates: at(HARARE), category: 'no-such-category' })).data!.load).toEqual([]);
  });

  it('limit caps the list; the radius excludes far stores', async () => {
    expect((await call(storeFinder, { coordinates: at(HARARE), limit: 2 })).data!.load).toHaveLength(2);
    const bulawayo = (await call(storeFinder, { coordinates: at(BULAWAYO), radius: 25 })).data!.load;
    expect(bulawayo.length).toBeGreaterThan(0);
    expect(bulawayo.every((b) => b.city === 'Bulawayo')).toBe(true);
  });

  it('coordinates are required and validated', async () => {
    expect((await call(storeFinder, {})).status).toBe(400);
    expect((await call(storeFinder, { coordinates: '1,2,3' })).status).toBe(400);
    expect((await call(storeFinder, { coordinates: at(HARARE), radius: 1000 })).status).toBe(400);
    expect((await call(storeFinder, { coordinates: at(HARARE), limit: 101 })).status).toBe(400);
  });
});
