import { describe, expect, it } from 'vitest';
import { href, mountedRoutes, remixPath, routeEntry, routeTable } from './routes';

/** Every route of spec §2's tables with its exact path. */
const specTable: [string, string][] = [
  ['home', '/'],
  ['generic-page', '/{slug}/'],
  ['deals', '/shop/featured/'],
  ['unauthorized', '/unauthorized/'],
  ['not-found', '/not-found/'],
  ['server-error', '/server-error/'],
  ['login', '/login/'],
  ['register', '/register/'],
  ['password-reset', '/password-reset/'],
  ['product', '/product/{slug}/'],
  ['stores-list', '/vendors'],
  ['storefront', '/vendor/{bSlug}'],
  ['store-finder', '/store-finder'],
  ['category-generic', '/category/{slug}'],
  ['category-popular-categories', '/popular-categories'],
  ['categories', '/category'],
  ['blog', '/blog'],
  ['article', '/blog/article/{slug}'],
  ['video', '/blog/video/{slug}'],
  ['blog-category', '/blog/category/{slug}'],
  ['videos', '/blog/videos'],
  ['updates', '/blog/updates'],
  ['faqs', '/faqs'],
  ['search', '/search'],
  ['buyer-requests', '/buyer-requests'],
  ['buyer-requests-list', '/buyer-requests-list/{offerId?}'],
  ['checkout', '/checkout'],
  ['cart', '/cart'],
  ['support', '/support'],
  ['contact-us', '/contact-us'],
  ['sell-items', '/sell-items'],
  ['account', '/account'],
  ['favourites', '/account/favourite'],
  ['account-order', '/account/order/{id}'],
  ['notifications', '/account/inbox/notifications'],
  ['billing-details', '/account/billing-details'],
  ['subscriptions', '/account/subscriptions'],
  ['dashboard', '/dashboard/'],
  ['all-orders', '/dashboard/orders/'],
  ['new-orders', '/dashboard/orders/new-orders/'],
  ['my-orders', '/dashboard/orders/my-orders/'],
  ['order', '/dashboard/order/{id}/'],
  ['create-order', '/dashboard/orders/create-order/'],
  ['view-order', '/dashboard/orders/{orderID}/'],
  ['business-information', '/dashboard/settings/business-information/'],
  ['add-single-product', '/dashboard/add-new-product/'],
  ['update-product', '/dashboard/update-product/{slug}/'],
  ['add-product', '/dashboard/add-product/'],
  ['all-sell-items', '/dashboard/all-sell-items'],
  ['create-business', '/dashboard/settings/create-business'],
  ['add-new-business', '/dashboard/settings/add-new-business'],
  ['dashboard-notifications', '/dashboard/inbox/notifications'],
  ['ads-management-list', '/dashboard/ads-management'],
  ['add-new-ad', '/dashboard/ads-management/add-new-ad'],
  ['fund-account', '/dashboard/ads-management/fund-account'],
  ['update-ad', '/dashboard/update-ad/{adID}'],
  ['dashboard-subscriptions', '/dashboard/subscriptions'],
];

const sample = (name: string) => `x-${name.toLowerCase()}`;

function expected(path: string) {
  return path.replace(/\{(\w+)\??\}/g, (_m, name: string) => sample(name));
}

describe('route table (spec §2)', () => {
  it.each(specTable)('%s has the spec path %s', (id, path) => {
    expect(routeEntry(id).path).toBe(path);
  });

  it.each(specTable)('href(%s) fills every named parameter of %s', (id, path) => {
    const params = Object.fromEntries([...path.matchAll(/\{(\w+)\??\}/g)].map(([, n]) => [n, sample(n)]));
    expect(href(id, params)).toBe(expected(path));
  });

  it.each(routeTable.map((r) => [r.id, r.path]))('href(%s) builds %s from the table', (id, path) => {
    const params = Object.fromEntries([...path.matchAll(/\{(\w+)\??\}/g)].map(([, n]) => [n, sample(n)]));
    const built = href(id, params);
    expect(built).toBe(expected(path));
    expect(built.endsWith('/')).toBe(path.endsWith('/'));
  });

  it('gives every route a unique id and path', () => {
    expect(new Set(routeTable.map((r) => r.id)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('guards account routes with login and dashboard routes with the vendor role', () => {
    for (const r of routeTable) {
      if (r.path.startsWith('/account')) expect(r.guard, r.id).toBe('account');
      if (r.path.startsWith('/dashboard')) expect(r.guard, r.id).toBe('dashboard');
    }
  });

  it('has the eleven category screens, each with a near-you sub-route', () => {
    const screens = routeTable.filter((r) => r.id.startsWith('category-') && !r.id.endsWith('-near-you'));
    expect(screens).toHaveLength(11);
    for (const s of screens) expect(routeEntry(`${s.id}-near-you`).path).toBe(`${s.path}/near-you`);
  });

  it('has the product detail variants with -approved and -rejected auction routes', () => {
    for (const base of ['single-product-auction', 'single-product-auction-real-estate']) {
      expect(routeEntry(`${base}-approved`).path).toMatch(/\/approved\/$/);
      expect(routeEntry(`${base}-rejected`).path).toMatch(/\/rejected\/$/);
    }
    expect(routeEntry('single-product-real-estate').module).toBe('routes/product.tsx');
  });
});

describe('href', () => {
  it('drops an unfilled optional parameter (spec: /buyer-requests-list/{offerId?})', () => {
    expect(href('buyer-requests-list')).toBe('/buyer-requests-list');
    expect(href('buyer-requests-list', { offerId: '' })).toBe('/buyer-requests-list');
    expect(href('buyer-requests-list', { offerId: 42 })).toBe('/buyer-requests-list/42');
  });

  it('keeps trailing slashes exactly as the spec writes them', () => {
    expect(href('product', { slug: 'maize' })).toBe('/product/maize/');
    expect(href('storefront', { bSlug: 'acme' })).toBe('/vendor/acme');
  });

  it('encodes parameter values', () => {
    expect(href('category-generic', { slug: 'a b/c' })).toBe('/category/a%20b%2Fc');
  });

  it('throws on a missing required parameter and on an unknown id', () => {
    expect(() => href('product')).toThrow(/missing parameter "slug"/);
    expect(() => href('no-such-route')).toThrow(/Unknown route id/);
  });
});

describe('mounting', () => {
  it('converts spec notation to Remix notation', () => {
    expect(remixPath('/buyer-requests-list/{offerId?}')).toBe('/buyer-requests-list/:offerId?');
    expect(remixPath('/product/{slug}/')).toBe('/product/:slug/');
  });

  it('mounts public routes only once built, so unbuilt screens answer 404', () => {
    const mounted = mountedRoutes().map((r) => r.id);
    expect(mounted).toContain('home');
    // Issue #13 built the blog and the knowledge base.
    expect(mounted).toContain('blog');
    expect(mounted).toContain('faqs');
    for (const r of routeTable.filter((x) => x.guard === 'public' && !x.module)) expect(mounted, r.id).not.toContain(r.id);
  });

  it('mounts every guarded route, built or not, so its guard always runs', () => {
    const mounted = new Map(mountedRoutes().map((r) => [r.id, r.module]));
    for (const r of routeTable.filter((x) => x.guard !== 'public')) expect(mounted.has(r.id), r.id).toBe(true);
    expect(mounted.get('account-add-new-product-promotion')).toBe('routes/guarded-unbuilt.tsx');
  });
});
