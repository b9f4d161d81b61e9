/**
 * What a form does when the phone has no connection (issue 33 §2), as plain functions the page's offline
 * client (offline-client.ts) applies and tests check: add to cart and favourites wait in the service worker's
 * queue; every other form says it needs the network instead of failing.
 */

export type OfflinePlan = 'queue' | 'needs-network';

/** `method` and `action` as the form element reports them (action is absolute). */
export function offlinePlan(method: string, action: string, intent: FormDataEntryValue | null): OfflinePlan {
  if (method.toLowerCase() !== 'post') return 'needs-network';
  const path = new URL(action).pathname;
  if ((path === '/cart' || path === '/cart/') && intent === 'add') return 'queue';
  if (path === '/wishlist/' && (intent === 'add' || intent === 'remove')) return 'queue';
  return 'needs-network';
}

interface Money {
  amountCents: number;
}
interface ProductData {
  id: string;
  price?: Money;
  rate?: { amount: Money } | null;
  variations?: { id: string; price: Money }[];
}

/**
 * The price the buyer is looking at for this product (the variation's when one is chosen), found in the page's
 * loader data, so the replay can tell them when it changed. Null when the page does not show one.
 */
export function seenPriceCents(loaderData: Record<string, unknown> | undefined, productId: string, variationId: string): number | null {
  for (const value of Object.values(loaderData ?? {})) {
    const product = (value as { product?: ProductData } | null)?.product;
    if (!product || product.id !== productId) continue;
    const variation = product.variations?.find((v) => v.id === variationId);
    return (variation?.price ?? product.rate?.amount ?? product.price)?.amountCents ?? null;
  }
  return null;
}

export const OFFLINE_TEXT = {
  queued: (pending: number) => `You are offline: this change is kept on your phone and will be sent when you are back online (${pending} waiting).`,
  needsNetwork: 'You are offline: this needs a connection, and nothing was sent. Try again when you are back online.',
};

/** The banner while the connection is down: an attribute on <html> that app/styles/offline.css.ts shows. */
export function showConnection(root: { dataset: DOMStringMap }, online: boolean) {
  if (online) delete root.dataset.connection;
  else root.dataset.connection = 'offline';
}
