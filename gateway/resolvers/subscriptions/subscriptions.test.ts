import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../schema';
import { remote } from '../../test-support/remote-rest';

const SUBSCRIBE = `mutation { subscribe(input: { packageId: "2", paymentMethod: ECOCASH, mobileMoneyNo: "0771111111", totalCents: 4500, months: 3 }) {
  subscription { id status } payment { reference status } userErrors { field message } } }`;
const payment = {
  reference: 'MSK-PAY-7K2M9Q4XH3',
  purpose: 'subscription',
  purposeRef: '9',
  status: 'pending',
  amountCents: 4500,
  currency: 'USD',
  usdCents: 4500,
  rateMicros: null,
  method: 'ecocash',
  phoneMasked: '+263 77*****11',
  instructions: null,
  redirectUrl: null,
  message: 'Approve the payment on your phone',
  createdAt: '2026-11-23T10:00:00.000Z',
  settledAt: null,
};

describe('subscribe (POST /subscriptions/subscribe {packageId, paymentMethod, mobileMoneyNo, total, months})', () => {
  it('sends the spec fields, with total in dollars', async () => {
    const { contextValue, requests } = remote({
      success: true,
      data: { subscription: { id: 9, packageId: 2, status: 'pending', startedAt: 'a', endsAt: 'b' }, payment },
    });
    const result = await graphql({ schema, source: SUBSCRIBE, contextValue });
    expect(result.errors).toBeUndefined();
    expect(result.data?.subscribe).toEqual({
      subscription: { id: '9', status: 'PENDING' },
      payment: { reference: payment.reference, status: 'pending' },
      userErrors: [],
    });
    expect(new URL(requests[0].url).pathname).toBe('/wp-json/ezw/v1/subscriptions/subscribe');
    expect(await requests[0].json()).toEqual({
      packageId: 2,
      paymentMethod: 'ecocash',
      mobileMoneyNo: '0771111111',
      total: 45,
      months: 3,
      currency: 'USD',
    });
  });

  it("fails with the server's message, else 'Subscription failed'", async () => {
    const refused = await graphql({
      schema,
      source: SUBSCRIBE,
      contextValue: remote({ success: false, message: 'The total does not match' }, 400).contextValue,
    });
    expect(refused.data?.subscribe).toMatchObject({ payment: null, userErrors: [{ field: null, message: 'The total does not match' }] });
    const silent = await graphql({ schema, source: SUBSCRIBE, contextValue: remote({ success: false }, 409).contextValue });
    expect(silent.data?.subscribe).toMatchObject({ payment: null, userErrors: [{ message: 'Subscription failed' }] });
  });
});
