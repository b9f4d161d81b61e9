/**
 * The offer or buyer request opened on the dashboard messages page (`?offer=ID` / `?request=ID`), read as the
 * active business. An offer that is not on this business's products — someone else's, or the vendor's own
 * offer as a buyer — is not found here, as an unknown one is.
 */
import { query } from '~/graphql/client.server';
import { invariantFound, notFound } from '~/lib/invariant-response.server';
import { BuyerRequestQuery } from '~/graphql/queries/buyer-requests.server';
import { OfferQuery } from '~/graphql/queries/offers.server';

type Ctx = { request: Request; context: Parameters<typeof query>[0] };
const ID = /^\d{1,10}$/;

function idParam(url: URL, name: string): string | null {
  const value = url.searchParams.get(name);
  if (value === null) return null;
  if (!ID.test(value)) throw notFound();
  return value;
}

export async function openedSubject(args: Ctx, url: URL, businessId: string, token: string) {
  const offerId = idParam(url, 'offer');
  if (offerId) {
    const { offer } = await query(args.context, args.request, OfferQuery, { id: offerId }, { token });
    const view = invariantFound(offer && offer.yourRole === 'SELLER' && offer.offer.store.id === businessId ? offer : null, 'Failed to fetch offer');
    return { kind: 'offer' as const, view };
  }
  const requestId = idParam(url, 'request');
  if (requestId) {
    const { buyerRequest, viewer } = await query(args.context, args.request, BuyerRequestQuery, { id: requestId }, { token });
    const detail = invariantFound(buyerRequest, 'Failed to fetch request details');
    return { kind: 'request' as const, detail, business: viewer?.businesses.find((b) => b.id === businessId) ?? null };
  }
  return null;
}
