/**
 * A form post is read whole before Remix routes it, so its body never stays on the connection.
 *
 * Some actions never read what was posted: logout, or a confirm step whose URL says everything. Behind
 * `wrangler dev` (the e2e server and `npm start`), the next request on that keep-alive connection then waited
 * until something else arrived: under a loaded CPU the vendor journey's delete waited >60 s for its next route
 * module (the server logged that module's GET at 29,924 ms). Cloudflare's edge copes, but reading a small form
 * costs nothing. Larger bodies (photo uploads, an oversized GraphQL post) stay with the route that reads or refuses
 * them within its own limit; a body of unknown length too.
 */
export const WHOLE_BODY_LIMIT = 64 * 1024;

export async function withWholeBody(request: Request): Promise<Request> {
  if (request.body === null || request.bodyUsed) return request;
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!(length <= WHOLE_BODY_LIMIT)) return request;
  const body = await request.arrayBuffer();
  return new Request(request, { body });
}
