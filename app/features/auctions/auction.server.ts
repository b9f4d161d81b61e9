/**
 * The product page's auction parts on the server: the lot as it stands (with "time left" worked out here, so
 * the page needs no script and server and browser render the same text) and the bid form's action.
 */
import { data, redirect, type AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { dollarsToCents } from '../../../schema/rest/product-input';
import { mutate, query } from '~/graphql/client.server';
import { AuctionLotQuery, PlaceBidMutation } from '~/graphql/queries/auctions.server';

/** "2 days 4 hours", "3 hours 12 minutes", "45 minutes", "less than a minute", or "" once ended. */
export function timeLeft(endsAt: string, nowMs: number): string {
  const ms = Date.parse(endsAt) - nowMs;
  if (!(ms > 0)) return '';
  const minutes = Math.floor(ms / 60_000);
  const [d, h, m] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60];
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (d > 0) return [part(d, 'day'), h ? part(h, 'hour') : ''].filter(Boolean).join(' ');
  if (h > 0) return [part(h, 'hour'), m ? part(m, 'minute') : ''].filter(Boolean).join(' ');
  return m > 0 ? part(m, 'minute') : 'less than a minute';
}

export async function loadAuctionLot(context: AppLoadContext, request: Request, productId: string) {
  const { auctionLot } = await query(context, request, AuctionLotQuery, { productId }, { optional: ['auctionLot'] });
  return auctionLot ? { ...auctionLot, timeLeft: timeLeft(auctionLot.endsAt, Date.now()) } : null;
}
export type LoadedLot = NonNullable<Awaited<ReturnType<typeof loadAuctionLot>>>;

const bidForm = z.object({
  amount: z.string({ required_error: 'Enter your bid' }).transform((v, ctx) => {
    const cents = dollarsToCents(v);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Enter your bid in dollars, e.g. 1250 or 1250.50' });
      return z.NEVER;
    }
    return cents;
  }),
});

/** The bid form's post: back to the page with ?bid=placed (so a reload does not bid again), or its error. */
export async function placeBidAction(
  context: AppLoadContext,
  request: Request,
  productId: string,
  form: Record<string, FormDataEntryValue>,
  path: string,
) {
  const parsed = bidForm.safeParse(form);
  if (!parsed.success) return data({ ok: false, error: parsed.error.issues[0].message, intent: 'bid' as const }, { status: 400 });
  const { placeBid } = await mutate(context, request, PlaceBidMutation, { input: { productId, amountCents: parsed.data.amount } });
  if (!placeBid.lot)
    return data({ ok: false, error: placeBid.userErrors[0]?.message ?? 'Error placing bid', intent: 'bid' as const }, { status: 400 });
  throw redirect(`${path}?bid=placed`);
}
