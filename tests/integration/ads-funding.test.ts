/**
 * The ads account (issue #11 item 6): GET /advertising/balance and POST /advertising/prepayment through the
 * Paynow sandbox; the balance grows once per paid top-up; only someone who runs the business sees or funds it.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../backend/db/client';
import { applyStatus, paymentByReference } from '../../backend/payments/settle';
import { call, clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { settleByPolling } from './support/payments-flow';

beforeEach(clearRateLimits);

async function vendorBusiness() {
  const row = await env.DB.prepare(
    'select b.id, b.ads_balance_cents from businesses b join users u on u.id = b.owner_id where u.email = ? order by b.id limit 1',
  )
    .bind(SEEDED.vendor.email)
    .first<{ id: number; ads_balance_cents: number }>();
  return row!;
}

describe('GET /advertising/balance', () => {
  it("answers the business's balance in USD cents to its vendor", async () => {
    const token = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    const business = await vendorBusiness();
    const { status, json } = await call('GET', `/advertising/balance?bID=${business.id}`, { token });
    expect(status).toBe(200);
    expect(json.data.balance).toMatchObject({ bID: business.id, balanceCents: business.ads_balance_cents, currency: 'USD' });
  });

  it("refuses another vendor's business (403) and a visitor (401)", async () => {
    const business = await vendorBusiness();
    const other = await loginToken('enterprise@musika.co.zw', SEEDED.vendor.password);
    expect((await call('GET', `/advertising/balance?bID=${business.id}`, { token: other })).status).toBe(403);
    expect((await call('GET', `/advertising/balance?bID=${business.id}`)).status).toBe(401);
  });
});

describe('POST /advertising/prepayment', () => {
  it('EcoCash 0771111111: the balance grows by the amount once, however often the settlement is replayed', async () => {
    const token = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    const business = await vendorBusiness();
    const { status, json } = await call('POST', '/advertising/prepayment', {
      token,
      body: { bID: business.id, amount: 25, paymentMethod: 'ecocash', mobileMoneyNo: '0771111111' },
    });
    expect(status).toBe(200);
    expect(json.data.payment).toMatchObject({ status: 'pending', purpose: 'ads', purposeRef: String(business.id), amountCents: 2500 });
    expect((await settleByPolling(token, json.data.payment.reference)).status).toBe('paid');
    expect((await vendorBusiness()).ads_balance_cents).toBe(business.ads_balance_cents + 2500);

    const db = createDb(env.DB);
    const stale = { ...(await paymentByReference(db, json.data.payment.reference))!, status: 'pending' as const };
    await Promise.all(Array.from({ length: 20 }, () => applyStatus(db, stale, { source: 'callback', providerStatus: 'Paid', status: 'paid' })));
    expect((await vendorBusiness()).ads_balance_cents).toBe(business.ads_balance_cents + 2500);

    const balance = await call('GET', `/advertising/balance?bID=${business.id}`, { token });
    expect(balance.json.data.balance.balanceCents).toBe(business.ads_balance_cents + 2500);
    expect(balance.json.data.balance.topUps[0]).toMatchObject({ reference: json.data.payment.reference, status: 'paid', usdCents: 2500 });
  });

  it('0774444444: the payment fails and the balance stays', async () => {
    const token = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    const business = await vendorBusiness();
    const { json } = await call('POST', '/advertising/prepayment', {
      token,
      body: { bID: business.id, amount: 10, paymentMethod: 'ecocash', mobileMoneyNo: '0774444444' },
    });
    const payment = json.data.payment.status === 'pending' ? await settleByPolling(token, json.data.payment.reference) : json.data.payment;
    expect(payment.status).toBe('failed');
    expect((await vendorBusiness()).ads_balance_cents).toBe(business.ads_balance_cents);
  });

  it('validates the amount ($1 to $1,000) and refuses funding another vendor’s business', async () => {
    const token = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    const business = await vendorBusiness();
    const small = await call('POST', '/advertising/prepayment', {
      token,
      body: { bID: business.id, amount: 0.5, paymentMethod: 'ecocash', mobileMoneyNo: '0771111111' },
    });
    expect(small.status).toBe(400);
    expect(small.json.message).toBe('amount: Fund between $1 and $1,000');
    const other = await loginToken('enterprise@musika.co.zw', SEEDED.vendor.password);
    const forbidden = await call('POST', '/advertising/prepayment', {
      token: other,
      body: { bID: business.id, amount: 5, paymentMethod: 'ecocash', mobileMoneyNo: '0771111111' },
    });
    expect(forbidden.status).toBe(403);
  });
});
