/** Hostile input to the offer calls: clear 4xx answers, never a 500, never SQL or a stack trace. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../../schema/rest/offers';
import { call, clearRateLimits, TEN_KB } from './support/accounts';
import {
  buyerToken,
  expectCleanFailure,
  getOffer,
  makeOffer,
  offerOk,
  productsOf,
  respond,
  VENDOR_ID,
  vendorToken,
  type SeededProduct,
} from './support/offers';

beforeEach(clearRateLimits);

/** Each test makes tens of requests, and every test file shares one workerd: under the full suite 5 s is too tight. */
const TEST_TIMEOUT = 30_000;

let buyer: string;
let vendor: string;
let products: SeededProduct[];

beforeAll(async () => {
  await clearRateLimits();
  buyer = await buyerToken();
  vendor = await vendorToken();
  products = await productsOf({ owner: VENDOR_ID }, 10);
}, TEST_TIMEOUT);

describe('POST /offers refuses bad input with a clear 400', { timeout: TEST_TIMEOUT }, () => {
  it.each<[string, unknown, string]>([
    ['no offer', {}, 'offer: offer is required'],
    ['offer not an object', { offer: 'cheap please' }, 'offer: offer must be an object'],
    ['negative amount', { offer: { productId: 1, amount: -100 } }, 'offer.amount: amount must be at least 1 cent'],
    ['zero amount', { offer: { productId: 1, amount: 0 } }, 'offer.amount: amount must be at least 1 cent'],
    ['fractional cents', { offer: { productId: 1, amount: 99.5 } }, 'offer.amount: amount must be a whole number of cents'],
    ['amount as text', { offer: { productId: 1, amount: '1000' } }, 'offer.amount: amount must be a number of cents'],
    ['absurd amount', { offer: { productId: 1, amount: 1e15 } }, 'offer.amount: amount is too large'],
    ['productId as SQL', { offer: { productId: '1 or 1=1', amount: 100 } }, 'offer.productId: productId must be a number'],
    ['negative productId', { offer: { productId: -4, amount: 100 } }, 'offer.productId: productId must be a positive id'],
    ['zero quantity', { offer: { productId: 1, amount: 100, quantity: 0 } }, 'offer.quantity: quantity must be at least 1'],
    ['huge quantity', { offer: { productId: 1, amount: 100, quantity: 1_000_000 } }, 'offer.quantity: quantity must be at most 1000'],
    ['10 KB message', { offer: { productId: 1, amount: 100, message: TEN_KB } }, 'offer.message: message is too long (at most 500 characters)'],
    ['10 KB name', { offer: { productId: 1, amount: 100, name: TEN_KB } }, 'offer.name: name is too long (at most 100 characters)'],
    ['blank name', { offer: { productId: 1, amount: 100, name: '   ' } }, 'offer.name: name must not be empty'],
    [
      'short phone',
      { offer: { productId: 1, amount: 100, phone: '077214631' } },
      'offer.phone: Enter a Zimbabwean number: +263 followed by 9 digits',
    ],
    [
      'SQL in phone',
      { offer: { productId: 1, amount: 100, phone: "263'; drop table offers;--" } },
      'offer.phone: Enter a Zimbabwean number: +263 followed by 9 digits',
    ],
  ])('%s', async (_label, body, message) => {
    const r = await call('POST', '/offers', { token: buyer, body });
    expectCleanFailure(r, 400);
    expect(r.json.message).toBe(message);
  });

  it('malformed JSON', async () => {
    const r = await call('POST', '/offers', { token: buyer, body: '{"offer": {"productId": 1,' });
    expectCleanFailure(r, 400);
    expect(r.json.message).toBe('The request body is not valid JSON');
  });

  it('unknown product ids, however large', async () => {
    for (const productId of [999_999, Number.MAX_SAFE_INTEGER]) {
      const r = await makeOffer(buyer, { productId, amount: 100 });
      expectCleanFailure(r, 404);
      expect(r.json.message).toBe(OFFER_MESSAGES.productNotFound);
    }
  });

  it('stores SQL-looking and markup text literally', async () => {
    const message = `'); delete from offers; -- <script>alert(1)</script> %_\\`;
    const view = await offerOk(buyer, { productId: products[0].id, amount: 100, message, name: 'O\'Brien "Bob"' });
    expect(view.offer.buyerName).toBe('O\'Brien "Bob"');
    expect(view.history[0].message).toBe(message);
    expect((await getOffer(buyer, view.offer.id)).view!.history[0].message).toBe(message);
  });
});

describe('POST /offers/response refuses bad input with a clear 4xx', { timeout: TEST_TIMEOUT }, () => {
  it.each<[string, unknown, string]>([
    ['no body', {}, 'offerId: offerId is required'],
    ['offerId as text', { offerId: 'abc', status: 'accepted', role: 'seller' }, 'offerId: offerId must be a number'],
    ['unknown status', { offerId: 1, status: 'approved', role: 'seller' }, 'status: status must be one of accepted, rejected, countered, withdrawn'],
    [
      'pending is not an answer',
      { offerId: 1, status: 'pending', role: 'seller' },
      'status: status must be one of accepted, rejected, countered, withdrawn',
    ],
    ['no role', { offerId: 1, status: 'accepted' }, "role: role must be 'buyer' or 'seller'"],
    ['negative counter', { offerId: 1, status: 'countered', counterOffer: -5, role: 'seller' }, 'counterOffer: counterOffer must be at least 1 cent'],
    [
      'counter as text',
      { offerId: 1, status: 'countered', counterOffer: '50', role: 'seller' },
      'counterOffer: counterOffer must be a number of cents',
    ],
    ['10 KB message', { offerId: 1, status: 'accepted', role: 'seller', message: TEN_KB }, 'message: message is too long (at most 500 characters)'],
  ])('%s', async (_label, body, message) => {
    const r = await call('POST', '/offers/response', { token: vendor, body });
    expectCleanFailure(r, 400);
    expect(r.json.message).toBe(message);
  });

  it('malformed JSON and an unknown offer', async () => {
    const bad = await call('POST', '/offers/response', { token: vendor, body: 'status=accepted' });
    expectCleanFailure(bad, 400);
    expect(bad.json.message).toBe('The request body is not valid JSON');
    const unknown = await respond(vendor, { offerId: 424_242, status: 'accepted', role: 'seller' });
    expectCleanFailure(unknown, 404);
    expect(unknown.json.message).toBe(OFFER_MESSAGES.notFound);
  });
});

describe('GET /offer refuses bad ids with a clear 4xx', { timeout: TEST_TIMEOUT }, () => {
  it.each<[string, number, string]>([
    ['', 400, 'offerId: offerId is required'],
    ['offerId=', 400, 'offerId: offerId is required'],
    ['offerId=abc', 400, 'offerId: offerId must be a number'],
    ['offerId=1%20or%201%3D1', 400, 'offerId: offerId must be a number'],
    ['offerId=-1', 400, 'offerId: offerId must be a positive id'],
    ['offerId=1.5', 400, 'offerId: offerId must be a whole number'],
    ['offerId=99999999999999999999', 400, 'offerId: offerId is too large'],
    ['offerId=12345678', 404, OFFER_MESSAGES.notFound],
  ])('%j → %i', async (qs, status, message) => {
    const r = await call('GET', `/offer?${qs}`, { token: buyer });
    expectCleanFailure(r, status);
    expect(r.json.message).toBe(message);
  });
});
