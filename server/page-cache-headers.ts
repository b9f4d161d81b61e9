/**
 * Cache-Control for pages (DESIGN §6): anonymous HTML may be kept by shared caches briefly and served stale
 * while it revalidates; anything for a logged-in visitor, or that sets a cookie, is private and not stored.
 */
export const ANONYMOUS_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

const SESSION_COOKIE = /(?:^|;\s*)musika_session=/;

export function withPageCacheHeaders(request: Request, response: Response): Response {
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  if (!isHtml || !(request.method === 'GET' || request.method === 'HEAD')) return response;
  const loggedIn = SESSION_COOKIE.test(request.headers.get('cookie') ?? '');
  const personal = loggedIn || response.headers.has('set-cookie') || response.status !== 200;
  if (response.headers.has('cache-control') && !personal) return response;
  const out = new Response(response.body, response);
  out.headers.set('Cache-Control', personal ? PRIVATE_PAGE_CACHE : ANONYMOUS_PAGE_CACHE);
  out.headers.append('Vary', 'Cookie');
  return out;
}
