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
} as const;

const id = (label: string) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a positive id`)
    .max(MAX_ID, `${label} is not a known id`);

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
    /** False when the product was unpublished or is sold only at auction: checkout refuses the line. */
    purchasable: z.boolean(),
    /** Units left (the variation's when set); null when the vendor does not track stock. */
    stockQuantity: z.number().int().nullable(),
    inStock: z.boolean(),
  }),
});
export type RestCartLine = z.infer<typeof cartLine>;

export const cart = z.object({
  /** Lines in the order they were first added. */
  load: z.array(cartLine),
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
 * the server replaces matching lines with the server versions"); other lines are added. Answers the merged cart.
 */
export const syncCart = defineCall({
  name: 'syncCart',
  method: 'POST',
  path: '/products/cart',
  query: noInput,
  body: z.object({ items: z.array(cartItemInput).max(MAX_CART_LINES, CART_MESSAGES.tooManyLines).default([]) }),
  data: cart,
});

/** POST /products/cart/add (Musika) — an identical product and variation increases its quantity; else adds a line. */
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

// ── Wishlist ──

const wishlistBody = z.object({ productId: z.union([id('productId'), z.string().regex(/^\d{1,10}$/, 'productId must be a product id').transform(Number).pipe(id('productId'))]) });

export const wishlist = z.object({ load: z.array(productSummary) });

/** GET /products/wishlist — product cards, most recently added first. */
export const getWishlist = defineCall({
  name: 'getWishlist',
  method: 'GET',
  path: '/products/wishlist',
  query: noInput,
  body: noInput,
  data: wishlist,
  unwrap: 'load',
});

/** POST /products/wishlist {productId} — adding one already there is not an error (spec §4). Answers the list. */
export const addToWishlist = defineCall({
  name: 'addToWishlist',
  method: 'POST',
  path: '/products/wishlist',
  query: noInput,
  body: wishlistBody,
  data: wishlist,
  unwrap: 'load',
});

/** DELETE /products/wishlist {productId} — removing one that is not there succeeds (spec §4). Answers the list. */
export const removeFromWishlist = defineCall({
  name: 'removeFromWishlist',
  method: 'DELETE',
  path: '/products/wishlist',
  query: noInput,
  body: wishlistBody,
  data: wishlist,
  unwrap: 'load',
});
