/** Phone normalisation for offer links, and the offer contract's validation messages. */
import { describe, expect, it } from 'vitest';
import { getOfferByUuid, makeOffer, normaliseZimPhone, respondToOffer } from './offers';

describe('normaliseZimPhone (spec §5 phone helper)', () => {
  it.each([
    ['263772146318', '263772146318'],
    ['0772146318', '263772146318'],
    ['+263772146318', '263772146318'],
    ['+263 77 214 6318', '263772146318'],
    ['077-214-6318', '263772146318'],
    ['(077) 214 6318', '263772146318'],
    ['00263772146318', '263772146318'],
    ['772146318', '263772146318'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseZimPhone(input)).toBe(expected);
  });

  it.each(['', '   ', '12345', '+27821234567', '2637721463181', '07721463', 'abc0772146318', "0772146318' or '1'='1", '+', '0'])(
    'refuses %j',
    (input) => {
      expect(normaliseZimPhone(input)).toBeNull();
    },
  );
});

describe('offer contract validation', () => {
  const firstMessage = (r: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
    r.success ? null : `${r.error!.issues[0].path.join('.')}: ${r.error!.issues[0].message}`;

  it('amounts are positive whole cents', () => {
    expect(firstMessage(makeOffer.body.safeParse({ offer: { productId: 1, amount: -500 } }))).toBe('offer.amount: amount must be at least 1 cent');
    expect(firstMessage(makeOffer.body.safeParse({ offer: { productId: 1, amount: 12.5 } }))).toBe(
      'offer.amount: amount must be a whole number of cents',
    );
    expect(firstMessage(makeOffer.body.safeParse({ offer: { productId: 1, amount: '100' } }))).toBe('offer.amount: amount must be a number of cents');
    expect(firstMessage(makeOffer.body.safeParse({ offer: { productId: 1 } }))).toBe('offer.amount: amount is required');
  });

  it('defaults quantity to 1 and message to empty', () => {
    const parsed = makeOffer.body.parse({ offer: { productId: 3, amount: 100 } });
    expect(parsed.offer).toEqual({ productId: 3, amount: 100, quantity: 1, message: '' });
  });

  it('a response needs a known status and role', () => {
    expect(firstMessage(respondToOffer.body.safeParse({ offerId: 1, status: 'maybe', role: 'buyer' }))).toBe(
      'status: status must be one of accepted, rejected, countered, withdrawn',
    );
    expect(firstMessage(respondToOffer.body.safeParse({ offerId: 1, status: 'accepted', role: 'admin' }))).toBe(
      "role: role must be 'buyer' or 'seller'",
    );
  });

  it('getOfferByUuid normalises customerPhone and checks the uuid shape', () => {
    const uuid = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';
    expect(getOfferByUuid.query.parse({ uuid: uuid.toUpperCase(), customerPhone: '0772 146 318' })).toEqual({
      role: 'buyer',
      uuid,
      customerPhone: '263772146318',
    });
    expect(firstMessage(getOfferByUuid.query.safeParse({ uuid, customerPhone: '12' }))).toBe(
      'customerPhone: Enter a Zimbabwean number: 07…, +263… or 263…',
    );
    expect(firstMessage(getOfferByUuid.query.safeParse({ uuid: "x' or 1=1 --", customerPhone: '0772146318' }))).toBe(
      'uuid: uuid is not a valid offer link id',
    );
  });
});
