/** The viewer's wishlist (spec §4, §7): read, add, remove, and whether a product is on it. */
import * as cart from '../../../schema/rest/cart';
import { userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { loggedOutIsNull } from '../shared/logged-out-is-null';

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlist: (_root, _args, ctx) => (ctx.token ? ctx.rest.call(cart.getWishlist).catch(loggedOutIsNull) : null),
  },
  Mutation: {
    addToWishlist: async (_root, { productId }, ctx) => {
      try {
        return { products: await ctx.rest.call(cart.addToWishlist, { body: { productId: Number(productId) } }), userErrors: [] };
      } catch (error) {
        return { products: null, userErrors: userErrorsFrom(error) };
      }
    },
    removeFromWishlist: async (_root, { productId }, ctx) => {
      try {
        return { products: await ctx.rest.call(cart.removeFromWishlist, { body: { productId: Number(productId) } }), userErrors: [] };
      } catch (error) {
        // Spec §4: removal swallows errors — the item disappears for the user; the failure is logged.
        console.error('Wishlist removal failed', error instanceof Error ? error.message : error);
        return { products: null, userErrors: [] };
      }
    },
  },
  Product: {
    inWishlist: async (p, _args, ctx) => {
      if (!ctx.token) return false;
      // One wishlist call per request, however many products ask.
      const list = await ctx.loaders.wishlist.load('mine').catch(loggedOutIsNull);
      return !!list?.some((w) => w.id === p.id);
    },
  },
};
