/**
 * A vendor's products through GraphQL and the pages (the multi-step form posted without JavaScript, the update
 * page, delete with its confirm step, the account selling pages), authorization at every door, and freshness:
 * after a vendor's write, anonymous visitors see the change on the next request (page cache and REST edge cache).
 */
import { env } from 'cloudflare:test';
import { SELF, settleWorkerTasks } from './support/worker';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits } from './support/accounts';
import { businessId, buyerToken, P, vendorToken } from './support/buying';
import { gql, page } from './support/http';
import { loginAs, visit } from './support/session';

let vendor: string;
let mine: number;
let theirs: number;
let phones: number;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const slugOf = async (id: number) => (await env.DB.prepare('select slug from products where id = ?').bind(id).first<{ slug: string }>())!.slug;

const CREATE = `mutation($b: ID!, $i: ProductInput!) { createProduct(businessId: $b, input: $i) { product { id slug name status priceCents salePriceCents } userErrors { field message } upgradeRequired } }`;

beforeAll(async () => {
  await clearRateLimits();
  vendor = await vendorToken();
  [mine, theirs] = await Promise.all([businessId('borrowdale-digital'), businessId('midlands-agri-supplies')]);
  phones = (await env.DB.prepare("select id from product_categories where slug = 'phones'").first<{ id: number }>())!.id;
});
beforeEach(clearRateLimits);

describe('GraphQL', () => {
  const input = (o: Record<string, unknown> = {}) => ({
    kind: 'GENERAL',
    name: `Tecno Spark ${Date.now()}`,
    categoryId: String(phones),
    priceCents: 12000,
    ...o,
  });

  it('creates, reads for editing, updates and deletes; errors name their field', async () => {
    const made = await gql(CREATE, { b: String(mine), i: input({ salePriceCents: 9900 }) }, auth(vendor));
    expect(made.errors).toBeUndefined();
    const p = made.data.createProduct.product;
    expect(p).toMatchObject({ status: 'PUBLISH', priceCents: 12000, salePriceCents: 9900 });

    const bad = await gql(CREATE, { b: String(mine), i: input({ salePriceCents: 12000 }) }, auth(vendor));
    expect(bad.data.createProduct).toMatchObject({
      product: null,
      userErrors: [{ field: 'salePriceCents', message: 'The sale price must be lower than the price' }],
      upgradeRequired: false,
    });

    const read = await gql(
      `query($b: ID!, $s: String!) { editableProduct(businessId: $b, slug: $s) { id name kind images } }`,
      { b: String(mine), s: p.slug },
      auth(vendor),
    );
    expect(read.data.editableProduct).toMatchObject({ id: p.id, kind: 'GENERAL', images: [] });

    const renamed = await gql(
      `mutation($b: ID!, $p: ID!, $i: ProductInput!) { updateProduct(businessId: $b, productId: $p, input: $i) { product { slug name } userErrors { field message } } }`,
      { b: String(mine), p: p.id, i: input({ name: 'Tecno Spark renamed' }) },
      auth(vendor),
    );
    expect(renamed.data.updateProduct.product).toEqual({ slug: p.slug, name: 'Tecno Spark renamed' });

    const del = `mutation($b: ID!, $p: ID!) { deleteProduct(businessId: $b, productId: $p) { productId deleted message userErrors { field message } } }`;
    expect((await gql(del, { b: String(mine), p: p.id }, auth(vendor))).data.deleteProduct).toMatchObject({
      deleted: true,
      message: 'Product deleted',
      userErrors: [],
    });
    // Spec §8: a failed delete says 'Failed to delete product'.
    expect((await gql(del, { b: String(mine), p: p.id }, auth(vendor))).data.deleteProduct.userErrors).toEqual([
      { field: null, message: 'Failed to delete product' },
    ]);
  });

  it("vendor A never reads or changes business B's products; a buyer cannot create", async () => {
    const slug = await slugOf(P.fertiliser);
    const q = `query($b: ID!, $s: String!) { editableProduct(businessId: $b, slug: $s) { id } }`;
    expect((await gql(q, { b: String(theirs), s: slug }, auth(vendor))).data.editableProduct).toBeNull();
    expect((await gql(q, { b: String(mine), s: slug }, auth(vendor))).data.editableProduct).toBeNull();
    expect((await gql(q, { b: String(mine), s: slug })).data.editableProduct).toBeNull();
    const upd = await gql(
      `mutation($b: ID!, $p: ID!, $i: ProductInput!) { updateProduct(businessId: $b, productId: $p, input: $i) { product { id } userErrors { message } } }`,
      { b: String(theirs), p: String(P.fertiliser), i: input() },
      auth(vendor),
    );
    expect(upd.data.updateProduct).toEqual({ product: null, userErrors: [{ message: 'You do not manage this business' }] });
    const del = await gql(
      `mutation($b: ID!, $p: ID!) { deleteProduct(businessId: $b, productId: $p) { deleted userErrors { message } } }`,
      { b: String(mine), p: String(P.fertiliser) },
      auth(vendor),
    );
    expect(del.data.deleteProduct).toEqual({ deleted: false, userErrors: [{ message: 'Failed to delete product' }] });
    const buyer = await gql(CREATE, { b: String(mine), i: input() }, auth(await buyerToken()));
    expect(buyer.data.createProduct.product).toBeNull();
    expect(await env.DB.prepare('select name from products where id = ?').bind(P.fertiliser).first('name')).not.toBe('Tecno Spark renamed');
  });
});

/** A multipart post of the form as a browser without JavaScript sends it. */
function formBody(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  return form;
}

describe('pages (no JavaScript)', () => {
  let jar: Record<string, string>;
  beforeAll(async () => {
    ({ jar } = await loginAs('vendor'));
    await visit('/dashboard/', jar); // the guard picks the active business
    jar.musika_business = jar.musika_business ?? '';
  });
  const activeBusiness = async () => {
    const r = await visit('/dashboard/add-new-product/', jar);
    expect(r.status).toBe(200);
    return r.text();
  };

  it('walks the steps, keeps typed values on a refusal, and publishes', async () => {
    const html = await activeBusiness();
    expect(html).toContain('Kind &amp; basics');
    const name = `Nokia 105 ${Date.now()}`;
    const basics = { kind: 'general', name, categoryId: String(phones), step: '1' };
    const next = await visit('/dashboard/add-new-product/', jar, { method: 'POST', body: formBody({ ...basics, intent: 'next' }) });
    expect(next.status).toBe(200); // the next step, carrying the draft
    const step2 = await next.text();
    expect(step2).toContain('aria-current="step"><span');
    expect(step2).toContain(`value="${name}"`); // carried forward hidden
    // Publishing with a sale price not below the price: back on step 4, the error beside it, typed values kept.
    const refused = await visit('/dashboard/add-new-product/', jar, {
      method: 'POST',
      body: formBody({ ...basics, step: '5', priceCents: '20', salePriceCents: '25.00', intent: 'publish' }),
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('The sale price must be lower than the price');
    expect(again).toContain('value="25.00"');
    expect(again).toContain(`value="${name}"`);
    const done = await visit('/dashboard/add-new-product/', jar, {
      method: 'POST',
      body: formBody({ ...basics, step: '5', priceCents: '20', salePriceCents: '18.50', intent: 'publish' }),
    });
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toMatch(/^\/dashboard\/update-product\/nokia-105-\d+\/\?saved=publish$/);
    const row = await env.DB.prepare('select price_cents, regular_price_cents, status from products where name = ?').bind(name).first();
    expect(row).toEqual({ price_cents: 1850, regular_price_cents: 2000, status: 'publish' });
  });

  it('a property’s details offer the suburbs of its town and the rent period; a rental without one is refused beside it (issue 31)', async () => {
    const houses = (await env.DB.prepare("select id from product_categories where slug = 'houses-to-rent'").first<{ id: number }>())!.id;
    const basics = { kind: 'real_estate', name: `Cottage ${Date.now()}`, categoryId: String(houses), city: 'Bulawayo', step: '1' };
    const step2 = await (await visit('/dashboard/add-new-product/', jar, { method: 'POST', body: formBody({ ...basics, intent: 'next' }) })).text();
    expect(step2).toContain('name="rentPeriod"');
    expect(step2).toContain('<option value="month">Month</option>');
    // Bulawayo's suburbs are suggested, not Harare's.
    expect(step2).toContain('<datalist id="suburbs"><option value="Bradfield"></option>');
    expect(step2).not.toContain('<option value="Borrowdale">');
    const refused = await visit('/dashboard/add-new-product/', jar, {
      method: 'POST',
      body: formBody({ ...basics, step: '5', propertyType: 'house', listingType: 'rent', suburb: 'Hillside', priceCents: '350', intent: 'publish' }),
    });
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toContain('Choose what the rent is for: a month, a week or a day');
    expect(again).toContain('value="Hillside"');
  });

  it('saves a draft from step 1 and deletes it after the confirm step', async () => {
    await activeBusiness();
    const name = `Draft phone ${Date.now()}`;
    const saved = await visit('/dashboard/add-new-product/', jar, {
      method: 'POST',
      body: formBody({ kind: 'general', name, categoryId: String(phones), step: '1', intent: 'draft' }),
    });
    expect(saved.status).toBe(302);
    const edit = saved.headers.get('location')!.replace(/\?.*$/, '');
    const confirm = (await (await visit(`${edit}?delete=1`, jar)).text()).replaceAll('<!-- -->', '');
    expect(confirm).toContain(`Delete ${name}? This cannot be undone`);
    // Only the confirm button's intent deletes: a post without it is refused and deletes nothing.
    const refused = await visit(`${edit}?delete=1`, jar, { method: 'POST', body: formBody({ intent: 'draft' }) });
    expect(refused.status).toBe(400);
    expect(await env.DB.prepare('select count(*) as n from products where name = ?').bind(name).first('n')).toBe(1);
    const gone = await visit(`${edit}?delete=1`, jar, { method: 'POST', body: formBody({ intent: 'delete' }) });
    expect(gone.status).toBe(302);
    expect(await env.DB.prepare('select count(*) as n from products where name = ?').bind(name).first('n')).toBe(0);
  });

  it('duplicates a product without JavaScript: the copy is a draft, opened with a notice', async () => {
    await activeBusiness();
    const name = `Copied phone ${Date.now()}`;
    const saved = await visit('/dashboard/add-new-product/', jar, {
      method: 'POST',
      body: formBody({ kind: 'general', name, categoryId: String(phones), step: '1', intent: 'draft' }),
    });
    const edit = saved.headers.get('location')!.replace(/\?.*$/, '');
    expect(await (await visit(edit, jar)).text()).toMatch(/<button[^>]*name="intent"[^>]*value="duplicate"[^>]*>Duplicate<\/button>/);
    // Only the button's intent copies.
    const refused = await visit(`${edit}?duplicate=1`, jar, { method: 'POST', body: formBody({ intent: 'draft' }) });
    expect(refused.status).toBe(400);
    const copied = await visit(`${edit}?duplicate=1`, jar, { method: 'POST', body: formBody({ intent: 'duplicate' }) });
    expect(copied.status, (await copied.clone().text()).match(/role="alert"[^>]*>[^<]*/)?.[0]).toBe(302);
    const location = copied.headers.get('location')!;
    expect(location).toMatch(/^\/dashboard\/update-product\/copied-phone-\d+-copy\/\?copied=/);
    const page = (await (await visit(location, jar)).text()).replaceAll('<!-- -->', '');
    expect(page).toContain(`A copy of ${name}, saved as a draft: change what differs, then publish it.`);
    expect(page).toContain(`value="${name} (copy)"`);
    const rows = await env.DB.prepare('select status from products where name in (?, ?)').bind(name, `${name} (copy)`).all<{ status: string }>();
    expect(rows.results.map((r) => r.status)).toEqual(['draft', 'draft']);
  });

  it("the update page of business B's product answers 404, not the form", async () => {
    await activeBusiness();
    const response = await visit(`/dashboard/update-product/${await slugOf(P.fertiliser)}/`, jar);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Kind &amp; basics');
    const posted = await visit(`/dashboard/update-product/${await slugOf(P.fertiliser)}/?delete=1`, jar, {
      method: 'POST',
      body: formBody({ intent: 'delete' }),
    });
    expect(posted.status).toBe(404);
    const copied = await visit(`/dashboard/update-product/${await slugOf(P.fertiliser)}/?duplicate=1`, jar, {
      method: 'POST',
      body: formBody({ intent: 'duplicate' }),
    });
    expect(copied.status).toBe(404);
  });

  it('a seller without a business is shown how to start selling', async () => {
    const { jar: other } = await loginAs('subscribedVendor');
    const html = await (await visit('/account/publish-product', other)).text();
    expect(html).toContain('href="/sell-items"');
    expect(html).toContain('href="/account/subscriptions"');
  });

  it('the account form lists into the first business', async () => {
    const html = await (await visit('/account/add-new-product-hire-item', jar)).text();
    expect(html).toContain('Listing in');
    expect(html).toContain('value="hire_item" selected');
  });
});

describe('freshness: a change shows for everyone on the next request', () => {
  it('product page (page cache) and the product read (REST edge cache) drop the old copy after an update', async () => {
    const made = (
      await call('POST', '/product/create', {
        token: vendor,
        body: { bID: mine, kind: 'general', name: `Fresh lantern ${Date.now()}`, categoryId: phones, priceCents: 1000 },
      })
    ).json.data;
    const path = `/product/${made.slug}/`;
    await page(path);
    await settleWorkerTasks();
    expect((await page(path)).headers.get('x-musika-cache')).toBe('HIT');
    await call('POST', `/product?slug=${made.slug}`);
    await settleWorkerTasks();
    const cachedRead = await call('POST', `/product?slug=${made.slug}`);
    expect(cachedRead.headers.get('x-musika-cache')).toBe('HIT');

    const newName = `Fresher lantern ${Date.now()}`;
    const { bID: _b, id, slug: _s, businessSlug: _bs, createdAt: _c, updatedAt: _u, lat: _lat, lng: _lng, ...input } = made;
    const updated = await call('PUT', '/products', { token: vendor, body: { bID: mine, id, ...input, name: newName } });
    expect(updated.status).toBe(200);

    // The REST read first: rendering the page would itself refill the edge cache with the fresh answer.
    const read = await call('POST', `/product?slug=${made.slug}`);
    expect(read.headers.get('x-musika-cache')).toBe('MISS');
    expect(read.json.data.name).toBe(newName);
    const after = await page(path);
    expect(after.headers.get('x-musika-cache')).toBe('MISS');
    expect(after.html).toContain(newName);
  });

  it('search and the storefront show a new product at once, and drop a deleted one', async () => {
    const term = `zzfresh${Date.now()}`;
    const searchPath = `/search?term=${term}`;
    const store = await env.DB.prepare('select slug from businesses where id = ?').bind(mine).first<{ slug: string }>();
    await page(searchPath);
    await settleWorkerTasks();
    expect((await page(searchPath)).headers.get('x-musika-cache')).toBe('HIT');
    const made = await call('POST', '/product/create', {
      token: vendor,
      body: { bID: mine, kind: 'general', name: `Lamp ${term}`, categoryId: phones, priceCents: 1000 },
    });
    expect((await page(searchPath)).html).toContain(`Lamp ${term}`);
    expect((await page(`/vendor/${store!.slug}`)).html).toContain(`Lamp ${term}`);
    await call('DELETE', '/product/delete', { token: vendor, body: { bID: mine, id: made.json.data.id } });
    expect((await page(searchPath)).html).not.toContain(`Lamp ${term}`);
    expect((await SELF.fetch(`http://musika.test/product/${made.json.data.slug}/`, { headers: { host: 'musika.test' } })).status).toBe(404);
  });
});
