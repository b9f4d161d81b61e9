/**
 * The ledger's GraphQL fields (schema/graphql/ledger.graphql) over the real Worker: the gateway forwards and the
 * backend decides — earnings null for a store the viewer does not run, requestPayout's refusals as userErrors on
 * the field they are about, the admin queue FORBIDDEN to a vendor and open to finance, decidePayout once.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLOCK_HEADER } from '../../backend/clock';
import { clearRateLimits } from './support/accounts';
import { businessId } from './support/buying';
import { gql } from './support/http';
import { clearLedger, creditAvailable, vendorLogin } from './support/ledger';
import { operatorLogin } from './support/operators';
import { enterpriseToken } from './support/vendor-catalogue';

beforeEach(async () => {
  await clearRateLimits();
  await clearLedger();
});

const bearer = (token: string, now?: number) => ({ authorization: `Bearer ${token}`, ...(now ? { [TEST_CLOCK_HEADER]: String(now) } : {}) });
const EARNINGS =
  'query ($b: ID!) { businessEarnings(businessId: $b) { available { amountCents } pending { amountCents } holdDays commissionBp openPayout { id } } }';
const REQUEST =
  'mutation ($input: RequestPayoutInput!) { requestPayout(input: $input) { payout { id status destination } userErrors { field message } } }';
const QUEUE = 'query { adminPayouts(status: REQUESTED) { items { id businessName status } requested } }';
const DECIDE = 'mutation ($input: DecidePayoutInput!) { decidePayout(input: $input) { payout { status reference } userErrors { field message } } }';

describe('the ledger over GraphQL', () => {
  it('earnings for the store runner only; a payout request with field errors, then one that goes', async () => {
    const shop = String(await businessId('borrowdale-digital'));
    await creditAvailable(Number(shop), 4000);
    const vendor = await vendorLogin();
    const mine = await gql(EARNINGS, { b: shop }, bearer(vendor));
    expect(mine.data.businessEarnings).toEqual({
      available: { amountCents: 4000 },
      pending: { amountCents: 0 },
      holdDays: 7,
      commissionBp: 750,
      openPayout: null,
    });
    expect((await gql(EARNINGS, { b: shop }, bearer(await enterpriseToken()))).data.businessEarnings).toBeNull();

    const input = { businessId: shop, amount: '45', method: 'ECOCASH', phone: '0771234567' };
    const over = await gql(REQUEST, { input }, bearer(vendor));
    expect(over.data.requestPayout).toEqual({
      payout: null,
      userErrors: [{ field: 'amount', message: 'You can ask for at most your available balance, $40.00' }],
    });
    const phone = await gql(REQUEST, { input: { ...input, amount: '20', phone: '123' } }, bearer(vendor));
    expect(phone.data.requestPayout.userErrors[0].field).toBe('phone');
    const ok = await gql(REQUEST, { input: { ...input, amount: '20' } }, bearer(vendor));
    expect(ok.data.requestPayout).toMatchObject({ payout: { status: 'REQUESTED', destination: 'EcoCash +263771234567' }, userErrors: [] });
  });

  it('the queue is FORBIDDEN to a vendor; finance sees it and pays once', async () => {
    const shop = await businessId('borrowdale-digital');
    await creditAvailable(shop, 4000);
    const vendor = await vendorLogin();
    await gql(REQUEST, { input: { businessId: String(shop), amount: '30', method: 'ONEMONEY', phone: '0712345678' } }, bearer(vendor));
    const refused = await gql(QUEUE, {}, bearer(vendor));
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const finance = await operatorLogin('finance');
    const queue = await gql(QUEUE, {}, bearer(finance.token, finance.now));
    expect(queue.data.adminPayouts.requested).toBe(1);
    const [payout] = queue.data.adminPayouts.items;
    expect(payout).toMatchObject({ businessName: 'Borrowdale Digital', status: 'REQUESTED' });
    const input = { payoutId: payout.id, outcome: 'PAID', reference: 'OM-55501' };
    const blank = await gql(DECIDE, { input: { ...input, reference: ' ' } }, bearer(finance.token, finance.now));
    expect(blank.data.decidePayout.userErrors[0].field).toBe('reference');
    expect((await gql(DECIDE, { input }, bearer(finance.token, finance.now))).data.decidePayout.payout).toEqual({
      status: 'PAID',
      reference: 'OM-55501',
    });
    const again = await gql(DECIDE, { input }, bearer(finance.token, finance.now));
    expect(again.data.decidePayout.userErrors[0].message).toBe('This payout was already paid by another operator');
    expect(await env.DB.prepare("select count(*) as n from store_ledger_entries where kind = 'payout'").first('n')).toBe(1);
  });
});
