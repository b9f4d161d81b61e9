/** The logged-in user's cart on the API (spec §7 POST/GET /products/cart and Musika's line operations). */
import * as cart from '../../../schema/rest/cart';
import type { RestCart } from '../../../schema/rest/cart';
import { EXPECTED_STATUSES, RestError } from '../../errors';
import type { CartParent } from '../../mappers';
import type { Resolvers, UserError } from '../../generated/resolvers';

export function fromRestCart(c: RestCart): CartParent {
  return {
    lines: c.load.map((l) => ({
      product: l.product,
      variationId: l.variationId,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      variation: l.variation,
      unavailable:
        !l.availability.purchasable || !l.availability.inStock || (l.availability.stockQuantity != null && l.availability.stockQuantity < l.quantity),
    })),
    removed: c.removed,
  };
}

async function change(run: () => Promise<RestCart>): Promise<{ cart: CartParent | null; userErrors: UserError[] }> {
  try {
    return { cart: fromRestCart(await run()), userErrors: [] };
  } catch (error) {
    // 403 included: adding a product of one's own business is refused with a message to show.
    if (error instanceof RestError && EXPECTED_STATUSES.has(error.status))
      return { cart: null, userErrors: [{ field: null, message: error.message }] };
    throw error;
  }
}

const variation = (id: string | null | undefined) => Number(id ?? 0);

export const serverCartResolvers: Resolvers = {
  Query: {
    cart: async (_root, _args, ctx) => {
      if (!ctx.token) return null;
      try {
        return fromRestCart(await ctx.rest.call(cart.getCart));
      } catch (error) {
        // A token the API no longer accepts: no cart (the page logs the visitor out), not a failed page.
        if (error instanceof RestError && error.status === 401) return null;
        throw error;
      }
    },
  },
  Mutation: {
    addToCart: (_root, { input }, ctx) =>
      change(() =>
        ctx.rest.call(cart.addToCart, {
          body: { product: Number(input.productId), variation: variation(input.variationId), quantity: input.quantity },
        }),
      ),
    updateCartLine: (_root, { input }, ctx) =>
      change(() =>
        ctx.rest.call(cart.updateCartLine, {
          body: {
            product: Number(input.productId),
            variation: variation(input.variationId),
            quantity: input.quantity,
            newVariation: input.newVariationId == null ? undefined : variation(input.newVariationId),
          },
        }),
      ),
    removeFromCart: (_root, { input }, ctx) =>
      change(() => ctx.rest.call(cart.removeFromCart, { body: { product: Number(input.productId), variation: variation(input.variationId) } })),
    clearCart: (_root, _args, ctx) => change(() => ctx.rest.call(cart.clearCart)),
    syncCart: (_root, { lines }, ctx) =>
      change(() =>
        ctx.rest.call(cart.syncCart, {
          body: { items: lines.map((l) => ({ product: Number(l.productId), variation: variation(l.variationId), quantity: l.quantity })) },
        }),
      ),
  },
};
