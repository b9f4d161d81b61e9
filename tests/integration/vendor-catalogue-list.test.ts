/** GET /business/products: the vendor's own products of every status, searched, filtered and paged — and nobody else's. */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listVendorProducts } from '../../schema/rest/vendor-catalogue';
import { call, clearRateLimits } from './support/accounts';
import { businessesOf, buyerToken, foreignBusiness, list, productsIn, VENDOR_ID, vendorToken } from './support/vendor-catalogue';

const TEST_TIMEOUT = 30_000;
let vendor: string;
let buyer: string;
let own: { id: number; slug: string };
let other: { id: number; slug: string };

beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  [vendor, buyer] = await Promise.all([vendorToken(), buyerToken()]);
  own = (await businessesOf(VENDOR_ID))[0];
  other = await foreignBusiness();
}, TEST_TIMEOUT);

describe('who may list a business’s products', { timeout: TEST_TIMEOUT }, () => {
  it('answers 401 without a login', async () => {
    expect((await list(undefined, { bID: own.id })).status).toBe(401);
  });

  it('refuses a buyer (403) and a vendor asking for another vendor’s business (403)', async () => {
    const asBuyer = await list(buyer, { bID: own.id });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.json.message).toBe('You do not manage this business');
    const foreign = await list(vendor, { bID: other.id });
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.json)).not.toContain(other.slug);
  });

  it('answers 404 for a business that does not exist', async () => {
    const r = await list(vendor, { bID: 999_999 });
    expect(r.status).toBe(404);
    expect(r.json.message).toBe('Business not found');
  });
});

describe('the vendor’s list', { timeout: TEST_TIMEOUT }, () => {
  it('holds every product of the business, drafts included, and only those', async () => {
    const [first] = await productsIn(own.id);
    await env.DB.prepare("update products set status = 'draft' where id = ?").bind(first.id).run();
    const r = await list(vendor, { bID: own.id, per_page: 100 });
    expect(r.status).toBe(200);
    const data = listVendorProducts.data.parse(r.json.data);
    const all = await productsIn(own.id);
    expect(data.load.map((p) => p.id).sort((a, b) => a - b)).toEqual(all.map((p) => p.id));
    expect(data.load.find((p) => p.id === first.id)?.status).toBe('draft');
    expect(data.counts).toEqual({ all: all.length, publish: all.length - 1, draft: 1 });
    // The public list of the same business leaves the draft out.
    const pub = await call('POST', `/products?bID=${own.id}`);
    expect(pub.json.data.load.map((p: { id: number }) => p.id)).not.toContain(first.id);
  });

  it('filters by status and kind, and searches names and SKUs', async () => {
    const all = await productsIn(own.id);
    const drafts = listVendorProducts.data.parse((await list(vendor, { bID: own.id, status: 'draft' })).json.data);
    expect(drafts.load.every((p) => p.status === 'draft')).toBe(true);
    const kind = all[0].kind;
    const byKind = listVendorProducts.data.parse((await list(vendor, { bID: own.id, kind, per_page: 100 })).json.data);
    expect(byKind.load.length).toBe(all.filter((p) => p.kind === kind).length);
    const word = all[1].name.split(' ')[0].toUpperCase();
    const found = listVendorProducts.data.parse((await list(vendor, { bID: own.id, term: word, per_page: 100 })).json.data);
    expect(found.load.length).toBe(all.filter((p) => p.name.toLowerCase().includes(word.toLowerCase())).length);
    await env.DB.prepare("update products set sku = 'ZX-SKU-77' where id = ?").bind(all[2].id).run();
    const bySku = listVendorProducts.data.parse((await list(vendor, { bID: own.id, term: 'zx-sku' })).json.data);
    expect(bySku.load.map((p) => p.id)).toEqual([all[2].id]);
  });

  it('pages with per_page and reports the page info', async () => {
    const total = (await productsIn(own.id)).length;
    const p2 = listVendorProducts.data.parse((await list(vendor, { bID: own.id, per_page: 2, page: 2 })).json.data);
    expect(p2.pageInfo).toEqual({ page: 2, perPage: 2, total, totalPages: Math.ceil(total / 2) });
    expect(p2.load).toHaveLength(2);
    const p1 = listVendorProducts.data.parse((await list(vendor, { bID: own.id, per_page: 2, page: 1 })).json.data);
    expect(p1.load.map((p) => p.id)).not.toContain(p2.load[0].id);
  });
});

describe('hostile input', { timeout: TEST_TIMEOUT }, () => {
  it('treats % and _ in the search as plain characters', async () => {
    for (const term of ['%', '_', '%%__']) {
      const data = listVendorProducts.data.parse((await list(vendor, { bID: own.id, term })).json.data);
      expect(data.load).toEqual([]);
    }
  });

  it('survives SQL in the search and answers clear 400s for bad parameters', async () => {
    expect((await list(vendor, { bID: own.id, term: "x' or 1=1 --" })).json.data.load).toEqual([]);
    const cases: [Record<string, string | number>, RegExp][] = [
      [{ bID: 'abc' }, /bID/],
      [{ bID: own.id, kind: 'weapons' }, /kind must be one of/],
      [{ bID: own.id, status: 'trash' }, /status must be 'publish' or 'draft'/],
      [{ bID: own.id, per_page: 1000 }, /per_page/],
      [{ bID: own.id, term: 'x'.repeat(101) }, /term is too long/],
    ];
    for (const [params, message] of cases) {
      const r = await list(vendor, params);
      expect(r.status).toBe(400);
      expect(r.json.message).toMatch(message);
    }
  });
});
