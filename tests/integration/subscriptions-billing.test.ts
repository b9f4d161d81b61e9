/** Billing details (issue #11 item 5): the caller's payments and receipts, and nobody else's. */
import { beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { settleByPolling } from './support/payments-flow';

beforeEach(clearRateLimits);

describe('GET /billing/payments and /billing/receipt', () => {
  it('lists the payer’s payments with what they paid for, and a receipt with Musika as the seller of a package', async () => {
    const token = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    const { json } = await call('POST', '/subscriptions/subscribe', {
      token,
      body: { packageId: 2, paymentMethod: 'ecocash', mobileMoneyNo: '0771111111', total: 15, months: 1 },
    });
    const reference = json.data.payment.reference;
    await settleByPolling(token, reference);
    const list = await call('GET', '/billing/payments', { token });
    expect(list.status).toBe(200);
    expect(list.json.data.load[0]).toMatchObject({ reference, status: 'paid', description: 'Business package, 1 month', amountCents: 1500 });
    const receipt = await call('GET', `/billing/receipt?reference=${reference}`, { token });
    expect(receipt.status).toBe(200);
    expect(receipt.json.data.receipt.seller.name).toBe('Musika Marketplace (Private) Limited');
    expect(receipt.json.data.receipt.buyer.email).toBe(SEEDED.newVendor.email);
    expect(receipt.json.data.receipt.payment).toMatchObject({ reference, status: 'paid', method: 'ecocash' });
  });

  it("another user's receipt answers 404 like an unknown one", async () => {
    const vendor = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    const { json } = await call('POST', '/subscriptions/subscribe', {
      token: vendor,
      body: { packageId: 1, paymentMethod: 'ecocash', mobileMoneyNo: '0771111111', total: 5, months: 1 },
    });
    const buyer = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const theirs = await call('GET', `/billing/receipt?reference=${json.data.payment.reference}`, { token: buyer });
    expect(theirs.status).toBe(404);
    expect(theirs.json.message).toBe('Payment status check failed');
    const list = await call('GET', '/billing/payments', { token: buyer });
    expect(list.json.data.load.map((p: { reference: string }) => p.reference)).not.toContain(json.data.payment.reference);
  });
});
