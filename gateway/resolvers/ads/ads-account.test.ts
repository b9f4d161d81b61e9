import { graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../schema';
import { remote } from '../../test-support/remote-rest';

const FUND = `mutation { fundAdsAccount(input: { businessId: "7", amountCents: 1250, paymentMethod: ONEMONEY, mobileMoneyNo: "0771111111" }) {
  payment { reference } userErrors { field message } } }`;

const payment = {
  reference: 'MSK-PAY-7K2M9Q4XH3',
  purpose: 'ads',
  purposeRef: '7',
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

describe('fundAdsAccount (POST /advertising/prepayment)', () => {
  it('sends bID and the amount in dollars', async () => {
    const { contextValue, requests } = remote({ success: true, data: { payment } });
    const result = await graphql({ schema, source: FUND, contextValue });
    expect(result.data?.fundAdsAccount).toEqual({ payment: { reference: payment.reference }, userErrors: [] });
    expect(await requests[0].json()).toEqual({ bID: 7, amount: 12.5, paymentMethod: 'onemoney', mobileMoneyNo: '0771111111', currency: 'USD' });
  });

  it("fails with 'Error funding account' when the server gives no message", async () => {
    const result = await graphql({ schema, source: FUND, contextValue: remote({ success: false }, 409).contextValue });
    expect(result.data?.fundAdsAccount).toMatchObject({ payment: null, userErrors: [{ message: 'Error funding account' }] });
  });

  it("a balance request fails with 'Error requesting balance' when the server gives no message", async () => {
    const result = await graphql({
      schema,
      source: '{ adsBalance(businessId: "7") { balance { amountCents } } }',
      contextValue: remote({ success: false }, 500).contextValue,
    });
    expect(result.errors?.[0].message).toBe('Error requesting balance');
  });
});
