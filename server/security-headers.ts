/**
 * Security baseline for every response the Worker answers: a nonce-based Content-Security-Policy on HTML
 * (no 'unsafe-inline' scripts), nosniff, a referrer policy, no framing, and HSTS on https.
 */
import { tileSource } from '../schema/config/map-tiles';
const NONCE_BYTES = 16;
// One getRandomValues call per 256 nonces instead of one per request (it cost ~0.8 ms of CPU a request in
// our profile): each nonce is still 16 fresh bytes from the CSPRNG, never handed out twice.
let pool = new Uint8Array(0);
let used = 0;

export function createNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(NONCE_BYTES * 256));
    used = 0;
  }
  const bytes = pool.subarray(used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Google Tag Manager's hosts, allowed only when GTM_ID is configured (loadConfig calls allowTagManager once
 * per isolate: the configuration is the same for every request it serves). Its loader script is added by our
 * own bundle, which 'strict-dynamic' already trusts; these let its requests and beacons through.
 */
const TAG_MANAGER_CONNECT = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
let tagManager = false;

export function allowTagManager(on: boolean) {
  tagManager = on;
}

/** The tag manager's pixels (Google's CSP guide for GTM and GA4 lists these for img-src). */
const TAG_MANAGER_IMG = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];

/**
 * Images come from this site only (photos, bulk-imported ones included, are stored in R2 and served from
 * /media), never from any https: host, where a photo address could be a tracking pixel. The one exception is
 * the store finder's map tiles when MAP_TILE_URL is configured (loadConfig calls allowMapTiles once per isolate).
 */
let mapTileSource: string | null = null;

export function allowMapTiles(template: string | undefined) {
  mapTileSource = template ? tileSource(template) : null;
}

function imgSrc(): string {
  return ["img-src 'self' data:", ...(mapTileSource ? [mapTileSource] : []), ...(tagManager ? TAG_MANAGER_IMG : [])].join(' ');
}

/** The policy for a page whose inline scripts carry `nonce`, or (for shared-cached pages) are listed by hash. */
export function contentSecurityPolicy(nonceOrHashes: string | string[]): string {
  const sources = typeof nonceOrHashes === 'string' ? `'nonce-${nonceOrHashes}'` : nonceOrHashes.join(' ') || "'none'";
  return [
    "default-src 'self'",
    // 'strict-dynamic': the trusted entry script may load the route chunks it imports.
    `script-src ${sources} 'strict-dynamic'`,
    "style-src 'self'",
    imgSrc(),
    // Blog videos: the player is framed only after the visitor taps play (app/features/blog/video-player.tsx).
    'frame-src https://www.youtube-nocookie.com',
    "font-src 'self'",
    tagManager ? `connect-src 'self' ${TAG_MANAGER_CONNECT.join(' ')}` : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function withSecurityHeaders(response: Response, request: Request, nonce: string): Response {
  // Responses from fetch or the router may carry immutable headers; copy before changing them.
  const secured = new Response(response.body, response);
  const h = secured.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('X-Frame-Options', 'DENY');
  h.set('Permissions-Policy', 'camera=(), microphone=(), payment=(), geolocation=(self)');
  if (new URL(request.url).protocol === 'https:') h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  // A page whose scripts were hashed (shared-cached pages) brings its own policy.
  if ((h.get('content-type') ?? '').includes('text/html') && !h.has('Content-Security-Policy'))
    h.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  return secured;
}
