/**
 * What the thank-you page shows: the order numbers, stores and totals of the checkout just made, kept for a
 * few minutes in a cookie (a guest has no account to look them up in). No contact details are stored in it.
 */
import { createCookie } from '@remix-run/cloudflare';
import { z } from 'zod';

const lastCheckoutCookie = createCookie('musika_last_checkout', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 * 30 });

const summary = z.object({
  /** Lets the payment page of a pay-now checkout list its orders. */
  checkoutId: z.string().max(64).optional(),
  totalCents: z.number().int(),
  fulfilment: z.enum(['DELIVERY', 'COLLECTION']),
  orders: z.array(z.object({ id: z.string(), number: z.string(), store: z.string(), totalCents: z.number().int() })).max(50),
});
export type CheckoutSummary = z.infer<typeof summary>;

export function rememberCheckout(request: Request, value: CheckoutSummary) {
  return lastCheckoutCookie.serialize(value, { secure: new URL(request.url).protocol === 'https:' });
}

export async function lastCheckout(request: Request): Promise<CheckoutSummary | null> {
  const parsed = summary.safeParse(await lastCheckoutCookie.parse(request.headers.get('cookie')));
  return parsed.success ? parsed.data : null;
}
