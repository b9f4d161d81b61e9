/**
 * The store's orders over REST (POST /orders, /order, /order/update, /orders/create with bID): filters by
 * status, Harare-day range and search, paging, the new-order count, read marking, transitions, the stock
 * rule (exactly once), buyer notifications, manual orders, and authorization across businesses.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businessOrders, ORDER_MESSAGES } from '../../schema/rest/orders';
import { call, clearRateLimits } from './support/accounts';
import {
  businessId,
  buyerToken,
  checkout,
  countRows,
  idemKey,
  insertOffer,
  P,
  placeOrder,
  product,
  variationsOf,
  vendorToken,
} from './support/buying';

const T = 30_000;
let buyer: string;
let vendor: string;
let borrowdale: number;
let eastlea: number;
let midlands: number;
beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  [buyer, vendor] = await Promise.all([buyerToken(), vendorToken()]);
  [borrowdale, eastlea, midlands] = await Promise.all(['borrowdale-digital', 'eastlea-fashion-house', 'midlands-agri-supplies'].map(businessId));
}, T);

async function pendingOrder(
  items: { product: number; variation: number; quantity: number }[] = [{ product: P.jbl, variation: 0, quantity: 1 }],
  contact?: object,
) {
  const { status, json } = await placeOrder(checkout({ items, ...(contact ? { contact } : {}) }), buyer);
  if (status !== 201) throw new Error(`checkout answered ${status}: ${json.message}`);
  return json.data.orders[0] as { id: number; number: string };
}
const list = (body: object, token = vendor) => call('POST', '/orders', { token, body: { bID: borrowdale, ...body } });
const update = (body: object, token = vendor) => call('POST', '/order/update', { token, body: { bID: borrowdale, ...body } });
const ids = (json: any) => (json.data.orders as { id: number }[]).map((o) => o.id);
const setCreated = (id: number, iso: string) => env.DB.prepare('update orders set created_at = ? where id = ?').bind(iso, id).run();

describe('order list filters', { timeout: T }, () => {
  it('filters by status and by Harare days (both ends included, edges at 22:00 UTC)', async () => {
    const [late, early, next] = [await pendingOrder(), await pendingOrder(), await pendingOrder()];
    // 23:59:59 CAT on 30 March, 00:00 CAT on 31 March, 00:00 CAT on 1 April.
    await setCreated(late.id, '2031-03-30T21:59:59.999Z');
    await setCreated(early.id, '2031-03-30T22:00:00.000Z');
    await setCreated(next.id, '2031-03-31T22:00:00.000Z');
    const day = await list({ from: '2031-03-31', to: '2031-03-31' });
    expect(day.status).toBe(200);
    expect(ids(day.json)).toEqual([early.id]);
    expect(ids((await list({ from: '2031-03-30', to: '2031-03-31' })).json)).toEqual([early.id, late.id]);
    expect(ids((await list({ from: '2031-04-01' })).json)).toEqual([next.id]);
    expect(ids((await list({ to: '2031-03-30', status: 'pending', perPage: 100 })).json)).toContain(late.id);

    await update({ orderID: early.id, orderStatus: 'processing' });
    expect(ids((await list({ status: 'processing', from: '2031-03-31', to: '2031-03-31' })).json)).toEqual([early.id]);
    expect(ids((await list({ status: 'pending', from: '2031-03-31', to: '2031-03-31' })).json)).toEqual([]);
  });

  it('refuses bad dates, a backwards range and unknown statuses with clear messages', async () => {
    for (const [body, message] of [
      [{ from: '2031-02-30' }, 'from is not a real date'],
      [{ to: '30/03/2031' }, 'to must be a date like 2026-03-31'],
      [{ from: '2031-04-02', to: '2031-04-01' }, ORDER_MESSAGES.badRange],
      [{ status: 'shipped' }, 'status must be one of pending, processing, on-hold, completed, cancelled, refunded, failed'],
      [{ search: 'x'.repeat(101) }, 'search must be at most 100 characters'],
    ] as const) {
      const { status, json } = await list(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json.message).toContain(message);
    }
  });

  it('searches by order number (with or without MSK-), customer name and phone in any form', async () => {
    const order = await pendingOrder(undefined, { name: 'Farai Zvobgo-Test', phone: '0719 444 321', email: '' });
    const digits = order.number.slice(4);
    for (const search of [order.number, order.number.toLowerCase(), digits, 'Zvobgo-Test', 'farai zvob', '0719444321', '+263 719 444 321']) {
      expect(ids((await list({ search })).json), search).toContain(order.id);
    }
    // LIKE wildcards typed by the vendor are plain characters, and SQL stays data.
    expect(ids((await list({ search: '%' })).json)).toEqual([]);
    expect(ids((await list({ search: '_' })).json)).toEqual([]);
    expect((await list({ search: "' or 1=1 --" })).json.data.orders).toEqual([]);
  });

  it('pages with page, perPage and the total', async () => {
    await pendingOrder();
    await pendingOrder();
    const all = businessOrders.data.parse((await list({ perPage: 100 })).json.data);
    const second = businessOrders.data.parse((await list({ page: 2, perPage: 1 })).json.data);
    expect(second.pageInfo).toMatchObject({ page: 2, perPage: 1, total: all.pageInfo.total, totalPages: all.pageInfo.total });
    expect(second.orders.map((o) => o.id)).toEqual([all.orders[1].id]);
    expect((await list({ perPage: 101 })).status).toBe(400);
  });
});

describe('new orders and reading', { timeout: T }, () => {
  it('opening marks an order read and the new-order count drops by one', async () => {
    const order = await pendingOrder();
    const before = (await list({ unread: true, perPage: 100 })).json.data;
    expect(ids({ data: before })).toContain(order.id);
    const opened = await call('POST', '/order', { token: vendor, body: { bID: borrowdale, orderID: order.id, userRole: 'vendor' } });
    expect(opened.json.data.order.readStatus).toBe(false);
    expect(opened.json.data.history[0]).toMatchObject({ title: `Order ${order.number} placed` });
    expect((await update({ orderID: order.id, readStatus: true })).json.data.order.readStatus).toBe(true);
    const after = (await list({ unread: true, perPage: 100 })).json.data;
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(ids({ data: after })).not.toContain(order.id);
  });
});

describe('status changes', { timeout: T }, () => {
  it('an impossible transition is refused with a clear message and changes nothing', async () => {
    const order = await pendingOrder();
    await update({ orderID: order.id, orderStatus: 'completed' });
    const refused = await update({ orderID: order.id, orderStatus: 'processing' });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('An order that is completed cannot be changed to processing');
  });

  it('cancelling or refunding puts the stock back exactly once (cancel → refund included)', async () => {
    const start = (await product(P.jbl)).stock_quantity as number;
    const a = await pendingOrder([{ product: P.jbl, variation: 0, quantity: 3 }]);
    expect((await update({ orderID: a.id, orderStatus: 'cancelled' })).status).toBe(200);
    expect((await product(P.jbl)).stock_quantity).toBe(start);
    expect((await update({ orderID: a.id, orderStatus: 'refunded' })).status).toBe(409);
    expect((await update({ orderID: a.id, orderStatus: 'cancelled' })).status).toBe(200);
    expect((await product(P.jbl)).stock_quantity).toBe(start);

    const b = await pendingOrder([{ product: P.jbl, variation: 0, quantity: 2 }]);
    await update({ orderID: b.id, orderStatus: 'processing' });
    await update({ orderID: b.id, orderStatus: 'completed' });
    expect((await product(P.jbl)).stock_quantity).toBe(start - 2);
    await update({ orderID: b.id, orderStatus: 'refunded' });
    await update({ orderID: b.id, orderStatus: 'refunded' });
    expect((await update({ orderID: b.id, orderStatus: 'cancelled' })).status).toBe(409);
    expect((await product(P.jbl)).stock_quantity).toBe(start);
  });

  it("a size/colour row's order takes its units off the row and the listing, and a cancel returns both: the listing's stock stays the rows' sum", async () => {
    const rowsSum = async () => (await variationsOf(P.jacket)).reduce((n, v) => n + (v.stock_quantity ?? 0), 0);
    const start = (await product(P.jacket)).stock_quantity as number;
    expect(await rowsSum()).toBe(start);
    const [row] = await variationsOf(P.jacket);
    const order = await pendingOrder([{ product: P.jacket, variation: row.id, quantity: 2 }]);
    expect((await product(P.jacket)).stock_quantity).toBe(start - 2);
    expect(await rowsSum()).toBe(start - 2);
    expect((await update({ bID: eastlea, orderID: order.id, orderStatus: 'cancelled' })).status).toBe(200);
    expect((await product(P.jacket)).stock_quantity).toBe(start);
    expect(await rowsSum()).toBe(start);
  });

  it('two cancels sent at once return the stock once and tell the buyer once', async () => {
    const start = (await product(P.jbl)).stock_quantity as number;
    const order = await pendingOrder([{ product: P.jbl, variation: 0, quantity: 2 }]);
    const answers = await Promise.all([1, 2, 3].map(() => update({ orderID: order.id, orderStatus: 'cancelled' })));
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect((await product(P.jbl)).stock_quantity).toBe(start);
    expect(await countRows('notifications', "kind = 'order_status' and link = ?", `/account/order/${order.id}`)).toBe(1);
  });

  it('each status change notifies the buyer, and shows in the order history', async () => {
    const order = await pendingOrder();
    await update({ orderID: order.id, orderStatus: 'processing' });
    await update({ orderID: order.id, orderStatus: 'on-hold' });
    const { json } = await call('POST', '/order', { token: vendor, body: { bID: borrowdale, orderID: order.id, userRole: 'vendor' } });
    expect(json.data.history.map((h: { title: string }) => h.title)).toEqual([
      `Order ${order.number} placed`,
      `Order ${order.number} is being processed`,
      `Order ${order.number} is on hold`,
    ]);
    const notes = await env.DB.prepare("select body from notifications where user_id = 19 and kind = 'order_status' and link = ? order by id")
      .bind(`/account/order/${order.id}`)
      .all<{ body: string }>();
    expect(notes.results.at(-1)!.body).toBe(`Borrowdale Digital changed your order ${order.number} from being processed to on hold.`);
  });
});

describe('authorization across businesses', { timeout: T }, () => {
  it('vendor A cannot list, open or update the orders of business B, nor one business’s order through another', async () => {
    const mine = await pendingOrder();
    const theirs = await pendingOrder([{ product: P.fertiliser, variation: 0, quantity: 1 }]);
    expect((await list({ bID: midlands })).status).toBe(403);
    expect((await list({ bID: 999999 })).status).toBe(404);
    expect((await call('POST', '/orders', { body: { bID: borrowdale } })).status).toBe(401);
    const open = (bID: number, orderID: number) => call('POST', '/order', { token: vendor, body: { bID, orderID, userRole: 'vendor' } });
    expect((await open(midlands, theirs.id)).status).toBe(403);
    expect((await open(borrowdale, theirs.id)).status).toBe(404);
    expect((await open(eastlea, mine.id)).status).toBe(404);
    expect((await update({ bID: borrowdale, orderID: theirs.id, orderStatus: 'cancelled' })).status).toBe(404);
    expect((await update({ bID: midlands, orderID: theirs.id, orderStatus: 'cancelled' })).status).toBe(403);
    expect((await update({ bID: eastlea, orderID: mine.id, readStatus: true })).status).toBe(404);
    expect((await list({}, buyer)).status).toBe(403);
  });
});

describe('manual orders (POST /orders/create with bID)', { timeout: T }, () => {
  const manual = (overrides: Record<string, unknown> = {}, token: string | null = vendor) =>
    placeOrder(
      checkout({
        bID: borrowdale,
        contact: { name: 'Tatenda Phone-Order', phone: '0773 111 222', email: '' },
        fulfilment: 'collection',
        deliveryAddress: null,
        items: [{ product: P.jbl, variation: 0, quantity: 2 }],
        ...overrides,
      }),
      token ?? undefined,
    );

  it('creates an order for a customer who ordered by phone: stock taken, read, nobody’s login, idempotent', async () => {
    const start = (await product(P.jbl)).stock_quantity as number;
    const key = idemKey();
    const { status, json } = await manual({ idempotencyKey: key });
    expect(status).toBe(201);
    const order = json.data.orders[0];
    expect(order).toMatchObject({
      business: { id: borrowdale },
      userId: null,
      readStatus: true,
      status: 'pending',
      fulfilment: 'collection',
      customer: { name: 'Tatenda Phone-Order', phone: '263773111222' },
      totalCents: 24000,
      deliveryCents: 0,
    });
    expect((await product(P.jbl)).stock_quantity).toBe(start - 2);
    const again = await manual({ idempotencyKey: key });
    expect(again.json.data.orders[0].id).toBe(order.id);
    expect((await product(P.jbl)).stock_quantity).toBe(start - 2);
    // The vendor typed it: no "new order" news for them.
    expect(await countRows('notifications', 'link = ?', `/dashboard/order/${order.id}/`)).toBe(0);
  });

  it('delivers with an address and variations of the business’s own products', async () => {
    const [size] = await variationsOf(P.jacket);
    const { status, json } = await manual({
      bID: eastlea,
      fulfilment: 'delivery',
      deliveryAddress: { address1: '5 Samora Machel Ave', suburb: 'CBD', city: 'Harare' },
      items: [{ product: P.jacket, variation: size.id, quantity: 1 }],
    });
    expect(status).toBe(201);
    expect(json.data.orders[0]).toMatchObject({ deliveryCents: 300, items: [{ variationId: size.id, quantity: 1 }] });
  });

  it('refuses bad and hostile input with clear messages', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ items: [{ product: P.fertiliser, variation: 0, quantity: 1 }] }, 400, 'Ammonium Nitrate (AN) 50kg is not a product of this business'],
      [
        { items: [{ product: P.jbl, variation: 0, quantity: 1, offerUuid: (await insertOffer()).uuid }] },
        400,
        'An order entered for a customer cannot use an offer',
      ],
      [{ contact: { name: 'X', phone: '12345' } }, 400, 'Enter a Zimbabwean number: +263 followed by 9 digits'],
      [{ fulfilment: 'delivery', deliveryAddress: null }, 400, ORDER_MESSAGES.addressRequired],
      [{ items: [] }, 400, 'The order has no items'],
      [{ bID: '1 or 1=1' }, 400, 'bID must be a number'],
      [{ bID: midlands }, 403, 'You do not manage this business'],
      [{ items: [{ product: P.jbl, variation: 0, quantity: 100 }] }, 400, 'You can order at most 99 of an item'],
    ];
    for (const [overrides, status, message] of cases) {
      const answer = await manual(overrides);
      expect(answer.status, JSON.stringify(overrides)).toBe(status);
      expect(answer.json.message).toContain(message);
    }
    expect((await manual({}, null)).status).toBe(401);
    expect((await manual({}, buyer)).status).toBe(403);
  });
});
