/**
 * The product page in one read: our API's product answer carries its seller's card, its first reviews and its
 * related products (schema/rest/products.ts productPageExtras), and the resolvers use them instead of asking
 * /business, /products/reviews and /products/related. An ezw/v1 API without them is still asked as before.
 */
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { RestProductPageExtras } from '../../../schema/rest/products';
import { executeInProcess } from '../../in-process';
import { restDetail, restSummary } from '../../test-support/rest-products';

const REST = 'http://rest/wp-json/ezw/v1';
const summary = (id: number) => restSummary(id, { rating: { average: 4, count: 1 } });
const review = {
  id: 9,
  productId: 1,
  author: { id: 2, displayName: 'Rudo' },
  rating: 4,
  review: 'Works well, fast delivery',
  createdAt: '2026-11-01T10:00:00Z',
};
const reviewsPage = { reviews: [review], rating: { average: 4, count: 1 }, pageInfo: { page: 1, perPage: 20, total: 1, totalPages: 1 } };
const extras: RestProductPageExtras = {
  seller: { logo: 'https://img/acme.png', city: 'Harare', phone: '+263771234567', whatsApp: '+263771234567', productCount: 12 },
  reviews: reviewsPage,
  related: [summary(2), summary(3), summary(4), summary(5)],
};
const detail = (page?: RestProductPageExtras) =>
  restDetail(1, { ...summary(1), description: 'A phone', shortDescription: 'Phone', ...(page ? { page } : {}) });
const business = {
  bID: 4,
  slug: 'acme',
  name: 'Acme',
  logo: 'https://img/acme.png',
  city: 'Harare',
  categories: [],
  productCount: 12,
  isPromoted: false,
  description: '',
  coverImage: null,
  phone: '+263771234567',
  whatsApp: '+263771234567',
  email: null,
  website: null,
  address: { shopAddress: null, streetAddress: null, suburb: null, city: 'Harare', province: 'Harare', country: 'Zimbabwe' },
  openingTimes: {},
  socials: {},
  coordinates: { lat: 0, lng: 0 },
};

/** A REST backend whose product read carries the page extras or not; records the paths asked. */
function backend(page?: RestProductPageExtras) {
  const paths: string[] = [];
  const ok = (data: unknown) => Response.json({ success: true, message: 'success', data });
  const restFetch = async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/wp-json/ezw/v1', '');
    paths.push(path);
    if (path === '/product') return ok(detail(page));
    if (path === '/business') return ok(business);
    if (path === '/products/reviews') return ok({ ...reviewsPage, message: 'success' });
    if (path === '/products/related') return ok({ load: extras.related });
    return Response.json({ success: false, message: 'Not found', data: { status: 404 } }, { status: 404 });
  };
  return { paths, server: { restBaseUrl: REST, restFetch, inProcess: true, trustClientIp: false } };
}

const PAGE_QUERY = `query($slug: String!, $related: Int!) { product(slug: $slug) {
  slug
  business { slug name logo city phone whatsApp productCount }
  related(limit: $related) { slug }
  reviews { rating { average count } reviews { id review } }
} }`;
const run = (server: ReturnType<typeof backend>['server'], related = 4) =>
  executeInProcess({ document: parse(PAGE_QUERY), variables: { slug: 'p-1', related }, headers: {} }, server);

describe('product page reads', () => {
  it('reads the whole product page in one REST call when the product answer carries its page extras', async () => {
    const { paths, server } = backend(extras);
    const { data, errors } = await run(server);
    expect(errors).toBeUndefined();
    expect(paths).toEqual(['/product']);
    expect(data?.product).toEqual({
      slug: 'p-1',
      business: {
        slug: 'acme',
        name: 'Acme',
        logo: 'https://img/acme.png',
        city: 'Harare',
        phone: '+263771234567',
        whatsApp: '+263771234567',
        productCount: 12,
      },
      related: [{ slug: 'p-2' }, { slug: 'p-3' }, { slug: 'p-4' }, { slug: 'p-5' }],
      reviews: { rating: { average: 4, count: 1 }, reviews: [{ id: '9', review: 'Works well, fast delivery' }] },
    });
  });

  it('answers the same from the separate reads of an ezw/v1 API whose product answer has no page extras', async () => {
    const withExtras = await run(backend(extras).server);
    const { paths, server } = backend();
    const without = await run(server);
    expect(without).toEqual(withExtras);
    expect(paths.sort()).toEqual(['/business', '/product', '/products/related', '/products/reviews']);
  });

  it('asks for related products when a query wants more than the product answer carries', async () => {
    const { paths, server } = backend(extras);
    await run(server, 8);
    expect(paths).toContain('/products/related');
    const fewer = backend(extras);
    const { data } = await run(fewer.server, 2);
    expect(fewer.paths).toEqual(['/product']);
    expect((data?.product as { related: unknown[] } | undefined)?.related).toEqual([{ slug: 'p-2' }, { slug: 'p-3' }]);
  });
});
