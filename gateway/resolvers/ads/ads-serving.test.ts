import { graphql } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '../../rest/client';
import { schema } from '../../schema';
import { remoteContext } from '../../test-support/remote-rest';
import { ADS_READ_MS } from './ads-serving';

const remote = (fetch: FetchLike) => remoteContext(fetch, null);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const QUERY = `{ sponsoredAds(placement: CATEGORY, categorySlug: "phones", q: "x", limit: 9) {
  id placement title clickUrl product { id name } business { id slug name city } } }`;

const storeAd = {
  adID: 12,
  placement: 'category',
  title: 'Phones with warranty',
  pricing: 'cpm',
  business: { bID: 4, slug: 'borrowdale-digital', name: 'Borrowdale Digital', logo: null, city: 'Harare' },
  product: null,
  clickUrl: '/ads/click/12?placement=category',
};

afterEach(() => vi.useRealTimers());

describe('sponsoredAds', () => {
  it('asks GET /advertising/serve with the page and answers the ads, limit kept within the slots', async () => {
    const requests: Request[] = [];
    const result = await graphql({
      schema,
      source: QUERY,
      contextValue: remote(async (request) => {
        requests.push(request);
        return json({ success: true, data: { load: [storeAd] } });
      }),
    });
    expect(result.errors).toBeUndefined();
    const url = new URL(requests[0].url);
    expect(url.pathname).toBe('/wp-json/ezw/v1/advertising/serve');
    expect(Object.fromEntries(url.searchParams)).toEqual({ placement: 'category', categorySlug: 'phones', q: 'x', limit: '2' });
    expect(result.data?.sponsoredAds).toEqual([
      {
        id: '12',
        placement: 'CATEGORY',
        title: 'Phones with warranty',
        clickUrl: '/ads/click/12?placement=category',
        product: null,
        business: { id: '4', slug: 'borrowdale-digital', name: 'Borrowdale Digital', city: 'Harare' },
      },
    ]);
  });

  it('answers null, not an error, when the ads read fails: the page renders without ads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await graphql({
      schema,
      source: QUERY,
      contextValue: remote(async () => json({ success: false, message: 'An error occurred' }, 500)),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.sponsoredAds).toBeNull();
  });

  it(`answers null when the ads take longer than ${ADS_READ_MS} ms`, async () => {
    vi.useFakeTimers();
    const pending = graphql({ schema, source: QUERY, contextValue: remote(() => new Promise<Response>(() => {})) });
    await vi.advanceTimersByTimeAsync(ADS_READ_MS + 1);
    const result = await pending;
    expect(result.errors).toBeUndefined();
    expect(result.data?.sponsoredAds).toBeNull();
  });

  it('drops a slug the API would refuse instead of failing', async () => {
    const requests: Request[] = [];
    await graphql({
      schema,
      source: `{ sponsoredAds(placement: PRODUCT, productSlug: "../etc/passwd") { id } }`,
      contextValue: remote(async (request) => {
        requests.push(request);
        return json({ success: true, data: { load: [] } });
      }),
    });
    expect(new URL(requests[0].url).searchParams.has('productSlug')).toBe(false);
  });
});
