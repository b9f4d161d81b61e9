/**
 * Courier and tracking number of a delivery order (issue 31): the store names them over REST, GraphQL and its
 * order page (no JavaScript), the buyer is told once and sees them on the order and on tracking without login;
 * refused for collection, closed and other stores' orders, and bad input is answered beside its field.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SHIPMENT_MESSAGES } from '../../schema/rest/order-shipment';
import { ORDER_MESSAGES } from '../../schema/rest/orders';
import { call, clearRateLimits } from './support/accounts';
import { businessId, buyerToken, checkout, countRows, P, placeOrder, vendorToken } from './support/buying';
import { gql } from './support/http';
import { loginAs, visit } from './support/session';

const T = 60_000;
let buyer: string;
let vendor: string;
let borrowdale: number;
let midlands: number;
beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  [buyer, vendor] = await Promise.all([buyerToken(), vendorToken()]);
  [borrowdale, midlands] = await Promise.all(['borrowdale-digital', 'midlands-agri-supplies'].map(businessId));
}, T);

async function order(overrides: Record<string, unknown> = {}, productId: number = P.jbl) {
  const { status, json } = await placeOrder(checkout({ items: [{ product: productId, variation: 0, quantity: 1 }], ...overrides }), buyer);
  if (status !== 201) throw new Error(`checkout answered ${status}: ${json.message}`);
  return json.data.orders[0] as { id: number; number: string };
}
const ship = (body: object, token = vendor) => call('POST', '/order/shipment', { token, body: { bID: borrowdale, ...body } });
const told = (orderId: number) => countRows('notifications', "link = ? and title like '%is on its way'", `/account/order/${orderId}`);

describe('POST /order/shipment', { timeout: T }, () => {
  it('names the courier and tracking number: the buyer is told once and sees them on the order and on tracking', async () => {
    const fresh = await order();
    const saved = await ship({ orderID: fresh.id, courier: ' DHL Express ', trackingNumber: 'JD0146 2219 ZW' });
    expect(saved.status).toBe(200);
    expect(saved.json.data.order.shipment).toMatchObject({ courier: 'DHL Express', trackingNumber: 'JD0146 2219 ZW' });
    const sentAt = saved.json.data.order.shipment.sentAt;
    expect(await told(fresh.id)).toBe(1);
    // The same pair again changes nothing and tells nobody twice.
    expect((await ship({ orderID: fresh.id, courier: 'DHL Express', trackingNumber: 'JD0146 2219 ZW' })).status).toBe(200);
    expect(await told(fresh.id)).toBe(1);

    const mine = await call('POST', '/order', { token: buyer, body: { orderID: fresh.id, userRole: 'buyer' } });
    expect(mine.json.data.order.shipment).toEqual({ courier: 'DHL Express', trackingNumber: 'JD0146 2219 ZW', sentAt });
    const tracked = await call('POST', '/orders/track', { body: { number: fresh.number, contact: '0772146318' } });
    expect(tracked.json.data.order.shipment.trackingNumber).toBe('JD0146 2219 ZW');

    // A corrected number tells the buyer again; the day it was first sent stays.
    const corrected = await ship({ orderID: fresh.id, courier: 'DHL Express', trackingNumber: 'JD0146 2291 ZW' });
    expect(corrected.json.data.order.shipment.sentAt).toBe(sentAt);
    expect(await told(fresh.id)).toBe(2);
    // Both empty take them off.
    const removed = await ship({ orderID: fresh.id, courier: '', trackingNumber: '' });
    expect(removed.json.data.order.shipment).toBeNull();
    const row = await env.DB.prepare('select courier, tracking_number, shipped_at from orders where id = ?').bind(fresh.id).first();
    expect(row).toEqual({ courier: null, tracking_number: null, shipped_at: null });
  });

  it('answers bad input with the field’s message, and refuses collection, closed and other stores’ orders', async () => {
    const fresh = await order();
    const bad = async (body: object) => (await ship({ orderID: fresh.id, ...body })).json.message;
    // REST names the field first, as every ezw/v1 validation answer does.
    expect(await bad({ courier: 'DHL', trackingNumber: '' })).toBe(`trackingNumber: ${SHIPMENT_MESSAGES.bothOrNeither}`);
    expect(await bad({ courier: 'D', trackingNumber: 'AB123' })).toBe(`courier: ${SHIPMENT_MESSAGES.courier}`);
    expect(await bad({ courier: 'DHL', trackingNumber: '<script>' })).toBe(`trackingNumber: ${SHIPMENT_MESSAGES.trackingNumber}`);
    expect(await bad({ courier: 'x'.repeat(61), trackingNumber: 'AB123' })).toBe(`courier: ${SHIPMENT_MESSAGES.courier}`);

    const collected = await order({ fulfilment: 'collection', deliveryAddress: null });
    const refused = await ship({ orderID: collected.id, courier: 'DHL', trackingNumber: 'AB123' });
    expect([refused.status, refused.json.message]).toEqual([409, SHIPMENT_MESSAGES.collection]);

    await call('POST', '/order/update', { token: vendor, body: { bID: borrowdale, orderID: fresh.id, orderStatus: 'cancelled' } });
    const closed = await ship({ orderID: fresh.id, courier: 'DHL', trackingNumber: 'AB123' });
    expect([closed.status, closed.json.message]).toEqual([409, SHIPMENT_MESSAGES.closed('cancelled')]);

    // Another store's order reads as unknown, through the vendor's own business or theirs.
    const theirs = await order({}, P.fertiliser);
    const viaMine = await ship({ orderID: theirs.id, courier: 'DHL', trackingNumber: 'AB123' });
    expect([viaMine.status, viaMine.json.message]).toEqual([404, ORDER_MESSAGES.notFound]);
    expect((await ship({ bID: midlands, orderID: theirs.id, courier: 'DHL', trackingNumber: 'AB123' })).status).toBe(403);
    // A buyer runs no business: refused before any order is looked at.
    expect((await ship({ orderID: theirs.id, courier: 'DHL', trackingNumber: 'AB123' }, buyer)).status).toBe(403);
    expect(await countRows('orders', 'id = ? and courier is not null', theirs.id)).toBe(0);
  });
});

describe('setOrderShipment (GraphQL)', { timeout: T }, () => {
  it('sets the pair for the store and answers refusals as userErrors', async () => {
    const fresh = await order();
    const mutation = `mutation($input: SetOrderShipmentInput!) { setOrderShipment(input: $input) { order { shipment { courier trackingNumber } } userErrors { field message } } }`;
    const auth = { authorization: `Bearer ${vendor}` };
    const input = { businessId: String(borrowdale), orderId: String(fresh.id), courier: 'ZimPost EMS', trackingNumber: 'EE123456789ZW' };
    const ok = await gql(mutation, { input }, auth);
    expect(ok.data.setOrderShipment).toEqual({ order: { shipment: { courier: 'ZimPost EMS', trackingNumber: 'EE123456789ZW' } }, userErrors: [] });
    const bad = await gql(mutation, { input: { ...input, trackingNumber: '!' } }, auth);
    expect(bad.data.setOrderShipment.userErrors).toEqual([{ field: 'trackingNumber', message: SHIPMENT_MESSAGES.trackingNumber }]);
    const read = await gql(
      `query($id: ID!) { order(id: $id) { shipment { courier trackingNumber sentAt } } }`,
      { id: String(fresh.id) },
      {
        authorization: `Bearer ${buyer}`,
      },
    );
    expect(read.data.order.shipment).toMatchObject({ courier: 'ZimPost EMS', trackingNumber: 'EE123456789ZW' });
  });
});

describe('the order pages', { timeout: T }, () => {
  it('the store saves the courier from its order page without JavaScript; the buyer’s order page shows it', async () => {
    const { jar } = await loginAs('vendor', '/dashboard/');
    await visit('/dashboard/', jar);
    await visit('/dashboard/switch-business', jar, {
      method: 'POST',
      body: new URLSearchParams({ businessId: String(borrowdale), redirectTo: '/dashboard/' }),
    });
    const fresh = await order();
    const path = `/dashboard/order/${fresh.id}/`;
    const form = await (await visit(path, jar)).text();
    expect(form).toContain('aria-label="Courier and tracking"');
    const post = (fields: Record<string, string>) =>
      visit(path, jar, { method: 'POST', body: new URLSearchParams({ intent: 'shipment', ...fields }) });

    const refused = await (await post({ courier: 'DHL Express', trackingNumber: '' })).text();
    expect(refused).toContain(SHIPMENT_MESSAGES.bothOrNeither);
    // What was typed stays in the form.
    expect(refused).toMatch(/name="courier"[^>]*value="DHL Express"/);
    const saved = await (await post({ courier: 'DHL Express', trackingNumber: 'JD0146 2219 ZW' })).text();
    expect(saved).toContain('Saved: DHL Express, tracking number JD0146 2219 ZW. The customer has been told.');

    const { jar: buyerJar } = await loginAs('buyer');
    const mine = await (await visit(`/account/order/${fresh.id}`, buyerJar)).text();
    expect(mine).toMatch(/data-testid="order-shipment">Sent with <strong translate="no">DHL Express<\/strong>/);
    expect(mine).toContain('JD0146 2219 ZW');

    // A collected order has no courier form.
    const collected = await order({ fulfilment: 'collection', deliveryAddress: null });
    expect(await (await visit(`/dashboard/order/${collected.id}/`, jar)).text()).not.toContain('aria-label="Courier and tracking"');
  });
});
