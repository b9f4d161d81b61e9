/** POST /orders/create: one order per vendor, prices from the catalogue or an accepted offer, idempotency, stock. */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrder, DELIVERY_FEE_CENTS, ORDER_NUMBER_PATTERN } from '../../schema/rest/orders';
import { call, clearRateLimits } from './support/accounts';
import { businessId, buyerToken, checkout, countRows, insertOffer, newBuyer, P, placeOrder, product, variationsOf } from './support/buying';

beforeEach(clearRateLimits);

let token: string;
beforeAll(async () => {
  await clearRateLimits();
  token = await buyerToken();
});

const parse = (json: { data?: unknown }) => createOrder.data.parse(json.data);

describe('checkout', () => {
  it('checkout creates one order per vendor', async () => {
    const [jacketVariation] = await variationsOf(P.jacket);
    await call('POST', '/products/cart/clear', { token });
    await call('POST', '/products/cart/add', { token, body: { product: P.jbl, quantity: 1 } });
    await call('POST', '/products/cart/add', { token, body: { product: P.iphone, quantity: 1 } });
    const vendorNotesBefore = await countRows('notifications', "user_id = 20 and kind = 'order_placed'");
    // The seed holds notifications of its own (the living demo): only the ones after this checkout are read.
    const buyerNotesBefore = (await env.DB.prepare('select coalesce(max(id), 0) as n from notifications').first<{ n: number }>())!.n;

    const { status, json } = await placeOrder(
      checkout({
        items: [
          { product: P.jbl, variation: {}, quantity: 2 },
          { product: P.fertiliser, variation: 0, quantity: 3 },
          { product: P.jacket, variation: jacketVariation.id, quantity: 1 },
        ],
      }),
      token,
    );
    expect(status).toBe(201);
    expect(json).toMatchObject({ success: true, message: 'success' });
    const answer = parse(json);
    const [eastlea, borrowdale, midlands] = await Promise.all(
      ['eastlea-fashion-house', 'borrowdale-digital', 'midlands-agri-supplies'].map(businessId),
    );
    expect(answer.orders.map((o) => o.business.id)).toEqual([eastlea, borrowdale, midlands].sort((a, b) => a - b));
    for (const order of answer.orders) {
      expect(order.status).toBe('pending');
      expect(order.number).toMatch(ORDER_NUMBER_PATTERN);
      expect(order.checkoutId).toBe(answer.checkoutId);
      expect(order.userId).toBe(19);
      expect(order.deliveryCents).toBe(DELIVERY_FEE_CENTS);
      expect(order.totalCents).toBe(order.subtotalCents + DELIVERY_FEE_CENTS);
      expect(order.paymentMethod).toBe('cash_on_delivery');
      expect(order.paymentStatus).toBe('unpaid');
      expect(order.readStatus).toBe(false);
      expect(order.deliveryAddress).toEqual({ address1: '14 Fife Avenue', suburb: 'Avenues', city: 'Harare' });
    }
    expect(new Set(answer.orders.map((o) => o.number)).size).toBe(3);
    const byBusiness = new Map(answer.orders.map((o) => [o.business.id, o]));
    expect(byBusiness.get(borrowdale)!.items).toMatchObject([{ productId: P.jbl, quantity: 2, unitPriceCents: 12000, lineTotalCents: 24000 }]);
    expect(byBusiness.get(midlands)!.subtotalCents).toBe(3 * 4000);
    expect(byBusiness.get(eastlea)!.items[0]).toMatchObject({ variationId: jacketVariation.id, variationName: jacketVariation.name });
    expect(answer.totalCents).toBe(answer.orders.reduce((n, o) => n + o.totalCents, 0));

    // Each vendor hears of its order; the buyer of each order; the ordered cart line left the cart, the other stayed.
    expect(await countRows('notifications', "user_id = 20 and kind = 'order_placed'")).toBe(vendorNotesBefore + 2);
    const owner13 = await env.DB.prepare("select link from notifications where user_id = 13 and kind = 'order_placed'").all<{ link: string }>();
    expect(owner13.results.map((r) => r.link)).toEqual([`/dashboard/order/${byBusiness.get(midlands)!.id}/`]);
    const buyerLinks = await env.DB.prepare(
      "select link, body from notifications where user_id = 19 and kind = 'order_placed' and id > ? order by id",
    )
      .bind(buyerNotesBefore)
      .all<{
        link: string;
        body: string;
      }>();
    expect(buyerLinks.results.map((r) => r.link)).toEqual(answer.orders.map((o) => `/account/order/${o.id}`));
    // The buyer reads "the store", as everywhere else on the site, never "the vendor" (issue 31).
    for (const { body } of buyerLinks.results) expect(body).toMatch(/is pending\. We will tell you here when the store updates it\.$/);
    const cart = await call('GET', '/products/cart', { token });
    expect(cart.json.data.load.map((l: { productId: number }) => l.productId)).toEqual([P.iphone]);
  });

  it('creating an order is idempotent', async () => {
    const body = checkout({ items: [{ product: P.fertiliser, quantity: 2 }] });
    const stockBefore = (await product(P.fertiliser)).stock_quantity;
    const first = await placeOrder(body, token);
    expect(first.status).toBe(201);
    const ordersAfterFirst = await countRows('orders');
    const notesAfterFirst = await countRows('notifications');

    const second = await placeOrder(body, token);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.json).toEqual(first.json);
    expect(await countRows('orders')).toBe(ordersAfterFirst);
    expect(await countRows('notifications')).toBe(notesAfterFirst);
    expect((await product(P.fertiliser)).stock_quantity).toBe(stockBefore - 2);

    // Two at once with one key still make one set of orders.
    const raceBody = checkout({ items: [{ product: P.fertiliser, quantity: 1 }] });
    const [a, b] = await Promise.all([placeOrder(raceBody, token), placeOrder(raceBody, token)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.json.data.orders.map((o: { id: number }) => o.id)).toEqual(b.json.data.orders.map((o: { id: number }) => o.id));
    expect(await countRows('orders')).toBe(ordersAfterFirst + 1);
  });

  it('idempotency keys belong to one buyer: the same key from someone else makes their own order', async () => {
    const body = checkout({ items: [{ product: P.fertiliser, quantity: 1 }] });
    const mine = await placeOrder(body, token);
    const other = await newBuyer();
    const theirs = await placeOrder(body, other.token);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.json.data.orders[0].id).not.toBe(mine.json.data.orders[0].id);
    expect(theirs.json.data.orders[0].userId).toBe(other.userId);
    // A guest's key is scoped by their phone.
    const guestBody = checkout({ contact: { name: 'Tariro Guest', phone: '0771 000 111' }, items: [{ product: P.fertiliser, quantity: 1 }] });
    const guest1 = await placeOrder(guestBody);
    const guest2 = await placeOrder(guestBody);
    expect(guest1.status).toBe(201);
    expect(guest2.json).toEqual(guest1.json);
    expect(guest1.json.data.orders[0]).toMatchObject({ userId: null, customer: { phone: '263771000111', email: null } });
  });

  it('order prices come from the catalogue, not the client', async () => {
    const [v] = await variationsOf(P.jacket);
    const { status, json } = await placeOrder(
      checkout({
        fulfilment: 'collection',
        deliveryAddress: null,
        items: [
          { product: P.jbl, quantity: 1, price: 1, unitPriceCents: 1, priceCents: 1 },
          { product: P.jacket, variation: v.id, quantity: 2, unitPriceCents: 1 },
        ],
        totalCents: 2,
        subtotalCents: 2,
        deliveryCents: 0,
      }),
      token,
    );
    expect(status).toBe(201);
    const items = parse(json).orders.flatMap((o) => o.items);
    expect(items.find((i) => i.productId === P.jbl)!.unitPriceCents).toBe(12000);
    expect(items.find((i) => i.productId === P.jacket)!.unitPriceCents).toBe(v.price_cents);
    // Collection: no delivery fee, no address kept.
    for (const order of parse(json).orders) {
      expect(order.deliveryCents).toBe(0);
      expect(order.deliveryAddress).toBeNull();
      expect(order.totalCents).toBe(order.subtotalCents);
    }
  });

  it('delivery needs an address; collection does not', async () => {
    const { status, json } = await placeOrder(checkout({ deliveryAddress: undefined }), token);
    expect(status).toBe(400);
    expect(json.message).toBe('deliveryAddress: A delivery address is required for delivery');
    expect((await placeOrder(checkout({ fulfilment: 'collection', deliveryAddress: undefined }), token)).status).toBe(201);
  });

  it('a guest can check out without logging in; a bad token is 401, not a guest checkout', async () => {
    const guest = await placeOrder(checkout({ contact: { name: 'Farai Guest', phone: '+263 71 234 5678', email: 'Farai@Example.co.zw' } }));
    expect(guest.status).toBe(201);
    expect(parse(guest.json).orders[0]).toMatchObject({
      userId: null,
      customer: { name: 'Farai Guest', phone: '263712345678', email: 'farai@example.co.zw' },
    });
    expect((await placeOrder(checkout(), 'not-a-valid-token-at-all')).status).toBe(401);
  });

  it('checkout takes the stock, and refuses more than is left', async () => {
    const before = (await product(P.jbl)).stock_quantity as number;
    expect((await placeOrder(checkout({ items: [{ product: P.jbl, quantity: 3 }] }), token)).status).toBe(201);
    expect((await product(P.jbl)).stock_quantity).toBe(before - 3);

    await env.DB.prepare('update products set stock_quantity = 1 where id = ?').bind(P.iphone).run();
    const tooMany = await placeOrder(checkout({ items: [{ product: P.iphone, quantity: 2 }] }), token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe('Only 1 of iPhone 13 128GB left in stock');
    // Two buyers race for the last one: exactly one gets it.
    const other = await newBuyer();
    const results = await Promise.all([
      placeOrder(checkout({ items: [{ product: P.iphone, quantity: 1 }] }), token),
      placeOrder(checkout({ items: [{ product: P.iphone, quantity: 1 }] }), other.token),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, expect.any(Number)].sort());
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.find((r) => r.status !== 201)!.status).toBeGreaterThanOrEqual(400);
    expect((await product(P.iphone)).stock_quantity).toBe(0);
    const soldOut = await placeOrder(checkout({ items: [{ product: P.iphone, quantity: 1 }] }), token);
    expect(soldOut.json.message).toBe('iPhone 13 128GB is out of stock');
  });

  it('the stock guard in the batch stops lines that together take more than is left', async () => {
    // Two sizes sharing the product's stock of 1: each line alone fits, both together do not.
    const savedVariations = await variationsOf(P.jacket);
    const [a, b] = savedVariations;
    const saved = await product(P.jacket);
    await env.DB.batch([
      env.DB.prepare('update product_variations set stock_quantity = null where product_id = ?').bind(P.jacket),
      env.DB.prepare('update products set stock_quantity = 1 where id = ?').bind(P.jacket),
    ]);
    try {
      const before = await countRows('orders');
      const { status, json } = await placeOrder(
        checkout({
          items: [
            { product: P.jacket, variation: a.id, quantity: 1 },
            { product: P.jacket, variation: b.id, quantity: 1 },
          ],
        }),
        token,
      );
      expect(status).toBe(409);
      expect(json.message).toBe('An item in your order sold out while you were checking out. Please check your cart and try again.');
      // Nothing of the batch stayed: no order, no stock taken.
      expect(await countRows('orders')).toBe(before);
      expect((await product(P.jacket)).stock_quantity).toBe(1);
    } finally {
      await env.DB.batch([
        ...savedVariations.map((v) => env.DB.prepare('update product_variations set stock_quantity = ? where id = ?').bind(v.stock_quantity, v.id)),
        env.DB.prepare('update products set stock_quantity = ? where id = ?').bind(saved.stock_quantity, P.jacket),
      ]);
    }
  });

  it('refuses auction lots and unknown products and variations', async () => {
    expect((await placeOrder(checkout({ items: [{ product: P.auctionStand, quantity: 1 }] }), token)).json.message).toMatch(/sold at auction/);
    expect((await placeOrder(checkout({ items: [{ product: 987654, quantity: 1 }] }), token)).json.message).toBe('Product 987654 was not found');
    const [v] = await variationsOf(P.jacket);
    const wrong = await placeOrder(checkout({ items: [{ product: P.jbl, variation: v.id, quantity: 1 }] }), token);
    expect(wrong.status).toBe(400);
    expect(await countRows('orders', 'idempotency_key like ?', '%test-key%')).toBeGreaterThan(0);
  });
});

describe('offers at checkout', () => {
  const unitsLeft = async (offerId: number) => (await call('GET', `/offer?offerId=${offerId}`, { token })).json.data.unitsLeft;

  it('accepted offer price is used', async () => {
    const offer = await insertOffer();
    expect(await unitsLeft(offer.id)).toBe(2);
    const { status, json } = await placeOrder(checkout({ items: [{ product: P.fertiliser, quantity: 2, offerUuid: offer.uuid }] }), token);
    expect(status).toBe(201);
    const [order] = parse(json).orders;
    expect(order.items).toMatchObject([{ productId: P.fertiliser, unitPriceCents: 3150, quantity: 2, lineTotalCents: 6300, offerId: offer.id }]);
    expect(order.subtotalCents).toBe(6300);
    // Its units are used up: the offer says so, and cannot buy more.
    expect(await unitsLeft(offer.id)).toBe(0);
    const again = await placeOrder(checkout({ items: [{ product: P.fertiliser, quantity: 1, offerUuid: offer.uuid }] }), token);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('The accepted offer for Ammonium Nitrate (AN) 50kg has already been used');
  });

  it('an accepted offer has units left only while accepted, and gets them back when its order is cancelled', async () => {
    const pending = await insertOffer({ status: 'pending' });
    expect(await unitsLeft(pending.id)).toBe(0);
    const offer = await insertOffer({ quantity: 3 });
    const { json } = await placeOrder(checkout({ items: [{ product: P.fertiliser, quantity: 1, offerUuid: offer.uuid }] }), token);
    expect(await unitsLeft(offer.id)).toBe(2);
    await env.DB.prepare("update orders set status = 'cancelled' where id = ?").bind(json.data.orders[0].id).run();
    expect(await unitsLeft(offer.id)).toBe(3);
  });

  it('an offer buys at most its quantity, and only its variation', async () => {
    const offer = await insertOffer({ quantity: 1 });
    const tooMany = await placeOrder(checkout({ items: [{ product: P.fertiliser, quantity: 2, offerUuid: offer.uuid }] }), token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe('The accepted offer for Ammonium Nitrate (AN) 50kg covers 1 more');
  });

  it("offers that are not accepted, or not the buyer's, or for another product give no price", async () => {
    const pending = await insertOffer({ status: 'pending' });
    const someoneElses = await insertOffer({ buyer_id: 21, buyer_phone: '263715830264' });
    const otherProduct = await insertOffer({ product_id: P.jbl, business_id: await businessId('borrowdale-digital') });
    for (const uuid of [pending.uuid, someoneElses.uuid, otherProduct.uuid, 'no-such-offer-uuid']) {
      const { status, json } = await placeOrder(checkout({ items: [{ product: P.fertiliser, quantity: 1, offerUuid: uuid }] }), token);
      expect(status, uuid).toBe(400);
      expect(json.message).toBe('The offer given for Ammonium Nitrate (AN) 50kg is not an accepted offer of yours');
    }
  });

  it("a guest's accepted offer is theirs by phone", async () => {
    const offer = await insertOffer({ buyer_id: null, buyer_phone: '263771999888', buyer_name: 'Guest Buyer' });
    const { status, json } = await placeOrder(
      checkout({ contact: { name: 'Guest Buyer', phone: '0771 999 888' }, items: [{ product: P.fertiliser, quantity: 1, offerUuid: offer.uuid }] }),
    );
    expect(status).toBe(201);
    expect(json.data.orders[0].items[0].unitPriceCents).toBe(3150);
  });
});

describe('checkout: hostile input', () => {
  const cases: [string, unknown][] = [
    ['malformed JSON', '{"idempotencyKey": '],
    ['an array body', []],
    ['a short key', checkout({ idempotencyKey: 'short' })],
    ['a long key', checkout({ idempotencyKey: 'k'.repeat(101) })],
    ['an SQL-looking key', checkout({ idempotencyKey: "abcdefghijklmnop'; drop table orders; --" })],
    ['a name over 100 characters', checkout({ contact: { name: 'N'.repeat(101), phone: '263772146318' } })],
    ['notes over 1000 characters', checkout({ notes: 'n'.repeat(1001) })],
    ['a foreign phone', checkout({ contact: { name: 'X', phone: '+44 20 7946 0958' } })],
    ['a bad e-mail', checkout({ contact: { name: 'X', phone: '263772146318', email: 'not-an-email' } })],
    ['a zero quantity', checkout({ items: [{ product: P.jbl, quantity: 0 }] })],
    ['a negative quantity', checkout({ items: [{ product: P.jbl, quantity: -3 }] })],
    ['a huge quantity', checkout({ items: [{ product: P.jbl, quantity: 1e9 }] })],
    ['a fractional quantity', checkout({ items: [{ product: P.jbl, quantity: 0.5 }] })],
    ['an SQL-looking product', checkout({ items: [{ product: '48 or 1=1', quantity: 1 }] })],
    ['a huge product id', checkout({ items: [{ product: 1e15, quantity: 1 }] })],
    ['no items', checkout({ items: [] })],
    ['too many items', checkout({ items: Array.from({ length: 51 }, () => ({ product: P.jbl, quantity: 1 })) })],
    ['mobile money without a number', checkout({ paymentMethod: 'ecocash' })],
    ['an unknown payment method', checkout({ paymentMethod: 'bitcoin' })],
    ['an unknown currency', checkout({ paymentMethod: 'web', currency: 'EUR' })],
    ['an unknown fulfilment', checkout({ fulfilment: 'drone' })],
    ['an over-long address', checkout({ deliveryAddress: { address1: 'a'.repeat(201), city: 'Harare' } })],
  ];
  for (const [label, body] of cases) {
    it(`refuses ${label} with 400 and a clear message`, async () => {
      const before = await countRows('orders');
      const { status, json } = await placeOrder(body, token);
      expect(status).toBe(400);
      expect(json.success).toBe(false);
      expect(json.message).toBeTruthy();
      expect(json.message).not.toMatch(/sqlite|constraint|stack|\bat \w+ \(/i);
      expect(await countRows('orders')).toBe(before);
    });
  }

  it('stores SQL-looking text as text', async () => {
    const notes = "Robert'); DROP TABLE orders;--";
    const { status, json } = await placeOrder(checkout({ notes, contact: { name: 'O\'Brien "Bobby"', phone: '263772146318' } }), token);
    expect(status).toBe(201);
    expect(json.data.orders[0]).toMatchObject({ notes, customer: { name: 'O\'Brien "Bobby"' } });
  });
});
