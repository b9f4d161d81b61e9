/**
 * The cookies of a Musika visit. The bearer token lives only in an HttpOnly, SameSite=Lax cookie (Secure on
 * https) that scripts cannot read (DESIGN §5). The token is an opaque 256-bit value the API checks on every
 * use, so the cookie needs no signature of its own.
 */
import { createCookie } from '@remix-run/cloudflare';

const THIRTY_DAYS = 60 * 60 * 24 * 30;

const base = { httpOnly: true, sameSite: 'lax' as const, path: '/' };

/** The API token; as long-lived as the token itself. */
export const tokenCookie = createCookie('musika_session', { ...base, maxAge: THIRTY_DAYS });
/** The vendor's active business (bID) for dashboard routes. */
export const businessCookie = createCookie('musika_business', { ...base, maxAge: THIRTY_DAYS });
/** Set once a logged-out visit has asked the API for its cookie session (spec §1); lasts the browser session. */
export const cookieCheckCookie = createCookie('musika_ck', base);

const secure = (request: Request) => new URL(request.url).protocol === 'https:';

export async function readToken(request: Request): Promise<string | null> {
  const value: unknown = await tokenCookie.parse(request.headers.get('cookie'));
  return typeof value === 'string' && value.length > 0 && value.length <= 512 ? value : null;
}

export async function readActiveBusiness(request: Request): Promise<string | null> {
  const value: unknown = await businessCookie.parse(request.headers.get('cookie'));
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? value : null;
}

export async function wasCookieChecked(request: Request): Promise<boolean> {
  return (await cookieCheckCookie.parse(request.headers.get('cookie'))) === '1';
}

export const setToken = (request: Request, token: string, expiresAt?: string) => {
  const seconds = expiresAt ? Math.max(0, Math.floor((Date.parse(expiresAt) - Date.now()) / 1000)) : THIRTY_DAYS;
  return tokenCookie.serialize(token, { secure: secure(request), maxAge: Math.min(seconds, THIRTY_DAYS) });
};

export const setActiveBusiness = (request: Request, businessId: string) => businessCookie.serialize(businessId, { secure: secure(request) });

export const markCookieChecked = (request: Request) => cookieCheckCookie.serialize('1', { secure: secure(request) });

/** Logout clears the token and the active business (spec §4). */
export async function clearSession(request: Request): Promise<Headers> {
  const headers = new Headers();
  headers.append('Set-Cookie', await tokenCookie.serialize('', { secure: secure(request), maxAge: 0 }));
  headers.append('Set-Cookie', await businessCookie.serialize('', { secure: secure(request), maxAge: 0 }));
  return headers;
}
