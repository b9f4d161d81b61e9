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

export function OfferDetails({ view }: { view: OfferViewPartsFragment }) {
  const { offer } = view;
  return (
    <>
      <p className={s.tileTitle}>
        {OFFER_STATUS_LABEL[offer.status]} · {money(offer.amount)} × {offer.quantity}
        {offer.variationName ? ` · ${offer.variationName}` : ''}
      </p>
      <p className={layoutStyles.muted}>
        {view.yourRole === 'SELLER' ? `From ${offer.buyerName}, +${offer.buyerPhone}` : `With ${offer.store.name}`}
        {isOpenOffer(offer.status) ? ` · expires ${formatHarareDateTime(offer.expiresAt)}` : ''}
      </p>
      <div className={s.grid}>
        <ProductCard product={offer.product} />
        <ol className={s.list} aria-label="Moves">
          {view.history.map((e) => (
            <li key={e.id}>
              <strong>{e.actor === view.yourRole ? 'You' : e.actor === 'BUYER' ? offer.buyerName : offer.store.name}</strong>{' '}
              {OFFER_ACTION_LABEL[e.action] ?? e.action}
              {e.amount ? ` ${money(e.amount)}` : ''}
              {e.message ? ` — “${e.message}”` : ''} <span className={layoutStyles.muted}>{formatHarareDateTime(e.createdAt)}</span>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}

/** Once accepted: the buyer can buy at the agreed price; the store is told how to reach the buyer. */
/** `ordersHref`: where the buyer follows what they bought (the account's orders, or tracking for a guest). */
export function AgreedPrice({ view, buyHref, ordersHref }: { view: OfferViewPartsFragment; buyHref: string; ordersHref: string }) {
  const { offer } = view;
  if (offer.status !== 'ACCEPTED') return null;
  if (view.yourRole === 'SELLER') {
    return (
      <p>
        Agreed at {money(offer.amount)} each. {offer.buyerName} can now buy it at that price; contact them on {displayPhone(offer.buyerPhone)} if you
        need to.
      </p>
    );
  }
  if (view.unitsLeft < 1) {
    return (
      <p>
        Bought at {money(offer.amount)} each. <Link to={ordersHref}>Follow your order</Link>.
      </p>
    );
  }
  const units = view.unitsLeft;
  return (
    <>
      <p>
        Agreed at {money(offer.amount)} each. Buy it now at that price, or {offer.store.name} will contact you to complete the sale.
      </p>
      <p>
        <Link className={button()} to={buyHref}>
          Buy {units > 1 ? `${units} ` : ''}at {money(offer.amount)}
          {units > 1 ? ' each' : ''}
        </Link>
      </p>
    </>
  );
}
