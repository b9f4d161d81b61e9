/**
 * An offer opened from a WhatsApp/SMS link: once the visitor has shown the buyer's phone, the pair (uuid, phone)
 * is remembered for an hour in an HttpOnly cookie, so the page can be reloaded and the offer bought at its
 * price without typing the phone again. The API checks the pair on every read; the cookie grants nothing itself.
 */
import { createCookie } from '@remix-run/cloudflare';
import { z } from 'zod';

const ONE_HOUR = 60 * 60;

const offerLinkCookie = createCookie('musika_offer_link', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: ONE_HOUR });

export const OFFER_UUID = /^[A-Za-z0-9-]{8,100}$/;

const stored = z.object({ uuid: z.string().regex(OFFER_UUID), phone: z.string().regex(/^263\d{9}$/) });
export type OfferLinkAccess = z.infer<typeof stored>;

/** The phone remembered for this offer, or null (another offer's pair, or none, or a tampered cookie). */
export async function readOfferLinkAccess(request: Request, uuid: string): Promise<OfferLinkAccess | null> {
  const parsed = stored.safeParse(await offerLinkCookie.parse(request.headers.get('cookie')));
  return parsed.success && parsed.data.uuid === uuid ? parsed.data : null;
}

export function rememberOfferLinkAccess(request: Request, access: OfferLinkAccess): Promise<string> {
  return offerLinkCookie.serialize(access, { secure: new URL(request.url).protocol === 'https:' });
}
