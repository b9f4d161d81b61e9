/**
 * A vendor's own products over REST (schema/rest/vendor-products.ts): create, update, delete and the edit read,
 * with good, bad and hostile input; authorization (only the business's runner, only the business's products);
 * the package rules (capability, product limit); and the purge header every write sets.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VENDOR_PRODUCT_MESSAGES as M } from '../../schema/rest/vendor-products';
import { RENT_MESSAGE } from '../../schema/rest/product-input';
import { page } from './support/http';
import { call, clearRateLimits } from './support/accounts';
import { businessId, buyerToken, P, vendorToken } from './support/buying';

let vendor: string;
let buyer: string;
let mine: number;
let myOther: number;
let theirs: number;
let cars: number;
let hats: number;
let electronicsTop: number;
let phones: number;

const categoryId = async (slug: string) =>
  (await env.DB.prepare('select id from product_categories where slug = ?').bind(slug).first<{ id: number }>())!.id;
const general = (overrides: Record<string, unknown> = {}) => ({
  kind: 'general',
  name: `Solar lantern ${Date.now()}`,
  categoryId: phones,
  priceCents: 2500,
  stockQuantity: 10,
  images: ['/wp-json/ezw/v1/media/file/u20/11111111-1111-4111-8111-111111111111.jpg', '/images/seed/products/x-1.svg'],
  ...overrides,
});
const create = (body: Record<string, unknown>, token = vendor) => call('POST', '/product/create', { token, body });
const update = (body: Record<string, unknown>, token = vendor) => call('PUT', '/products', { token, body });
const remove = (body: Record<string, unknown>, token = vendor) => call('DELETE', '/product/delete', { token, body });

beforeAll(async () => {
  await clearRateLimits();
  [vendor, buyer] = await Promise.all([vendorToken(), buyerToken()]);
  [mine, myOther, theirs] = await Promise.all([
    businessId('borrowdale-digital'),
    businessId('eastlea-fashion-house'),
    businessId('midlands-agri-supplies'),
  ]);
  [cars, hats, phones] = await Promise.all([categoryId('cars'), categoryId('bucket-hats'), categoryId('phones')]);
  electronicsTop = (await env.DB.prepare('select parent_id as id from product_categories where id = ?').bind(phones).first<{ id: number }>())!.id;
});
beforeEach(clearRateLimits);

describe('create', () => {
  it('stores a general product with its photos in order (first = main) and a stable unique slug', async () => {
    const name = `Solar lantern ${Date.now()}`;
    const first = await create({ bID: mine, ...general({ name }) });
    expect(first.status, first.json.message).toBe(201);
    const p = first.json.data;
    expect(p).toMatchObject({ name, kind: 'general', status: 'publish', priceCents: 2500, salePriceCents: null, stockQuantity: 10, bID: mine });
    expect(p.images).toEqual(general().images);
    const rows = await env.DB.prepare('select url, position from product_images where product_id = ? order by position').bind(p.id).all();
    expect(rows.results.map((r) => r.position)).toEqual([0, 1]);
    // City and map point default to the business's.
    const biz = await env.DB.prepare('select city, lat, lng from businesses where id = ?').bind(mine).first<any>();
    expect([p.city, p.lat, p.lng]).toEqual([biz.city, biz.lat, biz.lng]);
    const second = await create({ bID: mine, ...general({ name }) });
    expect(second.json.data.slug).toBe(`${p.slug}-2`);
    // It is public at once.
    const pub = await call('POST', `/product?slug=${p.slug}`);
    expect(pub.status).toBe(200);
    expect(pub.json.data.name).toBe(name);
  });

  it('gives a long name its slug too (D1 refuses LIKE patterns over 50 bytes), twice over', async () => {
    const name = `Samsung Galaxy A15 128GB Dual SIM Black with Charger and Cover ${Date.now()}`;
    const first = await create({ bID: mine, ...general({ name }) });
    expect(first.status, first.json.message).toBe(201);
    expect(first.json.data.slug.length).toBeGreaterThan(50);
    const second = await create({ bID: mine, ...general({ name }) });
    expect(second.json.data.slug).toBe(`${first.json.data.slug}-2`);
  });

  it('stores a sale price WooCommerce-style: price = sale, regular = price, a deal', async () => {
    const made = await create({ bID: mine, ...general({ priceCents: 5000, salePriceCents: 3999 }) });
    expect(made.status, made.json.message).toBe(201);
    const row = await env.DB.prepare('select price_cents, regular_price_cents, is_deal from products where id = ?')
      .bind(made.json.data.id)
      .first<any>();
    expect(row).toEqual({ price_cents: 3999, regular_price_cents: 5000, is_deal: 1 });
    expect(made.json.data).toMatchObject({ priceCents: 5000, salePriceCents: 3999 });
  });

  it('stores a motor vehicle with its details and drops fields of other kinds', async () => {
    const made = await create({
      bID: mine,
      ...general({
        kind: 'motor_vehicle',
        categoryId: cars,
        name: `Toyota Vitz ${Date.now()}`,
        make: 'Toyota',
        model: 'Vitz',
        year: 2015,
        mileageKm: 90000,
        transmission: 'automatic',
        fuelType: 'petrol',
        bedrooms: 3,
      }),
    });
    expect(made.status, made.json.message).toBe(201);
    expect(made.json.data).toMatchObject({
      make: 'Toyota',
      model: 'Vitz',
      year: 2015,
      mileageKm: 90000,
      transmission: 'automatic',
      fuelType: 'petrol',
      bedrooms: null,
    });
  });

  it('stores a hat with sizes and colours, each with its own stock, and links the search filter terms', async () => {
    const made = await create({
      bID: myOther,
      ...general({
        kind: 'hat',
        categoryId: hats,
        name: `Bucket hat ${Date.now()}`,
        priceCents: 1500,
        variations: [
          { size: 'S/M', colour: 'Navy', stockQuantity: 3 },
          { size: 'L/XL', colour: 'Navy', priceCents: 1700, stockQuantity: 2 },
        ],
      }),
    });
    expect(made.status, made.json.message).toBe(201);
    expect(made.json.data.stockQuantity).toBe(5);
    expect(made.json.data.variations).toEqual([
      { size: 'S/M', colour: 'Navy', priceCents: null, stockQuantity: 3 },
      { size: 'L/XL', colour: 'Navy', priceCents: 1700, stockQuantity: 2 },
    ]);
    const terms = await env.DB.prepare(
      'select t.name from product_attribute_terms pat join attribute_terms t on t.id = pat.term_id where pat.product_id = ? order by t.name',
    )
      .bind(made.json.data.id)
      .all();
    expect(terms.results.map((t) => t.name)).toEqual(['L/XL', 'Navy', 'S/M']);
  });

  it('saves an incomplete draft (name, kind and category are enough)', async () => {
    const made = await create({ bID: mine, kind: 'motor_vehicle', name: 'Draft car', categoryId: cars, status: 'draft' });
    expect(made.status, made.json.message).toBe(201);
    expect(made.json.data).toMatchObject({ status: 'draft', priceCents: 0, make: null });
    expect((await call('POST', `/product?slug=${made.json.data.slug}`)).status).toBe(404);
  });

  it('refuses bad input with the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [general({ salePriceCents: 2500 }), 'salePriceCents: The sale price must be lower than the price'],
      [general({ kind: 'motor_vehicle', categoryId: cars, make: 'Toyota', year: 2015 }), 'model: model is required'],
      [general({ kind: 'auction', auctionStartCents: 100, auctionEndsAt: '2020-01-01' }), 'auctionEndsAt: auctionEndsAt must be in the future'],
      [general({ categoryId: electronicsTop }), M.notLeafCategory],
      [general({ categoryId: 999999 }), M.unknownCategory],
      [general({ priceCents: 12.5 }), 'priceCents: priceCents must be a whole number of cents'],
      [general({ kind: 'spaceship' }), 'kind: kind must be one of'],
      [general({ images: ['javascript:alert(1)'] }), 'images.0: each photo must be'],
      [general({ name: 'ab' }), 'name: name is too short'],
    ];
    for (const [body, message] of cases) {
      const answer = await create({ bID: mine, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.message).toContain(message);
    }
  });

  it('treats hostile text as text and refuses oversized bodies', async () => {
    const name = `Robert'); DROP TABLE products;-- ${Date.now()}`;
    const made = await create({ bID: mine, ...general({ name, description: '<script>alert(1)</script>' }) });
    expect(made.status).toBe(201);
    expect(made.json.data.name).toBe(name);
    expect(await env.DB.prepare('select count(*) as n from products').first('n')).toBeGreaterThan(100);
    const huge = await create({ bID: mine, ...general({ description: 'x'.repeat(1_100_000) }) });
    expect(huge.status).toBe(413);
  });

  it('refuses a SKU already used by another product of the business', async () => {
    const sku = `SKU-${Date.now()}`;
    expect((await create({ bID: mine, ...general({ sku }) })).status).toBe(201);
    const again = await create({ bID: mine, ...general({ sku }) });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(M.skuTaken);
  });
});

describe('property pick-lists (issue 31)', () => {
  it('a rental is published with what its price is for and its suburb; its page says "per month"', async () => {
    const houses = await categoryId('houses-to-rent');
    const house = {
      kind: 'real_estate',
      name: `Garden flat ${Date.now()}`,
      categoryId: houses,
      priceCents: 45_000,
      propertyType: 'flat',
      listingType: 'rent',
    };
    const refused = await create({ bID: mine, ...house });
    expect([refused.status, refused.json.message]).toEqual([400, `rentPeriod: ${RENT_MESSAGE}`]);
    const made = await create({ bID: mine, ...house, rentPeriod: 'month', suburb: 'mount pleasant' });
    expect(made.status, made.json.message).toBe(201);
    expect(made.json.data).toMatchObject({ listingType: 'rent', rentPeriod: 'month', suburb: 'Mount Pleasant' });
    const { slug } = (await env.DB.prepare('select slug from products where id = ?').bind(made.json.data.id).first<{ slug: string }>())!;
    // A property's page lives at its kind's address: /product/{slug}/ redirects there.
    const moved = await page(`/product/${slug}/`);
    expect(moved.status).toBe(301);
    const html = (await page(moved.headers.get('location')!)).html.replace(/<!-- -->/g, '');
    expect(html).toMatch(/\$450\.00<\/span><span[^>]*>per month</);
    expect(html).toMatch(/<dt[^>]*>Listing<\/dt><dd[^>]*>To rent, per month</);
    expect(html).toMatch(/<dt[^>]*>Suburb<\/dt><dd[^>]*>Mount Pleasant</);
    // One "per month", in the price; the specs say it under Listing, not again as a rate.
    expect(html).not.toMatch(/<dt[^>]*>Rate<\/dt>/);
    // Every card of a rental says what its price is for: the category page of houses to rent.
    const cards = (await page('/category/houses-to-rent')).html.replace(/<!-- -->/g, '');
    expect(cards).toMatch(/\$650\.00<\/span><span[^>]*>per month</);
    // Changed to a sale: the period goes, the suburb stays.
    const sold = await update({ bID: mine, id: made.json.data.id, ...house, listingType: 'sale', rentPeriod: 'month', suburb: 'Mount Pleasant' });
    expect(sold.json.data).toMatchObject({ listingType: 'sale', rentPeriod: null, suburb: 'Mount Pleasant' });
  });
});

describe('authorization: only the business runner, only its products', () => {
  it('a buyer and a visitor cannot create', async () => {
    expect((await create({ bID: mine, ...general() }, buyer)).status).toBe(403);
    expect((await call('POST', '/product/create', { body: { bID: mine, ...general() } })).status).toBe(401);
  });

  it("vendor A can never create in, read, update or delete business B's products", async () => {
    const before = await env.DB.prepare('select name, status from products where id = ?').bind(P.fertiliser).first();
    expect((await create({ bID: theirs, ...general() })).status).toBe(403);
    const slug = (await env.DB.prepare('select slug from products where id = ?').bind(P.fertiliser).first<{ slug: string }>())!.slug;
    expect((await call('GET', `/product/edit?bID=${theirs}&slug=${slug}`, { token: vendor })).status).toBe(403);
    // Their product under my own bID: not found, as an unknown one.
    const read = await call('GET', `/product/edit?bID=${mine}&slug=${slug}`, { token: vendor });
    expect([read.status, read.json.message]).toEqual([404, M.notFound]);
    expect((await update({ bID: theirs, id: P.fertiliser, ...general() })).status).toBe(403);
    expect((await update({ bID: mine, id: P.fertiliser, ...general() })).status).toBe(404);
    expect((await remove({ bID: theirs, id: P.fertiliser })).status).toBe(403);
    const foreign = await remove({ bID: mine, id: P.fertiliser });
    expect([foreign.status, foreign.json.message]).toEqual([404, 'Failed to delete product']);
    expect(await env.DB.prepare('select name, status from products where id = ?').bind(P.fertiliser).first()).toEqual(before);
  });

  it("one of my businesses cannot touch my other business's product through its bID", async () => {
    expect((await update({ bID: mine, id: P.jacket, ...general() })).status).toBe(404);
  });
});

describe('update and delete', () => {
  it('replaces fields, photos and sizes; a rename keeps the slug; purges the product', async () => {
    const made = (await create({ bID: mine, ...general() })).json.data;
    const changed = await update({
      bID: mine,
      id: made.id,
      ...general({ name: `Renamed lantern ${Date.now()}`, images: ['/images/seed/products/y-1.svg'], priceCents: 3000 }),
    });
    expect(changed.status, changed.json.message).toBe(200);
    expect(changed.json.data).toMatchObject({ slug: made.slug, priceCents: 3000, images: ['/images/seed/products/y-1.svg'] });
    expect(changed.headers.get('x-musika-purge')).toBeNull(); // consumed by the Worker's edge wrapper
    const read = await call('GET', `/product/edit?bID=${mine}&slug=${made.slug}`, { token: vendor });
    expect(read.json.data.name).toBe(changed.json.data.name);
  });

  it('deletes a product nothing refers to, with its photos, cart lines and wishlist entries', async () => {
    const made = (await create({ bID: mine, ...general() })).json.data;
    await env.DB.prepare('insert into wishlist_items (user_id, product_id, created_at) select id, ?, ? from users where email = ?')
      .bind(made.id, new Date().toISOString(), 'buyer@musika.co.zw')
      .run();
    const gone = await remove({ bID: mine, id: made.id });
    expect(gone.status, gone.json.message).toBe(200);
    expect(gone.json.data).toMatchObject({ message: M.deleted, deleted: true });
    for (const table of ['products where id', 'product_images where product_id', 'wishlist_items where product_id']) {
      expect(await env.DB.prepare(`select count(*) as n from ${table} = ?`).bind(made.id).first('n')).toBe(0);
    }
    expect((await remove({ bID: mine, id: made.id })).json.message).toBe('Failed to delete product');
  });

  it('keeps a product that orders refer to, unpublished, so the order history keeps it', async () => {
    const answer = await remove({ bID: mine, id: P.jbl });
    expect(answer.status, answer.json.message).toBe(200);
    expect(answer.json.data).toMatchObject({ deleted: false, message: M.keptUnpublished });
    expect(await env.DB.prepare('select status from products where id = ?').bind(P.jbl).first('status')).toBe('draft');
  });
});

describe('package rules', () => {
  it('over the product limit: publishing is refused with the message, a draft is still saved', async () => {
    await env.DB.prepare(`update subscription_packages set limits = '{"products":1,"businesses":2}' where slug = 'business'`).run();
    try {
      const refused = await create({ bID: mine, ...general() });
      expect(refused.status).toBe(403);
      expect(refused.json.message).toBe(M.overLimit(1));
      expect((await create({ bID: mine, ...general({ status: 'draft' }) })).status).toBe(201);
      // Editing a product that is already published does not need more room.
      const live = await env.DB.prepare("select id from products where business_id = ? and status = 'publish' and kind = 'general' limit 1")
        .bind(mine)
        .first<{ id: number }>();
      const read = await env.DB.prepare('select slug from products where id = ?').bind(live!.id).first<{ slug: string }>();
      const current = (await call('GET', `/product/edit?bID=${mine}&slug=${read!.slug}`, { token: vendor })).json.data;
      const { id, slug, bID, businessSlug, createdAt, updatedAt, lat, lng, ...input } = current;
      expect((await update({ bID: mine, id, ...input, name: `${input.name} ` })).status).toBe(200);
    } finally {
      await env.DB.prepare(`update subscription_packages set limits = '{"products":200,"businesses":2,"ads":10}' where slug = 'business'`).run();
    }
  });

  it('without the create_products capability nothing can be listed', async () => {
    const saved = await env.DB.prepare("select capabilities from subscription_packages where slug = 'business'").first<{ capabilities: string }>();
    await env.DB.prepare(`update subscription_packages set capabilities = '["manage_orders"]' where slug = 'business'`).run();
    try {
      const refused = await create({ bID: mine, ...general({ status: 'draft' }) });
      expect([refused.status, refused.json.message]).toEqual([403, M.noCapability]);
    } finally {
      await env.DB.prepare('update subscription_packages set capabilities = ? where slug = ?').bind(saved!.capabilities, 'business').run();
    }
  });
});

describe('duplicate', () => {
  const duplicate = (body: Record<string, unknown>, token = vendor) => call('POST', '/product/duplicate', { token, body });

  it('copies a product as a draft "… (copy)": same fields, photos and sizes, its own slug, no SKU', async () => {
    const name = `Bucket hat ${Date.now()}`;
    const original = await create({
      bID: myOther,
      kind: 'hat',
      name,
      categoryId: hats,
      priceCents: 1200,
      salePriceCents: 999,
      sku: `HAT-${Date.now()}`,
      images: general().images,
      variations: [
        { size: 'M', colour: 'Navy', stockQuantity: 4 },
        { size: 'L', colour: 'Navy', priceCents: 1300, stockQuantity: 2 },
      ],
    });
    expect(original.status, original.json.message).toBe(201);
    const copied = await duplicate({ bID: myOther, id: original.json.data.id });
    expect(copied.status, copied.json.message).toBe(201);
    const o = original.json.data;
    const c = copied.json.data;
    expect(c).toMatchObject({
      name: `${name} (copy)`,
      status: 'draft',
      sku: null,
      kind: 'hat',
      categoryId: hats,
      priceCents: 1200,
      salePriceCents: 999,
      stockQuantity: 6,
      images: o.images,
      variations: o.variations,
      bID: myOther,
    });
    expect(c.id).not.toBe(o.id);
    expect(c.slug).not.toBe(o.slug);
    // A draft: buyers do not see it.
    expect((await call('POST', `/product?slug=${c.slug}`)).status).toBe(404);
  });

  it('keeps a long name within its limit', async () => {
    const long = await create({ bID: mine, ...general({ name: `${'Solar lantern with a very long name '.repeat(3)}${Date.now()}`.slice(0, 120) }) });
    const copied = await duplicate({ bID: mine, id: long.json.data.id });
    expect(copied.status, copied.json.message).toBe(201);
    expect(copied.json.data.name).toHaveLength(120);
    expect(copied.json.data.name.endsWith(' (copy)')).toBe(true);
  });

  it('copies only the business’s own products, for the people who run it', async () => {
    const [theirProduct] = (await env.DB.prepare('select id from products where business_id = ? limit 1').bind(theirs).all<{ id: number }>()).results;
    expect((await duplicate({ bID: mine, id: theirProduct.id })).json.message).toBe(M.notFound);
    expect((await duplicate({ bID: mine, id: theirProduct.id })).status).toBe(404);
    expect((await duplicate({ bID: theirs, id: theirProduct.id })).status).toBe(403);
    expect((await duplicate({ bID: mine, id: P.jbl }, buyer)).status).toBe(403);
    expect((await call('POST', '/product/duplicate', { body: { bID: mine, id: P.jbl } })).status).toBe(401);
    expect((await duplicate({ bID: mine, id: 'x' })).status).toBe(400);
  });
});
