/**
 * ezw/v1 wishlist calls (spec §7 /products/wishlist; §4: add ignores duplicates, removal of a missing item
 * succeeds). All need a bearer token. Re-exported by cart.ts, where they were first described.
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';
import { productSummary } from './products';

const MAX_ID = 2_147_483_647;

const id = (label: string) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a positive id`)
    .max(MAX_ID, `${label} is not a known id`);

const wishlistBody = z.object({
  productId: z.union([
    id('productId'),
    z
      .string()
      .regex(/^\d{1,10}$/, 'productId must be a product id')
      .transform(Number)
      .pipe(id('productId')),
  ]),
});

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
