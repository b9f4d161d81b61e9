import { describe, expect, it } from 'vitest';
import { viewedThing, viewRequest } from './page-view';

describe('which pages are product or storefront views', () => {
  it.each([
    ['/product/jbl-flip-6/', { kind: 'product', slug: 'jbl-flip-6' }],
    ['/product/jbl-flip-6', { kind: 'product', slug: 'jbl-flip-6' }],
    ['/product/jbl-flip-6.data', { kind: 'product', slug: 'jbl-flip-6' }],
    ['/product/real-estate/borrowdale-house/', { kind: 'product', slug: 'borrowdale-house' }],
    ['/product/auction/stand-12/approved/', { kind: 'product', slug: 'stand-12' }],
    ['/product/auction-real-estate/plot-9/rejected/', { kind: 'product', slug: 'plot-9' }],
    ['/vendor/borrowdale-digital', { kind: 'storefront', slug: 'borrowdale-digital' }],
    ['/vendor/borrowdale-digital/food', { kind: 'storefront', slug: 'borrowdale-digital' }],
    ['/vendor/borrowdale-digital.data', { kind: 'storefront', slug: 'borrowdale-digital' }],
  ])('%s', (path, thing) => {
    expect(viewedThing(path)).toEqual(thing);
  });

  it.each(['/', '/vendors', '/product/', '/product/a/b/c/', '/vendor/x/unknown-section', '/dashboard/', '/category/phones'])(
    '%s is not a view',
    (path) => {
      expect(viewedThing(path)).toBeNull();
    },
  );
});

describe('the recording request', () => {
  const ua = 'Mozilla/5.0 (Linux; Android 13) Chrome/131.0 Mobile Safari/537.36';
  const page = (status = 200) => new Response('<html></html>', { status, headers: { 'content-type': 'text/html' } });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Request(`https://musika.co.zw${path}`, { headers: { 'user-agent': ua, ...headers } });

  it('carries the kind, slug, User-Agent and IP to POST /business/analytics/view', async () => {
    const req = viewRequest(get('/product/jbl-flip-6/', { 'cf-connecting-ip': '198.51.100.4' }), page(), 'http://embedded/wp-json/ezw/v1')!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('http://embedded/wp-json/ezw/v1/business/analytics/view');
    expect(req.headers.get('user-agent')).toBe(ua);
    expect(req.headers.get('cf-connecting-ip')).toBe('198.51.100.4');
    expect(await req.json()).toEqual({ kind: 'product', slug: 'jbl-flip-6' });
  });

  it('is not made for errors, other methods, prefetches or other pages', () => {
    const base = 'http://embedded/wp-json/ezw/v1';
    expect(viewRequest(get('/product/gone/'), page(404), base)).toBeNull();
    expect(viewRequest(new Request('https://musika.co.zw/product/x/', { method: 'POST' }), page(), base)).toBeNull();
    expect(viewRequest(get('/product/x.data', { 'sec-purpose': 'prefetch' }), page(), base)).toBeNull();
    expect(viewRequest(get('/product/x.data', { purpose: 'prefetch' }), page(), base)).toBeNull();
    expect(viewRequest(get('/cart'), page(), base)).toBeNull();
  });
});
