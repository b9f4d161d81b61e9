/**
 * Security baseline for every response the Worker answers: a nonce-based Content-Security-Policy on HTML
 * (no 'unsafe-inline' scripts), nosniff, a referrer policy, no framing, and HSTS on https.
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic': the nonce'd entry script may load the route chunks it imports.
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
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
  if ((h.get('content-type') ?? '').includes('text/html')) h.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  return secured;
}
