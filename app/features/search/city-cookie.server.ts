/** The city chosen for near-you searches, remembered for the visit (a session cookie, not a profile setting). */
import { createCookie } from '@remix-run/cloudflare';
import { cityBySlug } from './cities';

const cityCookie = createCookie('musika_city', { httpOnly: true, sameSite: 'lax', path: '/' });

export async function rememberedCity(request: Request): Promise<string | null> {
  const value: unknown = await cityCookie.parse(request.headers.get('cookie'));
  return typeof value === 'string' && cityBySlug(value) ? value : null;
}

/** Set-Cookie for a newly chosen city; undefined when nothing changes (keeps responses cacheable). */
export async function rememberCity(request: Request, chosen: string | undefined, remembered: string | null) {
  if (!chosen || chosen === remembered) return undefined;
  return cityCookie.serialize(chosen, { secure: new URL(request.url).protocol === 'https:' });
}
