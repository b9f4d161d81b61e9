/**
 * Carts. An anonymous visitor's cart lives in the client (a cookie); cartPreview has the API price and check
 * it by the stored cart's rules (POST /products/cart/preview), so a product unpublished or sold out since it
 * was added leaves this cart too, with the API's notice. Not through the cached product reads: a cached
 * answer could still show a product that was unpublished a minute ago.
 */
import { previewCart } from '../../../schema/rest/cart';
import type { CartRemovalReason, Resolvers } from '../../generated/resolvers';
import { fromRestCart } from './server-cart';
import { money } from '../shared/money';

const MAX_PREVIEW_LINES = 50;
const MAX_QUANTITY = 99;

/** An id the API could know; anything else is left out rather than failing the whole cart. */
const wholeId = (value: string | null | undefined) => (value && /^\d{1,10}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

export const cartPreviewResolvers: Resolvers = {
  Query: {
    cartPreview: async (_root, { lines }, ctx) => {
      const items = lines.slice(0, MAX_PREVIEW_LINES).flatMap((l) => {
        const product = wholeId(l.productId);
        const variation = l.variationId == null || l.variationId === '' ? 0 : wholeId(l.variationId);
        if (!product || variation === null || l.quantity < 1) return [];
        return [{ product, variation, quantity: Math.min(l.quantity, MAX_QUANTITY) }];
      });
      if (items.length === 0) return { lines: [], removed: [] };
      return fromRestCart(await ctx.rest.call(previewCart, { body: { items } }));
    },
  },
  Cart: {
    itemCount: (c) => c.lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: (c) => money(c.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0)),
    removedLines: (c) =>
      c.removed.map((r) => ({
        productId: String(r.productId),
        variationId: r.variationId ? String(r.variationId) : null,
        name: r.name,
        reason: r.reason.toUpperCase() as CartRemovalReason,
        message: r.message,
      })),
  },
  CartLine: {
    unitPrice: (l) => money(l.unitPriceCents),
    lineTotal: (l) => money(l.unitPriceCents * l.quantity),
  },
};
