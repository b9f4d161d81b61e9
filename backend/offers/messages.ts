/** The words of offer notifications (pure: the routes pass them to notify()). */
import type { OfferResponse, OfferRole } from '../../schema/rest/offers';

/** Where both sides read one offer (the dashboard inbox is not built yet): its page in the account inbox. */
export const OFFER_PAGE_PATH = '/account/inbox/offers/';
export const offerPageLink = (offerId: number) => `${OFFER_PAGE_PATH}${offerId}`;

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 12345 → "$123.45" (spec §9: USD, en-US). */
export function formatUsd(cents: number): string {
  return usdFormat.format(cents / 100);
}

function amountText(amountCents: number, quantity: number): string {
  return quantity > 1 ? `${formatUsd(amountCents)} each for ${quantity}` : formatUsd(amountCents);
}

const quoted = (message: string) => (message ? ` “${message}”` : '');

/** The message key's values (backend/notifications/notify.ts): the amount as cents, the person's note as written. */
const values = (product: string, person: string, input: { amountCents: number; quantity: number; message: string }) => ({
  product,
  person,
  amountCents: input.amountCents,
  quantity: input.quantity,
  note: quoted(input.message),
});

export function offerReceivedText(input: { productName: string; buyerName: string; amountCents: number; quantity: number; message: string }) {
  return {
    title: `New offer on ${input.productName}`,
    body: `${input.buyerName} offered ${amountText(input.amountCents, input.quantity)}.${quoted(input.message)}`,
    message: { key: 'notifications.offerReceived', values: values(input.productName, input.buyerName, input) },
  };
}

const ANSWER_KEYS: Record<OfferResponse, string> = {
  accepted: 'notifications.offerAccepted',
  rejected: 'notifications.offerRejected',
  countered: 'notifications.offerCountered',
  withdrawn: 'notifications.offerWithdrawn',
};

export function offerAnsweredText(input: {
  productName: string;
  /** Who moved: the buyer's name or the business's name. */
  actorName: string;
  actor: OfferRole;
  status: OfferResponse;
  amountCents: number;
  quantity: number;
  message: string;
}) {
  const amount = amountText(input.amountCents, input.quantity);
  const note = quoted(input.message);
  return {
    ...answeredWords(input.status, input.productName, input.actorName, amount, note),
    message: { key: ANSWER_KEYS[input.status], values: values(input.productName, input.actorName, input) },
  };
}

function answeredWords(status: OfferResponse, productName: string, actorName: string, amount: string, note: string) {
  const input = { productName, actorName };
  switch (status) {
    case 'accepted':
      return { title: `Offer accepted: ${input.productName}`, body: `${input.actorName} accepted ${amount}.${note}` };
    case 'rejected':
      return { title: `Offer rejected: ${input.productName}`, body: `${input.actorName} turned down ${amount}.${note}` };
    case 'countered':
      return { title: `Counter-offer on ${input.productName}`, body: `${input.actorName} countered with ${amount}.${note}` };
    case 'withdrawn':
      return { title: `Offer withdrawn: ${input.productName}`, body: `${input.actorName} withdrew the offer of ${amount}.${note}` };
  }
}
