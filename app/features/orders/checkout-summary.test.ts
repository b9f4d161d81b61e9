import { describe, expect, it } from 'vitest';
import { summaryFromOffer } from './checkout-summary';

describe('checkout summary', () => {
  it('buys an accepted offer at the agreed price: the agreed unit price times the agreed quantity, one store', () => {
    const summary = summaryFromOffer({
      product: { name: 'Solar panel' },
      store: { id: '7', name: 'Sunshine Solar' },
      amount: { amountCents: 10_800 },
      quantity: 3,
      variationName: null,
    });
    expect(summary.totalCents).toBe(32_400);
    expect(summary.stores).toEqual([{ id: '7', name: 'Sunshine Solar', subtotalCents: 32_400, itemCount: 3 }]);
    expect(summary.offer).toEqual({ productName: 'Solar panel', unitCents: 10_800, quantity: 3, variationName: null });
  });
});
