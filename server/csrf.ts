/**
 * Cross-site form posts are refused before any action runs. Browsers send Origin on POST and Sec-Fetch-Site on
 * every request; either saying "another site" is enough. Requests without both (curl, server-to-server) carry
 * no browser cookies by accident, and the session cookie is SameSite=Lax besides.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  return origin === 'null' || origin !== new URL(request.url).origin;
}
