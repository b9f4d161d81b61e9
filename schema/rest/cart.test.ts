import { describe, expect, it } from 'vitest';
import { addToCart, cart, CART_MESSAGES, removedLineMessage, syncCart } from './cart';

describe('cart item input (spec §3: product, quantity default 1, variation empty when none)', () => {
  it('takes the product as an id or {id} and the variation as an id, 0, null, {} or {id}', () => {
    expect(addToCart.body.parse({ product: 48 })).toEqual({ product: 48, variation: 0, quantity: 1 });
    expect(addToCart.body.parse({ product: { id: 48 }, variation: {}, quantity: 2 })).toEqual({ product: 48, variation: 0, quantity: 2 });
    expect(addToCart.body.parse({ product: 153, variation: { id: 12 } }).variation).toBe(12);
    expect(addToCart.body.parse({ product: 153, variation: null }).variation).toBe(0);
  });

  it('needs a product and a nonzero quantity of at most 99 (spec §5)', () => {
    // product is a union (id or {id}): the id branch names the problem (http.ts reports the closest branch).
    expect(JSON.stringify(addToCart.body.safeParse({ quantity: 1 }).error)).toContain(CART_MESSAGES.productRequired);
    expect(addToCart.body.safeParse({ product: 48, quantity: 0 }).error?.issues[0].message).toBe(CART_MESSAGES.quantityNonzero);
    expect(addToCart.body.safeParse({ product: 48, quantity: 100 }).error?.issues[0].message).toBe(CART_MESSAGES.quantityMax);
    expect(addToCart.body.safeParse({ product: 48, quantity: 2.5 }).success).toBe(false);
  });

  it('syncs at most 50 lines', () => {
    expect(syncCart.body.safeParse({ items: Array.from({ length: 51 }, () => ({ product: 1 })) }).success).toBe(false);
    expect(syncCart.body.parse({}).items).toEqual([]);
  });
});

describe('removed cart lines', () => {
  it('say in one wording why a line left the cart', () => {
    expect(removedLineMessage('Maize Meal 10kg', 'unavailable')).toBe('‘Maize Meal 10kg’ is no longer available and was removed from your cart.');
    expect(removedLineMessage('Maize Meal 10kg', 'out_of_stock')).toBe('‘Maize Meal 10kg’ is out of stock and was removed from your cart.');
    expect(removedLineMessage('Maize Meal 10kg', 'own_product')).toBe(
      '‘Maize Meal 10kg’ is sold by your own business and was removed from your cart.',
    );
    expect(removedLineMessage(null, 'unavailable')).toBe('An item in your cart is no longer available and was removed from your cart.');
  });

  it('are optional in a cart answer (an API without them answers none)', () => {
    expect(cart.parse({ load: [], itemCount: 0, subtotalCents: 0 }).removed).toEqual([]);
  });
});
