import { describe, expect, it } from 'vitest';
import { addLine, CartRuleError, clearCart, itemCount, removeLine, syncFromServer, updateLine, type CartLine } from './cart-rules';

const hat = (quantity = 1, variationId = 0): CartLine => ({ productId: 7, slug: 'bucket-hat-7', variationId, quantity });
const maize: CartLine = { productId: 9, slug: 'mealie-meal-9', variationId: 0, quantity: 2 };

describe('cart rules (spec §4)', () => {
  it('cart merge: adding an identical product and variation increases its quantity', () => {
    expect(addLine([hat(1, 3)], hat(2, 3))).toEqual([hat(3, 3)]);
  });

  it('cart: adding the same product with another variation adds a line', () => {
    expect(addLine([hat(1, 3)], hat(1, 4))).toEqual([hat(1, 3), hat(1, 4)]);
  });

  it('cart: update sets quantity and variation', () => {
    expect(updateLine([hat(1, 3), maize], { productId: 7, variationId: 3 }, { quantity: 5, variationId: 4 })).toEqual([hat(5, 4), maize]);
  });

  it('cart: remove matches on product and variation', () => {
    expect(removeLine([hat(1, 3), hat(1, 4), maize], { productId: 7, variationId: 3 })).toEqual([hat(1, 4), maize]);
  });

  it('cart: clear empties the cart', () => {
    expect(clearCart()).toEqual([]);
  });

  it('cart sync: server lines replace matching local lines', () => {
    const local = [hat(5, 3), maize];
    const server = [hat(1, 3), { productId: 11, slug: 'tent-11', variationId: 0, quantity: 1 }];
    expect(syncFromServer(local, server)).toEqual([hat(1, 3), { productId: 11, slug: 'tent-11', variationId: 0, quantity: 1 }, maize]);
  });

  it('cart: add and update require a product and a nonzero quantity (spec §5)', () => {
    expect(() => addLine([], { ...hat(), productId: 0 })).toThrow(CartRuleError);
    expect(() => addLine([], hat(0))).toThrow('Quantity must be at least 1');
    expect(() => addLine([], hat(-2))).toThrow('Quantity must be at least 1');
    expect(() => updateLine([hat()], { productId: 7, variationId: 0 }, { quantity: 0 })).toThrow('Quantity must be at least 1');
  });

  it('cart: caps quantities and counts items', () => {
    expect(addLine([hat(98)], hat(5))[0].quantity).toBe(99);
    expect(itemCount([hat(2), maize])).toBe(4);
  });
});
