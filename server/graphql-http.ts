/**
 * What the Worker does to a /graphql request that came over the network, before the gateway sees it:
 * bodies over 100 KB (3 MB for a photo upload) and URLs over 40 KB are refused (413/414) without being read whole, cookies are
 * dropped (cross-site pages can make a browser send them; network clients authenticate with a bearer
 * token), and the answer is never stored by any cache.
 */
import { readAtMost } from '../backend/read-at-most';

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
