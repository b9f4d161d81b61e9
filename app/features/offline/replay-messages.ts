/**
 * What the buyer is told about an "add to cart" made offline once it reached the server (cart-sync.ts):
 * one sentence, naming what changed since their offline copy of the page — sold out, or another price.
 */
import { formatMoney } from '~/lib/money';

export interface ReplayedAdd {
  /** The cart rules accepted it. */
  added: boolean;
  /** The rule's message when they did not. */
  refusal: string | null;
  /** The product's name as it is now (null when it is no longer sold). */
  name: string | null;
  /** Why the product cannot be bought now (sold out, unpublished), from the cart's preview. */
  removed: string | null;
  unitPrice: { amountCents: number; currency: string } | null;
  /** The price on the offline copy the buyer added it from, when the page knew it. */
  seenPriceCents: number | null;
}

export function replayedAddMessage(r: ReplayedAdd): string {
  const name = r.name ?? 'A product you added offline';
  // The cart's own words (‘…’ is out of stock and was removed from your cart.), as its page would say them.
  if (r.removed) return `From your changes made offline: ${r.removed}`;
  if (!r.added) return `${name} was not added to your cart: ${r.refusal ?? 'please try again'}.`;
  const price = r.unitPrice;
  if (price && r.seenPriceCents !== null && r.seenPriceCents !== price.amountCents) {
    const was = formatMoney(r.seenPriceCents, price.currency);
    return `${name} is in your cart, but its price changed: ${formatMoney(price.amountCents, price.currency)} now (${was} when you saw it).`;
  }
  return `${name}, added while you were offline, is in your cart.`;
}
