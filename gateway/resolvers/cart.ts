/**
 * Carts. An anonymous visitor's cart lives in the client (a cookie); cartPreview prices it from the catalogue
 * (product details through the DataLoader, so each product is asked for once).
 */
import type { RestProductDetail } from '../../schema/rest/products';
import type { Resolvers } from '../generated/resolvers';
import type { CartLineParent } from '../mappers';
import { money } from './shape';

const MAX_PREVIEW_LINES = 50;

function unitPrice(line: CartLineParent): number {
  const variation = line.product.variations?.find((v) => v.id === line.variationId);
  return variation?.priceCents ?? line.product.priceCents;
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
        out.push({ product, variationId: Number(l.variationId ?? 0), quantity: Math.min(l.quantity, 99) });
      });
      return { lines: out };
    },
  },
  Cart: {
    itemCount: (c) => c.lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: (c) => money(c.lines.reduce((sum, l) => sum + unitPrice(l) * l.quantity, 0)),
  },
  CartLine: {
    variation: (l) => l.product.variations?.find((v) => v.id === l.variationId) ?? null,
    unitPrice: (l) => money(unitPrice(l)),
    lineTotal: (l) => money(unitPrice(l) * l.quantity),
    unavailable: (l) => {
      const variation = l.product.variations?.find((v) => v.id === l.variationId);
      const stock = variation ? variation.stockQuantity : l.product.stockQuantity;
      return stock != null && stock < l.quantity;
    },
  },
};
