/**
 * POST /business/analytics/dashboard and GET /business/analytics/counters: figures checked against orders with
 * known totals at the edges of Harare days, the counters, authorization and hostile input.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { harareDay } from '../../backend/analytics/harare-range';
import { SEEDED, call, loginToken } from './support/accounts';
import { counters, dashboard, freshBusiness, freshProduct, harareAt, recordView, seedOrder } from './support/analytics';
import { businessesOf, ENTERPRISE_ID, enterpriseToken, vendorToken, buyerToken } from './support/vendor-catalogue';

let vendor: string;
let shop: { id: number; slug: string };
let speaker: { id: number; slug: string };
let radio: { id: number; slug: string };

beforeAll(async () => {
  vendor = await vendorToken();
  shop = await freshBusiness(3);
  speaker = await freshProduct(shop.id, 'Test Speaker', 1000);
  radio = await freshProduct(shop.id, 'Test Radio', 1250);
  const item = (p: { id: number }, name: string, quantity: number, lineTotalCents: number) => ({ productId: p.id, name, quantity, lineTotalCents });
  // Counted in 7d: today 23:30 Harare (still 21:30 UTC today), the first day's 00:30 Harare (22:30 UTC the day
  // before it), and yesterday noon (a collection order without a buyer: city Unknown).
  await seedOrder({
    businessId: shop.id,
    createdAt: harareAt(0, 23, 30),
    totalCents: 1000,
    city: 'Harare',
    items: [item(speaker, 'Test Speaker', 1, 1000)],
  });
  await seedOrder({
    businessId: shop.id,
    createdAt: harareAt(6, 0, 30),
    totalCents: 2500,
    city: 'Bulawayo',
    items: [item(radio, 'Test Radio', 2, 2500)],
  });
  await seedOrder({
    businessId: shop.id,
    createdAt: harareAt(1, 12, 0),
    totalCents: 4000,
    status: 'completed',
    items: [item(speaker, 'Test Speaker', 3, 4000)],
  });
  // Outside 7d by half an hour: 23:30 Harare on the day before the range starts. Inside 30d.
  await seedOrder({
    businessId: shop.id,
    createdAt: harareAt(7, 23, 30),
    totalCents: 9900,
    city: 'Mutare',
    items: [item(radio, 'Test Radio', 1, 9900)],
  });
  // Never sales: cancelled, refunded, failed.
  for (const status of ['cancelled', 'refunded', 'failed']) {
    await seedOrder({
      businessId: shop.id,
      createdAt: harareAt(0, 9, 0),
      totalCents: 7000,
      status,
      city: 'Gweru',
      items: [item(speaker, 'Test Speaker', 7, 7000)],
    });
  }
});

describe('dashboard figures in Harare days', () => {
  it('7d: sales exclude cancelled, refunded and failed orders; 23:30 Harare on the last day and 00:30 on the first count', async () => {
    const { status, json } = await dashboard(vendor, { bID: shop.id, range: '7d' });
    expect(status).toBe(200);
    const f = json.data;
    expect(f).toMatchObject({
      range: '7d',
      granularity: 'day',
      to: harareDay(new Date()),
      currency: 'USD',
      salesCents: 7500,
      orders: 3,
      averageOrderCents: 2500,
    });
    expect(f.series).toHaveLength(7);
    expect(f.series[0]).toMatchObject({ bucket: f.from, salesCents: 2500, orders: 1 });
    expect(f.series[5]).toMatchObject({ salesCents: 4000, orders: 1 });
    expect(f.series[6]).toMatchObject({ bucket: f.to, salesCents: 1000, orders: 1 });
    expect(f.series.reduce((s: number, p: { salesCents: number }) => s + p.salesCents, 0)).toBe(7500);
  });

  it('7d: top products by revenue and by units, and where buyers come from', async () => {
    const f = (await dashboard(vendor, { bID: shop.id, range: '7d' })).json.data;
    expect(f.topByRevenue).toEqual([
      { productId: speaker.id, name: 'Test Speaker', slug: speaker.slug, units: 4, revenueCents: 5000 },
      { productId: radio.id, name: 'Test Radio', slug: radio.slug, units: 2, revenueCents: 2500 },
    ]);
    expect(f.topByUnits.map((p: { productId: number }) => p.productId)).toEqual([speaker.id, radio.id]);
    expect(f.cities).toEqual([
      { city: 'Unknown', orders: 1, salesCents: 4000 },
      { city: 'Bulawayo', orders: 1, salesCents: 2500 },
      { city: 'Harare', orders: 1, salesCents: 1000 },
    ]);
  });

  it('30d and 90d include the order half an hour before the 7-day range', async () => {
    for (const range of ['30d', '90d']) {
      const f = (await dashboard(vendor, { bID: shop.id, range })).json.data;
      expect(f).toMatchObject({ range, salesCents: 17400, orders: 4, averageOrderCents: 4350 });
    }
  });

  it('12m: twelve monthly buckets ending with this Harare month, summing to the same sales', async () => {
    const f = (await dashboard(vendor, { bID: shop.id, range: '12m' })).json.data;
    expect(f.granularity).toBe('month');
    expect(f.series).toHaveLength(12);
    expect(f.series.at(-1).bucket).toBe(harareDay(new Date()).slice(0, 7));
    expect(f.salesCents).toBe(17400);
  });

  it('the range defaults to 30 days', async () => {
    expect((await dashboard(vendor, { bID: shop.id })).json.data).toMatchObject({ range: '30d', series: expect.any(Array) });
  });

  it('views and conversion: orders / views; null without views', async () => {
    const before = (await dashboard(vendor, { bID: shop.id, range: '7d' })).json.data;
    expect(before).toMatchObject({ views: 0, conversion: null });
    await recordView({ kind: 'product', slug: speaker.slug });
    await recordView({ kind: 'product', slug: radio.slug });
    await recordView({ kind: 'storefront', slug: shop.slug });
    await recordView({ kind: 'product', slug: speaker.slug }, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1');
    const after = (await dashboard(vendor, { bID: shop.id, range: '7d' })).json.data;
    expect(after.views).toBe(4);
    expect(after.conversion).toBeCloseTo(3 / 4);
    expect(after.series.at(-1).views).toBe(4);
  });

  it('conversion cannot exceed 100 %: orders without a recorded view (no JavaScript, typed by the store) count at most one per view', async () => {
    const store = await freshBusiness(3);
    const lamp = await freshProduct(store.id, 'Test Lamp', 1500);
    for (const hour of [9, 11, 15]) {
      await seedOrder({
        businessId: store.id,
        createdAt: harareAt(1, hour, 0),
        totalCents: 1500,
        items: [{ productId: lamp.id, name: 'Test Lamp', quantity: 1, lineTotalCents: 1500 }],
      });
    }
    await recordView({ kind: 'product', slug: lamp.slug });
    await recordView({ kind: 'product', slug: lamp.slug }, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1');
    const f = (await dashboard(vendor, { bID: store.id, range: '7d' })).json.data;
    expect(f).toMatchObject({ orders: 3, views: 2, conversion: 1 });
  });
});

describe('counters', () => {
  it('new orders, offers waiting for the seller, matching open requests, unread notifications of this store (as its inbox counts them) and the product limit', async () => {
    const now = Date.now();
    const future = new Date(now + 86_400_000).toISOString();
    const past = new Date(now - 86_400_000).toISOString();
    const offer = (uuid: string, status: string, lastActor: string, expiresAt: string) =>
      env.DB.prepare(
        `insert into offers (uuid, product_id, business_id, buyer_id, buyer_name, buyer_phone, amount_cents, status, last_actor, expires_at, created_at, updated_at)
         values (?, ?, ?, 19, 'Buyer', '+263771234567', 900, ?, ?, ?, ?, ?)`,
      )
        .bind(uuid, speaker.id, shop.id, status, lastActor, expiresAt, past, past)
        .run();
    await offer(`a-${now}`, 'pending', 'buyer', future);
    await offer(`b-${now}`, 'countered', 'buyer', future);
    await offer(`c-${now}`, 'countered', 'seller', future); // the buyer's turn
    await offer(`d-${now}`, 'pending', 'buyer', past); // lapsed
    await offer(`e-${now}`, 'accepted', 'seller', future); // final
    const request = (categoryId: number, status: string) =>
      env.DB.prepare(
        `insert into buyer_requests (user_id, title, description, category_id, city, status, created_at, updated_at)
         values (19, 'Looking for a speaker', 'Bluetooth, loud', ?, 'Harare', ?, ?, ?) returning id`,
      )
        .bind(categoryId, status, past, past)
        .first<{ id: number }>();
    await request(3, 'open');
    const answered = await request(3, 'open');
    await env.DB.prepare(
      `insert into buyer_request_responses (request_id, business_id, user_id, message, created_at) values (?, ?, 20, 'We have it', ?)`,
    )
      .bind(answered!.id, shop.id, past)
      .run();
    await request(3, 'closed');
    const otherCategory = await env.DB.prepare('select id from business_categories where id <> 3 order by id limit 1').first<{ id: number }>();
    await request(otherCategory!.id, 'open');
    // News of the vendor's other store (an order that is not this shop's) is not this shop's unread count.
    await env.DB.prepare(
      `insert into notifications (user_id, kind, title, body, link, created_at) values (20, 'order_placed', 'Order elsewhere', 'x', '/dashboard/order/999999/', ?)`,
    )
      .bind(past)
      .run();
    const everyStore = await env.DB.prepare('select count(*) as n from notifications where user_id = 20 and read_at is null').first<{ n: number }>();
    const inbox = await call('GET', `/notifications/count?bID=${shop.id}`, { token: vendor });
    const unread = { n: inbox.json.data.count as number };
    expect(unread.n).toBeLessThan(everyStore!.n);
    const published = await env.DB.prepare(
      "select count(*) as n from products p join businesses b on b.id = p.business_id where b.owner_id = 20 and p.status = 'publish'",
    ).first<{ n: number }>();
    const matchingBefore = await env.DB.prepare(
      `select count(*) as n from buyer_requests r where r.status = 'open' and r.user_id <> 20 and r.category_id = 3
       and not exists (select 1 from buyer_request_responses x where x.request_id = r.id and x.business_id = ?)`,
    )
      .bind(shop.id)
      .first<{ n: number }>();

    const { status, json } = await counters(vendor, shop.id);
    expect(status).toBe(200);
    expect(json.data).toEqual({
      newOrders: 7,
      pendingOffers: 2,
      matchingRequests: matchingBefore!.n,
      unreadNotifications: unread!.n,
      products: { used: published!.n, limit: 200, nearLimit: published!.n >= 160 },
    });
    expect(matchingBefore!.n).toBeGreaterThanOrEqual(1);
  });

  it('opening an order (read) drops the new-order count', async () => {
    const before = (await counters(vendor, shop.id)).json.data.newOrders;
    await env.DB.prepare('update orders set read_by_vendor = 1 where id = (select min(id) from orders where business_id = ?)').bind(shop.id).run();
    expect((await counters(vendor, shop.id)).json.data.newOrders).toBe(before - 1);
  });
});

describe('authorization: only the business runner reads its analytics and counters', () => {
  it('without a login: 401', async () => {
    expect((await dashboard(undefined, { bID: shop.id, range: '7d' })).status).toBe(401);
    expect((await counters(undefined, shop.id)).status).toBe(401);
  });

  it("vendor A cannot read vendor B's business: 403 'You do not manage this business'", async () => {
    const other = await enterpriseToken();
    for (const answer of [await dashboard(other, { bID: shop.id, range: '7d' }), await counters(other, shop.id)]) {
      expect(answer.status).toBe(403);
      expect(answer.json.message).toBe('You do not manage this business');
      expect(JSON.stringify(answer.json)).not.toContain('salesCents');
    }
    const [theirs] = await businessesOf(ENTERPRISE_ID);
    expect((await dashboard(vendor, { bID: theirs.id, range: '7d' })).status).toBe(403);
    expect((await counters(vendor, theirs.id)).status).toBe(403);
  });

  it('a buyer is refused', async () => {
    const buyer = await buyerToken();
    expect((await dashboard(buyer, { bID: shop.id, range: '30d' })).status).toBe(403);
    expect((await counters(buyer, shop.id)).status).toBe(403);
  });

  it("an unknown business: 404 'Business not found'", async () => {
    const answer = await dashboard(vendor, { bID: 99_999_999, range: '7d' });
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe('Business not found');
  });

  it('the vendor reads each of their own businesses', async () => {
    const token = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    for (const b of await businessesOf(20)) expect((await dashboard(token, { bID: b.id, range: '90d' })).status).toBe(200);
  });
});

describe('hostile input is refused with a clear message', () => {
  it.each([
    [{ bID: shop?.id ?? 1, range: '1y' }, 'range: range must be one of 7d, 30d, 90d, 12m'],
    [{ bID: 'abc', range: '7d' }, 'bID: bID must be a number'],
    [{ bID: -1, range: '7d' }, 'bID: bID must be a positive id'],
    [{ bID: 1.5, range: '7d' }, 'bID: bID must be a whole number'],
    [{ range: '7d' }, 'bID: bID is required'],
    [{ bID: '1; drop table orders', range: '7d' }, 'bID: bID must be a number'],
  ])('%j → 400', async (body, message) => {
    const answer = await dashboard(vendor, body);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe(message);
  });

  it('counters: a bad bID is a 400, never a SQL error', async () => {
    for (const bID of ['abc', '0', '1%20or%201=1', '']) {
      const answer = await counters(vendor, bID);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toMatch(/^bID: /);
    }
  });
});
