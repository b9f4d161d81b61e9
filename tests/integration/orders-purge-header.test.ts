/**
 * Writes that change a product's stock name the edge-cache tags they made stale, so the Worker's edge cache
 * (server/edge-cache.ts) can purge them: `x-musika-purge: product:<slug>, business:<bSlug>`. Asked of the
 * embedded API itself: the edge wrapper may consume the header before a client sees it.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBackend } from '../../backend/app';
import { clearRateLimits } from './support/accounts';
import { businessId, buyerToken, checkout, P, product, untrackedProduct, vendorToken } from './support/buying';
import { API } from './support/http';

/** The contract with the edge cache (server/edge-cache.ts): one comma-separated list of tags. */
const PURGE_HEADER = 'x-musika-purge';
const backend = createBackend();
async function origin(method: string, path: string, body: unknown, token: string) {
  const ctx = createExecutionContext();
  const request = new Request(`${API}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const response = await backend.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, purge: response.headers.get(PURGE_HEADER), json: (await response.json()) as { message?: string; data?: any } };
}

let buyer: string;
let vendor: string;
beforeAll(async () => {
  await clearRateLimits();
  [buyer, vendor] = await Promise.all([buyerToken(), vendorToken()]);
});
beforeEach(clearRateLimits);

const tagsOf = async (productId: number) => {
  const row = await product(productId);
  const business = await env.DB.prepare('select slug from businesses where id = ?').bind(row.business_id).first<{ slug: string }>();
  return [`product:${row.slug}`, `business:${business!.slug}`];
};

describe('edge-cache purge on stock changes', () => {
  it('checkout names the cache tags of the products whose stock it took in x-musika-purge', async () => {
    const untracked = (await untrackedProduct())!;
    const body = checkout({
      items: [
        { product: P.jbl, quantity: 1 },
        { product: P.fertiliser, quantity: 2 },
        { product: untracked, quantity: 1 },
      ],
    });
    const placed = await origin('POST', '/orders/create', body, buyer);
    expect(placed.status, placed.json.message).toBe(201);
    // Untracked stock did not change: nothing of that product to purge.
    expect(placed.purge).toBe([...(await tagsOf(P.jbl)), ...(await tagsOf(P.fertiliser))].join(', '));

    // A replay changes nothing, so it purges nothing.
    const replay = await origin('POST', '/orders/create', body, buyer);
    expect(replay.status).toBe(201);
    expect(replay.purge).toBeNull();
  });

  it('cancelling an order puts its units back and names their cache tags too', async () => {
    const placed = await origin('POST', '/orders/create', checkout({ items: [{ product: P.jbl, quantity: 1 }] }), buyer);
    const order = placed.json.data.orders[0];
    const bID = await businessId('borrowdale-digital');
    const seen = await origin('POST', '/order/update', { bID, orderID: order.id, readStatus: true }, vendor);
    expect(seen.status).toBe(200);
    expect(seen.purge).toBeNull();
    const cancelled = await origin('POST', '/order/update', { bID, orderID: order.id, orderStatus: 'cancelled' }, vendor);
    expect(cancelled.status, cancelled.json.message).toBe(200);
    expect(cancelled.purge).toBe((await tagsOf(P.jbl)).join(', '));
  });

  it('a refused checkout purges nothing', async () => {
    const refused = await origin('POST', '/orders/create', checkout({ items: [{ product: P.iphone, quantity: 5 }] }), buyer);
    expect(refused.status).toBe(400);
    expect(refused.purge).toBeNull();
  });
});
