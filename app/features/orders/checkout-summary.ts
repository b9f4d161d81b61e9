/**
 * What checkout is about to order, per store, whether it comes from the cart or from one accepted offer.
 * Plain numbers so the loader can send it and the page (and the action's answer) can show it the same way.
 */
import type { CartViewFragment } from '~/graphql/generated/graphql';
import { groupByStore } from '~/features/cart/cart-view';

export interface CheckoutSummary {
  stores: { id: string; name: string; subtotalCents: number; itemCount: number }[];
  totalCents: number;
  /** Set when buying an accepted offer: what was agreed. */
  offer: { productName: string; unitCents: number; quantity: number; variationName: string | null } | null;
}

export function summaryFromCart(cart: CartViewFragment): CheckoutSummary {
  return {
    stores: groupByStore(cart.lines).map((g) => ({
      id: g.store.id,
      name: g.store.name,
      subtotalCents: g.subtotalCents,
      itemCount: g.lines.reduce((n, l) => n + l.quantity, 0),
    })),
    totalCents: cart.subtotal.amountCents,
    offer: null,
  };
}

export function summaryFromOffer(offer: {
  product: { name: string };
  store: { id: string; name: string };
  amount: { amountCents: number };
  quantity: number;
  variationName?: string | null;
}): CheckoutSummary {
  const totalCents = offer.amount.amountCents * offer.quantity;
  return {
    stores: [{ id: offer.store.id, name: offer.store.name, subtotalCents: totalCents, itemCount: offer.quantity }],
    totalCents,
    offer: {
      productName: offer.product.name,
      unitCents: offer.amount.amountCents,
      quantity: offer.quantity,
      variationName: offer.variationName ?? null,
    },
  };
}
