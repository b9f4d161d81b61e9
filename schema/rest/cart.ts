/**
 * ezw/v1 cart and wishlist calls (spec §7 "Products, cart, wishlist…", rules in §4 and §5). All need a bearer
 * token: the server cart and wishlist belong to a logged-in user (an anonymous cart lives on the client).
 *
 * Lines are identified by (product, variation); variation is 0 when the product has none. Requests may give
 * the variation as its id, 0, null, `{}` (spec §3: the variation object is empty when there is none) or
 * `{id}`; answers carry `variationId` (0 = none) and `variation` (null = none).
 *
 * Every cart call answers the whole cart, so a client can replace its copy with the answer.
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';
import { productSummary } from './products';

/** Spec §5 nonzero quantity; 99 bounds one line (the app's cart rules use the same MAX_QUANTITY). */
export const MAX_LINE_QUANTITY = 99;
/** Lines one cart may hold. */
export const MAX_CART_LINES = 50;
const MAX_ID = 2_147_483_647;

export const CART_MESSAGES = {
  productRequired: 'A product is required',
  quantityNonzero: 'Quantity must be at least 1',
  quantityMax: `You can have at most ${MAX_LINE_QUANTITY} of an item in your cart`,
  tooManyLines: `A cart holds at most ${MAX_CART_LINES} different items`,
  notInCart: 'That item is not in your cart',
  /** Ordering (cart or checkout) a product of a business the buyer owns or staffs: answered with 403. */
  ownProduct: (name: string) => `You cannot order ${name}: it is sold by your own business`,
} as const;

/**
 * Why a line left the cart: its product was unpublished (or its store closed, or its variation went away),
 * it sold out, or it is sold by the buyer's own business (a cart merged in at login).
 */
export const CART_REMOVAL_REASONS = ['unavailable', 'out_of_stock', 'own_product'] as const;
export type CartRemovalReason = (typeof CART_REMOVAL_REASONS)[number];

/**
 * The notice shown for a line that left the cart. The API puts it in every answer that reports the line, so
 * the wording lives here only: the gateway and the cart page show what they are given.
 */
export function removedLineMessage(name: string | null, reason: CartRemovalReason): string {
  const what = name ? `‘${name}’` : 'An item in your cart';
  if (reason === 'out_of_stock') return `${what} is out of stock and was removed from your cart.`;
  if (reason === 'own_product') return `${what} is sold by your own business and was removed from your cart.`;
  return `${what} is no longer available and was removed from your cart.`;
}

const productId = z
  .number({ required_error: CART_MESSAGES.productRequired, invalid_type_error: 'product must be a product id' })
  .int('product must be a product id')
  .min(1, 'product must be a product id')
  .max(MAX_ID, 'product is not a known id');

/** A product id, or a product object carrying its id. */
export const productRef = z.union([productId, z.object({ id: productId }).transform((p) => p.id)]);

const variationNumber = z
  .number({ invalid_type_error: 'variation must be a variation id' })
  .int('variation must be a whole number')
  .min(0, 'variation must be a variation id, or 0 / {} when there is none')
  .max(MAX_ID, 'variation is not a known id');

/** Variation id, 0/null/{} for none, or {id}. Output: the id, 0 when none. */
export const variationRef = z
  .union([variationNumber, z.null(), z.object({ id: variationNumber.optional() }).strip()])
  .optional()
  .transform((v) => (v === undefined || v === null ? 0 : typeof v === 'number' ? v : (v.id ?? 0)));

export const quantity = z
  .number({ invalid_type_error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, CART_MESSAGES.quantityNonzero)
  .max(MAX_LINE_QUANTITY, CART_MESSAGES.quantityMax);

/** One line as a client sends it (spec §3 "Cart item": product, quantity (default 1), variation). */
export const cartItemInput = z.object({
  product: productRef,
  variation: variationRef,
  quantity: quantity.default(1),
});
export type CartItemInput = z.output<typeof cartItemInput>;

export const variationSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  attributes: z.record(z.string()),
  priceCents: z.number().int(),
  stockQuantity: z.number().int().nullable(),
});
export type RestVariationSummary = z.infer<typeof variationSummary>;

export const cartLine = z.object({
  productId: z.number().int(),
  /** 0 when the line has no variation. */
  variationId: z.number().int(),
  quantity: z.number().int(),
  /** The product card; its priceCents is the product's own price. */
  product: productSummary,
  variation: variationSummary.nullable(),
  /** The variation's price when a variation is set, else the product's. */
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  availability: z.object({
    /** False when the product is sold only at auction: checkout refuses the line. (Unpublished ones leave the cart.) */
    purchasable: z.boolean(),
    /** Units left (the variation's when set); null when the vendor does not track stock. */
    stockQuantity: z.number().int().nullable(),
    inStock: z.boolean(),
  }),
});
export type RestCartLine = z.infer<typeof cartLine>;

/** A line the cart no longer holds, and the notice to show for it. */
export const removedCartLine = z.object({
  productId: z.number().int(),
  /** 0 when the line had no variation. */
  variationId: z.number().int(),
  name: z.string(),
  reason: z.enum(CART_REMOVAL_REASONS),
  message: z.string(),
});
export type RestRemovedCartLine = z.infer<typeof removedCartLine>;

export const cart = z.object({
  /** Lines in the order they were first added. */
  load: z.array(cartLine),
  /**
   * Lines left out because their product was unpublished, sold out or is the buyer's own: never in `load` or
   * the totals. Reported on every read while they are stored, and once more by the write that deletes them.
   */
  removed: z.array(removedCartLine).default([]),
  itemCount: z.number().int(),
  subtotalCents: z.number().int(),
  currency: z.literal('USD').default('USD'),
});
export type RestCart = z.infer<typeof cart>;

/** GET /products/cart — the user's server cart. */
export const getCart = defineCall({ name: 'getCart', method: 'GET', path: '/products/cart', query: noInput, body: noInput, data: cart });

/**
 * POST /products/cart — sync (spec §4): the client sends its local lines; they are merged into the stored cart.
 * A line the server already has for the same product and variation keeps the SERVER's version ("syncing from
 * the server replaces matching lines with the server versions"); other lines are added. Answers the merged cart;
 * lines that can no longer be bought, or are the user's own products, are not added but reported in `removed`.
 */
export const syncCart = defineCall({
  name: 'syncCart',
  method: 'POST',
  path: '/products/cart',
  query: noInput,
  body: z.object({ items: z.array(cartItemInput).max(MAX_CART_LINES, CART_MESSAGES.tooManyLines).default([]) }),
  data: cart,
});

/**
 * POST /products/cart/preview (Musika) — prices lines a client keeps (an anonymous visitor's cookie cart) with
 * the server cart's rules: unpublished, sold-out and unknown products come back in `removed`, not in `load`.
 * No login; nothing is stored. A POST with a body, so shared caches never keep an answer.
 */
export const previewCart = defineCall({
  name: 'previewCart',
  method: 'POST',
  path: '/products/cart/preview',
  query: noInput,
  body: z.object({ items: z.array(cartItemInput).max(MAX_CART_LINES, CART_MESSAGES.tooManyLines).default([]) }),
  data: cart,
});

/**
 * POST /products/cart/add (Musika) — an identical product and variation increases its quantity; else adds a line.
 * 403 for a product of a business the user owns or staffs (CART_MESSAGES.ownProduct).
 */
export const addToCart = defineCall({
  name: 'addToCart',
  method: 'POST',
  path: '/products/cart/add',
  query: noInput,
  body: cartItemInput,
  data: cart,
});

/**
 * POST /products/cart/update (Musika) — sets quantity and (with newVariation) the variation of the line for
 * (product, variation). Moving onto a variation already in the cart merges the two lines. 404 when the line
 * is not in the cart.
 */
export const updateCartLine = defineCall({
  name: 'updateCartLine',
  method: 'POST',
  path: '/products/cart/update',
  query: noInput,
  body: z.object({
    product: productRef,
    variation: variationRef,
    quantity,
    newVariation: variationRef.optional(),
  }),
  data: cart,
});

/** POST /products/cart/remove (Musika) — removes the line matching product and variation; a missing line is no error. */
export const removeFromCart = defineCall({
  name: 'removeFromCart',
  method: 'POST',
  path: '/products/cart/remove',
  query: noInput,
  body: z.object({ product: productRef, variation: variationRef }),
  data: cart,
});

/** POST /products/cart/clear (Musika) — empties the cart. */
export const clearCart = defineCall({
  name: 'clearCart',
  method: 'POST',
  path: '/products/cart/clear',
  query: noInput,
  body: noInput,
  data: cart,
});

// The wishlist calls live in their own file; importers of this one keep finding them here.
export * from './wishlist';
