/**
 * The product page's auction parts on the server: the lot as it stands (with "time left" worked out here, so
 * the page needs no script and server and browser render the same text) and the bid form's action, whose
 * messages are keys said in the page's language (auction-text.server.ts).
 */
import { data, redirect, type AppLoadContext } from '@remix-run/cloudflare';
import { z } from 'zod';
import { dollarsToCents } from '../../../schema/rest/product-input';
import { mutate, query } from '~/graphql/client.server';
import { AuctionLotQuery, PlaceBidMutation } from '~/graphql/queries/auctions.server';
import { requestTranslator } from '~/lib/i18n/translate.server';
import { bidRefusal } from './auction-text.server';

export { timeLeft } from './auction-text.server';

export async function loadAuctionLot(context: AppLoadContext, request: Request, productId: string) {
  const { auctionLot } = await query(context, request, AuctionLotQuery, { productId }, { optional: ['auctionLot'] });
  return auctionLot ?? null;
}

const bidForm = z.object({
  amount: z.string({ required_error: 'auctions.error.enter' }).transform((v, ctx) => {
    const cents = dollarsToCents(v);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'auctions.error.dollars' });
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
  const { language, t } = requestTranslator(request);
  const parsed = bidForm.safeParse(form);
  if (!parsed.success)
    return data({ ok: false, error: bidRefusal(t, language, parsed.error.issues[0].message), intent: 'bid' as const }, { status: 400 });
  const { placeBid } = await mutate(context, request, PlaceBidMutation, { input: { productId, amountCents: parsed.data.amount } });
  if (!placeBid.lot)
    return data(
      { ok: false, error: bidRefusal(t, language, placeBid.userErrors[0]?.message ?? 'auctions.error.failed'), intent: 'bid' as const },
      { status: 400 },
    );
  throw redirect(`${path}?bid=placed`);
}
