/** GET /payments/status and GraphQL `payment`: the payer only, refreshed at Paynow while pending. */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentView } from '../../schema/rest/payments';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken, vendorToken } from './support/buying';
import { gql } from './support/http';
import { LOST, paymentRow, start } from './support/payments';

let buyer: string;
let vendor: string;
beforeAll(async () => {
  await clearRateLimits();
  [buyer, vendor] = [await buyerToken(), await vendorToken()];
});
beforeEach(clearRateLimits);

const status = (reference: string, options: { token?: string; phone?: string } = {}) =>
  call('GET', `/payments/status?reference=${reference}${options.phone ? `&phone=${encodeURIComponent(options.phone)}` : ''}`, {
    token: options.token,
  });

describe('payment status for the payer only', () => {
  it('the payer sees the payment; anyone else, or an unknown reference, gets Payment status check failed', async () => {
    const { view } = await start({ method: 'web', phone: null });
    const mine = await status(view.reference, { token: buyer });
    expect(mine.status).toBe(200);
    expect(paymentView.parse(mine.json.data.payment)).toMatchObject({ reference: view.reference, status: 'pending', amountCents: 2500 });

    const other = await status(view.reference, { token: vendor });
    expect(other).toMatchObject({ status: 404, json: { message: 'Payment status check failed' } });
    const unknown = await status('MSK-PAY-ZZZZZZZZZZ', { token: buyer });
    expect(unknown).toMatchObject({ status: 404, json: { message: 'Payment status check failed' } });
    expect((await status(view.reference)).status).toBe(401);
    expect((await status('nope', { token: buyer })).status).toBe(400);
  });

  it('a guest checkout payment is shown to whoever gives its phone number', async () => {
    const { view } = await start({ userId: null, phone: '0771111111' }, LOST);
    expect((await status(view.reference, { phone: '+263 77 111 1111' })).status).toBe(200);
    expect((await status(view.reference, { phone: '0772222222' })).status).toBe(404);
    expect((await status(view.reference, { token: buyer })).status).toBe(404);
  });

  it('a pending payment is refreshed through the poll URL when its callback is late', async () => {
    // The callback is lost; the Paynow side is already paid when the payer looks.
    const { view } = await start({ phone: '0771111111' }, LOST);
    const past = new Date(Date.now() - 60_000).toISOString();
    await env.DB.batch([
      env.DB.prepare('update payments set updated_at = ? where reference = ?').bind(past, view.reference),
      env.DB.prepare('update paynow_sandbox_transactions set created_at_ms = created_at_ms - 60000 where reference = ?').bind(view.reference),
    ]);
    const answer = await status(view.reference, { token: buyer });
    expect(answer.json.data.payment).toMatchObject({ status: 'paid', message: 'Payment received' });
    expect((await paymentRow(view.reference)).status).toBe('paid');
  });
});

describe('GraphQL payment', () => {
  const QUERY =
    'query($reference: ID!) { payment(reference: $reference) { reference status amountCents currency method phoneMasked message redirectUrl } }';

  it('answers the payer and null to anyone else', async () => {
    const { view } = await start({ method: 'web', phone: null });
    const mine = await gql(QUERY, { reference: view.reference }, { authorization: `Bearer ${buyer}` });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.payment).toMatchObject({
      reference: view.reference,
      status: 'pending',
      currency: 'USD',
      method: 'web',
      message: 'Complete the payment on Paynow',
    });
    const other = await gql(QUERY, { reference: view.reference }, { authorization: `Bearer ${vendor}` });
    expect(other.data.payment).toBeNull();
  });
});
