/**
 * DataLoader: a list asking for detail fields makes one REST call per distinct product or business, not one per
 * item and field.
 */
import { describe, expect, it } from 'vitest';
import { createGateway } from './yoga';
import { restDetail, restSummary } from './test-support/rest-products';

const summary = (id: number, businessSlug: string) =>
  restSummary(id, {
    priceCents: 100,
    regularPriceCents: 150,
    isDeal: true,
    business: { id: businessSlug.length, slug: businessSlug, name: businessSlug },
  });

const detail = (id: number, businessSlug: string) => restDetail(id, summary(id, businessSlug));

const business = (slug: string) => ({
  bID: slug.length,
  slug,
  name: slug,
  logo: null,
  city: 'Harare',
  categories: [],
  productCount: 1,
  isPromoted: false,
  description: '',
  coverImage: null,
  phone: `+263 ${slug}`,
  whatsApp: null,
  email: null,
  website: null,
  address: { shopAddress: null, streetAddress: null, suburb: null, city: 'Harare', province: 'Harare', country: 'Zimbabwe' },
  openingTimes: {},
  socials: {},
  coordinates: { lat: -17.8, lng: 31 },
});

describe('gateway DataLoaders', () => {
  it('reads stock from the list itself: a list that shows stock makes no detail read per product', async () => {
    const calls: string[] = [];
    const restFetch = async (req: Request) => {
      calls.push(new URL(req.url).pathname);
      return Response.json({
        success: true,
        message: 'success',
        data: { load: [summary(1, 'acme'), summary(2, 'zed')], pageInfo: { page: 1, perPage: 2, total: 2, totalPages: 1 } },
      });
    };
    const response = await createGateway().fetch(
      new Request('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ deals { items { slug stockQuantity } } }' }),
      }),
      { restBaseUrl: 'http://rest/wp-json/ezw/v1', restFetch },
    );
    const body = (await response.json()) as { data: { deals: { items: { stockQuantity: number | null }[] } } };
    expect(body.data.deals.items.map((i) => i.stockQuantity)).toEqual([3, 3]);
    expect(calls).toEqual(['/wp-json/ezw/v1/products/sale-type']);
  });

  it("businessProducts reads a business's list by id, and a junk id reads as an empty list without a REST call", async () => {
    const calls: string[] = [];
    const restFetch = async (req: Request) => {
      const url = new URL(req.url);
      calls.push(`${url.pathname}?${url.searchParams}`);
      return Response.json({
        success: true,
        message: 'success',
        data: { load: [summary(5, 'acme')], pageInfo: { page: 1, perPage: 6, total: 1, totalPages: 1 } },
      });
    };
    const ask = async (id: string) => {
      const response = await createGateway().fetch(
        new Request('http://test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: `{ businessProducts(businessId: "${id}", limit: 6) { items { slug } } }` }),
        }),
        { restBaseUrl: 'http://rest/wp-json/ezw/v1', restFetch },
      );
      return ((await response.json()) as { data: { businessProducts: { items: { slug: string }[] } } }).data.businessProducts.items;
    };
    expect(await ask('4')).toEqual([{ slug: 'p-5' }]);
    expect(calls).toEqual(['/wp-json/ezw/v1/products?bID=4&page=1&limit=6']);
    expect(await ask('not-a-number')).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('loads each product and business once for a list', async () => {
    const calls: string[] = [];
    const items = [summary(1, 'acme'), summary(2, 'acme'), summary(3, 'zed'), summary(1, 'acme')];
    const restFetch = async (req: Request) => {
      const url = new URL(req.url);
      calls.push(`${req.method} ${url.pathname}?${url.searchParams}`);
      const ok = (data: unknown) => Response.json({ success: true, message: 'success', data });
      if (url.pathname.endsWith('/products/sale-type')) return ok({ load: items, pageInfo: { page: 1, perPage: 4, total: 4, totalPages: 1 } });
      if (url.pathname.endsWith('/product')) {
        const id = Number(url.searchParams.get('slug')!.slice(2));
        return ok(detail(id, items.find((i) => i.id === id)!.business.slug));
      }
      if (url.pathname.endsWith('/business')) return ok(business(url.searchParams.get('bSlug')!));
      return Response.json({ message: 'no route' }, { status: 404 });
    };
    const gateway = createGateway();
    const response = await gateway.fetch(
      new Request('http://test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ deals { items { slug description createdAt business { phone } } } }' }),
      }),
      { restBaseUrl: 'http://rest/wp-json/ezw/v1', restFetch },
    );
    const body = (await response.json()) as { data: { deals: { items: { description: string; business: { phone: string } }[] } } };
    expect(body.data.deals.items.map((i) => i.description)).toEqual(['About 1', 'About 2', 'About 3', 'About 1']);
    expect(body.data.deals.items.map((i) => i.business.phone)).toEqual(['+263 acme', '+263 acme', '+263 zed', '+263 acme']);
    expect(calls.filter((c) => c.includes('/product?'))).toHaveLength(3);
    expect(calls.filter((c) => c.includes('/business?'))).toHaveLength(2);
    expect(calls).toHaveLength(6);
  });
});
