import { describe, expect, it, vi } from 'vitest';
import { getCategory, categoryMenu } from '../../schema/rest/categories';
import { productsBySaleType } from '../../schema/rest/products';
import { listBusinesses } from '../../schema/rest/businesses';
import { RestError } from '../errors';
import { buildUrl, createRestClient, type FetchLike } from './client';

const BASE = 'http://api.test/wp-json/ezw/v1';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(fetch: FetchLike, token?: string) {
  return createRestClient({ baseUrl: BASE, fetch, token });
}

const business = { bID: 1, slug: 'a', name: 'A', logo: null, city: 'Harare', categories: [], productCount: 0, isPromoted: false };

async function failure(promise: Promise<unknown>): Promise<RestError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RestError);
  return error as RestError;
}

describe('REST client', () => {
  it('unwraps data.load', async () => {
    const rest = client(async () => json({ success: true, message: 'success', data: { load: [business] } }));
    expect(await rest.call(listBusinesses, { query: { limit: 1 } })).toEqual([business]);
  });

  it('unwraps data.categoriesMenu for the category menu', async () => {
    const menu = [{ ID: 1, title: 'Cars', url: '/category/cars', parent: 0, subitems: [] }];
    const rest = client(async () => json({ data: { categoriesMenu: menu } }));
    expect(await rest.call(categoryMenu)).toEqual(menu);
  });

  it('returns the whole data when the call does not unwrap, dropping unknown fields', async () => {
    const pageInfo = { page: 1, perPage: 3, total: 0, totalPages: 0 };
    const rest = client(async () => json({ data: { load: [], pageInfo, extra: 'ignored' } }));
    expect(await rest.call(productsBySaleType, { query: { saleType: 'promoted' } })).toEqual({ load: [], pageInfo });
  });

  it("requires message 'success' where the contract says so (category fetch)", async () => {
    const data = { category: {}, ancestors: [], children: [], products: [], pageInfo: {} };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const rest = client(async () => json({ message: 'partial', data }));
    const error = await failure(rest.call(getCategory, { query: { slug: 'cars' }, messageParams: { slug: 'cars' } }));
    expect(error.message).toBe('partial');
    const silent = client(async () => json({ data }));
    expect((await failure(silent.call(getCategory, { messageParams: { slug: 'cars' } }))).message).toBe('Failed to fetch category with slug: cars');
  });

  it("fails with the server's message when it gives one, else the catalogue default", async () => {
    const withMessage = client(async () => json({ message: 'No business with id 9' }, 404));
    const e1 = await failure(withMessage.call(listBusinesses));
    expect(e1.message).toBe('No business with id 9');
    expect(e1.extensions.code).toBe('NOT_FOUND');
    const without = client(async () => new Response('<html>Fatal error in /var/www/wp.php</html>', { status: 500 }));
    const e2 = await failure(without.call(productsBySaleType, { query: { saleType: 'deals' } }));
    expect(e2.message).toBe('Error fetching deals');
  });

  it('surfaces a 401 as UNAUTHENTICATED', async () => {
    const rest = client(async () => json({ message: 'Expired token' }, 401));
    expect((await failure(rest.call(listBusinesses))).extensions.code).toBe('UNAUTHENTICATED');
  });

  it("turns a network failure into 'Network error'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const rest = client(async () => {
      throw new TypeError('connect ECONNREFUSED 10.0.0.1:443');
    });
    const error = await failure(rest.call(listBusinesses));
    expect(error.message).toBe('Network error');
    expect(error.extensions.code).toBe('NETWORK_ERROR');
  });

  it('rejects an answer of the wrong shape with the default message, not the body', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const rest = client(async () => json({ data: { load: [{ bID: 'not-a-number' }] } }));
    expect((await failure(rest.call(listBusinesses))).message).toBe('Request failed');
  });

  it('sends the bearer token, JSON accept and the cross-site request header', async () => {
    const seen: Request[] = [];
    const rest = client(async (req) => {
      seen.push(req);
      return json({ data: { load: [] } });
    }, 'tok123');
    await rest.call(listBusinesses, { query: { limit: 5 } });
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok123');
    expect(seen[0].headers.get('accept')).toBe('application/json');
    expect(seen[0].headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen[0].url).toBe(`${BASE}/businesses?limit=5`);
  });

  it('fills path parameters, encoded', () => {
    expect(buildUrl(BASE, '/buyer-requests/:id', {}, { id: 42 })).toBe(`${BASE}/buyer-requests/42`);
    expect(buildUrl(BASE, '/x/:slug', {}, { slug: 'a b' })).toBe(`${BASE}/x/a%20b`);
    expect(() => buildUrl(BASE, '/buyer-requests/:id')).toThrow(/Missing path parameter id/);
  });

  it('writes arrays as key[] query parameters and skips empty values', () => {
    expect(buildUrl(BASE, '/products/sale-type', { saleType: ['deals', 'promoted'], page: 2, x: undefined })).toBe(
      `${BASE}/products/sale-type?saleType%5B%5D=deals&saleType%5B%5D=promoted&page=2`,
    );
  });
});
