/** Reviews (spec §7 /products/reviews…; only after a completed order, once) and reporting a product (201). */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canReview, createReview, productReviews, REVIEW_MESSAGES } from '../../schema/rest/reviews';
import { call, clearRateLimits } from './support/accounts';
import { businessId, buyerToken, checkout, countRows, newBuyer, P, placeOrder, product, vendorToken } from './support/buying';
import { settleWorkerTasks } from './support/worker';

beforeEach(clearRateLimits);

let buyer: string;
let vendor: string;
beforeAll(async () => {
  await clearRateLimits();
  [buyer, vendor] = await Promise.all([buyerToken(), vendorToken()]);
});

const slugOf = async (id: number) => (await product(id)).slug as string;
/** The ratings of a product's review rows, and their average as the product card shows it (2 places). */
const ratingRows = async (productId: number) =>
  (await env.DB.prepare('select rating from reviews where product_id = ?').bind(productId).all<{ rating: number }>()).results.map((r) => r.rating);
const averageOf = (ratings: number[]) => Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100;
const can = (productId: number | string, token = buyer) => call('GET', `/products/reviews/can-review?productId=${productId}`, { token });
const post = (body: unknown, token = buyer) => call('POST', '/products/reviews', { body, token });
const review = (productID: number, overrides: Record<string, unknown> = {}) => ({
  productID,
  review: 'Loud, clear and the battery lasts a whole braai. Delivered to the Avenues the next day.',
  rating: 5,
  authorID: 19,
  ...overrides,
});

describe('reading reviews', () => {
  it('answers data.reviews (author, rating, text, date) and data.message success', async () => {
    const { status, json } = await call('GET', `/products/reviews?slug=${await slugOf(P.iphone)}`);
    expect(status).toBe(200);
    const data = productReviews.data.parse(json.data);
    expect(data.message).toBe('success');
    const rows = await ratingRows(P.iphone);
    expect(data.reviews).toHaveLength(rows.length);
    // Newest first; the seed's handwritten reviews are among them.
    const dates = data.reviews.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.reviews).toContainEqual(
      expect.objectContaining({
        rating: 3,
        author: expect.objectContaining({ displayName: 'Tinashe Gumbo' }),
        createdAt: '2026-04-02T10:05:00.000Z',
      }),
    );
    expect(data.reviews.some((r) => r.review.startsWith('Genuine phone'))).toBe(true);
    // The rating is the reviews' own (issue "Review counts").
    expect(data.rating).toEqual({ average: averageOf(rows), count: rows.length });
  });

  it('an unknown or hostile slug is 404 or 400', async () => {
    expect((await call('GET', '/products/reviews?slug=no-such-product')).status).toBe(404);
    expect((await call('GET', "/products/reviews?slug=x'%20or%201=1")).status).toBe(400);
    expect((await call('GET', '/products/reviews')).status).toBe(400);
  });
});

describe('writing reviews', () => {
  it('can-review only after a completed order, once', async () => {
    // The seeded completed order holds the JBL speaker.
    let { status, json } = await can(P.jbl);
    expect(status).toBe(200);
    expect(canReview.data.parse(json.data)).toEqual({ canReview: true, reason: 'eligible', message: 'You can review this product' });
    // A pending order is not enough.
    const order = (await placeOrder(checkout({ items: [{ product: P.fertiliser, quantity: 1 }] }), buyer)).json.data.orders[0];
    expect((await can(P.fertiliser)).json.data).toMatchObject({ canReview: false, reason: 'no_completed_order' });
    const refused = await post(review(P.fertiliser));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(REVIEW_MESSAGES.noCompletedOrder);

    const before = await product(P.jbl);
    // Anonymous readers get the list from the edge cache (server/edge-cache.ts)…
    await call('GET', `/products/reviews?slug=${before.slug}`);
    await settleWorkerTasks();
    const cached = await call('GET', `/products/reviews?slug=${before.slug}`);
    expect(cached.headers.get('x-musika-cache')).toBe('HIT');
    expect(cached.json.data.reviews).toHaveLength(before.review_count);
    const vendorNotes = await countRows('notifications', "user_id = 20 and kind = 'review_received'");
    ({ status, json } = await post(review(P.jbl, { rating: 4 })));
    expect(status).toBe(201);
    const created = createReview.data.parse(json.data);
    expect(created.review).toMatchObject({ productId: P.jbl, rating: 4, author: { id: 19, displayName: 'Chiedza Mavhunga' } });
    // The card's rating is recomputed from the reviews, the new one included, in the same batch.
    const rows = await ratingRows(P.jbl);
    expect(rows).toHaveLength(before.review_count + 1);
    expect(created.rating).toEqual({ average: averageOf(rows), count: rows.length });
    expect(await countRows('notifications', "user_id = 20 and kind = 'review_received'")).toBe(vendorNotes + 1);

    // Once.
    expect((await can(P.jbl)).json.data).toMatchObject({ canReview: false, reason: 'already_reviewed' });
    const twice = await post(review(P.jbl));
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    expect((await product(P.jbl)).review_count).toBe(before.review_count + 1);
    // …and a new review retires the cached list at once (purge header): it is first in the list.
    const list = await call('GET', `/products/reviews?slug=${before.slug}`);
    expect(list.headers.get('x-musika-cache')).not.toBe('HIT');
    expect(list.json.data.reviews[0]).toMatchObject({ rating: 4, author: { displayName: 'Chiedza Mavhunga' } });
    expect(list.json.data.rating.count).toBe(before.review_count + 1);

    // Completing the fertiliser order opens its review.
    const midlandsOwner = await env.DB.prepare('select owner_id from businesses where id = ?')
      .bind(await businessId('midlands-agri-supplies'))
      .first('owner_id');
    expect(midlandsOwner).toBe(13);
    await env.DB.prepare("update orders set status = 'completed' where id = ?").bind(order.id).run();
    expect((await can(P.fertiliser)).json.data).toMatchObject({ canReview: true });
  });

  it("authorID must be the token's user", async () => {
    const { status, json } = await post(review(P.jbl, { authorID: 20 }));
    expect(status).toBe(403);
    expect(json.message).toBe(REVIEW_MESSAGES.notYours);
    expect((await call('POST', '/products/reviews', { body: review(P.jbl) })).status).toBe(401);
  });

  it("a vendor cannot review their own business's product; a buyer with no orders cannot review", async () => {
    expect((await can(P.jbl, vendor)).json.data).toMatchObject({ canReview: false, reason: 'own_product' });
    expect((await post(review(P.jbl, { authorID: 20 }), vendor)).status).toBe(403);
    const other = await newBuyer();
    expect((await can(P.jbl, other.token)).json.data).toMatchObject({ canReview: false, reason: 'no_completed_order' });
    expect((await can(999999)).status).toBe(404);
    expect((await can('abc')).status).toBe(400);
    expect((await call('GET', `/products/reviews/can-review?productId=${P.jbl}`)).status).toBe(401);
  });

  it('validates the review and rating', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ review: 'Too short' }, 'review: The review must be at least 10 characters'],
      [{ review: 'x'.repeat(2001) }, 'review: The review must be at most 2000 characters'],
      [{ rating: 0 }, 'rating: The rating must be 1 to 5'],
      [{ rating: 6 }, 'rating: The rating must be 1 to 5'],
      [{ rating: 3.5 }, 'rating: Please select a rating'],
      [{ rating: undefined }, 'rating: Please select a rating'],
      [{ productID: '48 or 1=1' }, 'productID: productID must be a number'],
      [{ authorID: -1 }, 'authorID: authorID must be a positive id'],
    ];
    for (const [overrides, message] of cases) {
      const { status, json } = await post(review(P.jbl, overrides));
      expect(status, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(json.message).toBe(message);
    }
    expect((await post('{"productID":')).status).toBe(400);
  });
});

describe('reporting a product', () => {
  const report = (body: unknown, token?: string, ip = '203.0.113.9') => call('POST', '/product/report', { body, token, ip });

  it('report succeeds with 201', async () => {
    const before = await countRows('product_reports');
    const guest = await report({ productId: P.fertiliser, reason: 'counterfeit', details: 'The bag print looks wrong.' });
    expect(guest.status).toBe(201);
    expect(guest.json).toEqual({ success: true, message: 'success', data: { reported: true } });
    const loggedIn = await report({ productId: P.fertiliser, reason: 'scam' }, buyer);
    expect(loggedIn.status).toBe(201);
    // The same report again by the same user is kept once, and still answers 201.
    expect((await report({ productId: P.fertiliser, reason: 'scam' }, buyer)).status).toBe(201);
    expect(await countRows('product_reports')).toBe(before + 2);
    expect(await countRows('product_reports', "reporter_id = 19 and reason = 'scam'")).toBe(1);
  });

  it('refuses bad reasons, long details and unknown products', async () => {
    expect((await report({ productId: P.fertiliser, reason: 'boring' })).status).toBe(400);
    expect((await report({ productId: P.fertiliser, reason: 'other', details: 'd'.repeat(1001) })).json.message).toBe(
      'details: Details must be at most 1000 characters',
    );
    expect((await report({ productId: 999999, reason: 'other' })).status).toBe(404);
    expect((await report({ reason: 'other' })).status).toBe(400);
    expect((await report('{oops')).status).toBe(400);
  });

  it('is rate limited per IP', async () => {
    for (let i = 0; i < 10; i++) expect((await report({ productId: P.fertiliser, reason: 'other' }, undefined, '203.0.113.50')).status).toBe(201);
    expect((await report({ productId: P.fertiliser, reason: 'other' }, undefined, '203.0.113.50')).status).toBe(429);
  });
});
