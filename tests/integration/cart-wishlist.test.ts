/** The server cart and wishlist (spec §4 cart and wishlist rules, §5 validation, §7 /products/cart|wishlist). */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cart as cartShape, CART_MESSAGES, wishlist as wishlistShape } from '../../schema/rest/cart';
import { call, clearRateLimits } from './support/accounts';
import { buyerToken, newBuyer, P, untrackedProduct, variationsOf } from './support/buying';

beforeEach(clearRateLimits);

let token: string;
beforeAll(async () => {
  await clearRateLimits();
  token = await buyerToken();
});
beforeEach(async () => {
  await call('POST', '/products/cart/clear', { token });
});

const cartCall = (path: string, body?: unknown, as = token) =>
  call(body === undefined ? 'GET' : 'POST', `/products/cart${path}`, { body, token: as });
const lines = (json: { data?: any }) =>
  cartShape.parse(json.data).load.map((l) => ({ productId: l.productId, variationId: l.variationId, quantity: l.quantity }));

describe('cart', () => {
  it('needs a bearer token', async () => {
    expect((await call('GET', '/products/cart')).status).toBe(401);
    expect((await call('POST', '/products/cart/add', { body: { product: P.jbl, quantity: 1 } })).status).toBe(401);
  });

  it('answers an empty cart as data.load []', async () => {
    const { status, json } = await cartCall('');
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: true, message: 'success', data: { load: [], itemCount: 0, subtotalCents: 0 } });
  });

  it('cart merge: adding an identical product and variation increases its quantity', async () => {
    await cartCall('/add', { product: P.jbl, variation: {}, quantity: 1 });
    const { status, json } = await cartCall('/add', { product: P.jbl, variation: 0, quantity: 2 });
    expect(status).toBe(200);
    expect(lines(json)).toEqual([{ productId: P.jbl, variationId: 0, quantity: 3 }]);
  });

  it('cart: adding another variation of the same product adds a line', async () => {
    const [small, medium] = await variationsOf(P.jacket);
    await cartCall('/add', { product: P.jacket, variation: small.id, quantity: 1 });
    const { json } = await cartCall('/add', { product: { id: P.jacket }, variation: { id: medium.id } });
    expect(lines(json)).toEqual([
      { productId: P.jacket, variationId: small.id, quantity: 1 },
      { productId: P.jacket, variationId: medium.id, quantity: 1 },
    ]);
  });

  it('answers lines with the product card, the variation price, line totals and availability', async () => {
    const [v] = await variationsOf(P.jacket);
    await cartCall('/add', { product: P.jacket, variation: v.id, quantity: 2 });
    const { json } = await cartCall('/add', { product: P.jbl, quantity: 1 });
    const cart = cartShape.parse(json.data);
    const jacket = cart.load.find((l) => l.productId === P.jacket)!;
    expect(jacket.variation).toMatchObject({ id: v.id, name: v.name, priceCents: v.price_cents });
    expect(jacket.unitPriceCents).toBe(v.price_cents);
    expect(jacket.lineTotalCents).toBe(2 * v.price_cents);
    expect(jacket.product).toMatchObject({ id: P.jacket, slug: expect.any(String), business: { slug: 'eastlea-fashion-house' } });
    expect(jacket.product.image?.url).toMatch(/^\/images\/seed\//);
    const jbl = cart.load.find((l) => l.productId === P.jbl)!;
    expect(jbl.variation).toBeNull();
    expect(jbl.availability).toEqual({ purchasable: true, stockQuantity: 49, inStock: true });
    expect(cart.itemCount).toBe(3);
    expect(cart.subtotalCents).toBe(2 * v.price_cents + 12000);
  });

  it('cart: update sets quantity and variation (and merges onto a line already there)', async () => {
    const [small, medium] = await variationsOf(P.jacket);
    await cartCall('/add', { product: P.jacket, variation: small.id, quantity: 1 });
    let { json } = await cartCall('/update', { product: P.jacket, variation: small.id, quantity: 4 });
    expect(lines(json)).toEqual([{ productId: P.jacket, variationId: small.id, quantity: 4 }]);
    ({ json } = await cartCall('/update', { product: P.jacket, variation: small.id, quantity: 2, newVariation: medium.id }));
    expect(lines(json)).toEqual([{ productId: P.jacket, variationId: medium.id, quantity: 2 }]);
    await cartCall('/add', { product: P.jacket, variation: small.id, quantity: 1 });
    ({ json } = await cartCall('/update', { product: P.jacket, variation: small.id, quantity: 1, newVariation: medium.id }));
    expect(lines(json)).toEqual([{ productId: P.jacket, variationId: medium.id, quantity: 3 }]);
  });

  it('cart: updating a line that is not in the cart is 404', async () => {
    const { status, json } = await cartCall('/update', { product: P.jbl, variation: 0, quantity: 2 });
    expect(status).toBe(404);
    expect(json.message).toBe(CART_MESSAGES.notInCart);
  });

  it('cart: remove matches on product and variation', async () => {
    const [small, medium] = await variationsOf(P.jacket);
    await cartCall('/add', { product: P.jacket, variation: small.id });
    await cartCall('/add', { product: P.jacket, variation: medium.id });
    await cartCall('/add', { product: P.jbl });
    const { status, json } = await cartCall('/remove', { product: P.jacket, variation: small.id });
    expect(status).toBe(200);
    expect(lines(json)).toEqual([
      { productId: P.jacket, variationId: medium.id, quantity: 1 },
      { productId: P.jbl, variationId: 0, quantity: 1 },
    ]);
    // Removing what is not there is no error.
    expect((await cartCall('/remove', { product: P.jacket, variation: small.id })).status).toBe(200);
  });

  it('cart: clear empties the cart', async () => {
    await cartCall('/add', { product: P.jbl });
    const { json } = await cartCall('/clear', {});
    expect(json.data.load).toEqual([]);
    expect((await cartCall('')).json.data.load).toEqual([]);
  });

  it('cart sync: server lines replace matching local lines', async () => {
    const [small] = await variationsOf(P.jacket);
    await cartCall('/add', { product: P.jbl, quantity: 2 });
    const { status, json } = await cartCall('', {
      items: [
        { product: P.jbl, variation: {}, quantity: 5 },
        { product: P.jacket, variation: small.id, quantity: 1 },
      ],
    });
    expect(status).toBe(200);
    // The server's JBL line (2) wins over the local one (5); the local jacket line is added.
    expect(lines(json)).toEqual([
      { productId: P.jbl, variationId: 0, quantity: 2 },
      { productId: P.jacket, variationId: small.id, quantity: 1 },
    ]);
    expect(lines((await cartCall('')).json)).toEqual(lines(json));
  });

  it('cart: quantity must be nonzero', async () => {
    for (const quantity of [0, -1, -1000]) {
      const { status, json } = await cartCall('/add', { product: P.jbl, quantity });
      expect(status).toBe(400);
      expect(json.message).toBe(`quantity: ${CART_MESSAGES.quantityNonzero}`);
    }
    expect((await cartCall('/update', { product: P.jbl, quantity: 0 })).status).toBe(400);
    expect((await cartCall('', { items: [{ product: P.jbl, quantity: 0 }] })).status).toBe(400);
  });

  it('cart: quantity is bounded by 99 and by the stock', async () => {
    expect((await cartCall('/add', { product: P.jbl, quantity: 100 })).json.message).toBe(`quantity: ${CART_MESSAGES.quantityMax}`);
    expect((await cartCall('/add', { product: P.jbl, quantity: 1e12 })).status).toBe(400);
    expect((await cartCall('/add', { product: P.jbl, quantity: 1.5 })).status).toBe(400);
    await cartCall('/add', { product: P.jbl, quantity: 40 });
    const overStock = await cartCall('/add', { product: P.jbl, quantity: 10 });
    expect(overStock.status).toBe(400);
    expect(overStock.json.message).toBe('Only 49 of JBL Flip 6 Bluetooth Speaker left in stock');
    const iphone = await cartCall('/add', { product: P.iphone, quantity: 2 });
    expect(iphone.status).toBe(400);
    expect(iphone.json.message).toBe('Only 1 of iPhone 13 128GB left in stock');
    // Without stock tracking only the 99 bound applies, to the merged quantity too.
    const untracked = (await untrackedProduct())!;
    expect((await cartCall('/add', { product: untracked, quantity: 60 })).status).toBe(200);
    const over = await cartCall('/add', { product: untracked, quantity: 60 });
    expect(over.status).toBe(400);
    expect(over.json.message).toBe(CART_MESSAGES.quantityMax);
    expect(lines((await cartCall('')).json).find((l) => l.productId === untracked)?.quantity).toBe(60);
  });

  it('cart: unknown products and variations are refused with a clear message', async () => {
    const unknown = await cartCall('/add', { product: 999999, quantity: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Product 999999 was not found');
    const [v] = await variationsOf(P.jacket);
    const wrongVariation = await cartCall('/add', { product: P.jbl, variation: v.id });
    expect(wrongVariation.status).toBe(400);
    expect(wrongVariation.json.message).toBe(`Variation ${v.id} is not a variation of JBL Flip 6 Bluetooth Speaker`);
    const noVariation = await cartCall('/add', { product: P.jacket, variation: {} });
    expect(noVariation.status).toBe(400);
    expect(noVariation.json.message).toMatch(/^Choose a variation of Men's Denim Jacket/);
    const auction = await cartCall('/add', { product: P.auctionStand });
    expect(auction.status).toBe(400);
    expect(auction.json.message).toMatch(/sold at auction/);
    const missing = await cartCall('/add', { quantity: 1 });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe(`product: ${CART_MESSAGES.productRequired}`);
    // Sync refuses unknown lines too, and changes nothing.
    expect((await cartCall('', { items: [{ product: P.jbl }, { product: 424242 }] })).status).toBe(400);
    expect((await cartCall('')).json.data.load).toEqual([]);
  });

  it('cart: hostile input answers 400, never 500', async () => {
    const bad: unknown[] = [
      '{not json',
      { product: '1; drop table cart_items; --', quantity: 1 },
      { product: P.jbl, quantity: '1 or 1=1' },
      { product: P.jbl, variation: "' or ''='", quantity: 1 },
      { product: -5, quantity: 1 },
      { product: Number.MAX_SAFE_INTEGER, quantity: 1 },
      { product: P.jbl, quantity: Number.MAX_SAFE_INTEGER },
      [],
      null,
    ];
    for (const body of bad) {
      const { status, json } = await cartCall('/add', body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json.message).not.toMatch(/sql|select|stack|at \w+ \(/i);
    }
    const many = await cartCall('', { items: Array.from({ length: 51 }, () => ({ product: P.jbl })) });
    expect(many.status).toBe(400);
    expect(await env.DB.prepare('select count(*) n from cart_items').first('n')).toBe(0);
  });

  it("a buyer can never read or change another buyer's cart", async () => {
    const other = await newBuyer();
    await cartCall('/add', { product: P.jbl, quantity: 2 });
    expect((await cartCall('', undefined, other.token)).json.data.load).toEqual([]);
    // The other buyer's remove and clear touch only their own cart.
    await cartCall('/remove', { product: P.jbl, variation: 0 }, other.token);
    await cartCall('/clear', {}, other.token);
    expect(lines((await cartCall('')).json)).toEqual([{ productId: P.jbl, variationId: 0, quantity: 2 }]);
    // And updating a line only the first buyer has is 404 for the other.
    expect((await cartCall('/update', { product: P.jbl, quantity: 1 }, other.token)).status).toBe(404);
  });
});

describe('wishlist', () => {
  const wish = (method: 'GET' | 'POST' | 'DELETE', body?: unknown, as = token) => call(method, '/products/wishlist', { body, token: as });
  const ids = (json: { data?: any }) => wishlistShape.parse(json.data).load.map((p) => p.id);

  beforeEach(async () => {
    await env.DB.prepare('delete from wishlist_items').run();
  });

  it('needs a bearer token', async () => {
    expect((await call('GET', '/products/wishlist')).status).toBe(401);
  });

  it('wishlist add ignores duplicates', async () => {
    await wish('POST', { productId: P.jbl });
    const again = await wish('POST', { productId: P.jbl });
    expect(again.status).toBe(200);
    expect(ids(again.json)).toEqual([P.jbl]);
    await wish('POST', { productId: String(P.fertiliser) });
    expect(ids((await wish('GET')).json).sort()).toEqual([P.jbl, P.fertiliser].sort());
  });

  it('wishlist removal of a missing item succeeds', async () => {
    await wish('POST', { productId: P.jbl });
    const missing = await wish('DELETE', { productId: P.fertiliser });
    expect(missing.status).toBe(200);
    expect(ids(missing.json)).toEqual([P.jbl]);
    const unknown = await wish('DELETE', { productId: 999999 });
    expect(unknown.status).toBe(200);
    const removed = await wish('DELETE', { productId: P.jbl });
    expect(ids(removed.json)).toEqual([]);
  });

  it('wishlist answers product cards newest first', async () => {
    await env.DB.batch([
      env.DB.prepare("insert into wishlist_items (user_id, product_id, created_at) values (19, ?, '2026-05-01T00:00:00.000Z')").bind(P.jbl),
      env.DB.prepare("insert into wishlist_items (user_id, product_id, created_at) values (19, ?, '2026-06-01T00:00:00.000Z')").bind(P.fertiliser),
    ]);
    const { json } = await wish('GET');
    expect(ids(json)).toEqual([P.fertiliser, P.jbl]);
    expect(json.data.load[0]).toMatchObject({ id: P.fertiliser, name: 'Ammonium Nitrate (AN) 50kg', business: { slug: 'midlands-agri-supplies' } });
  });

  it('wishlist add requires a product that exists', async () => {
    expect((await wish('POST', {})).json.message).toBe('productId: productId is required');
    const unknown = await wish('POST', { productId: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe('Product 999999 was not found');
    expect((await wish('POST', { productId: "1' or '1'='1" })).status).toBe(400);
  });

  it("a buyer can never read or change another buyer's wishlist", async () => {
    const other = await newBuyer();
    await wish('POST', { productId: P.jbl });
    expect(ids((await wish('GET', undefined, other.token)).json)).toEqual([]);
    await wish('DELETE', { productId: P.jbl }, other.token);
    expect(ids((await wish('GET')).json)).toEqual([P.jbl]);
  });
});
