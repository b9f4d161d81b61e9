/**
 * The logged-in cart island's side of graphcache: watch the cached cart, run a change through it. Only
 * use-graphcache-cart.ts imports it, with import(), so it and urql/graphcache load after the page.
 */
import type { Client, CombinedError } from '@urql/core';
import { CartQueryDocument } from '~/graphql/cache-config';
import { createCartClient } from '~/graphql/client.browser';
import { CartIsland_ClearDocument, CartIsland_RemoveDocument, CartIsland_UpdateDocument, type CartViewFragment } from '~/graphql/generated/graphql';
import type { CartChange } from './optimistic-cart';

/** Spec §8's message for a call that never got an answer (offline, a 5xx without a GraphQL body). */
export const NETWORK_ERROR = 'Network error';

export interface GraphcacheCart {
  /** Runs a change; answers the message to show when it failed (the cache has rolled back by then), else null. */
  apply(change: CartChange): Promise<string | null>;
  /** Stops watching the cart (the page is gone or has a newer loader cart). */
  dispose(): void;
}

interface Settled {
  error?: CombinedError;
  payload?: { userErrors: { message: string }[] } | null;
}

const ids = (change: { productId: number; variationId: number }) => ({
  productId: String(change.productId),
  variationId: String(change.variationId),
});

async function mutate(client: Client, change: CartChange): Promise<Settled> {
  switch (change.intent) {
    case 'update': {
      const r = await client.mutation(CartIsland_UpdateDocument, { input: { ...ids(change), quantity: change.quantity } }).toPromise();
      return { error: r.error, payload: r.data?.updateCartLine };
    }
    case 'remove': {
      const r = await client.mutation(CartIsland_RemoveDocument, { input: ids(change) }).toPromise();
      return { error: r.error, payload: r.data?.removeFromCart };
    }
    case 'clear': {
      const r = await client.mutation(CartIsland_ClearDocument, {}).toPromise();
      return { error: r.error, payload: r.data?.clearCart };
    }
  }
}

/** A cache seeded with the loader's cart; `onCart` gets each cart it holds from then on, optimistic or the server's. */
export function createGraphcacheCart(seed: CartViewFragment, onCart: (cart: CartViewFragment) => void): GraphcacheCart {
  const client = createCartClient(seed);
  let seeded: () => void;
  const ready = new Promise<void>((resolve) => (seeded = resolve));
  const watch = client.query(CartQueryDocument, {}).subscribe((result) => {
    seeded();
    if (result.data?.cart) onCart(result.data.cart);
  });
  return {
    async apply(change) {
      // Optimistic updaters compute from the cached cart: it must be there before the mutation is sent.
      await ready;
      const { error, payload } = await mutate(client, change);
      // Gateway errors carry the catalogue's message (DESIGN §4); a bare network failure has none.
      if (error) return error.graphQLErrors[0]?.message ?? NETWORK_ERROR;
      if (!payload) return NETWORK_ERROR;
      return payload.userErrors[0]?.message ?? null;
    },
    dispose: () => watch.unsubscribe(),
  };
}
