/**
 * Carts. An anonymous visitor's cart lives in the client (a cookie); cartPreview prices it from the catalogue
 * (product details through the DataLoader, so each product is asked for once).
 */
import type { RestProductDetail } from '../../schema/rest/products';
import type { Resolvers } from '../generated/resolvers';
import type { CartLineParent } from '../mappers';
import { money } from './shape';

const MAX_PREVIEW_LINES = 50;

/** Prices a client-kept line from the product's details (the variation's price when one is chosen). */
function priceLine(product: RestProductDetail, variationId: number, quantity: number): CartLineParent {
  const variation = product.variations.find((v) => v.id === variationId) ?? null;
  const stock = variation ? variation.stockQuantity : product.stockQuantity;
  return {
    product,
    variationId: variation ? variationId : 0,
    quantity,
    unitPriceCents: variation?.priceCents ?? product.priceCents,
    variation,
    unavailable: stock != null && stock < quantity,
  };
}

export const cartResolvers: Resolvers = {
  Query: {
    cartPreview: async (_root, { lines }, ctx) => {
      const wanted = lines.slice(0, MAX_PREVIEW_LINES).filter((l) => l.quantity > 0);
      const products = await Promise.all(wanted.map((l) => ctx.loaders.productBySlug.load(l.slug)));
      const out: CartLineParent[] = [];
      wanted.forEach((l, i) => {
        const product = products[i] as RestProductDetail | null;
        // A line whose product is gone (or whose slug and id disagree) is dropped, not shown wrongly.
        if (!product || String(product.id) !== String(l.productId)) return;
        out.push(priceLine(product, Number(l.variationId ?? 0), Math.min(l.quantity, 99)));
      });
      return { lines: out };
    },
  },
  Cart: {
    itemCount: (c) => c.lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: (c) => money(c.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0)),
  },
  CartLine: {
    unitPrice: (l) => money(l.unitPriceCents),
    lineTotal: (l) => money(l.unitPriceCents * l.quantity),
  },
};
