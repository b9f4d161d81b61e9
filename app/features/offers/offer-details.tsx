/**
 * An offer as either side sees it: where it stands, the product, and every move so far. Shared by the account
 * inbox page and the page opened from a WhatsApp/SMS link.
 */
import { Link } from '@remix-run/react';
import { button } from '~/components/button.css';
import { layoutStyles } from '~/components/layout';
import { ProductCard } from '~/components/product-card';
import { accountStyles as s } from '~/features/account/account-layout';
import type { OfferViewPartsFragment } from '~/graphql/generated/graphql';
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import { OFFER_ACTION_LABEL, OFFER_STATUS_LABEL } from './offer-labels';
import { displayPhone } from '~/lib/phone-display';

const money = (m: { amountCents: number; currency: string }) => formatMoney(m.amountCents, m.currency);

export const isOpenOffer = (status: string) => status === 'PENDING' || status === 'COUNTERED';

/**
 * The offer's words and amounts finished on the server in the page's language (offers-text.server.ts); pages that
 * send none show English. `history` follows `view.history`.
 */
export interface OfferViewText {
  headline: string;
  parties: string;
  moves: string;
  history: { actor: string; action: string; amount: string; date: string }[];
  agreed: string;
  bought: string;
  followOrder: string;
  buyAt: string;
}

function englishText(view: OfferViewPartsFragment): OfferViewText {
  const { offer } = view;
  const units = view.unitsLeft;
  return {
    headline: `${OFFER_STATUS_LABEL[offer.status]} · ${money(offer.amount)} × ${offer.quantity}`,
    parties: `${view.yourRole === 'SELLER' ? `From ${offer.buyerName}, +${offer.buyerPhone}` : `With ${offer.store.name}`}${
      isOpenOffer(offer.status) ? ` · expires ${formatHarareDateTime(offer.expiresAt)}` : ''
    }`,
    moves: 'Moves',
    history: view.history.map((e) => ({
      actor: e.actor === view.yourRole ? 'You' : e.actor === 'BUYER' ? offer.buyerName : offer.store.name,
      action: OFFER_ACTION_LABEL[e.action] ?? e.action,
      amount: e.amount ? ` ${money(e.amount)}` : '',
      date: formatHarareDateTime(e.createdAt),
    })),
    agreed:
      view.yourRole === 'SELLER'
        ? `Agreed at ${money(offer.amount)} each. ${offer.buyerName} can now buy it at that price; contact them on ${displayPhone(offer.buyerPhone)} if you need to.`
        : `Agreed at ${money(offer.amount)} each. Buy it now at that price, or ${offer.store.name} will contact you to complete the sale.`,
    bought: `Bought at ${money(offer.amount)} each.`,
    followOrder: 'Follow your order',
    buyAt: `Buy ${units > 1 ? `${units} ` : ''}at ${money(offer.amount)}${units > 1 ? ' each' : ''}`,
  };
}

export function OfferDetails({ view, text }: { view: OfferViewPartsFragment; text?: OfferViewText }) {
  const { offer } = view;
  const w = text ?? englishText(view);
  return (
    <>
      <p className={s.tileTitle}>
        {w.headline}
        {offer.variationName ? <span translate="no">{` · ${offer.variationName}`}</span> : ''}
      </p>
      <p className={layoutStyles.muted}>{w.parties}</p>
      <div className={s.grid}>
        <ProductCard product={offer.product} />
        <ol className={s.list} aria-label={w.moves}>
          {view.history.map((e, i) => (
            <li key={e.id}>
              <strong translate={e.actor === view.yourRole ? undefined : 'no'}>{w.history[i].actor}</strong> {w.history[i].action}
              {w.history[i].amount}
              {e.message ? <span translate="no">{` — “${e.message}”`}</span> : ''} <span className={layoutStyles.muted}>{w.history[i].date}</span>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}

/** Once accepted: the buyer can buy at the agreed price; the store is told how to reach the buyer. */
/** `ordersHref`: where the buyer follows what they bought (the account's orders, or tracking for a guest). */
export function AgreedPrice({
  view,
  buyHref,
  ordersHref,
  text,
}: {
  view: OfferViewPartsFragment;
  buyHref: string;
  ordersHref: string;
  text?: OfferViewText;
}) {
  const { offer } = view;
  if (offer.status !== 'ACCEPTED') return null;
  const w = text ?? englishText(view);
  if (view.yourRole === 'SELLER') return <p>{w.agreed}</p>;
  if (view.unitsLeft < 1) {
    return (
      <p>
        {w.bought} <Link to={ordersHref}>{w.followOrder}</Link>.
      </p>
    );
  }
  return (
    <>
      <p>{w.agreed}</p>
      <p>
        <Link className={button()} to={buyHref}>
          {w.buyAt}
        </Link>
      </p>
    </>
  );
}
