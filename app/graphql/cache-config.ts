/**
 * Graphcache configuration of the browser client (client.browser.ts): how cart data is keyed, how a cart
 * mutation's answer replaces `Query.cart`, and the optimistic cart shown while a mutation is in flight.
 *
 * Rollback is graphcache's own: an optimistic result lives in a layer of its own, dropped when the real
 * answer arrives. The updater below only writes a cart the server sent, so an answer with `cart: null`
 * and userErrors (or a GraphQL or network error, which has no data) leaves the cart from before the change.
 */
import type { Cache, CacheExchangeOpts, OptimisticMutationResolver, UpdateResolver } from '@urql/exchange-graphcache';
import { optimisticCart, type CartChange } from '~/features/cart/optimistic-cart';
import {
  CartRoute_ServerCartDocument,
  type CartIsland_RemoveMutationVariables,
  type CartIsland_UpdateMutationVariables,
  type CartViewFragment,
} from './generated/graphql';

/** The cart query the loader runs and the island reads. */
export const CartQueryDocument = CartRoute_ServerCartDocument;

/** Types without an id live inside their parent: a cart belongs to its query, a money amount to its line. */
const embedded = () => null;

const CART_MUTATIONS = ['updateCartLine', 'removeFromCart', 'clearCart'] as const;

/** Replaces the cached cart with the one a cart mutation answered; no cart (userErrors) changes nothing. */
const replaceCart: UpdateResolver = (result, _args, cache, info) => {
  const payload = result[info.fieldName] as { cart?: CartViewFragment | null } | null | undefined;
  if (!payload?.cart) return;
  const cart = payload.cart;
  cache.updateQuery({ query: CartQueryDocument }, (data) => ({ ...data, cart }));
};

const ids = (input: { productId: string | number; variationId?: string | number | null }) => ({
  productId: Number(input.productId),
  variationId: Number(input.variationId ?? 0),
});

/**
 * The payload a mutation will answer, as far as we can tell: the cached cart with the change applied. With
 * no cart in the cache (never seeded) there is nothing to compute from, and the UI waits for the answer.
 */
function optimisticPayload(cache: Cache, change: CartChange) {
  const cart = cache.readQuery({ query: CartQueryDocument })?.cart;
  if (!cart) return null;
  return { __typename: 'CartPayload', cart: optimisticCart(cart, change), userErrors: [] };
}

const optimisticUpdate: OptimisticMutationResolver<CartIsland_UpdateMutationVariables> = ({ input }, cache) =>
  optimisticPayload(cache, { intent: 'update', ...ids(input), quantity: input.quantity });

const optimisticRemove: OptimisticMutationResolver<CartIsland_RemoveMutationVariables> = ({ input }, cache) =>
  optimisticPayload(cache, { intent: 'remove', ...ids(input) });

export const cacheConfig = {
  keys: {
    Cart: embedded,
    CartLine: embedded,
    RemovedCartLine: embedded,
    CartPayload: embedded,
    Money: embedded,
    Image: embedded,
    UserError: embedded,
    // Product, ProductVariation and Business are keyed by their id (graphcache's default).
  },
  updates: { Mutation: Object.fromEntries(CART_MUTATIONS.map((field) => [field, replaceCart])) },
  optimistic: {
    updateCartLine: optimisticUpdate,
    removeFromCart: optimisticRemove,
    clearCart: (_args, cache) => optimisticPayload(cache, { intent: 'clear' }),
  },
} satisfies Partial<CacheExchangeOpts>;
