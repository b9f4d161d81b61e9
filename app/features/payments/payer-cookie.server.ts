/**
 * The payments a browser started at checkout (newest first, at most 8, for a day), in an HttpOnly cookie.
 *
 * Who may see a payment is decided by the API, not by this cookie: a logged-in buyer by the session (the API
 * answers only the payer); a guest by a phone the API checks against the payment (GET /payments/status?phone=).
 * So for a guest the cookie keeps the phones they typed (the orders' contact phone, and the mobile money number
 * the payment was made from): a forged cookie shows nothing its author could not already name. It also lets
 * Paynow's return (whose URL cannot carry the new reference) land on the newest payment.
 */
import { createCookie } from '@remix-run/cloudflare';
import { z } from 'zod';

const payerCookie = createCookie('musika_payer', { httpOnly: true, sameSite: 'lax', path: '/checkout', maxAge: 60 * 60 * 24 });

const phone = z
  .string()
  .regex(/^263\d{9}$/)
  .nullable();
const stored = z.array(z.tuple([z.string().max(40), phone, phone])).max(8);

export interface PayerEntry {
  reference: string;
  /** A guest's: the phone the orders were placed with (proof for paying again). */
  contactPhone: string | null;
  /** A guest's: the number the payment was made from (null for card payments). */
  paidFrom: string | null;
}

async function read(request: Request): Promise<PayerEntry[]> {
  const parsed = stored.safeParse(await payerCookie.parse(request.headers.get('cookie')));
  return parsed.success ? parsed.data.map(([reference, contactPhone, paidFrom]) => ({ reference, contactPhone, paidFrom })) : [];
}

export async function payerEntry(request: Request, reference: string): Promise<PayerEntry | null> {
  return (await read(request)).find((e) => e.reference === reference) ?? null;
}

export async function newestPayment(request: Request): Promise<string | null> {
  return (await read(request))[0]?.reference ?? null;
}

/** Set-Cookie adding a payment (newest first). Phones only for guests. */
export async function rememberPayment(request: Request, entry: PayerEntry): Promise<string> {
  const kept = (await read(request)).filter((e) => e.reference !== entry.reference);
  const value = [entry, ...kept].slice(0, 8).map((e) => [e.reference, e.contactPhone, e.paidFrom]);
  return payerCookie.serialize(value, { secure: new URL(request.url).protocol === 'https:' });
}
