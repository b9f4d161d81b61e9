/** Authorization through GraphQL: a user never reads another user's order, offer, cart or notifications. */
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { gql } from './support/http';

beforeEach(clearRateLimits);

const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('authorization through GraphQL', () => {
  it("a buyer can never read another buyer's order or offer", async () => {
    const buyer = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const other = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    const placed = await gql(
      `mutation($input: CreateOrderInput!) { createOrder(input: $input) { orders { id } userErrors { message } } }`,
      {
        input: {
          idempotencyKey: 'authz-test-0000000001',
          contact: { name: 'Rudo', phone: '263772000111' },
          fulfilment: 'COLLECTION',
          items: [{ productId: '50', quantity: 1 }],
        },
      },
      as(buyer),
    );
    const orderId = placed.data.createOrder.orders[0].id as string;
    expect((await gql(`query($id: ID!) { order(id: $id) { number } }`, { id: orderId }, as(buyer))).data.order.number).toMatch(/^MSK-/);
    expect((await gql(`query($id: ID!) { order(id: $id) { number } }`, { id: orderId }, as(other))).data.order).toBeNull();
    expect((await gql(`query($id: ID!) { order(id: $id) { number } }`, { id: orderId })).data.order).toBeNull();

    const offer = await gql(
      `mutation($input: MakeOfferInput!) { makeOffer(input: $input) { view { offer { id } } userErrors { message } } }`,
      { input: { productId: '50', amountCents: 9000 } },
      as(buyer),
    );
    const offerId = offer.data.makeOffer.view.offer.id as string;
    expect((await gql(`query($id: ID!) { offer(id: $id) { yourRole } }`, { id: offerId }, as(other))).data.offer).toBeNull();
  });

  it('each user sees only their own cart and notifications', async () => {
    const buyer = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const other = await loginToken(SEEDED.newVendor.email, SEEDED.newVendor.password);
    await gql(`mutation { addToCart(input: { productId: "50", quantity: 2 }) { userErrors { message } } }`, {}, as(buyer));
    const mine = await gql(`{ cart { itemCount } notificationCount }`, {}, as(buyer));
    const theirs = await gql(`{ cart { itemCount } notificationCount }`, {}, as(other));
    expect(mine.data.cart.itemCount).toBeGreaterThanOrEqual(2);
    expect(theirs.data.cart.itemCount).toBe(0);
    const anonymous = await gql(`{ cart { itemCount } notificationCount wishlist { id } }`);
    expect(anonymous.data).toEqual({ cart: null, notificationCount: null, wishlist: null });
  });
});
