/**
 * Edge caching of public ezw/v1 reads (DESIGN §6) with the Cache API. The Cache API ignores
 * stale-while-revalidate, so freshness is kept by hand: each stored answer carries the time it was fetched;
 * fresh → HIT, within the grace period → STALE (served at once, refreshed in waitUntil), older → MISS; and
 * while the origin fails (network error or 5xx), an answer up to a day old is served STALE instead.
 * Anything carrying a user token or a request body bypasses the cache: no user data in shared caches.
 */
// Which ezw/v1 reads are public, and for how long each may be cached: one table, which the backend also reads to
// send those reads to a D1 replica (backend/db/read-replica.ts).
import { type CachePolicy, policyFor } from '../schema/rest/public-reads';

export { ADS, LONG, policyFor, SHORT, type CachePolicy } from '../schema/rest/public-reads';

/** When the origin is down (network failure or 5xx), any stored answer this young is served rather than an error. */
export const STALE_IF_ERROR_SECONDS = 24 * 3600;

export type CacheStatus = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';
export const CACHE_STATUS_HEADER = 'x-musika-cache';
const FETCHED_AT = 'x-musika-fetched-at';
/** On a stored copy: the policy it was stored under ("ttl,swr"), and the Cache-Control its origin gave it. */
const STORED_POLICY = 'x-musika-policy';
const ORIGIN_CACHE_CONTROL = 'x-musika-origin-cache-control';

export interface EdgeCacheDeps {
  cache: { match(key: Request): Promise<Response | undefined>; put(key: Request, response: Response): Promise<void> };
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** The catalogue generation (catalogue-generation.ts): part of every key, so a bump retires old copies. */
  generation?: string;
}

function withStatus(response: Response, status: CacheStatus): Response {
  const out = new Response(response.body, response);
  out.headers.set(CACHE_STATUS_HEADER, status);
  const own = out.headers.get(ORIGIN_CACHE_CONTROL);
  if (own) out.headers.set('Cache-Control', own);
  for (const name of [FETCHED_AT, STORED_POLICY, ORIGIN_CACHE_CONTROL]) out.headers.delete(name);
  return out;
}

/** Whether a request may be answered from, or stored in, the shared cache. */
function cacheable(request: Request): boolean {
  return !request.headers.has('authorization') && request.body === null;
}

/**
 * Answers `request` through the cache when `apiPath` is a public read. `origin` fetches a fresh answer.
 */
export async function cachedFetch(
  request: Request,
  apiPath: string,
  origin: (request: Request) => Promise<Response>,
  deps: EdgeCacheDeps,
): Promise<Response> {
  const policy = policyFor(request.method, apiPath);
  if (!policy || !cacheable(request)) return withStatus(await origin(request), 'BYPASS');
  const url = new URL(request.url);
  // The Cache API keys on GET requests: POST reads get a GET key of their own.
  const key = new Request(
    `https://edge-cache.musika.internal${url.pathname}?${url.searchParams}&__method=${request.method}&__gen=${deps.generation ?? '0'}`,
  );
  return serveThroughCache(request, key, origin, (response) => (response.status === 200 ? policy : null), deps);
}

/**
 * The cache's rules for one key, whatever the answer is (a REST read, a GraphQL query): `policyOf` says whether a
 * fresh answer may be stored and for how long (null: not stored). A stored copy remembers its policy and its
 * origin's own Cache-Control, and is served with that header again.
 */
export async function serveThroughCache(
  request: Request,
  key: Request,
  origin: (request: Request) => Promise<Response>,
  policyOf: (fresh: Response) => CachePolicy | null,
  deps: EdgeCacheDeps,
): Promise<Response> {
  const now = deps.now ?? Date.now;
  const store = async (response: Response) => {
    const policy = policyOf(response);
    if (!policy) return;
    const copy = new Response(response.body, response);
    copy.headers.set(FETCHED_AT, String(now()));
    copy.headers.set(STORED_POLICY, `${policy.ttl},${policy.swr}`);
    const own = response.headers.get('Cache-Control');
    if (own) copy.headers.set(ORIGIN_CACHE_CONTROL, own);
    copy.headers.set('Cache-Control', `public, s-maxage=${policy.ttl + policy.swr + STALE_IF_ERROR_SECONDS}`);
    copy.headers.delete('Set-Cookie');
    await deps.cache.put(key, copy);
  };

  const cached = await deps.cache.match(key);
  const stored = cached ? storedPolicy(cached) : null;
  const ageSeconds = cached ? (now() - Number(cached.headers.get(FETCHED_AT) ?? 0)) / 1000 : Infinity;
  if (cached && stored) {
    if (ageSeconds < stored.ttl) return withStatus(cached, 'HIT');
    if (ageSeconds < stored.ttl + stored.swr) {
      deps.waitUntil(
        origin(new Request(request))
          .then(store)
          .catch((e: unknown) => console.error('edge cache refresh failed', e)),
      );
      return withStatus(cached, 'STALE');
    }
  }
  const usable = cached && stored && ageSeconds < stored.ttl + stored.swr + STALE_IF_ERROR_SECONDS;
  let fresh: Response;
  try {
    fresh = await origin(request);
  } catch (error) {
    if (usable) return withStatus(cached, 'STALE');
    throw error;
  }
  if (fresh.status >= 500 && usable) return withStatus(cached, 'STALE');
  if (policyOf(fresh)) deps.waitUntil(store(fresh.clone()));
  return withStatus(fresh, 'MISS');
}

function storedPolicy(cached: Response): CachePolicy | null {
  const [ttl, swr] = (cached.headers.get(STORED_POLICY) ?? '').split(',').map(Number);
  return Number.isFinite(ttl) && Number.isFinite(swr) ? { ttl, swr } : null;
}
