/** Who may see and answer an offer: the buyer, the business's owner, or a phone-matched link — nobody else. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { listOffers, offerView, OFFER_MESSAGES } from '../../schema/rest/offers';
import { call, clearRateLimits } from './support/accounts';
import {
  buyerToken,
  getOffer,
  moveOk,
  newBuyer,
  offerOk,
  productsOf,
  respond,
  subscribedToken,
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
let otherProducts: SeededProduct[];

beforeAll(async () => {
  await clearRateLimits();
  buyer = await buyerToken();
  vendor = await vendorToken();
  vendorProducts = await productsOf({ owner: VENDOR_ID }, 20);
  otherProducts = await productsOf({ notOwner: VENDOR_ID }, 10);
}, TEST_TIMEOUT);

let next = 0;
const freshVendorProduct = () => vendorProducts[next++];

const byUuid = (params: Record<string, string>, ip = '192.0.2.10') => call('GET', `/offer/getOfferByUuid?${new URLSearchParams(params)}`, { ip });

describe('offers need a login', { timeout: TEST_TIMEOUT }, () => {
  it('answers 401 without a bearer token, for every call but the phone-matched link', async () => {
    const cases = [
      await call('POST', '/offers', { body: { offer: { productId: vendorProducts[0].id, amount: 100 } } }),
      await call('POST', '/offers/response', { body: { offerId: 1, status: 'accepted', role: 'seller' } }),
      await call('GET', '/offer?offerId=1'),
      await call('GET', '/offers?role=buyer'),
      await call('GET', '/offer?offerId=1', { token: 'not-a-real-token-but-long-enough-to-look-like-one-000' }),
    ];
    for (const r of cases) {
      expect(r.status).toBe(401);
      expect(r.json.message).toBe(AUTH_MESSAGES.notLoggedIn);
    }
  });
});

describe('a buyer can never read another buyer’s offer', { timeout: TEST_TIMEOUT }, () => {
  it('answers another buyer exactly as for an unknown id, through every call', async () => {
    const { offer } = await offerOk(buyer, { productId: freshVendorProduct().id, amount: 5_000 });
    const other = await newBuyer('Rufaro');

    const read = await getOffer(other.token, offer.id);
    const unknown = await getOffer(other.token, 987_654);
    expect(read.status).toBe(404);
    expect(read.json).toEqual(unknown.json);
    expect(read.json.message).toBe(OFFER_MESSAGES.notFound);

    for (const role of ['buyer', 'seller']) {
      for (const status of ['accepted', 'rejected', 'countered', 'withdrawn']) {
        const move = await respond(other.token, { offerId: offer.id, status, counterOffer: 100, role });
        expect(move.status).toBe(404);
        expect(move.json.message).toBe(OFFER_MESSAGES.notFound);
      }
    }
    for (const role of ['buyer', 'seller']) {
      const list = await call('GET', `/offers?role=${role}&per_page=100`, { token: other.token });
      expect(list.status).toBe(200);
      expect(list.json.data.load).toEqual([]);
    }
    // Untouched by all of that.
    const mine = (await getOffer(buyer, offer.id)).view!;
    expect(mine.offer.status).toBe('pending');
    expect(mine.history).toHaveLength(1);
  });

  it('walking ids finds only one’s own offers', async () => {
    const other = await newBuyer('Tatenda');
    const own = await offerOk(other.token, { productId: freshVendorProduct().id, amount: 2_500 });
    const visible: number[] = [];
    for (let id = 1; id <= own.offer.id + 3; id++) {
      const r = await getOffer(other.token, id);
      if (r.status === 200) visible.push(id);
      else expect(r.json.message).toBe(OFFER_MESSAGES.notFound);
    }
    expect(visible).toEqual([own.offer.id]);
  });
});

describe('a vendor answers only offers on their own products', { timeout: TEST_TIMEOUT }, () => {
  it('cannot read or answer an offer on another business’s product', async () => {
    const shopper = await newBuyer('Kuda');
    const { offer } = await offerOk(shopper.token, { productId: otherProducts[0].id, amount: 3_000 });
    const read = await getOffer(vendor, offer.id);
    expect(read.status).toBe(404);
    expect(read.json.message).toBe(OFFER_MESSAGES.notFound);
    for (const status of ['accepted', 'rejected', 'countered']) {
      const r = await respond(vendor, { offerId: offer.id, status, counterOffer: 3_500, role: 'seller' });
      expect(r.status).toBe(404);
      expect(r.json.message).toBe(OFFER_MESSAGES.notFound);
    }
    const seller = await call('GET', '/offers?role=seller&per_page=100', { token: vendor });
    expect(seller.json.data.load.map((o: { id: number }) => o.id)).not.toContain(offer.id);
  });

  it('a vendor without a business sees no seller offers', async () => {
    const token = await subscribedToken();
    const list = await call('GET', '/offers?role=seller', { token });
    expect(list.status).toBe(200);
    expect(list.json.data).toEqual({ load: [], pageInfo: { page: 1, perPage: 20, total: 0, totalPages: 0 } });
  });

  it('the seller sees the buyer’s contact details to arrange the sale', async () => {
    const shopper = await newBuyer('Nyasha');
    const { offer } = await offerOk(shopper.token, { productId: freshVendorProduct().id, amount: 3_000 });
    const view = (await getOffer(vendor, offer.id)).view!;
    expect(view.offer).toMatchObject({ buyerName: 'Nyasha Test', buyerPhone: shopper.phone });
    expect(view.yourRole).toBe('seller');
  });
});

describe('getOfferByUuid needs the matching phone', { timeout: TEST_TIMEOUT }, () => {
  it('opens the buyer’s view without login for the buyer’s phone in any usual form', async () => {
    const { offer } = await offerOk(buyer, { productId: freshVendorProduct().id, amount: 6_000 });
    for (const phone of ['263772146318', '0772146318', '+263772146318', '+263 77 214 6318']) {
      const r = await byUuid({ role: 'buyer', uuid: offer.uuid, customerPhone: phone });
      expect(r.status).toBe(200);
      expect(r.json.message).toBe('success');
      const view = offerView.parse(r.json.data);
      expect(view).toMatchObject({ yourRole: 'buyer', yourTurn: false, offer: { id: offer.id, status: 'pending' } });
    }
    // role defaults to buyer.
    expect((await byUuid({ uuid: offer.uuid, customerPhone: '0772146318' })).status).toBe(200);
  });

  it('answers a wrong phone and an unknown uuid with the same 404', async () => {
    const { offer } = await offerOk(buyer, { productId: freshVendorProduct().id, amount: 6_000 });
    const wrongPhone = await byUuid({ role: 'buyer', uuid: offer.uuid, customerPhone: '0772000000' });
    const sellerPhone = await byUuid({ role: 'buyer', uuid: offer.uuid, customerPhone: '263783520947' });
    const unknown = await byUuid({ role: 'buyer', uuid: '00000000-0000-4000-8000-000000000000', customerPhone: '0772146318' });
    for (const r of [wrongPhone, sellerPhone, unknown]) {
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ success: false, message: OFFER_MESSAGES.notFound, data: { status: 404 } });
    }
  });

  it('is for the buyer’s view only, and refuses malformed input with 400', async () => {
    const { offer } = await offerOk(buyer, { productId: freshVendorProduct().id, amount: 6_000 });
    const seller = await byUuid({ role: 'seller', uuid: offer.uuid, customerPhone: '0772146318' });
    expect(seller.status).toBe(400);
    expect(seller.json.message).toBe(OFFER_MESSAGES.sellerLink);
    const cases: [Record<string, string>, string][] = [
      [{ uuid: offer.uuid }, 'customerPhone: customerPhone is required'],
      [{ customerPhone: '0772146318' }, 'uuid: uuid is required'],
      [{ uuid: "' or 1=1 --", customerPhone: '0772146318' }, 'uuid: uuid is not a valid offer link id'],
      [{ uuid: offer.uuid, customerPhone: 'call me' }, 'customerPhone: Enter a Zimbabwean number: 07…, +263… or 263…'],
      [{ uuid: offer.uuid, customerPhone: '0772146318', role: 'admin' }, "role: role must be 'buyer' or 'seller'"],
    ];
    for (const [params, message] of cases) {
      const r = await byUuid(params);
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(message);
    }
  });

  it('is rate limited to 10 a minute per IP', async () => {
    const { offer } = await offerOk(buyer, { productId: freshVendorProduct().id, amount: 6_000 });
    const guess = (ip: string) => byUuid({ uuid: offer.uuid, customerPhone: '0772999999' }, ip);
    for (let i = 0; i < 10; i++) expect((await guess('192.0.2.77')).status).toBe(404);
    const blocked = await guess('192.0.2.77');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right phone waits now; another IP is unaffected.
    expect((await byUuid({ uuid: offer.uuid, customerPhone: '0772146318' }, '192.0.2.77')).status).toBe(429);
    expect((await byUuid({ uuid: offer.uuid, customerPhone: '0772146318' }, '192.0.2.78')).status).toBe(200);
  });
});

describe('GET /offers lists the user’s side of their offers', { timeout: TEST_TIMEOUT }, () => {
  it('as buyer: newest first, filtered by status, paged', async () => {
    const shopper = await newBuyer('Chipo');
    const made = [];
    for (const product of [freshVendorProduct(), freshVendorProduct(), freshVendorProduct()]) {
      made.push((await offerOk(shopper.token, { productId: product.id, amount: 1_500 })).offer.id);
    }
    await moveOk(vendor, { offerId: made[0], status: 'rejected', role: 'seller' });

    const all = await call('GET', '/offers?role=buyer', { token: shopper.token });
    const data = listOffers.data.parse(all.json.data);
    expect(data.load.map((o) => o.id)).toEqual([...made].reverse());
    expect(data.pageInfo).toEqual({ page: 1, perPage: 20, total: 3, totalPages: 1 });

    const pending = listOffers.data.parse((await call('GET', '/offers?role=buyer&status=pending', { token: shopper.token })).json.data);
    expect(pending.load.map((o) => o.id)).toEqual([made[2], made[1]]);

    const page2 = listOffers.data.parse((await call('GET', '/offers?role=buyer&per_page=2&page=2', { token: shopper.token })).json.data);
    expect(page2.load.map((o) => o.id)).toEqual([made[0]]);
    expect(page2.pageInfo).toEqual({ page: 2, perPage: 2, total: 3, totalPages: 2 });
    const beyond = listOffers.data.parse((await call('GET', '/offers?role=buyer&page=9', { token: shopper.token })).json.data);
    expect(beyond.load).toEqual([]);
  });

  it('as seller: offers on every owned business, or one with bID; someone else’s bID is 404', async () => {
    const seller = listOffers.data.parse((await call('GET', '/offers?role=seller&per_page=100', { token: vendor })).json.data);
    const bIDs = new Set(seller.load.map((o) => o.business.bID));
    expect(bIDs.size).toBe(2);
    expect(seller.load.every((o) => o.yourTurn === (o.status === 'pending' || (o.status === 'countered' && o.lastActor === 'buyer')))).toBe(true);
    const [one] = [...bIDs];
    const narrowed = listOffers.data.parse((await call('GET', `/offers?role=seller&bID=${one}&per_page=100`, { token: vendor })).json.data);
    expect(narrowed.load.length).toBeGreaterThan(0);
    expect(narrowed.load.every((o) => o.business.bID === one)).toBe(true);

    const foreign = await call('GET', `/offers?role=seller&bID=${otherProducts[0].business_id}`, { token: vendor });
    expect(foreign.status).toBe(404);
  });

  it('validates role, status and paging', async () => {
    const cases: [string, string][] = [
      ['', "role: role must be 'buyer' or 'seller'"],
      ['role=admin', "role: role must be 'buyer' or 'seller'"],
      ['role=buyer&status=open', 'status: status must be one of pending, countered, accepted, rejected, expired, withdrawn'],
      ['role=buyer&per_page=101', 'per_page: Number must be less than or equal to 100'],
      ['role=buyer&page=0', 'page: Number must be greater than or equal to 1'],
      ['role=seller&bID=abc', 'bID: bID must be a number'],
    ];
    for (const [qs, message] of cases) {
      const r = await call('GET', `/offers?${qs}`, { token: buyer });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(message);
    }
  });
});
