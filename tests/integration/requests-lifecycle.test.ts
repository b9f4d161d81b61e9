/**
 * Posting, editing and reading one buyer request, vendor matching notifications and vendor responses
 * (POST/PUT /buyer-requests, GET /buyer-requests/{id}, POST /buyer-requests/create-response).
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import {
  BUYER_REQUEST_MESSAGES as MESSAGES,
  buyerRequestDetail,
  buyerRequestDetailPath,
  createBuyerRequest,
  createBuyerRequestResponse,
} from '../../schema/rest/buyer-requests';
import { call, clearRateLimits, TEN_KB } from './support/accounts';
import { BUYER_ID, buyerToken, expectCleanFailure, makeOffer, newBuyer, notificationsFor, VENDOR_ID, vendorToken } from './support/offers';

beforeEach(clearRateLimits);

/** Each test makes tens of requests, and every test file shares one workerd: under the full suite 5 s is too tight. */
const TEST_TIMEOUT = 30_000;

/** vendor@'s businesses (scripts/seed/accounts.mjs): Eastlea Fashion House (2, clothing) and Borrowdale Digital (4, electronics), both in Harare. */
const EASTLEA = 2;
const BORROWDALE = 4;

let buyer: string;
let vendor: string;

beforeAll(async () => {
  await clearRateLimits();
  buyer = await buyerToken();
  vendor = await vendorToken();
}, TEST_TIMEOUT);

const REQUEST = {
  title: 'Laptop for a university student',
  description: 'Looking for a laptop with at least 8GB RAM and an SSD for my daughter starting at UZ in January.',
  categoryId: 4,
  budget: 45_000,
  city: 'Harare',
};

async function post(token: string, body: Record<string, unknown> = REQUEST) {
  const r = await call('POST', '/buyer-requests', { token, body });
  return { ...r, request: r.status === 201 ? createBuyerRequest.data.parse(r.json.data).request : undefined };
}
async function postOk(token: string, body: Record<string, unknown> = REQUEST) {
  const r = await post(token, body);
  if (r.status !== 201) throw new Error(`POST /buyer-requests answered ${r.status}: ${r.json.message}`);
  return r.request!;
}
const detail = (id: number | string, token?: string) => call('GET', buyerRequestDetailPath(id as number), { token });
const respond = (token: string, body: Record<string, unknown>) => call('POST', '/buyer-requests/create-response', { token, body });

/** Oracle: owners of published businesses linked to the category in the city, by plain SQL. */
async function expectedVendors(categoryId: number, city: string, posterId: number): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `select distinct b.owner_id from businesses b join business_category_links l on l.business_id = b.id
     where l.category_id = ? and b.status = 'publish' and lower(b.city) = lower(?) and b.owner_id <> ? order by b.owner_id`,
  )
    .bind(categoryId, city, posterId)
    .all<{ owner_id: number }>();
  return results.map((r) => r.owner_id);
}
async function matchNotifications(requestId: number) {
  const { results } = await env.DB.prepare(
    `select user_id, title, body, link from notifications where kind = 'request_match' and link = ? order by user_id`,
  )
    .bind(`/buyer-requests-list/${requestId}`)
    .all<{ user_id: number; title: string; body: string; link: string }>();
  return results;
}

describe('POST /buyer-requests', { timeout: TEST_TIMEOUT }, () => {
  it('needs a login', async () => {
    const r = await call('POST', '/buyer-requests', { body: REQUEST });
    expect(r.status).toBe(401);
    expect(r.json.message).toBe(AUTH_MESSAGES.notLoggedIn);
  });

  it('posts an open request (201) with the city spelled as the list does', async () => {
    const r = await post(buyer, { ...REQUEST, city: '  harare ', photos: ['https://images.example.co.zw/laptop.jpg', '/images/seed/x.svg'] });
    expect(r.status).toBe(201);
    expect(r.json.message).toBe('success');
    expect(r.request).toMatchObject({
      title: REQUEST.title,
      description: REQUEST.description,
      category: { id: 4, name: 'Electronic Goods' },
      budgetCents: 45_000,
      city: 'Harare',
      status: 'open',
      ownerName: 'Chiedza M.',
      responseCount: 0,
      photos: ['https://images.example.co.zw/laptop.jpg', '/images/seed/x.svg'],
    });
    // A free-text place is kept as typed.
    expect((await postOk(buyer, { ...REQUEST, city: 'Domboshava' })).city).toBe('Domboshava');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['short title', { title: 'PC' }, 'title: title is too short (at least 5 characters)'],
    ['long title', { title: TEN_KB }, 'title: title is too long (at most 120 characters)'],
    ['long description', { description: TEN_KB }, 'description: description is too long (at most 2000 characters)'],
    ['category 15', { categoryId: 15 }, 'categoryId: categoryId must be a number from 1 to 14'],
    ['category as SQL', { categoryId: '4 or 1=1' }, 'categoryId: categoryId must be a number from 1 to 14'],
    ['negative budget', { budget: -45_000 }, 'budget: budget must be at least 1 cent'],
    ['city too long', { city: 'x'.repeat(61) }, 'city: city is too long (at most 60 characters)'],
    ['five photos', { photos: ['/1.jpg', '/2.jpg', '/3.jpg', '/4.jpg', '/5.jpg'] }, 'photos: at most 4 photos'],
    ['http photo', { photos: ['http://example.com/a.jpg'] }, 'photos.0: each photo must be an https:// URL or a site path starting with /'],
    ['data photo', { photos: ['data:image/png;base64,AAAA'] }, 'photos.0: each photo must be an https:// URL or a site path starting with /'],
  ])('refuses %s with 400', async (_label, patch, message) => {
    const r = await call('POST', '/buyer-requests', { token: buyer, body: { ...REQUEST, ...patch } });
    expectCleanFailure(r, 400);
    expect(r.json.message).toBe(message);
  });

  it('refuses malformed JSON', async () => {
    const r = await call('POST', '/buyer-requests', { token: buyer, body: '{"title": "Laptop' });
    expectCleanFailure(r, 400);
    expect(r.json.message).toBe('The request body is not valid JSON');
  });

  it('stores SQL-looking text literally', async () => {
    const title = "Robert'); drop table buyer_requests; --";
    const request = await postOk(buyer, { ...REQUEST, title, description: `<img src=x onerror=alert(1)> 50% off_please` });
    const read = await detail(request.id);
    expect(read.json.data.request).toMatchObject({ title, description: '<img src=x onerror=alert(1)> 50% off_please' });
  });
});

describe('vendors whose category and city match a new request are notified', { timeout: TEST_TIMEOUT }, () => {
  it('tells every matching vendor once, with a link to the request', async () => {
    const request = await postOk(buyer);
    const expected = await expectedVendors(4, 'Harare', BUYER_ID);
    expect(expected).toContain(VENDOR_ID);
    const notes = await matchNotifications(request.id);
    expect(notes.map((n) => n.user_id)).toEqual(expected);
    const mine = notes.find((n) => n.user_id === VENDOR_ID)!;
    expect(mine).toMatchObject({ title: `New buyer request in Harare: ${REQUEST.title}`, link: `/buyer-requests-list/${request.id}` });
    expect(mine.body).toContain('Budget: $450.00');
  });

  it('matches the city whatever its case, and the category exactly', async () => {
    const clothing = await postOk(buyer, { ...REQUEST, title: 'School blazer, maroon, size 34', categoryId: 2, city: 'HARARE' });
    expect((await matchNotifications(clothing.id)).map((n) => n.user_id)).toEqual(await expectedVendors(2, 'Harare', BUYER_ID));
    expect((await matchNotifications(clothing.id)).map((n) => n.user_id)).toContain(VENDOR_ID);
    // Same category elsewhere, or another category here: vendor@ is not told.
    const bulawayo = await postOk(buyer, { ...REQUEST, city: 'Bulawayo' });
    expect((await matchNotifications(bulawayo.id)).map((n) => n.user_id)).not.toContain(VENDOR_ID);
    const books = await postOk(buyer, { ...REQUEST, title: 'Form 4 Physics textbooks', categoryId: 1 });
    expect((await matchNotifications(books.id)).map((n) => n.user_id)).toEqual(await expectedVendors(1, 'Harare', BUYER_ID));
    expect((await matchNotifications(books.id)).map((n) => n.user_id)).not.toContain(VENDOR_ID);
  });

  it('a vendor with two matching businesses gets one notification; the poster none', async () => {
    await env.DB.prepare('insert or ignore into business_category_links (business_id, category_id) values (?, 2)').bind(BORROWDALE).run();
    try {
      const request = await postOk(buyer, { ...REQUEST, title: 'Branded caps for a church choir', categoryId: 2 });
      expect((await matchNotifications(request.id)).filter((n) => n.user_id === VENDOR_ID)).toHaveLength(1);
      const own = await postOk(vendor, { ...REQUEST, title: 'Shop counter display cabinet' });
      expect((await matchNotifications(own.id)).map((n) => n.user_id)).not.toContain(VENDOR_ID);
    } finally {
      await env.DB.prepare('delete from business_category_links where business_id = ? and category_id = 2').bind(BORROWDALE).run();
    }
  });

  it('a request in a town with no matching vendor notifies nobody', async () => {
    const request = await postOk(buyer, { ...REQUEST, city: 'Kariba' });
    expect(await matchNotifications(request.id)).toEqual([]);
  });
});

describe('request details require message success', { timeout: TEST_TIMEOUT }, () => {
  it("answers the request, its responses and isOwner with message 'success'", async () => {
    const { results } = await env.DB.prepare("select id from buyer_requests where title like 'Samsung or iPhone%'").all<{ id: number }>();
    const id = results[0].id;
    const anonymous = await detail(id);
    expect(anonymous.status).toBe(200);
    expect(buyerRequestDetail.requireSuccess).toBe(true);
    expect(anonymous.json).toMatchObject({ success: true, message: 'success' });
    const data = buyerRequestDetail.data.parse(anonymous.json.data);
    expect(data.isOwner).toBe(false);
    expect(data.request).toMatchObject({ id, ownerName: 'Chiedza M.', responseCount: 1 });
    expect(data.responses).toHaveLength(1);
    expect(data.responses[0]).toMatchObject({ business: { bID: BORROWDALE, name: 'Borrowdale Digital' }, priceCents: 17_500 });
    expect(data.responses[0].product).toMatchObject({ business: { id: BORROWDALE } });
    expect(data.responses[0].product!.name).toMatch(/Galaxy A15/);

    expect((await detail(id, buyer)).json.data.isOwner).toBe(true);
    expect((await detail(id, vendor)).json.data.isOwner).toBe(false);
    // A bad or expired bearer reads as anonymous rather than failing a public page.
    const junk = await detail(id, 'x'.repeat(43));
    expect(junk.status).toBe(200);
    expect(junk.json.data.isOwner).toBe(false);
  });

  it("answers an unknown id with 404 'Failed to fetch request details'", async () => {
    for (const id of [999_999, 9_007_199_254_740_991]) {
      const r = await detail(id);
      expectCleanFailure(r, 404);
      expect(r.json.message).toBe(MESSAGES.notFound);
    }
  });

  it.each(['0', '-1', 'abc', '1.5', '1%20or%201=1', '99999999999999999'])('refuses the malformed id %s with 400', async (id) => {
    const r = await call('GET', `/buyer-requests/${id}`);
    expectCleanFailure(r, 400);
    expect(r.json.message).toBe('The request id must be a positive whole number');
  });

  it('does not take the search path for an id', async () => {
    expect((await call('GET', '/buyer-requests/search')).status).toBe(200);
  });
});

describe('PUT /buyer-requests (the poster only)', { timeout: TEST_TIMEOUT }, () => {
  it('edits the given fields, clears the budget with null, and closes and reopens', async () => {
    const request = await postOk(buyer);
    const r = await call('PUT', '/buyer-requests', {
      token: buyer,
      body: { id: request.id, title: 'Laptop for a UZ student', budget: null, city: 'chitungwiza' },
    });
    expect(r.status).toBe(200);
    expect(r.json.data.request).toMatchObject({
      id: request.id,
      title: 'Laptop for a UZ student',
      budgetCents: null,
      city: 'Chitungwiza',
      description: REQUEST.description,
    });

    const closed = await call('PUT', '/buyer-requests', { token: buyer, body: { id: request.id, status: 'closed' } });
    expect(closed.json.data.request.status).toBe('closed');
    const listed = await call('GET', '/buyer-requests?per_page=100');
    expect(listed.json.data.load.map((x: { id: number }) => x.id)).not.toContain(request.id);
    expect((await detail(request.id)).json.data.request.status).toBe('closed');
    const late = await respond(vendor, { requestId: request.id, message: 'We have a Lenovo IdeaPad 3 for you.', bID: BORROWDALE });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(MESSAGES.closed);

    const reopened = await call('PUT', '/buyer-requests', { token: buyer, body: { id: request.id, status: 'open' } });
    expect(reopened.json.data.request.status).toBe('open');
  });

  it('refuses anyone but the poster, unknown ids, no login and bad fields', async () => {
    const request = await postOk(buyer);
    const other = await call('PUT', '/buyer-requests', { token: vendor, body: { id: request.id, status: 'closed' } });
    expectCleanFailure(other, 403);
    expect(other.json.message).toBe(MESSAGES.notOwner);
    expect((await detail(request.id)).json.data.request.status).toBe('open');

    const unknown = await call('PUT', '/buyer-requests', { token: buyer, body: { id: 987_654, status: 'closed' } });
    expectCleanFailure(unknown, 404);
    expect(unknown.json.message).toBe(MESSAGES.notFound);

    expect((await call('PUT', '/buyer-requests', { body: { id: request.id, status: 'closed' } })).status).toBe(401);

    const cases: [Record<string, unknown>, string][] = [
      [{ status: 'archived' }, "status: status must be 'open' or 'closed'"],
      [{ title: 'x' }, 'title: title is too short (at least 5 characters)'],
      [{ categoryId: 99 }, 'categoryId: categoryId must be a number from 1 to 14'],
      [{ id: 'one' }, 'id: id must be a number'],
    ];
    for (const [patch, message] of cases) {
      const r = await call('PUT', '/buyer-requests', { token: buyer, body: { id: request.id, ...patch } });
      expectCleanFailure(r, 400);
      expect(r.json.message).toBe(message);
    }
  });
});

describe('one response per business per request', { timeout: TEST_TIMEOUT }, () => {
  it('takes one response from each business and notifies the poster', async () => {
    const request = await postOk(buyer, { ...REQUEST, title: 'Suit and a laptop bag for interviews', categoryId: 2 });
    const before = (await notificationsFor(BUYER_ID, 'request_response')).length;
    const { results } = await env.DB.prepare("select id, price_cents from products where business_id = ? and status = 'publish' order by id limit 1")
      .bind(EASTLEA)
      .all<{ id: number; price_cents: number }>();
    const product = results[0];

    const first = await respond(vendor, {
      requestId: request.id,
      message: 'Our two-piece safari suit would suit you.',
      productId: product.id,
      price: 5_500,
      bID: EASTLEA,
    });
    expect(first.status).toBe(201);
    const response = createBuyerRequestResponse.data.parse(first.json.data).response;
    expect(response).toMatchObject({
      requestId: request.id,
      business: { bID: EASTLEA, name: 'Eastlea Fashion House' },
      priceCents: 5_500,
      product: { id: product.id },
    });

    const second = await respond(vendor, { requestId: request.id, message: 'Or this one, even cheaper!', bID: EASTLEA });
    expectCleanFailure(second, 409);
    expect(second.json.message).toBe(MESSAGES.duplicate);

    // The vendor's other business may answer once too.
    expect((await respond(vendor, { requestId: request.id, message: 'Laptop bags from $25 in store.', bID: BORROWDALE })).status).toBe(201);

    const notes = (await notificationsFor(BUYER_ID, 'request_response')).slice(before);
    expect(notes.map((n) => n.title)).toEqual([
      'Eastlea Fashion House responded to “Suit and a laptop bag for interviews”',
      'Borrowdale Digital responded to “Suit and a laptop bag for interviews”',
    ]);
    expect(notes[0]).toMatchObject({ link: `/buyer-requests-list/${request.id}` });
    expect(notes[0].body).toContain('Price: $55.00');

    const read = buyerRequestDetail.data.parse((await detail(request.id, buyer)).json.data);
    expect(read.request.responseCount).toBe(2);
    expect(read.responses.map((x) => x.business.bID)).toEqual([EASTLEA, BORROWDALE]);
  });

  it('two racing responses from one business: exactly one is kept', async () => {
    const request = await postOk(buyer);
    const results = await Promise.all([
      respond(vendor, { requestId: request.id, message: 'HP 250 G9 in stock, $560.', bID: BORROWDALE }),
      respond(vendor, { requestId: request.id, message: 'Lenovo IdeaPad 3 in stock, $495.', bID: BORROWDALE }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const { results: rows } = await env.DB.prepare('select count(*) n from buyer_request_responses where request_id = ?')
      .bind(request.id)
      .all<{ n: number }>();
    expect(rows[0].n).toBe(1);
  });

  it('a buyer turns a response into an offer with its product and price', async () => {
    const request = await postOk(buyer);
    const { results } = await env.DB.prepare(
      "select id from products where business_id = ? and status = 'publish' and not exists (select 1 from offers o where o.product_id = products.id) order by id limit 1",
    )
      .bind(BORROWDALE)
      .all<{ id: number }>();
    await respond(vendor, { requestId: request.id, message: 'This one fits your budget.', productId: results[0].id, price: 44_000, bID: BORROWDALE });
    const read = buyerRequestDetail.data.parse((await detail(request.id, buyer)).json.data);
    const [response] = read.responses;
    const offer = await makeOffer(buyer, { productId: response.product!.id, amount: response.priceCents ?? response.product!.priceCents });
    expect(offer.status).toBe(201);
    expect(offer.view!.offer).toMatchObject({ amountCents: 44_000, product: { id: results[0].id }, status: 'pending' });
  });

  it('refuses responses from the wrong business, for the wrong product, or to one’s own request', async () => {
    const request = await postOk(buyer);
    const { results } = await env.DB.prepare("select id from products where business_id = ? and status = 'publish' limit 1")
      .bind(EASTLEA)
      .all<{ id: number }>();
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['not your business', { bID: 1 }, 403, MESSAGES.notYourBusiness],
      ['unknown business', { bID: 99_999 }, 404, MESSAGES.businessNotFound],
      ['unknown request', { requestId: 99_999 }, 404, MESSAGES.notFound],
      ['another business’s product', { productId: results[0].id }, 400, MESSAGES.productNotYours],
      ['unknown product', { productId: 99_999 }, 400, MESSAGES.productNotYours],
    ];
    for (const [label, patch, status, message] of cases) {
      const r = await respond(vendor, { requestId: request.id, message: 'We can help with this.', bID: BORROWDALE, ...patch });
      expectCleanFailure(r, status);
      expect(r.json.message, label).toBe(message);
    }
    const own = await postOk(vendor, { ...REQUEST, title: 'Delivery van for the shop' });
    const r = await respond(vendor, { requestId: own.id, message: 'We can help with this.', bID: BORROWDALE });
    expectCleanFailure(r, 400);
    expect(r.json.message).toBe(MESSAGES.ownRequest);
    // A plain buyer owns no business.
    const shopper = await newBuyer('Tendai');
    const notVendor = await respond(shopper.token, { requestId: request.id, message: 'We can help with this.', bID: BORROWDALE });
    expectCleanFailure(notVendor, 403);
    expect((await detail(request.id)).json.data.responses).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['short message', { message: 'Hi' }, 'message: message is too short (at least 5 characters)'],
    ['10 KB message', { message: TEN_KB }, 'message: message is too long (at most 1000 characters)'],
    ['negative price', { price: -1 }, 'price: price must be at least 1 cent'],
    ['bID as text', { bID: 'borrowdale' }, 'bID: bID must be a number'],
    ['no requestId', { requestId: undefined }, 'requestId: requestId is required'],
  ])('refuses %s with 400', async (_label, patch, message) => {
    const r = await respond(vendor, { requestId: 1, message: 'We can help with this.', bID: BORROWDALE, ...patch });
    expectCleanFailure(r, 400);
    expect(r.json.message).toBe(message);
  });

  it('needs a login', async () => {
    const r = await call('POST', '/buyer-requests/create-response', { body: { requestId: 1, message: 'We can help.', bID: BORROWDALE } });
    expect(r.status).toBe(401);
  });
});
