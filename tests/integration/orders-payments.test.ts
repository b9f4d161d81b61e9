/**
 * Paying for orders at checkout (issue #11 item 4) against the Paynow sandbox: one payment per checkout (split
 * into per-store orders), orders paid only by the settled payment, failures leave them waiting for a new try,
 * idempotent submits, and the payment shown to its payer only.
 */
import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrder, payCheckout } from '../../schema/rest/orders';
import type { PaymentView } from '../../schema/rest/payments';
import { createDb } from '../../backend/db/client';
import { orderEffects } from '../../backend/payments/effects/order';
import { runBatch } from '../../backend/db/run-batch';
import { toZwgCents } from '../../backend/money/rates';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken, checkout, countRows, idemKey, newBuyer, P, placeOrder } from './support/buying';

beforeEach(clearRateLimits);

let token: string;
beforeAll(async () => {
  await clearRateLimits();
  token = await buyerToken();
});

const PAID_NUMBER = '0771111111';
const BROKE_NUMBER = '0774444444';
const GUEST_PHONE = '263771000222';

const payNow = (overrides: Record<string, unknown> = {}) =>
  checkout({ paymentMethod: 'ecocash', mobileMoneyNo: PAID_NUMBER, items: [{ product: P.fertiliser, quantity: 1 }], ...overrides });

/** As the seeded buyer, or as a guest (null). */
async function placePayNow(body: Record<string, unknown>, bearer: string | null = token) {
  const { status, json } = await placeOrder(body, bearer ?? undefined);
  expect(status, json.message).toBe(201);
  return createOrder.data.parse(json.data);
}

const statusOf = (reference: string, options: { token?: string; phone?: string; now?: number } = {}) =>
  call('GET', `/payments/status?reference=${reference}${options.phone ? `&phone=${options.phone}` : ''}`, { token: options.token, now: options.now });

/** Past the sandbox's longest test-number delay (30 s) and the poll throttle: by then every payment is decided. */
const DECIDED_AFTER_MS = 60_000;

/**
 * The payment as its payer reads it once the sandbox has decided: one read with the backend's clock pinned past
 * the sandbox's delays (the poll asks the sandbox, which reads the same clock), so the test waits for nothing.
 */
async function settled(reference: string, options: { token?: string; phone?: string } = { token }): Promise<PaymentView> {
  const { status, json } = await statusOf(reference, { ...options, now: Date.now() + DECIDED_AFTER_MS });
  expect(status, json.message).toBe(200);
  return json.data.payment as PaymentView;
}

const ordersOf = async (checkoutId: string) =>
  (
    await env.DB.prepare('select id, status, payment_status, payment_method, rate_micros from orders where checkout_id = ? order by id')
      .bind(checkoutId)
      .all<Record<string, any>>()
  ).results;

describe('paying at checkout', () => {
  it('a pay-now checkout answers one pending payment, then the verified payment marks its orders paid and processing', async () => {
    const answer = await placePayNow(payNow());
    expect(answer.payment).toMatchObject({
      purpose: 'order',
      purposeRef: answer.checkoutId,
      status: 'pending',
      method: 'ecocash',
      currency: 'USD',
      usdCents: answer.totalCents,
    });
    const before = await ordersOf(answer.checkoutId);
    expect(before).toMatchObject([{ status: 'pending', payment_status: 'pending', payment_method: 'ecocash' }]);
    // The order keeps the USD→ZWG rate of the day it was placed.
    expect(before[0].rate_micros).toBeGreaterThan(0);

    const payment = await settled(answer.payment!.reference);
    expect(payment.status).toBe('paid');
    expect(await ordersOf(answer.checkoutId)).toMatchObject([{ status: 'processing', payment_status: 'paid' }]);
    // The store and the buyer hear of the payment, once.
    expect(await countRows('notifications', "kind = 'order_paid' and link = ?", `/dashboard/order/${before[0].id}/`)).toBe(1);
    expect(await countRows('notifications', "kind = 'order_paid' and user_id = 19 and link = ?", `/account/order/${before[0].id}`)).toBe(1);
  });

  it('a payment that fails (insufficient balance) leaves the orders pending with payment failed', async () => {
    const answer = await placePayNow(payNow({ mobileMoneyNo: BROKE_NUMBER }));
    const payment = await settled(answer.payment!.reference);
    expect(payment.status).toBe('failed');
    expect(payment.message).toBe('Payment failed');
    expect(await ordersOf(answer.checkoutId)).toMatchObject([{ status: 'pending', payment_status: 'failed' }]);
  });

  it('a double submit answers the same orders and the same one payment', async () => {
    const body = payNow();
    const first = await placePayNow(body);
    const second = await placePayNow(body);
    expect(second.checkoutId).toBe(first.checkoutId);
    expect(second.payment!.reference).toBe(first.payment!.reference);
    expect(await countRows('payments', 'purpose_ref = ?', first.checkoutId)).toBe(1);
    expect(await countRows('orders', 'checkout_id = ?', first.checkoutId)).toBe(1);
  });

  it('a multi-store cart is one payment for the per-store orders, and paying it pays both', async () => {
    const answer = await placePayNow(
      payNow({
        items: [
          { product: P.fertiliser, quantity: 1 },
          { product: P.jbl, quantity: 1 },
        ],
      }),
    );
    expect(answer.orders).toHaveLength(2);
    expect(answer.payment!.usdCents).toBe(answer.orders[0].totalCents + answer.orders[1].totalCents);
    expect(await countRows('payments', 'purpose_ref = ?', answer.checkoutId)).toBe(1);
    expect((await settled(answer.payment!.reference)).status).toBe('paid');
    expect(await ordersOf(answer.checkoutId)).toMatchObject([
      { status: 'processing', payment_status: 'paid' },
      { status: 'processing', payment_status: 'paid' },
    ]);
  });

  it('an express method needs a mobile money number', async () => {
    const { status, json } = await placeOrder(payNow({ mobileMoneyNo: undefined }), token);
    expect(status).toBe(400);
    expect(json.message).toContain('The mobile money number is required to pay with EcoCash, OneMoney or InnBucks');
  });

  it('paying in ZWG converts the USD total at the rate the orders keep', async () => {
    const answer = await placePayNow(payNow({ currency: 'ZWG' }));
    const [order] = await ordersOf(answer.checkoutId);
    expect(answer.payment).toMatchObject({ currency: 'ZWG', usdCents: answer.totalCents, rateMicros: order.rate_micros });
    expect(answer.payment!.amountCents).toBe(toZwgCents(answer.totalCents, order.rate_micros));
  });

  it('cash on delivery starts no payment', async () => {
    const answer = await placePayNow(checkout({ items: [{ product: P.fertiliser, quantity: 1 }] }));
    expect(answer.payment).toBeNull();
    expect(await countRows('payments', 'purpose_ref = ?', answer.checkoutId)).toBe(0);
    expect(await ordersOf(answer.checkoutId)).toMatchObject([{ payment_status: 'unpaid', payment_method: 'cash_on_delivery' }]);
  });
});

describe('trying again', () => {
  it('after a failure the buyer pays the same orders with a new payment; paid orders refuse another', async () => {
    const answer = await placePayNow(payNow({ mobileMoneyNo: BROKE_NUMBER }));
    expect((await settled(answer.payment!.reference)).status).toBe('failed');

    const retryBody = { checkoutId: answer.checkoutId, paymentMethod: 'onemoney', mobileMoneyNo: PAID_NUMBER, idempotencyKey: idemKey() };
    const retry = await call('POST', '/orders/pay', { token, body: retryBody });
    expect(retry.status, retry.json.message).toBe(200);
    const next = payCheckout.data.parse(retry.json.data).payment;
    expect(next.reference).not.toBe(answer.payment!.reference);
    expect(next).toMatchObject({ purposeRef: answer.checkoutId, method: 'onemoney', status: 'pending' });
    expect(await ordersOf(answer.checkoutId)).toMatchObject([{ payment_status: 'pending', payment_method: 'onemoney' }]);
    // The same try submitted twice is the same payment.
    const again = await call('POST', '/orders/pay', { token, body: retryBody });
    expect(again.json.data.payment.reference).toBe(next.reference);

    expect((await settled(next.reference)).status).toBe('paid');
    expect(await ordersOf(answer.checkoutId)).toMatchObject([{ status: 'processing', payment_status: 'paid' }]);
    const late = await call('POST', '/orders/pay', { token, body: { ...retryBody, idempotencyKey: idemKey() } });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe('These orders are already paid');
  });

  it('a new try waits while an earlier payment is still open (on the phone, or on the Paynow page)', async () => {
    const answer = await placePayNow(payNow({ paymentMethod: 'web', mobileMoneyNo: undefined }));
    const retry = await call('POST', '/orders/pay', {
      token,
      body: { checkoutId: answer.checkoutId, paymentMethod: 'ecocash', mobileMoneyNo: PAID_NUMBER, idempotencyKey: idemKey() },
    });
    expect(retry.status).toBe(409);
  });

  it('a guest pays again with the phone the orders were placed with', async () => {
    const answer = await placePayNow(payNow({ mobileMoneyNo: BROKE_NUMBER, contact: { name: 'Tariro Guest', phone: GUEST_PHONE } }), null);
    expect((await settled(answer.payment!.reference, { phone: BROKE_NUMBER })).status).toBe('failed');
    const body = { checkoutId: answer.checkoutId, paymentMethod: 'innbucks', mobileMoneyNo: PAID_NUMBER, idempotencyKey: idemKey() };
    expect((await call('POST', '/orders/pay', { body })).status).toBe(404);
    const retry = await call('POST', '/orders/pay', { body: { ...body, phone: '+263 77 100 0222' } });
    expect(retry.status, retry.json.message).toBe(200);
    expect(retry.json.data.payment).toMatchObject({ method: 'innbucks', status: 'pending', purposeRef: answer.checkoutId });
  });

  it("nobody else can pay again for someone's checkout: it is not found", async () => {
    const answer = await placePayNow(payNow({ mobileMoneyNo: BROKE_NUMBER }));
    const stranger = await newBuyer();
    const body = { checkoutId: answer.checkoutId, paymentMethod: 'ecocash', mobileMoneyNo: PAID_NUMBER, idempotencyKey: idemKey() };
    expect((await call('POST', '/orders/pay', { token: stranger.token, body })).status).toBe(404);
    expect((await call('POST', '/orders/pay', { body: { ...body, phone: '0772146318' } })).status).toBe(404);
  });
});

describe('who sees the payment', () => {
  it('nobody else can read the payment; a guest reads theirs with the number it was paid from', async () => {
    const mine = await placePayNow(payNow());
    const stranger = await newBuyer();
    expect((await statusOf(mine.payment!.reference, { token: stranger.token })).status).toBe(404);
    expect((await statusOf(mine.payment!.reference)).status).not.toBe(200);
    expect((await statusOf(mine.payment!.reference, { token })).status).toBe(200);

    const guest = await placePayNow(payNow({ contact: { name: 'Tariro Guest', phone: GUEST_PHONE } }), null);
    expect(guest.payment).toMatchObject({ status: 'pending' });
    expect((await statusOf(guest.payment!.reference)).status).not.toBe(200);
    expect((await statusOf(guest.payment!.reference, { phone: '0772146318' })).status).toBe(404);
    expect((await statusOf(guest.payment!.reference, { phone: PAID_NUMBER })).status).toBe(200);
  });

  it('a guest paying by card reads the payment with the phone the orders were placed with, and Paynow returns to its page', async () => {
    const guest = await placePayNow(
      checkout({ paymentMethod: 'web', contact: { name: 'Tariro Guest', phone: GUEST_PHONE }, items: [{ product: P.fertiliser, quantity: 1 }] }),
      null,
    );
    expect((await statusOf(guest.payment!.reference, { phone: GUEST_PHONE })).status).toBe(200);
    expect((await statusOf(guest.payment!.reference, { phone: '0772146318' })).status).toBe(404);
    const sent = await env.DB.prepare('select return_url from paynow_sandbox_transactions where reference = ?')
      .bind(guest.payment!.reference)
      .first<{ return_url: string }>();
    expect(new URL(sent!.return_url).pathname).toBe(`/checkout/payment/${guest.payment!.reference}`);
  });
});

describe('settlement effects of an order payment', () => {
  it('a second paid payment for already-paid orders changes nothing and tells no store again', async () => {
    const answer = await placePayNow(checkout({ paymentMethod: 'web', items: [{ product: P.fertiliser, quantity: 1 }] }));
    const db = createDb(env.DB);
    const row = await db.get<Record<string, unknown>>(sql`select * from payments where purpose_ref = ${answer.checkoutId}`);
    const payment = { ...(row as any), purposeRef: answer.checkoutId, reference: 'MSK-PAY-TEST000001', id: 999_001 };
    const now = new Date().toISOString();
    const won = sql`1 = 1`;
    await runBatch(db, await orderEffects.paid({ db, payment, won, now }));
    const storeNotes = await countRows('notifications', "kind = 'order_paid' and link = ?", `/dashboard/order/${answer.orders[0].id}/`);
    expect(storeNotes).toBe(1);
    const before = await ordersOf(answer.checkoutId);
    expect(before).toMatchObject([{ status: 'processing', payment_status: 'paid' }]);

    // The other payment of the same checkout settles paid too: orders stay as they were; the buyer hears of a refund.
    await runBatch(db, await orderEffects.paid({ db, payment: { ...payment, id: 999_002, reference: 'MSK-PAY-TEST000002' }, won, now }));
    expect(await ordersOf(answer.checkoutId)).toEqual(before);
    expect(await countRows('notifications', "kind = 'order_paid' and link = ?", `/dashboard/order/${answer.orders[0].id}/`)).toBe(1);
    expect(await countRows('notifications', "kind = 'payment_duplicate' and user_id = 19")).toBe(1);
    // A late failure never undoes paid.
    await runBatch(db, await orderEffects.unpaid({ db, payment, won, now }));
    expect(await ordersOf(answer.checkoutId)).toEqual(before);
  });

  it('a settlement that lost (won false) applies nothing', async () => {
    const answer = await placePayNow(checkout({ paymentMethod: 'web', items: [{ product: P.fertiliser, quantity: 1 }] }));
    const db = createDb(env.DB);
    const payment = { id: 999_003, reference: 'MSK-PAY-TEST000003', purpose: 'order', purposeRef: answer.checkoutId } as any;
    const won = sql`1 = 0`;
    const now = new Date().toISOString();
    await runBatch(db, await orderEffects.paid({ db, payment, won, now }));
    await runBatch(db, await orderEffects.unpaid({ db, payment, won, now }));
    expect(await ordersOf(answer.checkoutId)).toMatchObject([{ status: 'pending', payment_status: 'pending' }]);
    expect(await countRows('notifications', "kind = 'order_paid' and link = ?", `/dashboard/order/${answer.orders[0].id}/`)).toBe(0);
  });
});
