/**
 * The two short-lived cookies of a social sign-in. Both HttpOnly and SameSite=Lax (Lax is what lets the
 * provider's redirect back, a top-level GET, carry them), Secure on https, limited to /login/ and ten minutes.
 *   musika_oidc       the attempt's `state` and where to land: the callback's state must equal it, so a callback
 *                     link someone else started cannot sign this browser in (login CSRF). The state is a 256-bit
 *                     value the API checks against its own copy (only SHA-256 stored), so it needs no signature.
 *   musika_oidc_link  the link request's key while the person enters their password (the key is 256-bit too).
 */
import { createCookie } from '@remix-run/cloudflare';
import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../../../schema/config/social-sign-in-config';

const TEN_MINUTES = 10 * 60;
const base = { httpOnly: true, sameSite: 'lax' as const, path: '/login/', maxAge: TEN_MINUTES };

const stateCookie = createCookie('musika_oidc', base);
const linkCookie = createCookie('musika_oidc_link', base);

const provider = z.enum(SOCIAL_PROVIDERS);
const savedState = z.object({ provider, state: z.string().min(1).max(512), redirectTo: z.string().max(2000) });
const savedLink = z.object({ provider, linkKey: z.string().min(1).max(512), email: z.string().max(254), redirectTo: z.string().max(2000) });
export type SavedState = z.infer<typeof savedState>;
export type SavedLink = z.infer<typeof savedLink>;

const secure = (request: Request) => new URL(request.url).protocol === 'https:';

async function read<T>(cookie: typeof stateCookie, schema: z.ZodType<T>, request: Request): Promise<T | null> {
  const parsed = schema.safeParse(await cookie.parse(request.headers.get('cookie')).catch(() => null));
  return parsed.success ? parsed.data : null;
}

export const readSavedState = (request: Request) => read(stateCookie, savedState, request);
export const saveState = (request: Request, value: SavedState) => stateCookie.serialize(value, { secure: secure(request) });
export const clearSavedState = (request: Request) => stateCookie.serialize('', { secure: secure(request), maxAge: 0 });

export const readSavedLink = (request: Request) => read(linkCookie, savedLink, request);
export const saveLink = (request: Request, value: SavedLink) => linkCookie.serialize(value, { secure: secure(request) });
export const clearSavedLink = (request: Request) => linkCookie.serialize('', { secure: secure(request), maxAge: 0 });
