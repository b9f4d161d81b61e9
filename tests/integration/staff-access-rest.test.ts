/**
 * What each staff role may do (issue #14 item 6; ROLE_GRANTS in schema/rest/staff.ts): an assistant works orders
 * and the inbox only, a manager everything but billing and staff, and one business's staff never reach another.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../schema/rest/staff';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken, clearStaff, hire, shops, staffList, vendorToken } from './support/staff';
import { productsIn } from './support/vendor-catalogue';

beforeEach(async () => {
  await clearRateLimits();
  await clearStaff();
});

const refused = (res: { status: number; json: { message?: string } }) => [res.status, res.json.message];

describe('an assistant', () => {
  it('lists and opens the business’s orders and its inbox', async () => {
    const [owner, buyer, { own }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    await hire(owner, buyer, own, 'assistant');
    const orders = await call('POST', '/orders', { token: buyer, body: { bID: own } });
    expect(orders.status, orders.json.message).toBe(200);
    expect(orders.json.data.orders.every((o: { business: { id: number } }) => o.business.id === own)).toBe(true);
    const inbox = await call('GET', `/notifications/count?bID=${own}`, { token: buyer });
    expect(inbox.status, inbox.json.message).toBe(200);
  });

  it('is refused billing (ads balance, ads), products and staff management', async () => {
    const [owner, buyer, { own }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    await hire(owner, buyer, own, 'assistant');
    expect(refused(await call('GET', `/advertising/balance?bID=${own}`, { token: buyer }))).toEqual([403, STAFF_MESSAGES.refused]);
    expect(refused(await call('GET', `/advertising/ads?bID=${own}`, { token: buyer }))).toEqual([403, STAFF_MESSAGES.refused]);
    expect(refused(await call('GET', `/business/products?bID=${own}`, { token: buyer }))).toEqual([403, STAFF_MESSAGES.refused]);
    expect(refused(await staffList(buyer, own))).toEqual([403, STAFF_MESSAGES.refused]);
    // The owner keeps every one of them.
    expect((await call('GET', `/advertising/balance?bID=${own}`, { token: owner })).status).toBe(200);
    expect((await staffList(owner, own)).status).toBe(200);
  });
});

describe('a manager', () => {
  it('lists and edits the business’s products under the owner’s package', async () => {
    const [owner, buyer, { own }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    await hire(owner, buyer, own, 'manager');
    const list = await call('GET', `/business/products?bID=${own}`, { token: buyer });
    expect(list.status, list.json.message).toBe(200);
    const [product] = await productsIn(own, "and status = 'publish'");
    const edit = await call('GET', `/product/edit?bID=${own}&slug=${product.slug}`, { token: buyer });
    expect(edit.status, edit.json.message).toBe(200);
    const bulk = await call('POST', '/products/bulk', { token: buyer, body: { bID: own, ids: [product.id], action: 'unpublish' } });
    expect(bulk.status, bulk.json.message).toBe(200);
    expect(bulk.json.data.changed).toEqual([product.id]);
  });

  it('is refused billing and staff', async () => {
    const [owner, buyer, { own }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    await hire(owner, buyer, own, 'manager');
    expect(refused(await call('GET', `/advertising/balance?bID=${own}`, { token: buyer }))).toEqual([403, STAFF_MESSAGES.refused]);
    const topUp = await call('POST', '/advertising/prepayment', {
      token: buyer,
      body: { bID: own, amount: 10, currency: 'USD', paymentMethod: 'web' },
    });
    expect(refused(topUp)).toEqual([403, STAFF_MESSAGES.refused]);
    expect(refused(await call('GET', `/advertising/ads?bID=${own}`, { token: buyer }))).toEqual([403, STAFF_MESSAGES.refused]);
    expect(refused(await staffList(buyer, own))).toEqual([403, STAFF_MESSAGES.refused]);
  });
});

describe('one business’s staff', () => {
  it('never reach the owner’s other business, nor see another business’s staff', async () => {
    const [owner, buyer, { own, other }] = await Promise.all([vendorToken(), buyerToken(), shops()]);
    await hire(owner, buyer, own, 'manager');
    expect(refused(await call('POST', '/orders', { token: buyer, body: { bID: other } }))).toEqual([403, 'You do not manage this business']);
    expect((await call('GET', `/business/products?bID=${other}`, { token: buyer })).status).toBe(403);
    expect((await staffList(owner, other)).json.data.members).toEqual([]);
  });
});
