/** POST /products/bulk: publish, unpublish and delete many of a business's products — all of them its own, or none. */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '../../schema/rest/vendor-catalogue';
import { clearRateLimits } from './support/accounts';
import { bulk, businessesOf, origin, buyerToken, foreignBusiness, productById, productsIn, VENDOR_ID, vendorToken } from './support/vendor-catalogue';

const TEST_TIMEOUT = 30_000;
let vendor: string;
let buyer: string;
let own: { id: number; slug: string };
let second: { id: number; slug: string };
let other: { id: number; slug: string };

beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  [vendor, buyer] = await Promise.all([vendorToken(), buyerToken()]);
  [own, second] = await businessesOf(VENDOR_ID);
  other = await foreignBusiness();
}, TEST_TIMEOUT);

const statuses = async (ids: number[]) => Promise.all(ids.map(async (id) => (await productById(id))?.status));

/** A product of the business that nothing (order, review, offer, report, request answer) refers to. */
async function unreferencedProduct(businessId: number): Promise<number> {
  const row = await env.DB.prepare(
    `select p.id from products p where p.business_id = ? and p.status = 'publish'
       and not exists (select 1 from order_items i where i.product_id = p.id)
       and not exists (select 1 from reviews r where r.product_id = p.id)
       and not exists (select 1 from offers o where o.product_id = p.id)
       and not exists (select 1 from product_reports x where x.product_id = p.id)
       and not exists (select 1 from buyer_request_responses b where b.product_id = p.id)
     order by p.id desc limit 1`,
  )
    .bind(businessId)
    .first<{ id: number }>();
  return row!.id;
}

describe('bulk unpublish and publish', { timeout: TEST_TIMEOUT }, () => {
  it('unpublishes two products, names them for the edge cache to purge, and publishes them again', async () => {
    const [a, b] = await productsIn(own.id, "and status = 'publish'");
    const off = await origin('POST', '/products/bulk', { bID: own.id, ids: [a.id, b.id], action: 'unpublish' }, vendor);
    expect(off.status).toBe(200);
    expect(off.json.data.changed.sort()).toEqual([a.id, b.id].sort());
    expect(await statuses([a.id, b.id])).toEqual(['draft', 'draft']);
    for (const tag of [`product:${a.slug}`, `product:${b.slug}`, `business:${own.slug}`]) expect(off.purge).toContain(tag);

    const on = await bulk(vendor, { bID: own.id, ids: [a.id, b.id], action: 'publish' });
    expect(on.status).toBe(200);
    expect(await statuses([a.id, b.id])).toEqual(['publish', 'publish']);
  });

  it('refuses to publish past the package’s product limit, changing nothing', async () => {
    const [a, b] = await productsIn(second.id, "and status = 'publish'");
    await bulk(vendor, { bID: second.id, ids: [a.id, b.id], action: 'unpublish' });
    const [{ n }] = (
      await env.DB.prepare(
        `select count(*) n from products p join businesses b on b.id = p.business_id where b.owner_id = ? and p.status = 'publish'`,
      )
        .bind(VENDOR_ID)
        .all<{ n: number }>()
    ).results;
    await env.DB.prepare(`update subscription_packages set limits = ? where slug = 'business'`)
      .bind(JSON.stringify({ products: n + 1, businesses: 2, ads: 10 }))
      .run();
    try {
      const r = await bulk(vendor, { bID: second.id, ids: [a.id, b.id], action: 'publish' });
      expect(r.status).toBe(403);
      expect(r.json.message).toBe(CATALOGUE_MESSAGES.overLimit(n + 1));
      expect(await statuses([a.id, b.id])).toEqual(['draft', 'draft']);
      expect((await bulk(vendor, { bID: second.id, ids: [a.id], action: 'publish' })).status).toBe(200);
    } finally {
      await env.DB.prepare(`update subscription_packages set limits = ? where slug = 'business'`)
        .bind(JSON.stringify({ products: 200, businesses: 2, ads: 10 }))
        .run();
    }
  });
});

describe('every id must be the business’s own', { timeout: TEST_TIMEOUT }, () => {
  it('changes nothing when one foreign id is mixed into the request', async () => {
    const mine = (await productsIn(own.id, "and status = 'publish'")).slice(0, 2).map((p) => p.id);
    const [theirs] = await productsIn(other.id, "and status = 'publish'");
    for (const action of ['unpublish', 'delete'] as const) {
      const r = await bulk(vendor, { bID: own.id, ids: [...mine, theirs.id], action });
      expect(r.status).toBe(404);
      expect(r.json.message).toBe(CATALOGUE_MESSAGES.foreignIds);
      expect(await statuses([...mine, theirs.id])).toEqual(['publish', 'publish', 'publish']);
    }
  });

  it('changes nothing for an id of the vendor’s other business, or an id that does not exist', async () => {
    const [mine] = await productsIn(own.id, "and status = 'publish'");
    const [sibling] = await productsIn(second.id, "and status = 'publish'");
    expect((await bulk(vendor, { bID: own.id, ids: [mine.id, sibling.id], action: 'unpublish' })).status).toBe(404);
    expect((await bulk(vendor, { bID: own.id, ids: [mine.id, 987_654], action: 'unpublish' })).status).toBe(404);
    expect(await statuses([mine.id, sibling.id])).toEqual(['publish', 'publish']);
  });

  it('refuses a buyer, a visitor, and a vendor naming someone else’s business', async () => {
    const [theirs] = await productsIn(other.id, "and status = 'publish'");
    expect((await bulk(undefined, { bID: own.id, ids: [1], action: 'publish' })).status).toBe(401);
    const asBuyer = await bulk(buyer, { bID: other.id, ids: [theirs.id], action: 'delete' });
    expect(asBuyer.status).toBe(403);
    const foreign = await bulk(vendor, { bID: other.id, ids: [theirs.id], action: 'unpublish' });
    expect(foreign.status).toBe(403);
    expect(foreign.json.message).toBe('You do not manage this business');
    expect(await productById(theirs.id)).toMatchObject({ status: 'publish' });
  });
});

describe('bulk delete', { timeout: TEST_TIMEOUT }, () => {
  it('deletes products nothing refers to, with their photos and variations', async () => {
    const id = await unreferencedProduct(own.id);
    const r = await bulk(vendor, { bID: own.id, ids: [id], action: 'delete' });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ action: 'delete', changed: [id], keptUnpublished: [] });
    expect(await productById(id)).toBeNull();
    const images = await env.DB.prepare('select count(*) n from product_images where product_id = ?').bind(id).first<{ n: number }>();
    expect(images!.n).toBe(0);
  });

  it('keeps an ordered product as a draft, so its orders still point at it', async () => {
    const ordered = await env.DB.prepare(
      'select distinct i.product_id id from order_items i join products p on p.id = i.product_id where p.business_id in (?, ?) limit 1',
    )
      .bind(own.id, second.id)
      .first<{ id: number }>();
    const product = (await productById(ordered!.id))!;
    const r = await bulk(vendor, { bID: product.business_id, ids: [product.id], action: 'delete' });
    expect(r.status).toBe(200);
    expect(r.json.data).toEqual({ action: 'delete', changed: [], keptUnpublished: [product.id] });
    expect(await productById(product.id)).toMatchObject({ status: 'draft' });
  });
});

describe('hostile input', { timeout: TEST_TIMEOUT }, () => {
  it('answers clear 400s for empty, oversized and malformed requests', async () => {
    const cases: [unknown, RegExp][] = [
      [{ bID: own.id, ids: [], action: 'publish' }, /Choose at least one product/],
      [{ bID: own.id, ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'publish' }, /at most 100/],
      [{ bID: own.id, ids: [1], action: 'explode' }, /action must be one of publish, unpublish, delete/],
      [{ bID: own.id, ids: ['1 or 1=1'], action: 'publish' }, /ids\[\] must be a number/],
      [{ bID: -4, ids: [1], action: 'publish' }, /bID must be a positive id/],
      [{ ids: [1], action: 'publish' }, /bID is required/],
    ];
    for (const [body, message] of cases) {
      const r = await bulk(vendor, body);
      expect(r.status).toBe(400);
      expect(r.json.message).toMatch(message);
    }
  });
});
