/** Helpers of the refund tests: a paid EcoCash order, paid ads top-ups and packages, and finance's calls. */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { createOrder } from '../../../schema/rest/orders';
import { call } from './accounts';
import { buyerToken, checkout, P, placeOrder } from './buying';
import type { OperatorLogin } from './operators';
import { paymentRow, start } from './payments';

/** An order of two JBL speakers paid with EcoCash 0771111111 in the Paynow sandbox (it approves that number). */
export async function paidEcocashOrder() {
  const token = await buyerToken();
  const placed = await placeOrder(checkout({ items: [{ product: P.jbl, variation: 0, quantity: 2 }] }), token);
  expect(placed.status, placed.json.message).toBe(201);
  const [order] = createOrder.data.parse(placed.json.data).orders;
  const checkoutId = (await env.DB.prepare('select checkout_id from orders where id = ?').bind(order.id).first<string>('checkout_id'))!;
  const { view, settled } = await start({
    method: 'ecocash',
    phone: '0771111111',
    purpose: 'order',
    purposeRef: checkoutId,
    usdCents: order.totalCents,
  });
  await settled;
  const row = await paymentRow(view.reference);
  expect(row.status).toBe('paid');
  return { order, payment: row, reference: view.reference };
}

/** A paid ads top-up of `cents` for the business. */
export async function paidTopUp(businessId: number, cents: number) {
  const { view, settled } = await start({
    method: 'ecocash',
    phone: '0771111111',
    purpose: 'ads',
    purposeRef: String(businessId),
    businessId,
    usdCents: cents,
    userId: 20,
  });
  await settled;
  return paymentRow(view.reference);
}

/** A paid package for newvendor@ (a pending subscription its payment activates). */
export async function paidPackage(now: Date) {
  const user = (await env.DB.prepare("select id from users where email = 'newvendor@musika.co.zw'").first<number>('id'))!;
  const ends = new Date(now.getTime() + 30 * 86_400_000).toISOString();
  const { meta } = await env.DB.prepare(
    "insert into user_subscriptions (user_id, package_id, status, started_at, ends_at) values (?, 1, 'pending', ?, ?)",
  )
    .bind(user, now.toISOString(), ends)
    .run();
  const subscriptionId = Number(meta.last_row_id);
  const { view, settled } = await start({
    method: 'ecocash',
    phone: '0771111111',
    purpose: 'subscription',
    purposeRef: String(subscriptionId),
    userId: user,
    usdCents: 1000,
  });
  await settled;
  return { subscriptionId, payment: await paymentRow(view.reference) };
}

export const refund = (
  login: Pick<OperatorLogin, 'token' | 'now'>,
  id: number,
  body: Record<string, unknown> = { reference: 'ECO-RF-0001', reason: 'Buyer cancelled before dispatch' },
) => call('POST', `/admin/payments/${id}/refund`, { token: login.token, now: login.now, body });

export const notes = (userId: number, kind: string) =>
  env.DB.prepare('select title, body from notifications where user_id = ? and kind = ? order by id')
    .bind(userId, kind)
    .all<{ title: string; body: string }>();

export const latestId = async (table: string) => (await env.DB.prepare(`select coalesce(max(id), 0) as id from ${table}`).first<number>('id'))!;
