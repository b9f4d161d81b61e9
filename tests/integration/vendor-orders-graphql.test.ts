/**
 * The store's orders over GraphQL: businessOrders (filters, paging, newCount), businessOrder (marks read),
 * newOrderCount, updateBusinessOrder and createBusinessOrder with userErrors; across businesses, null or refused.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { businessId, buyerToken, checkout, P, placeOrder, vendorToken } from './support/buying';
import { gql } from './support/http';

const T = 30_000;
let buyer: string;
let vendor: string;
let borrowdale: string;
let midlands: string;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  [buyer, vendor] = await Promise.all([buyerToken(), vendorToken()]);
  [borrowdale, midlands] = (await Promise.all(['borrowdale-digital', 'midlands-agri-supplies'].map(businessId))).map(String);
}, T);

async function pendingOrder(product: number = P.jbl) {
  const { status, json } = await placeOrder(checkout({ items: [{ product, variation: 0, quantity: 1 }] }), buyer);
  if (status !== 201) throw new Error(`checkout answered ${status}: ${json.message}`);
  return json.data.orders[0] as { id: number; number: string };
}

const LIST = `query($b: ID!, $status: OrderStatus, $unread: Boolean, $from: String, $to: String, $search: String, $page: Int, $perPage: Int) {
  businessOrders(businessId: $b, status: $status, unread: $unread, from: $from, to: $to, search: $search, page: $page, perPage: $perPage) {
    orders { id number status readStatus nextStatuses contact { name phone } }
    pageInfo { page perPage total totalPages }
    newCount
  }
}`;
const ONE = `query($b: ID!, $id: ID!) { businessOrder(businessId: $b, id: $id) { id number readStatus nextStatuses history { title at } } }`;
const COUNT = `query($b: ID!) { newOrderCount(businessId: $b) }`;
const UPDATE = `mutation($input: UpdateBusinessOrderInput!) { updateBusinessOrder(input: $input) { order { id status nextStatuses } userErrors { field message } } }`;
const CREATE = `mutation($input: CreateBusinessOrderInput!) { createBusinessOrder(input: $input) { order { id number readStatus contact { phone } } userErrors { field message } } }`;

describe('vendor orders over GraphQL', { timeout: T }, () => {
  it('lists with filters and paging, and the new-order count drops when an order is opened', async () => {
    const order = await pendingOrder();
    const found = await gql(LIST, { b: borrowdale, search: order.number, status: 'PENDING' }, bearer(vendor));
    expect(found.errors).toBeUndefined();
    expect(found.data.businessOrders.orders).toMatchObject([
      { id: String(order.id), readStatus: false, nextStatuses: ['PROCESSING', 'ON_HOLD', 'COMPLETED', 'CANCELLED', 'FAILED'] },
    ]);
    const paged = await gql(LIST, { b: borrowdale, page: 2, perPage: 1 }, bearer(vendor));
    expect(paged.data.businessOrders.pageInfo).toMatchObject({ page: 2, perPage: 1 });

    const before = (await gql(COUNT, { b: borrowdale }, bearer(vendor))).data.newOrderCount as number;
    const opened = await gql(ONE, { b: borrowdale, id: String(order.id) }, bearer(vendor));
    expect(opened.data.businessOrder).toMatchObject({ readStatus: true, history: [{ title: `Order ${order.number} placed` }] });
    expect((await gql(COUNT, { b: borrowdale }, bearer(vendor))).data.newOrderCount).toBe(before - 1);
  });

  it('updates along the transitions; an impossible one is a userError with a clear message', async () => {
    const order = await pendingOrder();
    const input = (status: string) => ({ input: { businessId: borrowdale, orderId: String(order.id), status } });
    expect((await gql(UPDATE, input('PROCESSING'), bearer(vendor))).data.updateBusinessOrder).toMatchObject({
      order: { status: 'PROCESSING' },
      userErrors: [],
    });
    expect((await gql(UPDATE, input('COMPLETED'), bearer(vendor))).data.updateBusinessOrder.order).toMatchObject({
      status: 'COMPLETED',
      nextStatuses: ['REFUNDED'],
    });
    const refused = (await gql(UPDATE, input('PENDING'), bearer(vendor))).data.updateBusinessOrder;
    expect(refused).toEqual({ order: null, userErrors: [{ field: 'status', message: 'An order that is completed cannot be changed to pending' }] });
  });

  it('creates an order for a phone customer with the +263 helper; bad input is userErrors', async () => {
    const base = {
      businessId: borrowdale,
      idempotencyKey: `gql-manual-${crypto.randomUUID()}`,
      customer: { name: 'Nyasha Phone', phone: '+263 71 999 8877' },
      fulfilment: 'COLLECTION',
      items: [{ productId: String(P.jbl), quantity: 1 }],
    };
    const made = (await gql(CREATE, { input: base }, bearer(vendor))).data.createBusinessOrder;
    expect(made).toMatchObject({ order: { readStatus: true, contact: { phone: '263719998877' } }, userErrors: [] });
    const foreign = (
      await gql(
        CREATE,
        { input: { ...base, idempotencyKey: `gql-manual-${crypto.randomUUID()}`, items: [{ productId: String(P.fertiliser), quantity: 1 }] } },
        bearer(vendor),
      )
    ).data.createBusinessOrder;
    expect(foreign.userErrors[0].message).toBe('Ammonium Nitrate (AN) 50kg is not a product of this business');
    const delivery = (
      await gql(CREATE, { input: { ...base, idempotencyKey: `gql-manual-${crypto.randomUUID()}`, fulfilment: 'DELIVERY' } }, bearer(vendor))
    ).data.createBusinessOrder;
    expect(delivery.userErrors[0].message).toContain('A delivery address is required for delivery');
  });

  it('vendor A cannot list, open, count, update or create orders for business B (nor can a buyer or a visitor)', async () => {
    const theirs = await pendingOrder(P.fertiliser);
    const mine = await pendingOrder();
    for (const headers of [bearer(vendor), bearer(buyer), {}]) {
      expect((await gql(LIST, { b: midlands }, headers)).data.businessOrders).toBeNull();
      expect((await gql(COUNT, { b: midlands }, headers)).data.newOrderCount).toBeNull();
      expect((await gql(ONE, { b: midlands, id: String(theirs.id) }, headers)).data.businessOrder).toBeNull();
    }
    expect((await gql(ONE, { b: borrowdale, id: String(theirs.id) }, bearer(vendor))).data.businessOrder).toBeNull();
    expect((await gql(ONE, { b: borrowdale, id: String(mine.id) }, bearer(buyer))).data.businessOrder).toBeNull();
    expect((await gql(LIST, { b: '1 or 1=1' }, bearer(vendor))).data.businessOrders).toBeNull();
    const update = await gql(UPDATE, { input: { businessId: midlands, orderId: String(theirs.id), status: 'CANCELLED' } }, bearer(vendor));
    expect(update.data.updateBusinessOrder.userErrors[0].message).toBe('You do not manage this business');
    const cross = await gql(UPDATE, { input: { businessId: borrowdale, orderId: String(theirs.id), status: 'CANCELLED' } }, bearer(vendor));
    expect(cross.data.updateBusinessOrder.userErrors[0].message).toBe('Order not found');
    const create = await gql(
      CREATE,
      {
        input: {
          businessId: midlands,
          idempotencyKey: `gql-manual-${crypto.randomUUID()}`,
          customer: { name: 'X', phone: '0771234567' },
          fulfilment: 'COLLECTION',
          items: [{ productId: String(P.fertiliser), quantity: 1 }],
        },
      },
      bearer(vendor),
    );
    expect(create.data.createBusinessOrder.userErrors[0].message).toBe('You do not manage this business');
    // Bad filters are refused by the contract, not widened into "all orders".
    const bad = await gql(LIST, { b: borrowdale, from: '2031-02-30' }, bearer(vendor));
    expect(bad.errors?.[0].message).toContain('from is not a real date');
  });
});
