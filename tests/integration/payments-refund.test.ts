/**
 * A Paynow "Refunded" result undoes what the payment bought (issue 27, "Also settle"): the orders stop being
 * paid (payment refunded, status refunded) and their units go back on sale; an unused ads top-up leaves the
 * balance; a package ends. Once, however often the refund is replayed; and never the orders a second payment of
 * the checkout still pays for.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createOrder } from '../../schema/rest/orders';
import { clearRateLimits } from './support/accounts';
import { buyerToken, checkout, P, placeOrder, product } from './support/buying';
import { paymentRow, postResult, start, statusMessage } from './support/payments';
import { notificationsOf } from './support/payments-flow';
import { expectNewestKeyed } from './support/notification-keys';

beforeEach(clearRateLimits);

const fieldsOf = (reference: string, amount: string, status: 'Paid' | 'Refunded') =>
  [
    ['reference', reference],
    ['paynowreference', '123456'],
    ['amount', amount],
    ['status', status],
    ['pollurl', 'http://127.0.0.1:8787/paynow-sandbox/x'],
  ] as [string, string][];

const amountOf = (cents: number) => (cents / 100).toFixed(2);
const say = async (reference: string, cents: number, status: 'Paid' | 'Refunded') =>
  expect(await postResult(await statusMessage(fieldsOf(reference, amountOf(cents), status)))).toBe(200);

/** A placed order of the JBL speaker and a web payment of its checkout, paid through the result URL. */
async function paidOrder() {
  const token = await buyerToken();
  const { status, json } = await placeOrder(checkout({ items: [{ product: P.jbl, variation: 0, quantity: 2 }] }), token);
  expect(status, json.message).toBe(201);
  const [order] = createOrder.data.parse(json.data).orders;
  const checkoutId = (await env.DB.prepare('select checkout_id from orders where id = ?').bind(order.id).first<string>('checkout_id'))!;
  const pay = async () => {
    const { view } = await start({ method: 'web', phone: null, purpose: 'order', purposeRef: checkoutId, usdCents: order.totalCents });
    await say(view.reference, order.totalCents, 'Paid');
    return view.reference;
  };
  return { order, pay };
}

const orderRow = (id: number) =>
  env.DB.prepare('select status, payment_status as paymentStatus from orders where id = ?')
    .bind(id)
    .first<{ status: string; paymentStatus: string }>();

describe('a refunded payment undoes what it bought', () => {
  it('a refunded order payment moves the order to refunded and puts its units back, once', async () => {
    const { order, pay } = await paidOrder();
    const reference = await pay();
    expect(await orderRow(order.id)).toEqual({ status: 'processing', paymentStatus: 'paid' });
    const stockBefore = (await product(P.jbl)).stock_quantity as number;

    await say(reference, order.totalCents, 'Refunded');
    await say(reference, order.totalCents, 'Refunded');
    expect((await paymentRow(reference)).status).toBe('refunded');
    expect(await orderRow(order.id)).toEqual({ status: 'refunded', paymentStatus: 'refunded' });
    expect((await product(P.jbl)).stock_quantity).toBe(stockBefore + 2);
    const owner = await env.DB.prepare('select owner_id from businesses where id = ?').bind(order.business.id).first<number>('owner_id');
    const told = (await notificationsOf(owner!, 'order_refunded')).filter((n) => String(n.title).includes(order.number));
    expect(told).toHaveLength(1);
  });

  it('refunding the second payment of a checkout paid twice leaves the orders paid by the first', async () => {
    const { order, pay } = await paidOrder();
    await pay();
    const duplicate = await pay();
    const stockBefore = (await product(P.jbl)).stock_quantity as number;
    await say(duplicate, order.totalCents, 'Refunded');
    expect((await paymentRow(duplicate)).status).toBe('refunded');
    expect(await orderRow(order.id)).toEqual({ status: 'processing', paymentStatus: 'paid' });
    expect((await product(P.jbl)).stock_quantity).toBe(stockBefore);
  });

  it('a refunded ads top-up takes back only the unused part of the credit', async () => {
    const business = await env.DB.prepare("select id, ads_balance_cents as balance from businesses where slug = 'borrowdale-digital'").first<{
      id: number;
      balance: number;
    }>();
    const topUp = async () => {
      const { view } = await start({
        method: 'web',
        phone: null,
        purpose: 'ads',
        purposeRef: String(business!.id),
        businessId: business!.id,
        usdCents: 1500,
      });
      await say(view.reference, 1500, 'Paid');
      return view.reference;
    };
    const balance = () =>
      env.DB.prepare('select ads_balance_cents from businesses where id = ?').bind(business!.id).first<number>('ads_balance_cents');
    const unused = await topUp();
    await say(unused, 1500, 'Refunded');
    expect(await balance()).toBe(business!.balance);

    // Mostly spent: only the unused $2.00 comes back off the balance (never below zero); the rest is the operator's.
    const spent = await topUp();
    await env.DB.prepare('update businesses set ads_balance_cents = 200 where id = ?').bind(business!.id).run();
    await say(spent, 1500, 'Refunded');
    expect(await balance()).toBe(0);
    await env.DB.prepare('update businesses set ads_balance_cents = ? where id = ?').bind(business!.balance, business!.id).run();
  });

  it('a refunded package payment ends the package it bought', async () => {
    const user = await env.DB.prepare("select id from users where email = 'newvendor@musika.co.zw'").first<number>('id');
    const now = new Date();
    const ends = new Date(now.getTime() + 30 * 86_400_000).toISOString();
    const { meta } = await env.DB.prepare(
      "insert into user_subscriptions (user_id, package_id, status, started_at, ends_at) values (?, 1, 'pending', ?, ?)",
    )
      .bind(user, now.toISOString(), ends)
      .run();
    const subscriptionId = Number(meta.last_row_id);
    const { view } = await start({
      method: 'web',
      phone: null,
      purpose: 'subscription',
      purposeRef: String(subscriptionId),
      userId: user!,
      usdCents: 1000,
    });
    await say(view.reference, 1000, 'Paid');
    const status = () => env.DB.prepare('select status from user_subscriptions where id = ?').bind(subscriptionId).first<string>('status');
    expect(await status()).toBe('active');
    await say(view.reference, 1000, 'Refunded');
    expect(await status()).toBe('cancelled');
    expect(await notificationsOf(user!, 'subscription_refunded')).toHaveLength(1);
    await expectNewestKeyed(user!, 'subscription_refunded', 'packageRefunded');
  });
});
