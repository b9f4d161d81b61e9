/**
 * Nobody orders, offers on or reviews a product of a business they own or staff, and the API checks it
 * itself (the product page only hints); an unpublished product is found by its vendor alone; and whether the
 * viewer owns the product comes from the viewer's session, per viewer, never from the shared product answer.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../backend/app';
import { CART_MESSAGES } from '../../schema/rest/cart';
import { OFFER_MESSAGES } from '../../schema/rest/offers';
import { REVIEW_MESSAGES } from '../../schema/rest/reviews';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken, checkout, countRows, P, placeOrder, product, vendorToken } from './support/buying';
import { API, gql } from './support/http';

/** P.jbl and P.jacket belong to the seeded vendor's businesses; P.fertiliser to another vendor's. */
let vendor: string;
let buyer: string;
let jbl: { name: string; slug: string };

beforeAll(async () => {
  await clearRateLimits();
  [vendor, buyer] = await Promise.all([vendorToken(), buyerToken()]);
  const row = await product(P.jbl);
  jbl = { name: row.name, slug: row.slug };
});
beforeEach(async () => {
  await clearRateLimits();
  await call('POST', '/products/cart/clear', { token: vendor });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The embedded API itself, not through the Worker's edge cache: these rules are about the origin's answer. */
const backend = createBackend();
async function origin(method: string, path: string, token?: string) {
  const ctx = createExecutionContext();
  const response = await backend.fetch(new Request(`${API}${path}`, { method, headers: token ? auth(token) : {} }), env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, json: (await response.json()) as { message?: string; data?: any } };
}

describe('nobody orders their own product', () => {
  it('own product: adding it to one’s cart is refused with 403', async () => {
    const { status, json } = await call('POST', '/products/cart/add', { token: vendor, body: { product: P.jbl, quantity: 1 } });
    expect(status).toBe(403);
    expect(json.message).toBe(CART_MESSAGES.ownProduct(jbl.name));
    expect(await countRows('cart_items', 'user_id = 20')).toBe(0);
    // Another vendor's product is the vendor's to buy like anyone's.
    expect((await call('POST', '/products/cart/add', { token: vendor, body: { product: P.fertiliser, quantity: 1 } })).status).toBe(200);
  });

  it('own product: checking it out is refused with 403 and creates no order', async () => {
    const before = await countRows('orders');
    const body = checkout({
      contact: { name: 'Tendai Moyo', phone: '263772000111' },
      items: [
        { product: P.fertiliser, quantity: 1 },
        { product: P.jbl, quantity: 1 },
      ],
    });
    const { status, json } = await placeOrder(body, vendor);
    expect(status).toBe(403);
    expect(json.message).toBe(CART_MESSAGES.ownProduct(jbl.name));
    expect(await countRows('orders')).toBe(before);
  });

  it('own product: GraphQL addToCart and createOrder answer the refusal as a userError', async () => {
    const add = await gql(
      'mutation ($i: CartItemInput!) { addToCart(input: $i) { cart { itemCount } userErrors { message } } }',
      { i: { productId: String(P.jbl), quantity: 1 } },
      auth(vendor),
    );
    expect(add.errors).toBeUndefined();
    expect(add.data.addToCart).toEqual({ cart: null, userErrors: [{ message: CART_MESSAGES.ownProduct(jbl.name) }] });
    const order = await gql(
      'mutation ($i: CreateOrderInput!) { createOrder(input: $i) { checkoutId userErrors { message } } }',
      {
        i: {
          idempotencyKey: crypto.randomUUID(),
          contact: { name: 'Tendai Moyo', phone: '263772000111' },
          fulfilment: 'COLLECTION',
          items: [{ productId: String(P.jbl), quantity: 1 }],
        },
      },
      auth(vendor),
    );
    expect(order.errors).toBeUndefined();
    expect(order.data.createOrder).toEqual({ checkoutId: null, userErrors: [{ message: CART_MESSAGES.ownProduct(jbl.name) }] });
  });
});

describe('nobody offers on or reviews their own product', () => {
  it('own product: making an offer on it is refused with 403', async () => {
    const { status, json } = await call('POST', '/offers', { token: vendor, body: { offer: { productId: P.jbl, amount: 9_000, quantity: 1 } } });
    expect(status).toBe(403);
    expect(json.message).toBe(OFFER_MESSAGES.ownProduct);
    expect(await countRows('offers', 'buyer_id = 20 and product_id = ?', P.jbl)).toBe(0);
  });

  it('own product: reviewing it is refused with 403, even after a completed order of it', async () => {
    // An order from before the vendor ran the business (or a staff member's): written straight into D1.
    const orderId = 990_001;
    await env.DB.batch([
      env.DB.prepare(
        `insert into orders (id, number, checkout_id, idempotency_key, user_id, business_id, status, customer_name, customer_phone, fulfilment,
         subtotal_cents, total_cents, payment_method, created_at, updated_at)
         values (?, 'MSK-990001', 'own-review', 'own-review', 20, (select business_id from products where id = ?), 'completed', 'Tendai Moyo',
         '263772000111', 'collection', 12000, 12000, 'cash_on_delivery', '2026-05-01T00:00:00.000Z', '2026-05-02T00:00:00.000Z')`,
      ).bind(orderId, P.jbl),
      env.DB.prepare(
        `insert into order_items (order_id, product_id, name, unit_price_cents, quantity, line_total_cents) values (?, ?, 'JBL', 12000, 1, 12000)`,
      ).bind(orderId, P.jbl),
    ]);
    const can = await call('GET', `/products/reviews/can-review?productId=${P.jbl}`, { token: vendor });
    expect(can.json.data).toMatchObject({ canReview: false, reason: 'own_product', message: REVIEW_MESSAGES.ownProduct });
    const post = await call('POST', '/products/reviews', {
      token: vendor,
      body: { productID: P.jbl, authorID: 20, rating: 5, review: 'Best speaker in Harare, says its seller.' },
    });
    expect(post.status).toBe(403);
    expect(post.json.message).toBe(REVIEW_MESSAGES.ownProduct);
  });
});

describe('an unpublished product', () => {
  it('POST /product for an unpublished product answers 404 to everyone except its owner', async () => {
    await env.DB.prepare("update products set status = 'draft' where id = ?").bind(P.jbl).run();
    try {
      const path = `/product?slug=${jbl.slug}`;
      expect((await origin('POST', path)).status).toBe(404);
      expect((await origin('POST', path, buyer)).status).toBe(404);
      expect((await origin('POST', path, 'not-a-live-token')).status).toBe(404);
      const own = await origin('POST', path, vendor);
      expect(own.status).toBe(200);
      expect(own.json.data).toMatchObject({ id: P.jbl, slug: jbl.slug });
      // Its vendor's page still loads whole: the reviews of the draft are theirs to read too.
      expect((await origin('GET', `/products/reviews?slug=${jbl.slug}`, vendor)).status).toBe(200);
      expect((await origin('GET', `/products/reviews?slug=${jbl.slug}`)).status).toBe(404);
    } finally {
      await env.DB.prepare("update products set status = 'publish' where id = ?").bind(P.jbl).run();
    }
  });
});

describe('Product.viewerIsOwner', () => {
  const ask = (headers: Record<string, string> = {}) =>
    gql('query ($slug: String!) { product(slug: $slug) { id viewerIsOwner } }', { slug: jbl.slug }, headers);

  it('viewerIsOwner: true for the vendor running the business, false for others, whatever the edge cache holds', async () => {
    // An anonymous read first: the public product answer is now edge-cached, the same for everyone.
    expect((await ask()).data.product).toEqual({ id: String(P.jbl), viewerIsOwner: false });
    expect((await ask(auth(buyer))).data.product.viewerIsOwner).toBe(false);
    expect((await ask(auth(vendor))).data.product.viewerIsOwner).toBe(true);
    const other = await gql(
      'query ($slug: String!) { product(slug: $slug) { viewerIsOwner } }',
      { slug: (await product(P.fertiliser)).slug },
      auth(vendor),
    );
    expect(other.data.product.viewerIsOwner).toBe(false);
  });
});
