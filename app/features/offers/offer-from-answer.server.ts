/**
 * Turns a store's answer to the viewer's buyer request into an offer on the product it named, at the price it
 * quoted (else the product's list price). Everything is read again from the API: only the answer's id comes
 * from the form, so nobody can make an offer at a price no store quoted, or from someone else's request.
 */
import type { AppLoadContext } from '@remix-run/cloudflare';
import { mutate, query } from '~/graphql/client.server';
import { BuyerRequestQuery } from '~/graphql/queries/buyer-requests.server';
import { MakeOfferMutation } from '~/graphql/queries/offers.server';
import { formatMoney } from '~/lib/money';

export const ANSWER_NOT_OFFERABLE = 'This answer has no product to make an offer on.';

export async function offerFromAnswer(
  context: AppLoadContext,
  request: Request,
  requestId: string,
  responseId: string,
): Promise<{ offerId: string } | { error: string }> {
  const { buyerRequest } = await query(context, request, BuyerRequestQuery, { id: requestId });
  if (!buyerRequest?.isOwner) return { error: 'Only the person who posted the request can make an offer from its answers.' };
  const answer = buyerRequest.responses.find((r) => r.id === responseId);
  if (!answer?.product) return { error: ANSWER_NOT_OFFERABLE };
  const price = answer.price ?? answer.product.price;
  const { makeOffer } = await mutate(context, request, MakeOfferMutation, {
    input: {
      productId: answer.product.id,
      quantity: 1,
      amountCents: price.amountCents,
      message: `About my request “${buyerRequest.request.title}”: your quote of ${formatMoney(price.amountCents, price.currency)}.`.slice(0, 500),
    },
  });
  const offerId = makeOffer.view?.offer.id;
  return offerId ? { offerId } : { error: makeOffer.userErrors[0]?.message ?? 'Failed to make the offer' };
}
