/**
 * Whole-page edge cache for anonymous visitors (the performance issue). A GET from a browser that holds none
 * of Musika's cookies renders the same page for everyone, so its HTML is kept in the Cache API, keyed by URL
 * and the catalogue generation, and served with stale-while-revalidate done by hand (the Cache API ignores
 * it) and stale-if-error while the API is down. Stored pages carry hashes, not a nonce (hashed-csp.ts).
 */
import { CACHE_STATUS_HEADER, STALE_IF_ERROR_SECONDS, type CachePolicy, type CacheStatus, type EdgeCacheDeps } from './edge-cache';
import { hashInlineScripts } from './hashed-csp';
import { requestLanguage } from '../app/lib/i18n/language';

export const PAGE_POLICY: CachePolicy = { ttl: 60, swr: 300 };
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const FETCHED_AT = 'x-musika-fetched-at';
/** Any of these means the page may show something of this visitor's (session, cart, city, offer link…). */
const VISITOR_COOKIE = /(?:^|;\s*)(?:musika_[\w-]*|ezw_session)=/;

/** Pages about the visitor's own session, or whose URL carries a one-time key, are never shared. */
const PERSONAL_PATH = /^\/(?:login|register|password-reset|logout|account|dashboard|cart|checkout|offer)(?:\/|$)/;
const ONE_TIME_PARAMS = ['key', 'login', 'token'];

export function pageCacheable(request: Request): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false;
  if (VISITOR_COOKIE.test(request.headers.get('cookie') ?? '')) return false;
  const url = new URL(request.url);
  if (PERSONAL_PATH.test(url.pathname) || ONE_TIME_PARAMS.some((p) => url.searchParams.has(p))) return false;
  // Remix data requests (?_data=) answer JSON for client navigation; they are cheap and stay uncached.
  return !url.searchParams.has('_data');
}

/**
 * The part of a page's cache key for its language (issue 33 §3): the same URL renders in English, chiShona or
 * isiNdebele by the `lang` cookie or Accept-Language (app/lib/i18n/language.ts), which pageCacheable lets through.
 */
export function languageKeyPart(request: Request): string {
  return `&__lang=${requestLanguage(request)}`;
}

export type RenderPage = (nonce: string) => Promise<Response>;

/** A route that says private or no-store itself (an offer behind a phone check) is never shared. */
function storable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !/\b(private|no-store)\b/.test(cacheControl) &&
    (response.headers.get('content-type') ?? '').includes('text/html')
  );
}

function served(page: Response, status: CacheStatus): Response {
  const out = new Response(page.body, page);
  out.headers.set(CACHE_STATUS_HEADER, status);
  out.headers.delete(FETCHED_AT);
  out.headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
  // Shared caches downstream must keep a copy per language too (languageKeyPart).
  out.headers.set('Vary', 'Accept-Language, Cookie');
  return out;
}

/** Renders, and when the page is shareable turns its nonce into hashes and stores a copy. */
async function renderShareable(render: RenderPage, nonce: string, store: (page: Response) => Promise<void>, deps: EdgeCacheDeps): Promise<Response> {
  const rendered = await render(nonce);
  if (!storable(rendered)) return rendered;
  const { html, csp } = await hashInlineScripts(await rendered.text(), nonce);
  const page = new Response(html, rendered);
  page.headers.set('Content-Security-Policy', csp);
  page.headers.set(FETCHED_AT, String((deps.now ?? Date.now)()));
  deps.waitUntil(store(page.clone()));
  return served(page, 'MISS');
}

/**
 * `nonce` is this response's CSP nonce (set in its header by the caller): a page that cannot be shared is
 * returned as rendered, so it must carry the nonce of the policy it will be sent with.
 */
export async function cachedPage(request: Request, render: RenderPage, nonce: string, deps: EdgeCacheDeps): Promise<Response> {
  const now = deps.now ?? Date.now;
  const url = new URL(request.url);
  const key = new Request(
    `https://page-cache.musika.internal${url.pathname}?${url.searchParams}&__gen=${deps.generation ?? '0'}${languageKeyPart(request)}`,
  );
  const store = async (page: Response) => {
    const copy = new Response(page.body, page);
    copy.headers.set('Cache-Control', `public, s-maxage=${PAGE_POLICY.ttl + PAGE_POLICY.swr + STALE_IF_ERROR_SECONDS}`);
    await deps.cache.put(key, copy);
  };

  const cached = await deps.cache.match(key);
  const age = cached ? (now() - Number(cached.headers.get(FETCHED_AT) ?? 0)) / 1000 : Infinity;
  if (cached && age < PAGE_POLICY.ttl) return served(cached, 'HIT');
  if (cached && age < PAGE_POLICY.ttl + PAGE_POLICY.swr) {
    deps.waitUntil(renderShareable(render, nonce, store, deps).catch((e: unknown) => console.error('page cache refresh failed', e)));
    return served(cached, 'STALE');
  }
  const fresh = await renderShareable(render, nonce, store, deps);
  // The API is down (503) or the render failed: an older copy is better than an error page.
  if (fresh.status >= 500 && cached && age < PAGE_POLICY.ttl + PAGE_POLICY.swr + STALE_IF_ERROR_SECONDS) return served(cached, 'STALE');
  return fresh;
}
