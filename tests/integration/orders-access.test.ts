/** Who sees and changes which order: buyers, vendors, status transitions (WooCommerce) and tracking without login. */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businessOrders, getOrder, ORDER_MESSAGES, userOrders } from '../../schema/rest/orders';
import { call, clearRateLimits } from './support/accounts';
import { businessId, buyerToken, checkout, countRows, newBuyer, P, placeOrder, product, vendorToken } from './support/buying';

beforeEach(clearRateLimits);

let buyer: string;
let vendor: string;
let borrowdale: number;
let eastlea: number;
let midlands: number;
beforeAll(async () => {
  await clearRateLimits();
  [buyer, vendor] = await Promise.all([buyerToken(), vendorToken()]);
  [borrowdale, eastlea, midlands] = await Promise.all(['borrowdale-digital', 'eastlea-fashion-house', 'midlands-agri-supplies'].map(businessId));
});

/** A fresh pending order of the seeded buyer from Borrowdale Digital (the demo vendor's). */
async function pendingOrder(items: { product: number; quantity: number }[] = [{ product: P.jbl, quantity: 1 }], token = buyer) {
  const { status, json } = await placeOrder(checkout({ items }), token);
  if (status !== 201) throw new Error(`checkout answered ${status}: ${json.message}`);
  return json.data.orders[0] as { id: number; number: string; business: { id: number } };
}

const orderAs = (token: string, body: unknown) => call('POST', '/order', { token, body });
const update = (body: unknown, token = vendor) => call('POST', '/order/update', { token, body });

describe('buyer orders', () => {
  it("the buyer's orders, newest first, with items (the seeded completed order included)", async () => {
    const fresh = await pendingOrder();
    const { status, json } = await call('POST', '/user-orders', { token: buyer });
    expect(status).toBe(200);
    const { load, pageInfo } = userOrders.data.parse(json.data);
    expect(load[0].id).toBe(fresh.id);
    const seeded = load.find((o) => o.number === 'MSK-10001')!;
    expect(seeded).toMatchObject({ status: 'completed', paymentStatus: 'paid', business: { slug: 'borrowdale-digital' } });
    expect(seeded.items).toMatchObject([{ productId: P.jbl, name: 'JBL Flip 6 Bluetooth Speaker', quantity: 1, unitPriceCents: 12000 }]);
    expect(seeded.items[0].image).toMatch(/^\/images\/seed\//);
    expect(pageInfo.total).toBe(load.length);
    expect((await call('POST', '/user-orders')).status).toBe(401);
  });

  it('one order as its buyer answers data.order', async () => {
    const { status, json } = await orderAs(buyer, { orderID: 1, userRole: 'buyer' });
    expect(status).toBe(200);
    expect(getOrder.data.parse(json.data).order).toMatchObject({ id: 1, number: 'MSK-10001', customer: { phone: '263772146318' } });
  });

  it("a buyer can never read another buyer's order", async () => {
    const other = await newBuyer();
    expect((await call('POST', '/user-orders', { token: other.token })).json.data.load).toEqual([]);
    for (const body of [
      { orderID: 1, userRole: 'buyer' },
      { orderID: 1, userRole: 'vendor' },
      { orderID: '1', userRole: 'buyer' },
    ]) {
      const { status, json } = await orderAs(other.token, body);
      expect(status, JSON.stringify(body)).toBe(404);
      expect(json.message).toBe(ORDER_MESSAGES.notFound);
    }
    // Naming the business: not theirs to run.
    expect((await orderAs(other.token, { orderID: 1, userRole: 'vendor', bID: borrowdale })).status).toBe(403);
    // Unknown ids answer the same.
    expect((await orderAs(other.token, { orderID: 999999, userRole: 'buyer' })).json.message).toBe(ORDER_MESSAGES.notFound);
    // Nor change it.
    expect((await update({ bID: borrowdale, orderID: 1, orderStatus: 'refunded' }, other.token)).status).toBe(403);
  });
});

describe('vendor orders', () => {
  it('vendor sees only orders of their own business', async () => {
    const mine = await pendingOrder();
    const notMine = await pendingOrder([{ product: P.fertiliser, quantity: 1 }]);
    const { status, json } = await call('POST', '/orders', { token: vendor, body: { bID: borrowdale } });
    expect(status).toBe(200);
    const list = businessOrders.data.parse(json.data);
    expect(list.orders.map((o) => o.id)).toContain(mine.id);
    expect(list.orders.every((o) => o.business.id === borrowdale)).toBe(true);
    expect(list.unreadCount).toBeGreaterThanOrEqual(1);
    expect(
      (await call('POST', '/orders', { token: vendor, body: { bID: borrowdale, unread: true } })).json.data.orders.every(
        (o: { readStatus: boolean }) => !o.readStatus,
      ),
    ).toBe(true);
    const completed = await env.DB.prepare("select id from orders where business_id = ? and status = 'completed' order by created_at desc")
      .bind(borrowdale)
      .all<{ id: number }>();
    expect(completed.results.length).toBeGreaterThan(1);
    expect(
      (await call('POST', '/orders', { token: vendor, body: { bID: borrowdale, status: 'completed' } })).json.data.orders.map(
        (o: { id: number }) => o.id,
      ),
    ).toEqual(completed.results.map((r) => r.id));

    // Another vendor's business: 403 (requireBusinessRunner); an order not of the bID given: 404.
    expect((await call('POST', '/orders', { token: vendor, body: { bID: midlands } })).status).toBe(403);
    expect((await orderAs(vendor, { orderID: notMine.id, userRole: 'vendor' })).status).toBe(404);
    expect((await orderAs(vendor, { orderID: notMine.id, userRole: 'vendor', bID: borrowdale })).status).toBe(404);
    // One's own order under one's other business: 404 too (bID must be the order's business).
    expect((await orderAs(vendor, { orderID: mine.id, userRole: 'vendor', bID: eastlea })).status).toBe(404);
    expect((await orderAs(vendor, { orderID: mine.id, userRole: 'vendor', bID: borrowdale })).status).toBe(200);
    // A buyer is no vendor of anything.
    expect((await call('POST', '/orders', { token: buyer, body: { bID: borrowdale } })).status).toBe(403);
    expect((await orderAs(buyer, { orderID: mine.id, userRole: 'vendor', bID: borrowdale })).status).toBe(403);
    // The vendor is not the buyer of it.
    expect((await orderAs(vendor, { orderID: mine.id, userRole: 'buyer' })).status).toBe(404);
  });

  it('readStatus: true marks the order read', async () => {
    const order = await pendingOrder();
    const { status, json } = await update({ bID: borrowdale, orderID: order.id, readStatus: true });
    expect(status).toBe(200);
    expect(json.data.order).toMatchObject({ id: order.id, readStatus: true, status: 'pending' });
    expect((await update({ bID: borrowdale, orderID: order.id, readStatus: false })).status).toBe(400);
    expect((await update({ bID: borrowdale, orderID: order.id })).json.message).toBe(ORDER_MESSAGES.nothingToUpdate);
  });

  it('order status transitions', async () => {
    const order = await pendingOrder([{ product: P.jbl, quantity: 2 }]);
    const step = async (orderStatus: string) => update({ bID: borrowdale, orderID: order.id, orderStatus });

    const processing = await step('processing');
    expect(processing.status).toBe(200);
    expect(processing.json.data.order).toMatchObject({
      status: 'processing',
      nextStatuses: ['on-hold', 'completed', 'cancelled', 'refunded', 'failed'],
    });
    // The same status again is a no-op, not an error.
    expect((await step('processing')).status).toBe(200);
    const completed = await step('completed');
    expect(completed.json.data.order).toMatchObject({ status: 'completed', paymentStatus: 'paid', nextStatuses: ['refunded'] });

    const back = await step('pending');
    expect(back.status).toBe(409);
    expect(back.json.message).toBe('An order that is completed cannot be changed to pending');
    expect((await step('processing')).status).toBe(409);

    const stockBefore = (await product(P.jbl)).stock_quantity;
    const refunded = await step('refunded');
    expect(refunded.json.data.order).toMatchObject({ status: 'refunded', paymentStatus: 'refunded', nextStatuses: [] });
    expect((await product(P.jbl)).stock_quantity).toBe(stockBefore + 2);
    expect((await step('completed')).status).toBe(409);
    expect((await step('shipped')).status).toBe(400);

    // The buyer heard of each change, linked to their order page.
    const notes = await env.DB.prepare("select title, link from notifications where user_id = 19 and kind = 'order_status' and link = ? order by id")
      .bind(`/account/order/${order.id}`)
      .all<{ title: string }>();
    expect(notes.results.map((n) => n.title)).toEqual([
      `Order ${order.number} is being processed`,
      `Order ${order.number} is completed`,
      `Order ${order.number} is refunded`,
    ]);
  });

  it('cancelling puts the stock back once; cancelled is final', async () => {
    const before = (await product(P.jbl)).stock_quantity as number;
    const order = await pendingOrder([{ product: P.jbl, quantity: 4 }]);
    expect((await product(P.jbl)).stock_quantity).toBe(before - 4);
    expect((await update({ bID: borrowdale, orderID: order.id, orderStatus: 'cancelled' })).status).toBe(200);
    expect((await product(P.jbl)).stock_quantity).toBe(before);
    expect((await update({ bID: borrowdale, orderID: order.id, orderStatus: 'cancelled' })).status).toBe(200);
    expect((await update({ bID: borrowdale, orderID: order.id, orderStatus: 'processing' })).status).toBe(409);
    expect((await product(P.jbl)).stock_quantity).toBe(before);
  });

  it('only the vendor changes an order: its buyer cannot, nor a vendor through another business', async () => {
    const order = await pendingOrder();
    expect((await update({ bID: borrowdale, orderID: order.id, orderStatus: 'completed' }, buyer)).status).toBe(403);
    expect((await update({ bID: eastlea, orderID: order.id, orderStatus: 'completed' })).status).toBe(404);
    expect((await update({ bID: midlands, orderID: order.id, orderStatus: 'completed' })).status).toBe(403);
    expect((await orderAs(buyer, { orderID: order.id, userRole: 'buyer' })).json.data.order.status).toBe('pending');
  });

  it('hostile input answers 400', async () => {
    for (const body of [
      { bID: '4 or 1=1', orderID: 1, orderStatus: 'completed' },
      { bID: borrowdale, orderID: -1, orderStatus: 'completed' },
      { bID: borrowdale, orderID: 1e20, orderStatus: 'completed' },
      { bID: borrowdale, orderID: 1, orderStatus: "completed'; --" },
      '{"bID":',
    ]) {
      expect((await update(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await orderAs(buyer, { orderID: 'abc', userRole: 'buyer' })).status).toBe(400);
    expect((await orderAs(buyer, { orderID: 1, userRole: 'admin' })).status).toBe(400);
  });
});

describe('order tracking without login', () => {
  let ipSerial = 0;
  // Each call from its own address unless a test means to share one (the limit is tested on its own).
  const track = (body: unknown, ip = `192.0.2.${++ipSerial % 250}`) => call('POST', '/orders/track', { body, ip });

  it('tracking needs the matching phone or email', async () => {
    for (const contact of ['263772146318', '0772146318', '+263 77 214 6318', '077-214-6318', 'buyer@musika.co.zw', 'BUYER@Musika.co.zw']) {
      const { status, json } = await track({ number: 'MSK-10001', contact });
      expect(status, contact).toBe(200);
      expect(json.data.order).toMatchObject({ number: 'MSK-10001', status: 'completed', totalCents: 12300, items: [{ productId: P.jbl }] });
      // No contact details or address for whoever holds a number.
      expect(json.data.order.customer).toBeUndefined();
      expect(json.data.order.deliveryAddress).toBeUndefined();
    }
    expect((await track({ number: 'msk-10001', contact: '0772146318' })).status).toBe(200);
    const wrongContact = await track({ number: 'MSK-10001', contact: '0772000000' });
    const wrongEmail = await track({ number: 'MSK-10001', contact: 'someone@musika.co.zw' });
    const wrongNumber = await track({ number: 'MSK-99999', contact: '0772146318' });
    for (const answer of [wrongContact, wrongEmail, wrongNumber]) {
      expect(answer.status).toBe(404);
      expect(answer.json.message).toBe(ORDER_MESSAGES.trackNotFound);
    }
    expect(wrongContact.json).toEqual(wrongNumber.json);
    expect((await track({ number: 'MSK-10001' })).status).toBe(400);
    expect((await track({ number: "MSK-10001' or '1'='1", contact: "x' or '1'='1" })).status).toBe(404);
  });

  it('is rate limited to 10 a minute per IP', async () => {
    const ip = '198.51.100.200';
    for (let i = 0; i < 10; i++) expect((await track({ number: 'MSK-99999', contact: '0772146318' }, ip)).status).toBe(404);
    const limited = await track({ number: 'MSK-10001', contact: '0772146318' }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await track({ number: 'MSK-10001', contact: '0772146318' }, '198.51.100.201')).status).toBe(200);
  });

  it("a guest's order is tracked with the guest's phone", async () => {
    const { json } = await placeOrder(checkout({ contact: { name: 'Guest', phone: '0719 555 444', email: 'guest@example.co.zw' } }));
    const number = json.data.orders[0].number;
    expect((await track({ number, contact: '+263719555444' })).status).toBe(200);
    expect((await track({ number, contact: 'guest@example.co.zw' })).status).toBe(200);
    expect((await track({ number, contact: '263772146318' })).status).toBe(404);
    expect(await countRows('orders', 'number = ?', number)).toBe(1);
  });
});
