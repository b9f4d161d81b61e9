/**
 * Buying a package through the Paynow sandbox (issue #11 item 5): POST /subscriptions/subscribe, the total
 * check, activation exactly once on a paid payment (spec §4), no activation on a failed one, and who may see what.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { me } from '../../schema/rest/auth';
import { createDb } from '../../backend/db/client';
import { applyStatus, paymentByReference } from '../../backend/payments/settle';
import { call, clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { notificationsOf, settleByPolling, subscriptionsOf, userRow } from './support/payments-flow';
import { expectNewestKeyed } from './support/notification-keys';

beforeEach(clearRateLimits);

const subscribe = (token: string, body: Record<string, unknown>) => call('POST', '/subscriptions/subscribe', { token, body });
const BUSINESS = { packageId: 2, paymentMethod: 'ecocash', mobileMoneyNo: '0771111111', total: 45, months: 3 };

describe('POST /subscriptions/subscribe', () => {
  it('needs a login', async () => {
    expect((await subscribe('', BUSINESS)).status).toBe(401);
  });

  it('refuses a total that is not the package price × months, with a clear message', async () => {
    const token = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    const { status, json } = await subscribe(token, { ...BUSINESS, total: 15 });
    expect(status).toBe(400);
    expect(json.message).toMatch(/^The total does not match the package price for this term/);
    expect(json.message).toContain('$45.00');
    const user = await userRow(SEEDED.newVendor.email);
    expect(await subscriptionsOf(user!.id)).toEqual([]);
  });

  it('refuses a term other than 1, 3, 6 or 12 months and an express payment without a number', async () => {
    const token = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    expect((await subscribe(token, { ...BUSINESS, months: 2, total: 30 })).json.message).toBe('months: Choose a term of 1, 3, 6, 12 months');
    expect((await subscribe(token, { ...BUSINESS, mobileMoneyNo: '' })).json.message).toBe(
      'mobileMoneyNo: Enter the mobile money number to pay from',
    );
  });

  it('EcoCash 0771111111: pending, then paid, and the package activates once (role vendor, limits, permissions, canTrial cleared)', async () => {
    const token = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    const before = await userRow(SEEDED.newVendor.email);
    expect(before!.can_trial).toBe(1);
    const { status, json } = await subscribe(token, { ...BUSINESS, requestKey: 'subscribe-test-key-1' });
    expect(status).toBe(200);
    expect(json.data.subscription.status).toBe('pending');
    expect(json.data.payment).toMatchObject({ status: 'pending', purpose: 'subscription', amountCents: 4500, currency: 'USD', method: 'ecocash' });
    // A double submit answers the same payment and row.
    const again = await subscribe(token, { ...BUSINESS, requestKey: 'subscribe-test-key-1' });
    expect(again.json.data.payment.reference).toBe(json.data.payment.reference);
    expect(again.json.data.subscription.id).toBe(json.data.subscription.id);

    const paid = await settleByPolling(token, json.data.payment.reference);
    expect(paid.status).toBe('paid');
    const session = me.data.parse((await call('GET', '/me', { token })).json.data);
    expect(session.roles).toContain('vendor');
    expect(session.package?.slug).toBe('business');
    expect(session.subscription?.id).toBe(json.data.subscription.id);
    expect(session.permissions).toEqual(['perm_create_products', 'perm_manage_orders', 'perm_run_ads', 'perm_receive_offers']);
    expect(session.limits).toEqual({ products: 200, businesses: 2, ads: 10 });
    expect(session.canTrial).toBe(false);
    expect((await userRow(SEEDED.newVendor.email))!.can_trial).toBe(0);
    // Three months from the payment.
    const months = (Date.parse(session.subscription!.endsAt) - Date.parse(session.subscription!.startedAt)) / 86_400_000;
    expect(months).toBeGreaterThan(88);
    expect(months).toBeLessThan(93);

    // Replayed settlements (callbacks, polls) of the same payment: nothing activates twice.
    const db = createDb(env.DB);
    const stale = { ...(await paymentByReference(db, json.data.payment.reference))!, status: 'pending' as const };
    await Promise.all(Array.from({ length: 20 }, () => applyStatus(db, stale, { source: 'callback', providerStatus: 'Paid', status: 'paid' })));
    const subs = await subscriptionsOf(before!.id);
    expect(subs.filter((s) => s.status === 'active')).toHaveLength(1);
    expect(subs.find((s) => s.status === 'active')!.ends_at).toBe(session.subscription!.endsAt);
    expect(await notificationsOf(before!.id, 'subscription_activated')).toHaveLength(1);
    await expectNewestKeyed(before!.id, 'subscription_activated', 'packageActive');
  });

  it("0774444444 (insufficient balance): 'Payment failed', the subscription is cancelled and nothing activates", async () => {
    // A buyer: nothing earlier in this file has activated anything for them.
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const before = await userRow(SEEDED.buyer.email);
    const { status, json } = await subscribe(token, { ...BUSINESS, packageId: 1, total: 5, months: 1, mobileMoneyNo: '0774444444' });
    expect(status).toBe(200);
    const payment = json.data.payment.status === 'pending' ? await settleByPolling(token, json.data.payment.reference) : json.data.payment;
    expect(payment.status).toBe('failed');
    expect(payment.message).toBe('Payment failed');
    const subs = await subscriptionsOf(before!.id);
    expect(subs.map((s) => s.status)).toEqual(['cancelled']);
    expect(await userRow(SEEDED.buyer.email)).toEqual(before);
    const session = me.data.parse((await call('GET', '/me', { token })).json.data);
    expect(session.subscription).toBeNull();
    expect(session.roles).toEqual(['buyer']);
    expect(await notificationsOf(before!.id, 'subscription_activated')).toHaveLength(0);
  });

  it('renewing the active package extends it from its current end', async () => {
    const token = await loginToken(SEEDED.subscribed.email, SEEDED.subscribed.password);
    const user = await userRow(SEEDED.subscribed.email);
    const [current] = (await subscriptionsOf(user!.id)).filter((s) => s.status === 'active');
    const { json } = await subscribe(token, {
      packageId: current.package_id,
      paymentMethod: 'ecocash',
      mobileMoneyNo: '0771111111',
      total: 5,
      months: 1,
    });
    expect((await settleByPolling(token, json.data.payment.reference)).status).toBe('paid');
    const subs = await subscriptionsOf(user!.id);
    const active = subs.filter((s) => s.status === 'active');
    expect(active).toHaveLength(1);
    expect(active[0].id).toBe(json.data.subscription.id);
    expect(active[0].ends_at.slice(0, 7)).toBe('2028-01');
    expect(subs.find((s) => s.id === current.id)!.status).toBe('expired');
    await expectNewestKeyed(user!.id, 'subscription_activated', 'packageRenewed');
  });
});

describe('GET /payments/status for a subscription payment', () => {
  it("is the payer's only: another user gets 'Payment status check failed'", async () => {
    const vendor = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    const { json } = await subscribe(vendor, { ...BUSINESS, packageId: 1, total: 5, months: 1 });
    const buyer = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const other = await call('GET', `/payments/status?reference=${json.data.payment.reference}`, { token: buyer });
    expect(other.status).toBe(404);
    expect(other.json.message).toBe('Payment status check failed');
  });
});
