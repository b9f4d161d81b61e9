/**
 * Carts drop, and say so, lines that can no longer be bought: a product unpublished (or its store closed) or
 * sold out since it was added. For the logged-in server cart and for an anonymous cookie cart, which the
 * gateway has the API price (POST /products/cart/preview) rather than reading the edge-cached product.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cart as cartShape } from '../../schema/rest/cart';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken, checkout, P, placeOrder, product } from './support/buying';
import { gql } from './support/http';

let token: string;
const saved = new Map<number, Record<string, any>>();

beforeAll(async () => {
  await clearRateLimits();
  token = await buyerToken();
});
beforeEach(async () => {
  await clearRateLimits();
  await call('POST', '/products/cart/clear', { token });
});
// Every test puts the products it changed back as the seed had them.
afterEach(async () => {
  for (const [id, row] of saved) {
    await env.DB.prepare('update products set status = ?, stock_quantity = ? where id = ?').bind(row.status, row.stock_quantity, id).run();
  }
  saved.clear();
});

async function change(productId: number, fields: { status?: string; stock?: number }) {
  if (!saved.has(productId)) saved.set(productId, await product(productId));
  if (fields.status !== undefined) await env.DB.prepare('update products set status = ? where id = ?').bind(fields.status, productId).run();
  if (fields.stock !== undefined) await env.DB.prepare('update products set stock_quantity = ? where id = ?').bind(fields.stock, productId).run();
}

const cartCall = (path: string, body?: unknown) => call(body === undefined ? 'GET' : 'POST', `/products/cart${path}`, { body, token });
const readCart = async () => cartShape.parse((await cartCall('')).json.data);

describe('the server cart', () => {
  it('cart: an unpublished product is dropped from the cart, and the cart says so', async () => {
    await cartCall('/add', { product: P.fertiliser, quantity: 2 });
    await cartCall('/add', { product: P.jbl, quantity: 1 });
    const name = (await product(P.fertiliser)).name as string;
    await change(P.fertiliser, { status: 'draft' });

    const cart = await readCart();
    expect(cart.load.map((l) => l.productId)).toEqual([P.jbl]);
    expect(cart.itemCount).toBe(1);
    expect(cart.subtotalCents).toBe(cart.load[0].lineTotalCents);
    expect(cart.removed).toEqual([
      {
        productId: P.fertiliser,
        variationId: 0,
        name,
        reason: 'unavailable',
        message: `‘${name}’ is no longer available and was removed from your cart.`,
      },
    ]);
  });

  it('cart: a sold-out product is dropped from the cart, and the cart says so', async () => {
    await cartCall('/add', { product: P.fertiliser, quantity: 1 });
    await change(P.fertiliser, { stock: 0 });
    const cart = await readCart();
    expect(cart.load).toEqual([]);
    expect(cart.removed).toMatchObject([{ productId: P.fertiliser, reason: 'out_of_stock' }]);
    expect(cart.removed[0].message).toBe(`‘${cart.removed[0].name}’ is out of stock and was removed from your cart.`);
  });

  it('cart: a read deletes nothing; the next write reports the dropped line once more and deletes it', async () => {
    await cartCall('/add', { product: P.fertiliser, quantity: 1 });
    await change(P.fertiliser, { status: 'draft' });
    // Two reads at once (the page header and the cart page do this) both see the notice.
    const [a, b] = await Promise.all([readCart(), readCart()]);
    expect(a.removed).toHaveLength(1);
    expect(b.removed).toHaveLength(1);

    const write = cartShape.parse((await cartCall('/add', { product: P.jbl, quantity: 1 })).json.data);
    expect(write.removed.map((r) => r.productId)).toEqual([P.fertiliser]);
    expect((await readCart()).removed).toEqual([]);
    const stored = await env.DB.prepare('select count(*) n from cart_items where user_id = 19 and product_id = ?').bind(P.fertiliser).first('n');
    expect(stored).toBe(0);
  });

  it('cart sync: lines that can no longer be bought are not merged in, and the answer says so', async () => {
    await change(P.fertiliser, { stock: 0 });
    const { status, json } = await cartCall('', {
      items: [
        { product: P.fertiliser, quantity: 1 },
        { product: P.jbl, quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    const cart = cartShape.parse(json.data);
    expect(cart.load.map((l) => l.productId)).toEqual([P.jbl]);
    expect(cart.removed).toMatchObject([{ productId: P.fertiliser, reason: 'out_of_stock' }]);
  });

  it('GraphQL cart: removedLines carries the notice', async () => {
    await cartCall('/add', { product: P.fertiliser, quantity: 1 });
    await change(P.fertiliser, { status: 'draft' });
    const { data, errors } = await gql(
      '{ cart { itemCount lines { quantity } removedLines { productId variationId reason message } } }',
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(errors).toBeUndefined();
    expect(data.cart.lines).toEqual([]);
    expect(data.cart.removedLines).toEqual([
      {
        productId: String(P.fertiliser),
        variationId: null,
        reason: 'UNAVAILABLE',
        message: expect.stringMatching(/is no longer available and was removed from your cart\.$/),
      },
    ]);
  });
});

describe('an anonymous cart (kept by the client)', () => {
  const preview = (items: unknown[]) => call('POST', '/products/cart/preview', { body: { items } });

  it('cart preview: unpublished and sold-out products are dropped, and the cart says so', async () => {
    await change(P.fertiliser, { status: 'draft' });
    await change(P.iphone, { stock: 0 });
    const { status, json } = await preview([
      { product: P.fertiliser, quantity: 1 },
      { product: P.iphone, quantity: 1 },
      { product: P.jbl, quantity: 2 },
    ]);
    expect(status).toBe(200);
    const cart = cartShape.parse(json.data);
    expect(cart.load.map((l) => [l.productId, l.quantity])).toEqual([[P.jbl, 2]]);
    expect(cart.itemCount).toBe(2);
    expect(cart.removed.map((r) => [r.productId, r.reason])).toEqual([
      [P.fertiliser, 'unavailable'],
      [P.iphone, 'out_of_stock'],
    ]);
  });

  it('cart preview: needs no login, takes at most 50 lines and answers bad input with 400', async () => {
    expect((await preview([])).json.data).toMatchObject({ load: [], removed: [] });
    expect((await preview(Array.from({ length: 51 }, () => ({ product: P.jbl })))).status).toBe(400);
    expect((await preview([{ product: 'x; drop table products' }])).status).toBe(400);
  });

  it('GraphQL cartPreview: an unpublished product leaves the cart even while its page is edge-cached', async () => {
    const slug = (await product(P.fertiliser)).slug as string;
    // Warm the edge cache with the published product, as any visitor's page view would.
    expect((await call('POST', `/product?slug=${slug}`)).status).toBe(200);
    await change(P.fertiliser, { status: 'draft' });
    const { data, errors } = await gql(
      'query ($lines: [CartLineInput!]!) { cartPreview(lines: $lines) { itemCount lines { product { id } } removedLines { productId reason message } } }',
      {
        lines: [
          { productId: String(P.fertiliser), variationId: '0', quantity: 1, slug },
          { productId: String(P.jbl), quantity: 1, slug: 'ignored' },
        ],
      },
    );
    expect(errors).toBeUndefined();
    expect(data.cartPreview.lines).toEqual([{ product: { id: String(P.jbl) } }]);
    expect(data.cartPreview.removedLines).toMatchObject([{ productId: String(P.fertiliser), reason: 'UNAVAILABLE' }]);
    expect(data.cartPreview.removedLines[0].message).toMatch(/^‘.+’ is no longer available and was removed from your cart\.$/);
  });
});

describe('checkout', () => {
  it('checkout refuses lines that can no longer be bought: unpublished or sold out', async () => {
    await change(P.fertiliser, { status: 'draft' });
    const unpublished = await placeOrder(checkout({ items: [{ product: P.fertiliser, quantity: 1 }] }), token);
    expect(unpublished.status).toBe(400);
    expect(unpublished.json.message).toBe(`Product ${P.fertiliser} was not found`);
    await change(P.iphone, { stock: 0 });
    const soldOut = await placeOrder(checkout({ items: [{ product: P.iphone, quantity: 1 }] }), token);
    expect(soldOut.status).toBe(400);
    expect(soldOut.json.message).toMatch(/is out of stock$/);
  });
});
