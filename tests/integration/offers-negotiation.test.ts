/** Offers: making one, taking turns, final states and lazy expiry (POST /offers, POST /offers/response, GET /offer). */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OFFER_MESSAGES } from '../../schema/rest/offers';
import { createDb } from '../../backend/db/client';
import { applyMove, findOfferById } from '../../backend/offers/offers-queries';
import { planMove } from '../../backend/offers/rules';
import { call, clearRateLimits } from './support/accounts';
import {
  BUYER_ID,
  buyerToken,
  getOffer,
  makeOffer,
  moveOk,
  newBuyer,
  notificationsFor,
  offerOk,
  offerRow,
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
let vendorProducts: SeededProduct[];

beforeAll(async () => {
  await clearRateLimits();
  buyer = await buyerToken();
  vendor = await vendorToken();
  vendorProducts = await productsOf({ owner: VENDOR_ID }, 20);
}, TEST_TIMEOUT);

/** A vendor product no test in this file has used yet. */
let nextProduct = 0;
const freshProduct = () => vendorProducts[nextProduct++];

const DAY_MS = 86_400_000;

describe('a full negotiation: offer, counter, counter, accept', { timeout: TEST_TIMEOUT }, () => {
  it('takes turns to an accepted price, recording every move and notifying the other side', async () => {
    const product = freshProduct();
    const beforeVendor = (await notificationsFor(VENDOR_ID)).length;
    const beforeBuyer = (await notificationsFor(BUYER_ID)).length;

    const made = await makeOffer(buyer, { productId: product.id, amount: 10_000, quantity: 2, message: 'Cash on collection' });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ success: true, message: 'success' });
    const opened = made.view!;
    expect(opened.offer).toMatchObject({
      status: 'pending',
      amountCents: 10_000,
      quantity: 2,
      currency: 'USD',
      lastActor: 'buyer',
      buyerName: 'Chiedza Mavhunga',
      buyerPhone: '263772146318',
      variation: null,
      product: { id: product.id, priceCents: product.price_cents },
      business: { bID: product.business_id },
    });
    expect(opened.offer.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(opened).toMatchObject({ yourRole: 'buyer', yourTurn: false, allowedActions: ['withdrawn'] });
    expect(opened.history).toEqual([
      expect.objectContaining({ actor: 'buyer', action: 'offer', amountCents: 10_000, message: 'Cash on collection' }),
    ]);
    const offerId = opened.offer.id;

    const sellerView = (await getOffer(vendor, offerId)).view!;
    expect(sellerView).toMatchObject({ yourRole: 'seller', yourTurn: true, allowedActions: ['accepted', 'rejected', 'countered'] });

    const c1 = await moveOk(vendor, { offerId, status: 'countered', counterOffer: 12_500, message: 'Best I can do is $125', role: 'seller' });
    expect(c1.offer).toMatchObject({ status: 'countered', amountCents: 12_500, lastActor: 'seller' });
    expect(c1).toMatchObject({ yourRole: 'seller', yourTurn: false, allowedActions: [] });

    const c2 = await moveOk(buyer, { offerId, status: 'countered', counterOffer: 11_500, role: 'buyer' });
    expect(c2.offer).toMatchObject({ status: 'countered', amountCents: 11_500, lastActor: 'buyer' });

    const done = await moveOk(vendor, { offerId, status: 'accepted', message: 'Deal', role: 'seller' });
    expect(done.offer).toMatchObject({ status: 'accepted', amountCents: 11_500, lastActor: 'seller' });
    expect(done.allowedActions).toEqual([]);
    expect(done.history.map((e) => [e.actor, e.action, e.amountCents])).toEqual([
      ['buyer', 'offer', 10_000],
      ['seller', 'counter', 12_500],
      ['buyer', 'counter', 11_500],
      ['seller', 'accept', 11_500],
    ]);

    // What the orders code reads for an order item carrying this offer.
    expect(await offerRow(offerId)).toMatchObject({ status: 'accepted', amount_cents: 11_500 });

    const toVendor = (await notificationsFor(VENDOR_ID)).slice(beforeVendor);
    const toBuyer = (await notificationsFor(BUYER_ID)).slice(beforeBuyer);
    expect(toVendor.map((n) => n.kind)).toEqual(['offer_received', 'offer_answered']);
    expect(toBuyer.map((n) => n.kind)).toEqual(['offer_answered', 'offer_answered']);
    // Each notification opens the offer it is about (the inbox's conversations group them by it).
    expect(toVendor[0]).toMatchObject({ title: `New offer on ${product.name}`, link: `/account/inbox/offers/${offerId}` });
    expect(toVendor[0].body).toContain('$100.00 each for 2');
    expect(toBuyer[1]).toMatchObject({ title: `Offer accepted: ${product.name}`, link: `/account/inbox/offers/${offerId}` });
  });

  it('a buyer accepting the seller’s counter closes the deal at the counter', async () => {
    const { offer } = await offerOk(buyer, { productId: freshProduct().id, amount: 5_000 });
    await moveOk(vendor, { offerId: offer.id, status: 'countered', counterOffer: 6_000, role: 'seller' });
    const accepted = await moveOk(buyer, { offerId: offer.id, status: 'accepted', role: 'buyer' });
    expect(accepted.offer).toMatchObject({ status: 'accepted', amountCents: 6_000, lastActor: 'buyer' });
  });
});

describe('only the side whose turn it is may answer', { timeout: TEST_TIMEOUT }, () => {
  it('refuses the mover’s own answers with 409 and lets the other side move', async () => {
    const { offer } = await offerOk(buyer, { productId: freshProduct().id, amount: 7_000 });
    for (const status of ['accepted', 'rejected', 'countered']) {
      const own = await respond(buyer, { offerId: offer.id, status, counterOffer: 6_500, role: 'buyer' });
      expect(own.status).toBe(409);
      expect(own.json.message).toBe(OFFER_MESSAGES.notYourTurn('seller'));
    }
    await moveOk(vendor, { offerId: offer.id, status: 'countered', counterOffer: 8_000, role: 'seller' });
    const twice = await respond(vendor, { offerId: offer.id, status: 'countered', counterOffer: 7_800, role: 'seller' });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(OFFER_MESSAGES.notYourTurn('buyer'));
    // Nothing the refused moves tried was recorded.
    expect((await getOffer(buyer, offer.id)).view!.history).toHaveLength(2);
  });

  it('a counter needs a new amount', async () => {
    const { offer } = await offerOk(buyer, { productId: freshProduct().id, amount: 7_000 });
    const missing = await respond(vendor, { offerId: offer.id, status: 'countered', role: 'seller' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(OFFER_MESSAGES.counterRequired);
    const same = await respond(vendor, { offerId: offer.id, status: 'countered', counterOffer: 7_000, role: 'seller' });
    expect(same.status).toBe(400);
    expect(same.json.message).toBe(OFFER_MESSAGES.counterSame);
  });

  it('only the buyer withdraws, and may do so whoever’s turn it is', async () => {
    const { offer } = await offerOk(buyer, { productId: freshProduct().id, amount: 7_000 });
    const bySeller = await respond(vendor, { offerId: offer.id, status: 'withdrawn', role: 'seller' });
    expect(bySeller.status).toBe(403);
    expect(bySeller.json.message).toBe(OFFER_MESSAGES.onlyBuyerWithdraws);
    const withdrawn = await moveOk(buyer, { offerId: offer.id, status: 'withdrawn', message: 'Found one elsewhere', role: 'buyer' });
    expect(withdrawn.offer.status).toBe('withdrawn');
    expect(withdrawn.history.at(-1)).toMatchObject({ actor: 'buyer', action: 'withdraw', amountCents: null, message: 'Found one elsewhere' });
    const notes = await notificationsFor(VENDOR_ID, 'offer_answered');
    expect(notes.at(-1)!.title).toMatch(/^Offer withdrawn: /);
  });

  it('a user acting in the wrong role is told which side they are on', async () => {
    const { offer } = await offerOk(buyer, { productId: freshProduct().id, amount: 7_000 });
    const asBuyer = await respond(vendor, { offerId: offer.id, status: 'accepted', role: 'buyer' });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.json.message).toBe(OFFER_MESSAGES.wrongRole('seller'));
  });

  it('two racing answers: exactly one applies', async () => {
    const { offer } = await offerOk(buyer, { productId: freshProduct().id, amount: 9_000 });
    const results = await Promise.all([
      respond(vendor, { offerId: offer.id, status: 'accepted', role: 'seller' }),
      respond(vendor, { offerId: offer.id, status: 'countered', counterOffer: 9_900, role: 'seller' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await getOffer(buyer, offer.id)).view!.history).toHaveLength(2);
  });

  it('a move planned on a stale read changes nothing, records no event and notifies nobody', async () => {
    const { offer } = await offerOk(buyer, { productId: freshProduct().id, amount: 9_000 });
    const db = createDb(env.DB);
    const stale = (await findOfferById(db, offer.id))!.offer;
    await moveOk(vendor, { offerId: offer.id, status: 'countered', counterOffer: 9_500, role: 'seller' });
    const now = new Date();
    const plan = planMove({ ...stale, lastActor: 'buyer' }, { role: 'seller', status: 'accepted' }, now);
    expect(plan.ok).toBe(true);
    const title = `stale move ${crypto.randomUUID()}`;
    const announce = { userId: BUYER_ID, kind: 'offer_answered', title, body: 'should never be written' };
    expect(await applyMove(db, stale, plan.ok ? plan.change : (undefined as never), '', announce, now)).toBe(false);
    expect(await env.DB.prepare('select count(*) as n from notifications where title = ?').bind(title).first('n')).toBe(0);
    const view = (await getOffer(buyer, offer.id)).view!;
    expect(view.offer).toMatchObject({ status: 'countered', amountCents: 9_500 });
    expect(view.history.map((e) => e.action)).toEqual(['offer', 'counter']);
  });
});

describe('an accepted offer is final', { timeout: TEST_TIMEOUT }, () => {
  it('refuses every further move from both sides with 409', async () => {
    const { offer } = await offerOk(buyer, { productId: freshProduct().id, amount: 4_000 });
    await moveOk(vendor, { offerId: offer.id, status: 'accepted', role: 'seller' });
    for (const [token, role] of [
      [buyer, 'buyer'],
      [vendor, 'seller'],
    ] as const) {
      for (const status of ['accepted', 'rejected', 'countered', 'withdrawn']) {
        const r = await respond(token, { offerId: offer.id, status, counterOffer: 3_000, role });
        expect(r.status).toBe(409);
        expect(r.json.message).toBe(OFFER_MESSAGES.final('accepted'));
      }
    }
    expect(await offerRow(offer.id)).toMatchObject({ status: 'accepted', amount_cents: 4_000 });
  });

  it('rejected and withdrawn are final too, and free the buyer to offer again', async () => {
    const product = freshProduct();
    const first = await offerOk(buyer, { productId: product.id, amount: 4_000 });
    await moveOk(vendor, { offerId: first.offer.id, status: 'rejected', role: 'seller' });
    const again = await respond(buyer, { offerId: first.offer.id, status: 'countered', counterOffer: 4_500, role: 'buyer' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(OFFER_MESSAGES.final('rejected'));
    const second = await offerOk(buyer, { productId: product.id, amount: 4_500 });
    expect(second.offer.id).not.toBe(first.offer.id);
  });
});

describe('offers expire after 7 days without a move', { timeout: TEST_TIMEOUT }, () => {
  it('sets expiry 7 days after each move', async () => {
    const before = Date.now();
    const { offer } = await offerOk(buyer, { productId: freshProduct().id, amount: 3_000 });
    const expires = Date.parse(offer.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    // A counter two days later (simulated by moving the clock on the row) restarts the 7 days from the move.
    await env.DB.prepare('update offers set expires_at = ? where id = ?')
      .bind(new Date(Date.now() + 2 * DAY_MS).toISOString(), offer.id)
      .run();
    const countered = await moveOk(vendor, { offerId: offer.id, status: 'countered', counterOffer: 3_500, role: 'seller' });
    expect(Date.parse(countered.offer.expiresAt)).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
  });

  it('an offer past its expiry reads as expired, is stored so, and takes no move', async () => {
    const { offer } = await offerOk(buyer, { productId: freshProduct().id, amount: 3_000 });
    const past = new Date(Date.now() - 60_000).toISOString();
    await env.DB.prepare('update offers set expires_at = ? where id = ?').bind(past, offer.id).run();

    const seen = (await getOffer(vendor, offer.id)).view!;
    expect(seen.offer.status).toBe('expired');
    expect(seen).toMatchObject({ yourTurn: false, allowedActions: [] });
    expect(await offerRow(offer.id)).toMatchObject({ status: 'expired', updated_at: past });

    const late = await respond(vendor, { offerId: offer.id, status: 'accepted', role: 'seller' });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(OFFER_MESSAGES.final('expired'));
    const withdraw = await respond(buyer, { offerId: offer.id, status: 'withdrawn', role: 'buyer' });
    expect(withdraw.status).toBe(409);
  });

  it('an answer after expiry is refused even before anyone has read the offer', async () => {
    const { offer } = await offerOk(buyer, { productId: freshProduct().id, amount: 3_000 });
    await env.DB.prepare('update offers set expires_at = ? where id = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), offer.id)
      .run();
    const late = await respond(vendor, { offerId: offer.id, status: 'countered', counterOffer: 3_300, role: 'seller' });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(OFFER_MESSAGES.final('expired'));
    expect(await offerRow(offer.id)).toMatchObject({ status: 'expired' });
  });

  it('lists expire lazily too, and an expired offer no longer blocks a new one', async () => {
    const product = freshProduct();
    const { offer } = await offerOk(buyer, { productId: product.id, amount: 3_000 });
    await env.DB.prepare('update offers set expires_at = ? where id = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), offer.id)
      .run();
    const listed = await call('GET', '/offers?role=buyer&status=expired', { token: buyer });
    expect(listed.json.data.load.map((o: { id: number }) => o.id)).toContain(offer.id);
    expect((await makeOffer(buyer, { productId: product.id, amount: 3_100 })).status).toBe(201);
  });
});

describe('making an offer', { timeout: TEST_TIMEOUT }, () => {
  it('takes the buyer’s name and phone from the profile unless given', async () => {
    const given = await offerOk(buyer, { productId: freshProduct().id, amount: 2_000, name: 'Chiedza M', phone: '263712000111' });
    expect(given.offer).toMatchObject({ buyerName: 'Chiedza M', buyerPhone: '263712000111' });
  });

  it('one open offer per product and variation: a second is refused until the first is answered', async () => {
    const product = freshProduct();
    const first = await offerOk(buyer, { productId: product.id, amount: 2_000 });
    const second = await makeOffer(buyer, { productId: product.id, amount: 2_100 });
    expect(second.status).toBe(409);
    expect(second.json.message).toBe(OFFER_MESSAGES.duplicate);
    // Another buyer may offer on the same product.
    const other = await newBuyer('Tariro');
    expect((await makeOffer(other.token, { productId: product.id, amount: 2_200 })).status).toBe(201);
    await moveOk(buyer, { offerId: first.offer.id, status: 'withdrawn', role: 'buyer' });
    expect((await makeOffer(buyer, { productId: product.id, amount: 2_100 })).status).toBe(201);
  });

  it('a vendor cannot make an offer on their own product', async () => {
    const r = await makeOffer(vendor, { productId: freshProduct().id, amount: 1_000 });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe(OFFER_MESSAGES.ownProduct);
  });

  it('a vendor can make an offer on another business’s product, as a buyer', async () => {
    const [elsewhere] = await productsOf({ notOwner: VENDOR_ID }, 1);
    const view = await offerOk(vendor, { productId: elsewhere.id, amount: 1_000 });
    expect(view.yourRole).toBe('buyer');
  });

  it('auction items take bids, not offers', async () => {
    const [lot] = await productsOf({ auction: true }, 1);
    const r = await makeOffer(buyer, { productId: lot.id, amount: 1_000 });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(OFFER_MESSAGES.auction);
  });

  it('a variation must belong to the product', async () => {
    const { results } = await env.DB.prepare(
      `select v.id, v.product_id, v.name from product_variations v join products p on p.id = v.product_id join businesses b on b.id = p.business_id
       where b.owner_id <> ? and not exists (select 1 from offers o where o.product_id = p.id) order by v.id limit 5`,
    )
      .bind(VENDOR_ID)
      .all<{ id: number; product_id: number; name: string }>();
    const [v] = results;
    const other = results.find((x) => x.product_id !== v.product_id)!;
    const wrong = await makeOffer(buyer, { productId: v.product_id, variationId: other.id, amount: 1_000 });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe(OFFER_MESSAGES.variation);
    const right = await offerOk(buyer, { productId: v.product_id, variationId: v.id, amount: 1_000 });
    expect(right.offer.variation).toEqual({ id: v.id, name: v.name });
  });

  it('an unpublished or unknown product is not found', async () => {
    const product = freshProduct();
    await env.DB.prepare("update products set status = 'draft' where id = ?").bind(product.id).run();
    const draft = await makeOffer(buyer, { productId: product.id, amount: 1_000 });
    expect(draft.status).toBe(404);
    expect(draft.json.message).toBe(OFFER_MESSAGES.productNotFound);
    expect((await makeOffer(buyer, { productId: 99_999_999, amount: 1_000 })).status).toBe(404);
  });
});

describe('the seeded negotiations', { timeout: TEST_TIMEOUT }, () => {
  it('buyer@ has a pending offer for vendor@ to answer and a counter-offer to answer', async () => {
    const seller = await call('GET', '/offers?role=seller&per_page=100', { token: vendor });
    const pending = seller.json.data.load.find((o: { uuid: string }) => o.uuid === '6f1c2a9e-3b7d-4e25-9c84-2d5a7e1b0c31');
    expect(pending).toMatchObject({ status: 'pending', yourTurn: true, amountCents: 43_000, buyerName: 'Chiedza Mavhunga' });
    const mine = await call('GET', '/offers?role=buyer&status=countered&per_page=100', { token: buyer });
    const countered = mine.json.data.load.find((o: { uuid: string }) => o.uuid === 'a4d7e2b8-5c19-4f63-8e0a-7b3c9d1f2e45');
    expect(countered).toMatchObject({ yourTurn: true, lastActor: 'seller', amountCents: 4_000 });
    expect(countered.variation).not.toBeNull();
    const view = (await getOffer(buyer, countered.id)).view!;
    expect(view.history.map((e) => [e.actor, e.action])).toEqual([
      ['buyer', 'offer'],
      ['seller', 'counter'],
    ]);
  });
});
