/** Delivery set by the store (issue 31): the fee rule checkout charges by, each test named after the rule. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY, DELIVERY_MESSAGES, deliveryFeeFor, deliveryTerms } from './delivery';

const terms = deliveryTerms.parse({
  feeCents: 400,
  freeAboveCents: 10_000,
  zones: [
    { city: 'Harare', feeCents: 200 },
    { city: 'Chitungwiza', feeCents: 0 },
  ],
});

describe('the delivery fee of a store’s order', () => {
  it('a store that set nothing charges the marketplace’s flat $3.00 anywhere', () => {
    expect(deliveryFeeFor(DEFAULT_DELIVERY, 'Mutare', 5_000)).toBe(300);
  });
  it('a named town costs its own fee, whatever its case and spacing; any other town the store’s fee', () => {
    expect(deliveryFeeFor(terms, '  harare ', 2_000)).toBe(200);
    expect(deliveryFeeFor(terms, 'Chitungwiza', 2_000)).toBe(0);
    expect(deliveryFeeFor(terms, 'Gweru', 2_000)).toBe(400);
  });
  it('an order from the free-delivery amount up is delivered free, in a named town too', () => {
    expect(deliveryFeeFor(terms, 'Gweru', 10_000)).toBe(0);
    expect(deliveryFeeFor(terms, 'Harare', 9_999)).toBe(200);
  });
  it('a collection-only store offers no delivery', () => {
    expect(deliveryFeeFor({ ...terms, collectionOnly: true }, 'Harare', 50_000)).toBeNull();
  });
});

describe('delivery terms a store saves', () => {
  const issues = (raw: unknown) => {
    const r = deliveryTerms.safeParse(raw);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  it('refuse a town listed twice, a fee above $500 and a free-delivery amount of nothing', () => {
    expect(
      issues({
        zones: [
          { city: 'Harare', feeCents: 1 },
          { city: 'HARARE ', feeCents: 2 },
        ],
      }),
    ).toEqual([['zones.1.city', DELIVERY_MESSAGES.sameCity('HARARE')]]);
    expect(issues({ feeCents: 50_001 })).toEqual([['feeCents', DELIVERY_MESSAGES.fee]]);
    expect(issues({ freeAboveCents: 0 })).toEqual([['freeAboveCents', DELIVERY_MESSAGES.freeAbove]]);
    expect(issues({ zones: [{ city: 'H', feeCents: 1 }] })).toEqual([['zones.0.city', DELIVERY_MESSAGES.city]]);
  });
  it('default to the marketplace’s terms for what is left out', () => {
    expect(deliveryTerms.parse({})).toEqual(DEFAULT_DELIVERY);
  });
});
