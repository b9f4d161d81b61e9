/**
 * Buying an accepted offer at the agreed price. Checkout is opened with `?offer=<id>` from the account inbox,
 * or `?offerLink=<uuid>` from the WhatsApp/SMS link page (the phone then comes from its cookie). The offer is
 * read again on every load and submit, so the price and quantity are never taken from the form; the API
 * checks once more that the offer is accepted, the buyer's, and not already used.
 */
import { redirect, type AppLoadContext } from '@remix-run/cloudflare';
import type { OfferViewPartsFragment } from '~/graphql/generated/graphql';
import { query } from '~/graphql/client.server';
import { notFound } from '~/lib/invariant-response.server';
import { OfferByLinkQuery, OfferQuery } from '~/graphql/queries/offers.server';
import { href } from '~/routes';
import { OFFER_UUID, readOfferLinkAccess } from './offer-link-cookie.server';

export type OfferSource = { kind: 'account'; id: string } | { kind: 'link'; uuid: string };

/** The offer a checkout is for, from the page's query string or the form's hidden fields; null for the cart. */
export function offerSourceFrom(params: URLSearchParams | FormData): OfferSource | null {
  const id = params.get('offer');
  if (typeof id === 'string' && /^\d{1,12}$/.test(id)) return { kind: 'account', id };
  const uuid = params.get('offerLink');
  if (typeof uuid === 'string' && OFFER_UUID.test(uuid)) return { kind: 'link', uuid };
  return null;
}

export interface OfferPurchase {
  source: OfferSource;
  offer: OfferViewPartsFragment['offer'];
  /** The phone the offer was made with: the order's contact phone must be it for a guest. */
  phone: string;
  item: { productId: string; variationId: string; quantity: number; offerUuid: string };
}

/** Where the offer itself is shown: back there when it cannot be bought (yet). */
export const offerPageHref = (source: OfferSource) =>
  source.kind === 'account' ? href('inbox-offer', { offerId: source.id }) : href('offer-link', { uuid: source.uuid });

export async function loadOfferPurchase(context: AppLoadContext, request: Request, source: OfferSource): Promise<OfferPurchase> {
  let view: OfferViewPartsFragment | null | undefined;
  if (source.kind === 'account') {
    view = (await query(context, request, OfferQuery, { id: source.id })).offer;
  } else {
    const access = await readOfferLinkAccess(request, source.uuid);
    if (!access) throw redirect(offerPageHref(source));
    view = (await query(context, request, OfferByLinkQuery, { uuid: source.uuid, phone: access.phone })).offerByLink;
  }
  if (!view) throw notFound('Offer not found');
  const { offer } = view;
  // Not (or no longer) buyable: back to the offer, which says why (waiting, turned down, already bought).
  if (view.yourRole !== 'BUYER' || offer.status !== 'ACCEPTED' || view.unitsLeft < 1) throw redirect(offerPageHref(source));
  return {
    source,
    offer,
    phone: offer.buyerPhone,
    item: { productId: offer.product.id, variationId: offer.variationId ?? '0', quantity: view.unitsLeft, offerUuid: offer.uuid },
  };
}
