/**
 * Where an ad event came from (issue #27 §2; docs/decisions/012-ads.md "Invalid traffic"), read from the headers
 * a browser sets itself and a page cannot forge: Fetch Metadata (Sec-Fetch-Site/-Dest/-Mode) and Origin. A click
 * counts only from a top-level navigation of our page (the /ads/click link forwards its navigation's headers) or
 * our own beacon; an <img> or any other subresource, or another site's page, never bills. Requests without these
 * headers (old browsers, scripts) pass here: the served ad's token and the address caps stand against those.
 */
import type { Context } from 'hono';
import { publicOrigin } from '../auth/request-config';

/** This site's origins: the request's own (as the browser addressed it) and the configured public one. */
export function ownOrigins(c: Context): string[] {
  return [new URL(c.req.url).origin, publicOrigin(c)];
}

/** Another site (or a sibling subdomain) sent it: Sec-Fetch-Site says so, or Origin is not ours. */
export function isCrossSite(headers: Headers, own: string[]): boolean {
  const site = headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = headers.get('origin');
  return origin !== null && !own.includes(origin);
}

/**
 * A cross-site POST whose body is not declared JSON: what a form or `fetch(…, {mode: 'no-cors'})` on another site
 * can send without asking us first (a JSON body needs a CORS preflight we never grant). Refused outright.
 */
export function isCrossSiteSimplePost(headers: Headers, own: string[]): boolean {
  return isCrossSite(headers, own) && !/^application\/json\b/i.test(headers.get('content-type') ?? '');
}

/** Our page's navigation (a click link) or our own script's request (the beacon); never a subresource. */
export function fromOurPage(headers: Headers, own: string[]): boolean {
  if (isCrossSite(headers, own)) return false;
  // 'none': typed, pasted or bookmarked — not a click on an ad a page of ours showed.
  if (headers.get('sec-fetch-site') === 'none') return false;
  const dest = headers.get('sec-fetch-dest');
  if (dest !== null && dest !== 'document' && dest !== 'empty') return false;
  const mode = headers.get('sec-fetch-mode');
  return !(dest === 'document' && mode !== null && mode !== 'navigate');
}
