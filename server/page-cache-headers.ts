/**
 * Cache-Control for pages (DESIGN §6): only pages that went through the page cache (anonymous, cookie-free
 * visitors; their scripts hashed, no nonce) may be kept by shared caches. Anything else — a logged-in
 * visitor, a cart in a cookie, a page that sets a cookie — is private and not stored.
 */
import { CACHE_STATUS_HEADER } from './edge-cache';

export const PRIVATE_PAGE_CACHE = 'private, no-store';

/** Retry-After on "temporarily unavailable" pages (the API is down): browsers and crawlers come back later. */
const RETRY_AFTER_SECONDS = '30';

export function withPageCacheHeaders(request: Request, response: Response): Response {
  if (response.status === 503 && !response.headers.has('retry-after')) {
    response = new Response(response.body, response);
    response.headers.set('Retry-After', RETRY_AFTER_SECONDS);
  }
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  if (!isHtml || !(request.method === 'GET' || request.method === 'HEAD')) return response;
  if (response.headers.has(CACHE_STATUS_HEADER)) return response;
  const out = new Response(response.body, response);
  out.headers.set('Cache-Control', PRIVATE_PAGE_CACHE);
  out.headers.append('Vary', 'Cookie');
  return out;
}
