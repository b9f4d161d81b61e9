/**
 * Fixtures of the store-ledger tests (issue 29): a pay-now order of the demo vendor's store paid through the
 * Paynow result URL, the vendor's status changes and earnings reads at pinned instants, and the ledger's rows
 * straight from D1.
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { createOrder } from '../../../schema/rest/orders';
import { call, loginToken, SEEDED } from './accounts';
import { buyerToken, checkout, P, placeOrder } from './buying';
import { postResult, start, statusMessage } from './payments';

export { P };

export const vendorLogin = () => loginToken(SEEDED.vendor.username, SEEDED.vendor.password);

/** The Paynow result for a payment, as the sandbox would post it (signed with the sandbox key). */
export async function paynowSays(reference: string, cents: number, status: 'Paid' | 'Refunded') {
  const fields: [string, string][] = [
    ['reference', reference],
    ['paynowreference', '654321'],
    ['amount', (cents / 100).toFixed(2)],
    ['status', status],
    ['pollurl', 'http://127.0.0.1:8787/paynow-sandbox/x'],
  ];
  expect(await postResult(await statusMessage(fields))).toBe(200);
}

export interface PlacedOrder {
  id: number;
  number: string;
  businessId: number;
  subtotalCents: number;
  deliveryCents: number;
  totalCents: number;
  checkoutId: string;
}

/**
 * One buyer login shared by a file's orders (logins are rate limited per address); clearLedger forgets it, since
 * files share this module but each starts from a fresh database where the token no longer exists.
 */
let buyer: string | undefined;

/** A buyer's order of `quantity` of `product`, paid now (web) or on delivery. */
export async function placed(opts: { product?: number; quantity?: number; payOnDelivery?: boolean } = {}): Promise<PlacedOrder> {
  const body = checkout({
    items: [{ product: opts.product ?? P.jbl, variation: 0, quantity: opts.quantity ?? 1 }],
    ...(opts.payOnDelivery ? { paymentMethod: 'cash_on_delivery' } : {}),
  });
  buyer ??= await buyerToken();
  const { status, json } = await placeOrder(body, buyer);
  expect(status, json.message).toBe(201);
  const [order] = createOrder.data.parse(json.data).orders;
  const row = await env.DB.prepare('select checkout_id, subtotal_cents, delivery_cents, total_cents, business_id from orders where id = ?')
    .bind(order.id)
    .first<{ checkout_id: string; subtotal_cents: number; delivery_cents: number; total_cents: number; business_id: number }>();
  return {
    id: order.id,
    number: order.number,
    businessId: row!.business_id,
    subtotalCents: row!.subtotal_cents,
    deliveryCents: row!.delivery_cents,
    totalCents: row!.total_cents,
    checkoutId: row!.checkout_id,
  };
}

/** Starts a web payment of the order's checkout and answers its reference (not yet paid). */
export async function paymentOf(order: PlacedOrder): Promise<string> {
  const { view } = await start({ method: 'web', phone: null, purpose: 'order', purposeRef: order.checkoutId, usdCents: order.totalCents });
  return view.reference;
}

export async function paidOrder(opts: { product?: number; quantity?: number } = {}): Promise<PlacedOrder & { reference: string }> {
  const order = await placed(opts);
  const reference = await paymentOf(order);
  await paynowSays(reference, order.totalCents, 'Paid');
  return { ...order, reference };
}

export const setStatus = (token: string, order: Pick<PlacedOrder, 'id' | 'businessId'>, orderStatus: string, now?: number) =>
  call('POST', '/order/update', { token, body: { bID: order.businessId, orderID: order.id, orderStatus }, now });

export const earnings = (token: string, bID: number, now?: number) => call('GET', `/vendor/earnings?bID=${bID}`, { token, now });
export const entries = (token: string, bID: number, page = 1) => call('GET', `/vendor/earnings/entries?bID=${bID}&page=${page}`, { token });
export const requestPayout = (token: string, body: Record<string, unknown>, now?: number) => call('POST', '/vendor/payouts', { token, body, now });

export interface EntryRow {
  kind: string;
  amount_cents: number;
  in_balance: number;
  commission_bp: number | null;
  available_at: string | null;
  payment_currency: string | null;
}

export async function entriesOfOrder(orderId: number): Promise<EntryRow[]> {
  const { results } = await env.DB.prepare(
    'select kind, amount_cents, in_balance, commission_bp, available_at, payment_currency from store_ledger_entries where order_id = ? order by id',
  )
    .bind(orderId)
    .all<EntryRow>();
  return results;
}

/**
 * Empties the ledger and payouts so each test reads its own store's figures from zero. The seed's order
 * payments (and their refund; references MSK-PAY-SEED…) go too: without their postings those orders would
 * count as money the ledger lost, and the drift check would flag their stores.
 */
export async function clearLedger(): Promise<void> {
  buyer = undefined;
  await env.DB.batch([
    env.DB.prepare("delete from payment_refunds where payment_id in (select id from payments where reference like 'MSK-PAY-SEED%')"),
    env.DB.prepare("delete from payments where purpose = 'order' and reference like 'MSK-PAY-SEED%'"),
    env.DB.prepare('delete from store_ledger_entries'),
    env.DB.prepare('delete from store_payout_decisions'),
    env.DB.prepare('delete from store_payouts'),
    env.DB.prepare('delete from ledger_drift'),
  ]);
}

/** Gives the store `cents` of available money (a posting as a completed, held order would leave it). */
export async function creditAvailable(businessId: number, cents: number, availableAt = '2020-01-01T00:00:00.000Z'): Promise<void> {
  await env.DB.prepare(
    `insert into store_ledger_entries (business_id, kind, counter_account, amount_cents, in_balance, available_at, entry_key, created_at)
     values (?, 'sale', 'paynow_clearing', ?, 1, ?, ?, ?)`,
  )
    .bind(businessId, cents, availableAt, `test:${crypto.randomUUID()}`, availableAt)
    .run();
}
