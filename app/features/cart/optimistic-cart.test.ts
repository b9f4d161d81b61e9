import { describe, expect, it } from 'vitest';
import type { CartViewFragment } from '~/graphql/generated/graphql';
import { groupByStore } from './cart-view';
import { changeFromForm, optimisticCart } from './optimistic-cart';

type Line = CartViewFragment['lines'][number];

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' });
const store = (id: string, name: string) => ({ id, slug: name.toLowerCase().replace(/ /g, '-'), name });

function line(productId: string, unitCents: number, quantity: number, options: { variation?: string; store?: ReturnType<typeof store> } = {}): Line {
  return {
    quantity,
    unavailable: false,
    unitPrice: usd(unitCents),
    lineTotal: usd(unitCents * quantity),
    variation: options.variation ? { id: options.variation, name: `Size ${options.variation}` } : null,
    product: {
      id: productId,
      slug: `product-${productId}`,
      name: `Product ${productId}`,
      kind: 'GENERAL',
      image: null,
      business: options.store ?? store('1', 'Sunshine Solar'),
    },
  };
}

const fashion = store('2', 'Eastlea Fashion');
// Two stores: a solar panel ×2 at $120, a hat (variation 31) ×1 at $15 and maize ×3 at $9 from the other one.
const cart: CartViewFragment = {
  itemCount: 6,
  subtotal: usd(2 * 12_000 + 1_500 + 3 * 900),
  lines: [line('50', 12_000, 2), line('171', 1_500, 1, { variation: '31', store: fashion }), line('133', 900, 3, { store: fashion })],
  removedLines: [],
};

describe('optimistic cart', () => {
  it('update quantity: recalculates the line total, the store subtotal, the grand total and the item count', () => {
    const next = optimisticCart(cart, { intent: 'update', productId: 171, variationId: 31, quantity: 4 });
    const hat = next.lines.find((l) => l.product.id === '171')!;
    expect(hat.quantity).toBe(4);
    expect(hat.lineTotal).toEqual(usd(6_000));
    expect(groupByStore(next.lines).map((g) => [g.store.name, g.subtotalCents])).toEqual([
      ['Sunshine Solar', 24_000],
      ['Eastlea Fashion', 6_000 + 2_700],
    ]);
    expect(next.subtotal).toEqual(usd(24_000 + 6_000 + 2_700));
    expect(next.itemCount).toBe(9);
    // The other lines are the very same objects: only what changed is new.
    expect(next.lines[0]).toBe(cart.lines[0]);
    expect(cart.lines[1].quantity).toBe(1);
  });

  it('update matches on product and variation: the same product without that variation is not touched', () => {
    expect(optimisticCart(cart, { intent: 'update', productId: 171, variationId: 0, quantity: 4 })).toBe(cart);
  });

  it('update keeps the cart rules: at most 99 of a line, and quantity 0 changes nothing (the server answers why)', () => {
    expect(optimisticCart(cart, { intent: 'update', productId: 50, variationId: 0, quantity: 150 }).lines[0].quantity).toBe(99);
    expect(optimisticCart(cart, { intent: 'update', productId: 50, variationId: 0, quantity: 0 })).toBe(cart);
    expect(optimisticCart(cart, { intent: 'update', productId: 50, variationId: 0, quantity: Number.NaN })).toBe(cart);
  });

  it('remove: drops the line and its amounts from the totals; a store with no lines left disappears', () => {
    const next = optimisticCart(cart, { intent: 'remove', productId: 50, variationId: 0 });
    expect(next.lines.map((l) => l.product.id)).toEqual(['171', '133']);
    expect(next.subtotal).toEqual(usd(1_500 + 2_700));
    expect(next.itemCount).toBe(4);
    expect(groupByStore(next.lines).map((g) => g.store.name)).toEqual(['Eastlea Fashion']);
  });

  it('clear: no lines, nothing to pay, no items', () => {
    expect(optimisticCart(cart, { intent: 'clear' })).toEqual({ itemCount: 0, subtotal: usd(0), lines: [], removedLines: [] });
  });

  it('unknown line: the cart is returned unchanged', () => {
    expect(optimisticCart(cart, { intent: 'remove', productId: 999, variationId: 0 })).toBe(cart);
    expect(optimisticCart(cart, { intent: 'update', productId: 999, variationId: 0, quantity: 2 })).toBe(cart);
  });

  it('keeps fields it does not compute, such as the __typename graphcache needs', () => {
    const cached = { ...cart, __typename: 'Cart', subtotal: { ...cart.subtotal, __typename: 'Money' } };
    const next = optimisticCart(cached, { intent: 'update', productId: 50, variationId: 0, quantity: 1 });
    expect(next).toMatchObject({ __typename: 'Cart', subtotal: { __typename: 'Money', amountCents: 12_000 + 1_500 + 2_700 } });
  });
});

describe('cart form changes', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    return data;
  };

  it('reads the update, remove and clear forms of the cart page', () => {
    expect(changeFromForm(form({ intent: 'update', productId: '171', variationId: '31', quantity: '4' }))).toEqual({
      intent: 'update',
      productId: 171,
      variationId: 31,
      quantity: 4,
    });
    expect(changeFromForm(form({ intent: 'remove', productId: '50', variationId: '0' }))).toEqual({
      intent: 'remove',
      productId: 50,
      variationId: 0,
    });
    expect(changeFromForm(form({ intent: 'clear' }))).toEqual({ intent: 'clear' });
  });

  it('knows no other form, and no form without a product', () => {
    expect(changeFromForm(form({ intent: 'add', productId: '50' }))).toBeNull();
    expect(changeFromForm(form({ intent: 'remove', productId: 'x' }))).toBeNull();
  });

  it('keeps an empty quantity as 0, which the rules refuse', () => {
    const change = changeFromForm(form({ intent: 'update', productId: '50', variationId: '0', quantity: '' }));
    expect(change).toEqual({ intent: 'update', productId: 50, variationId: 0, quantity: 0 });
    expect(optimisticCart(cart, change!)).toBe(cart);
  });
});
