/**
 * The store ledger's postings (issue 29): a pay-now order's settlement credits the store its goods and delivery
 * and debits the commission of the owner's package, once however often Paynow repeats itself; the money stays
 * pending until the vendor completes the order and becomes available the hold period after; a refund reverses
 * it; a pay-on-delivery order is recorded without entering the balance, its commission debited at completion.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { clearLedger, earnings, entriesOfOrder, paidOrder, paynowSays, placed, setStatus, vendorLogin } from './support/ledger';

beforeEach(async () => {
  await clearRateLimits();
  await clearLedger();
});

const DAY = 86_400_000;
/** The Business package's rate (the demo vendor's): 7.5 %. */
const BUSINESS_BP = 750;
const commission = (subtotal: number, bp = BUSINESS_BP) => Math.floor((subtotal * bp + 5000) / 10000);

describe('a paid order credits its store', () => {
  it('posts the sale and the commission with the payment, once whatever repeats', async () => {
    const order = await paidOrder({ quantity: 2 });
    await paynowSays(order.reference, order.totalCents, 'Paid');
    await paynowSays(order.reference, order.totalCents, 'Paid');
    const rows = await entriesOfOrder(order.id);
    expect(rows.map((r) => [r.kind, r.amount_cents, r.commission_bp, r.available_at, r.payment_currency])).toEqual([
      ['sale', order.totalCents, null, null, 'USD'],
      ['commission', -commission(order.subtotalCents), BUSINESS_BP, null, 'USD'],
    ]);
  });

  it('takes the rate of the package the owner holds at the time of sale', async () => {
    await env.DB.prepare("update subscription_packages set commission_bp = 1234 where slug = 'business'").run();
    try {
      const order = await paidOrder();
      const [, fee] = await entriesOfOrder(order.id);
      expect([fee.commission_bp, fee.amount_cents]).toEqual([1234, -commission(order.subtotalCents, 1234)]);
    } finally {
      await env.DB.prepare("update subscription_packages set commission_bp = 750 where slug = 'business'").run();
    }
  });

  it('is pending until completed, then available the hold after completion', async () => {
    const token = await vendorLogin();
    const order = await paidOrder();
    const net = order.totalCents - commission(order.subtotalCents);
    const t0 = Date.now();
    expect((await earnings(token, order.businessId, t0)).json.data).toMatchObject({ availableCents: 0, pendingCents: net, holdDays: 7 });

    const done = await setStatus(token, order, 'completed', t0);
    expect(done.status, done.json.message).toBe(200);
    const held = new Date(t0 + 7 * DAY).toISOString();
    expect((await entriesOfOrder(order.id)).map((r) => r.available_at)).toEqual([held, held]);
    expect((await earnings(token, order.businessId, t0 + 7 * DAY - 1000)).json.data).toMatchObject({ availableCents: 0, pendingCents: net });
    expect((await earnings(token, order.businessId, t0 + 7 * DAY)).json.data).toMatchObject({ availableCents: net, pendingCents: 0 });
  });

  it('reverses the sale and the commission when the payment is refunded, once', async () => {
    const order = await paidOrder();
    await paynowSays(order.reference, order.totalCents, 'Refunded');
    await paynowSays(order.reference, order.totalCents, 'Refunded');
    const rows = await entriesOfOrder(order.id);
    expect(rows.map((r) => r.kind)).toEqual(['sale', 'commission', 'refund', 'commission_refund']);
    expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(0);
  });

  it('a vendor refund of a completed order debits money already available at once', async () => {
    const token = await vendorLogin();
    const order = await paidOrder();
    const t0 = Date.now();
    expect((await setStatus(token, order, 'completed', t0)).status).toBe(200);
    const later = t0 + 8 * DAY;
    expect((await setStatus(token, order, 'refunded', later)).status).toBe(200);
    const data = (await earnings(token, order.businessId, later)).json.data;
    expect([data.availableCents, data.pendingCents]).toEqual([0, 0]);
  });
});

describe('a pay-on-delivery order', () => {
  it('is recorded at completion outside the balance, and its commission is debited from it', async () => {
    const token = await vendorLogin();
    const order = await placed({ payOnDelivery: true });
    const t0 = Date.now();
    expect((await setStatus(token, order, 'completed', t0)).status).toBe(200);
    expect((await setStatus(token, order, 'completed', t0)).status).toBe(200);
    const rows = await entriesOfOrder(order.id);
    expect(rows.map((r) => [r.kind, r.amount_cents, r.in_balance])).toEqual([
      ['cod_commission', -commission(order.subtotalCents), 1],
      ['cod_sale', order.totalCents, 0],
    ]);
    const data = (await earnings(token, order.businessId, t0)).json.data;
    expect(data).toMatchObject({ collectedCents: order.totalCents, availableCents: -commission(order.subtotalCents), pendingCents: 0 });
  });
});
