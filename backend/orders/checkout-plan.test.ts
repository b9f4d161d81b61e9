import { describe, expect, it } from 'vitest';
import { mergeLines, splitByVendor, usd } from './checkout-plan';

describe('mergeLines', () => {
  it('adds quantities of the same product, variation and offer; keeps the rest apart, in first-seen order', () => {
    expect(
      mergeLines([
        { product: 1, variation: 0, quantity: 1 },
        { product: 2, variation: 5, quantity: 1 },
        { product: 1, variation: 0, quantity: 2 },
        { product: 2, variation: 6, quantity: 1 },
        { product: 1, variation: 0, quantity: 1, offerUuid: 'offer-1' },
      ]),
    ).toEqual([
      { product: 1, variation: 0, quantity: 3 },
      { product: 2, variation: 5, quantity: 1 },
      { product: 2, variation: 6, quantity: 1 },
      { product: 1, variation: 0, quantity: 1, offerUuid: 'offer-1' },
    ]);
  });
});

describe('splitByVendor', () => {
  const lines = [
    { businessId: 9, unitPriceCents: 1000, quantity: 2 },
    { businessId: 4, unitPriceCents: 12000, quantity: 1 },
    { businessId: 9, unitPriceCents: 250, quantity: 4 },
  ];

  it('makes one order per business, by business id, with a $3 delivery fee each', () => {
    const plans = splitByVendor(lines, 'delivery');
    expect(plans.map((p) => p.businessId)).toEqual([4, 9]);
    expect(plans[1]).toMatchObject({ subtotalCents: 3000, deliveryCents: 300, totalCents: 3300 });
    expect(plans[1].lines).toHaveLength(2);
  });

  it('charges no delivery for collection', () => {
    expect(splitByVendor(lines, 'collection').map((p) => p.totalCents)).toEqual([12000, 3000]);
  });

  it('charges each store’s delivery by its own terms, on that store’s subtotal (issue 31)', () => {
    const fee = (businessId: number, subtotalCents: number) => (businessId === 4 && subtotalCents >= 10000 ? 0 : 150);
    expect(splitByVendor(lines, 'delivery', fee).map((p) => [p.businessId, p.deliveryCents, p.totalCents])).toEqual([
      [4, 0, 12000],
      [9, 150, 3150],
    ]);
  });
});

describe('usd', () => {
  it('formats cents as en-US dollars', () => {
    expect(usd(12300)).toBe('$123.00');
    expect(usd(145000000)).toBe('$1,450,000.00');
  });
});
