/**
 * What the Worker does to a /graphql request that came over the network, before the gateway sees it:
 * bodies over 100 KB (3 MB for a photo upload) and URLs over 40 KB are refused (413/414) without being read whole, cookies are
 * dropped (cross-site pages can make a browser send them; network clients authenticate with a bearer
 * token). Its answer is never stored by any cache, unless the gateway marked it shareable (issue 32 §1).
 */
import { readAtMost } from '../backend/read-at-most';
import { anonymousGet, sharedPolicy } from '../gateway/caching/cache-control-plugin';
import { type EdgeCacheDeps, serveThroughCache } from './edge-cache';

export const MAX_GRAPHQL_BODY_BYTES = 100 * 1024;
/** A photo upload (multipart, uploadPhoto): the API's own 2 MB photo limit answers above that, with its message. */
export const MAX_GRAPHQL_UPLOAD_BYTES = 3 * 1024 * 1024;
export const MAX_GRAPHQL_URL_BYTES = 40 * 1024;

const refusal = (status: number, message: string) =>
  new Response(JSON.stringify({ errors: [{ message, extensions: { code: status === 413 ? 'BODY_TOO_LARGE' : 'URL_TOO_LONG' } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });

/** The request the gateway may see, or the refusal to answer instead. */
export async function screenGraphqlRequest(request: Request): Promise<Request | Response> {
  if (request.url.length > MAX_GRAPHQL_URL_BYTES) return refusal(414, 'Request URL is too long.');
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  if (!request.body) return new Request(request.url, { method: request.method, headers });
  const upload = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  const max = upload ? MAX_GRAPHQL_UPLOAD_BYTES : MAX_GRAPHQL_BODY_BYTES;
  const tooLarge = () => refusal(413, `Request body is too large (at most ${max / 1024} KB).`);
  if (Number(request.headers.get('content-length') ?? 0) > max) return tooLarge();
  const body = await readAtMost(request.body, max);
  if (!body) return tooLarge();
  return new Request(request.url, { method: request.method, headers, body });
}

/** GraphQL answers may carry personal data or tokens: no shared or browser cache keeps them. */
export function noStore(response: Response): Response {
  const out = new Response(response.body, response);
  out.headers.set('Cache-Control', 'no-store');
  return out;
}

/**
 * The Worker's edge cache for GraphQL: an anonymous GET whose answer the gateway marked shareable (gateway/caching/)
 * is kept in the Cache API like a public REST read, keyed by its URL and the catalogue generation, so the purges
 * that retire cached pages retire it too. Anything else is answered no-store.
 */
export async function cachedGraphql(request: Request, run: (request: Request) => Promise<Response>, deps: EdgeCacheDeps): Promise<Response> {
  if (!anonymousGet(request)) return noStore(await run(request));
  const url = new URL(request.url);
  const key = new Request(`https://graphql-cache.musika.internal/graphql?${url.searchParams}&__gen=${deps.generation ?? '0'}`);
  const answer = await serveThroughCache(request, key, async (req) => forEveryOrigin(await run(req)), sharedPolicy, deps);
  return sharedPolicy(answer) ? answer : noStore(answer);
}

/**
 * A shared copy is served to whichever site asks next, and the Cache API ignores `Vary: Origin`: so it says
 * `Access-Control-Allow-Origin: *` rather than echoing the first asker's origin (credentials are never allowed).
 */
function forEveryOrigin(response: Response): Response {
  if (!sharedPolicy(response)) return response;
  const out = new Response(response.body, response);
  out.headers.set('Access-Control-Allow-Origin', '*');
  const vary = (out.headers.get('vary') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '' && v.toLowerCase() !== 'origin');
  if (vary.length > 0) out.headers.set('Vary', vary.join(', '));
  else out.headers.delete('Vary');
  return out;
}
