/**
 * Delivery set by the store (issue 31) through every layer: REST read and write (who may), checkout charging each
 * store's order by its terms and the buyer's city (default $3.00, a named town, free from an amount, collection
 * only refused for delivery), GraphQL with userErrors, the dashboard page without JavaScript and checkout's terms.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../../schema/rest/delivery';
import { call, clearRateLimits } from './support/accounts';
import { businessId, buyerToken, checkout, P, placeOrder, vendorToken } from './support/buying';
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

const setTerms = (body: object, token = vendor) => call('PUT', '/business/delivery', { token, body: { bID: borrowdale, ...body } });
const resetTerms = () => env.DB.batch([env.DB.prepare('delete from business_delivery'), env.DB.prepare('delete from business_delivery_zones')]);
/** Orders of one checkout of the speaker ($120, Borrowdale) and the fertiliser ($40, Midlands) to `city`. */
async function buyBoth(city: string, fulfilment = 'delivery') {
  const items = [
    { product: P.jbl, variation: 0, quantity: 1 },
    { product: P.fertiliser, variation: 0, quantity: 1 },
  ];
  const address = fulfilment === 'delivery' ? { deliveryAddress: { address1: '1 Main Road', city } } : { deliveryAddress: null };
  return placeOrder(checkout({ items, fulfilment, ...address }), buyer);
}
const feeOf = (json: any, bID: number) => json.data.orders.find((o: any) => o.business.id === bID).deliveryCents;

describe('delivery terms over REST', { timeout: T }, () => {
  beforeEach(resetTerms);

  it('a store that set nothing answers the marketplace’s $3.00; its runner replaces the terms; nobody else may', async () => {
    const before = await call('GET', `/businesses/delivery?bIDs=${borrowdale},${midlands},999999`);
    expect(before.status).toBe(200);
    expect(before.json.data.stores).toEqual([
      { bID: borrowdale, name: 'Borrowdale Digital', collectionOnly: false, feeCents: 300, freeAboveCents: null, zones: [] },
      expect.objectContaining({ bID: midlands, feeCents: 300 }),
    ]);
    const saved = await setTerms({ feeCents: 450, freeAboveCents: 20_000, zones: [{ city: ' Harare ', feeCents: 200 }] });
    expect(saved.status).toBe(200);
    expect(saved.json.data.store).toMatchObject({ feeCents: 450, freeAboveCents: 20_000, zones: [{ city: 'Harare', feeCents: 200 }] });
    expect((await setTerms({ feeCents: 100 }, buyer)).status).toBe(403);
    expect((await call('PUT', '/business/delivery', { token: vendor, body: { bID: midlands, feeCents: 100 } })).status).toBe(403);
    expect((await call('PUT', '/business/delivery', { body: { bID: borrowdale, feeCents: 100 } })).status).toBe(401);
    const twice = await setTerms({
      zones: [
        { city: 'Harare', feeCents: 1 },
        { city: 'harare', feeCents: 2 },
      ],
    });
    expect([twice.status, twice.json.message]).toEqual([400, `zones.1.city: ${DELIVERY_MESSAGES.sameCity('harare')}`]);
    // Replacing keeps nothing of the old terms.
    await setTerms({ feeCents: 500 });
    expect((await call('GET', `/businesses/delivery?bIDs=${borrowdale}`)).json.data.stores[0]).toMatchObject({
      feeCents: 500,
      freeAboveCents: null,
      zones: [],
    });
    expect((await call('GET', '/businesses/delivery?bIDs=1;drop')).status).toBe(400);
  });

  it('checkout charges each store’s order by its own terms and the buyer’s city', async () => {
    await setTerms({
      feeCents: 450,
      freeAboveCents: 20_000,
      zones: [
        { city: 'Harare', feeCents: 200 },
        { city: 'Ruwa', feeCents: 0 },
      ],
    });
    const harare = await buyBoth('harare');
    expect(harare.status).toBe(201);
    // Borrowdale: Harare's fee; Midlands set nothing: $3.00.
    expect([feeOf(harare.json, borrowdale), feeOf(harare.json, midlands)]).toEqual([200, 300]);
    const order = harare.json.data.orders.find((o: any) => o.business.id === borrowdale);
    expect(order.totalCents).toBe(order.subtotalCents + 200);
    expect(feeOf((await buyBoth('Gweru')).json, borrowdale)).toBe(450);
    expect(feeOf((await buyBoth('Ruwa')).json, borrowdale)).toBe(0);
    await setTerms({ feeCents: 450, freeAboveCents: 12_000 });
    expect(feeOf((await buyBoth('Gweru')).json, borrowdale)).toBe(0);
  });

  it('a collection-only store refuses a delivery checkout before anything is written, and takes collection', async () => {
    await setTerms({ collectionOnly: true });
    const count = async () => (await env.DB.prepare('select count(*) n from orders').first<{ n: number }>())!.n;
    const before = await count();
    const refused = await buyBoth('Harare');
    expect([refused.status, refused.json.message]).toEqual([409, DELIVERY_MESSAGES.collectionOnly('Borrowdale Digital')]);
    expect(await count()).toBe(before);
    const collected = await buyBoth('', 'collection');
    expect(collected.status).toBe(201);
    expect(collected.json.data.orders.every((o: any) => o.deliveryCents === 0)).toBe(true);
  });
});

describe('delivery terms over GraphQL and the pages', { timeout: T }, () => {
  beforeEach(resetTerms);

  it('setDeliveryTerms answers userErrors with the field; deliveryTerms reads them', async () => {
    const mutation = `mutation($input: SetDeliveryTermsInput!) { setDeliveryTerms(input: $input) { terms { fee { amountCents } zones { city fee { amountCents } } } userErrors { field message } } }`;
    const auth = { authorization: `Bearer ${vendor}` };
    const input = {
      businessId: String(borrowdale),
      collectionOnly: false,
      feeCents: 350,
      freeAboveCents: null,
      zones: [{ city: 'Bulawayo', feeCents: 600 }],
    };
    const ok = await gql(mutation, { input }, auth);
    expect(ok.data.setDeliveryTerms).toEqual({
      terms: { fee: { amountCents: 350 }, zones: [{ city: 'Bulawayo', fee: { amountCents: 600 } }] },
      userErrors: [],
    });
    const bad = await gql(mutation, { input: { ...input, feeCents: 90_000 } }, auth);
    expect(bad.data.setDeliveryTerms.userErrors).toEqual([{ field: 'feeCents', message: DELIVERY_MESSAGES.fee }]);
    const theirs = await gql(mutation, { input: { ...input, businessId: String(midlands) } }, auth);
    expect(theirs.data.setDeliveryTerms.terms).toBeNull();
    const read = await gql(`{ deliveryTerms(storeIds: ["${borrowdale}", "nope"]) { storeName collectionOnly freeAbove { amountCents } } }`);
    expect(read.data.deliveryTerms).toEqual([{ storeName: 'Borrowdale Digital', collectionOnly: false, freeAbove: null }]);
  });

  it('the dashboard page saves the terms without JavaScript and shows each mistake beside its field; checkout shows them', async () => {
    const { jar } = await loginAs('vendor', '/dashboard/');
    await visit('/dashboard/', jar);
    await visit('/dashboard/switch-business', jar, {
      method: 'POST',
      body: new URLSearchParams({ businessId: String(borrowdale), redirectTo: '/dashboard/' }),
    });
    const path = '/dashboard/settings/delivery/';
    const page = await (await visit(path, jar)).text();
    expect(page).toContain('aria-label="Delivery settings"');
    expect(page).toMatch(/name="fee"[^>]*value="3.00"/);
    const post = (fields: [string, string][]) => {
      const body = new URLSearchParams();
      for (const [k, v] of fields) body.append(k, v);
      return visit(path, jar, { method: 'POST', body });
    };
    const refused = await post([
      ['fee', 'three'],
      ['freeAbove', ''],
      ['zoneCity', 'Harare'],
      ['zoneFee', '2'],
    ]);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(DELIVERY_MESSAGES.fee);
    expect(html).toMatch(/name="fee"[^>]*value="three"/);
    const saved = await post([
      ['fee', '4'],
      ['freeAbove', '150'],
      ['zoneCity', 'Harare'],
      ['zoneFee', '2'],
      ['zoneCity', ''],
      ['zoneFee', ''],
    ]);
    expect([saved.status, saved.headers.get('location')]).toEqual([302, `${path}?saved`]);
    expect(await (await visit(`${path}?saved`, jar)).text()).toContain('Delivery settings saved.');

    const { jar: buyerJar } = await loginAs('buyer');
    await call('POST', '/products/cart/clear', { token: buyer });
    await call('POST', '/products/cart/add', { token: buyer, body: { product: P.jbl, variation: 0, quantity: 1 } });
    const checkoutPage = (await (await visit('/checkout', buyerJar)).text()).replace(/<!-- -->/g, '');
    expect(checkoutPage).toMatch(/data-testid="store-delivery">Delivery \$4\.00 · Harare \$2\.00 · free from \$150\.00</);
    await call('POST', '/products/cart/clear', { token: buyer });
  });
});
