/**
 * Counting product and storefront views from the Worker entry, after the page is answered (ctx.waitUntil), so
 * a page served from the whole-page cache — where no loader runs — still counts, and no visitor waits for the
 * write. The backend decides the rest (bots, unpublished things, the 30-minute rule): POST
 * /business/analytics/view with the visitor's User-Agent and IP headers.
 */

export interface ViewedThing {
  kind: 'product' | 'storefront';
  slug: string;
}

const PRODUCT = /^\/product\/([^/]+)\/?$/;
const PRODUCT_VARIANT = /^\/product\/(?:real-estate|trades-services|auction|auction-real-estate)\/([^/]+)(?:\/(?:approved|rejected))?\/?$/;
const STOREFRONT = /^\/vendor\/([^/]+)(?:\/(?:real-estate|trades-services|food|motor-vehicles|general))?\/?$/;

/** The product or storefront a page path shows (client navigations ask for `<path>.data`), or null. */
export function viewedThing(pathname: string): ViewedThing | null {
  const path = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  const variant = PRODUCT_VARIANT.exec(path);
  if (variant) return { kind: 'product', slug: decodeURIComponent(variant[1]) };
  const product = PRODUCT.exec(path);
  if (product) return { kind: 'product', slug: decodeURIComponent(product[1]) };
  const store = STOREFRONT.exec(path);
  return store ? { kind: 'storefront', slug: decodeURIComponent(store[1]) } : null;
}

/** A prefetch (hovering a link) is not a view; only a page (or its data) actually shown is. */
function isPrefetch(request: Request): boolean {
  return /prefetch/i.test(`${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`);
}

/** The view-recording request for a page answer, or null when this answer is not a view. */
export function viewRequest(request: Request, page: Response, apiBase: string): Request | null {
  if (request.method !== 'GET' || page.status !== 200 || isPrefetch(request)) return null;
  const thing = viewedThing(new URL(request.url).pathname);
  if (!thing) return null;
  const headers = new Headers({ 'content-type': 'application/json', 'user-agent': request.headers.get('user-agent') ?? '' });
  const ip = request.headers.get('cf-connecting-ip');
  if (ip) headers.set('cf-connecting-ip', ip);
  const city = (request as Request & { cf?: { city?: unknown } }).cf?.city;
  const body = { ...thing, ...(typeof city === 'string' && city ? { city: city.slice(0, 80) } : {}) };
  return new Request(`${apiBase}/business/analytics/view`, { method: 'POST', headers, body: JSON.stringify(body) });
}
