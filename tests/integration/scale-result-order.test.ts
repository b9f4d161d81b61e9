/**
 * Issue 30's rule "nothing a buyer sees changes": the reads rebuilt to stay bounded at national size answer, at seed
 * size, exactly what the single queries they replaced answered, in the same order.
 *   - Nearest first sorts only the smallest circle holding the page (backend/search/search-nearest.ts): every page
 *     equals the order of all matches by haversine distance, then id.
 *   - Related products are read part by part (backend/catalogue/related-products-queries.ts): equal to the one
 *     query that ranked the family and the store together (kept here as the oracle).
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { relatedProducts } from '../../schema/rest/products';
import { searchProducts } from '../../schema/rest/search';
import { at, BULAWAYO, call, distanceKm, HARARE, ids } from './support/search';

interface Located {
  id: number;
  lat: number;
  lng: number;
}

async function publicProducts(): Promise<Located[]> {
  const { results } = await env.DB.prepare(
    `select p.id, p.lat, p.lng from products p join businesses b on b.id = p.business_id
     where p.status = 'publish' and b.status = 'publish'`,
  ).all<Located>();
  return results;
}

describe('nearest first at seed size: the order of every match by distance', () => {
  const cases = [
    { point: HARARE, radius: 10, perPage: 5 },
    { point: HARARE, radius: 25, perPage: 20 },
    { point: HARARE, radius: undefined, perPage: 7 },
    { point: BULAWAYO, radius: 50, perPage: 3 },
  ];
  for (const { point, radius, perPage } of cases) {
    it(`${at(point)} within ${radius ?? 'any'} km, ${perPage} a page: pages 1–4 are the oracle's`, async () => {
      const expected = (await publicProducts())
        .map((p) => ({ id: p.id, km: distanceKm(point, p) }))
        .filter((p) => radius === undefined || p.km <= radius)
        .sort((a, b) => a.km - b.km || a.id - b.id)
        .map((p) => p.id);
      const seen: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const { data } = await call(searchProducts, { coordinates: at(point), radius, sortBy: 'distance', page, per_page: perPage });
        expect(data!.pageInfo.total).toBe(expected.length);
        seen.push(...ids(data!.load));
      }
      expect(seen.length).toBeGreaterThan(0);
      expect(seen).toEqual(expected.slice(0, seen.length));
      expect(seen.length).toBe(Math.min(expected.length, 4 * perPage));
    }, 20_000);
  }
});

/** The related products as the single query ranked them before issue 30 (family or store; own category first). */
async function relatedOracle(slug: string, limit: number): Promise<number[]> {
  const source = await env.DB.prepare('select id, category_id as categoryId, business_id as businessId from products where slug = ?')
    .bind(slug)
    .first<{ id: number; categoryId: number; businessId: number }>();
  const parent = await env.DB.prepare('select parent_id as parentId from product_categories where id = ?')
    .bind(source!.categoryId)
    .first<{ parentId: number | null }>();
  // The parent's descendants, itself included (the category tree's descendantIds).
  const family = parent?.parentId
    ? (
        await env.DB.prepare(
          `with recursive d(id) as (select ? union all select c.id from product_categories c join d on c.parent_id = d.id) select id from d`,
        )
          .bind(parent.parentId)
          .all<{ id: number }>()
      ).results.map((r) => r.id)
    : [source!.categoryId];
  const inFamily = `p.category_id in (${family.join(',')})`;
  const { results } = await env.DB.prepare(
    `select p.id from products p join businesses b on b.id = p.business_id
     where p.status = 'publish' and b.status = 'publish' and p.id <> ? and (${inFamily} or p.business_id = ?)
     order by case when p.category_id = ? then 0 when ${inFamily} then 1 else 2 end, p.rating_average desc, p.id
     limit ?`,
  )
    .bind(source!.id, source!.businessId, source!.categoryId, limit)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

describe('related products at seed size: the single query’s answer', () => {
  it('for a product of every category, at 4 and 24 a page', async () => {
    const { results: sources } = await env.DB.prepare(
      `select min(p.slug) as slug from products p join businesses b on b.id = p.business_id
       where p.status = 'publish' and b.status = 'publish' group by p.category_id`,
    ).all<{ slug: string }>();
    expect(sources.length).toBeGreaterThan(10);
    let compared = 0;
    for (const { slug } of sources) {
      for (const limit of [4, 24]) {
        const response = await call(relatedProducts, { slug, limit });
        const expected = await relatedOracle(slug, limit);
        expect(ids(response.data!.load), `${slug} limit ${limit}`).toEqual(expected);
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  }, 60_000);
});
