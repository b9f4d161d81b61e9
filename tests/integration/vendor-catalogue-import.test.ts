/**
 * POST /products/bulk-import: a preview that names every bad row's column before anything is written, an import
 * of the valid rows, re-uploads that update by SKU, the package's capability and product limit.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bulkImportProducts, CATALOGUE_MESSAGES } from '../../schema/rest/vendor-catalogue';
import { clearRateLimits } from './support/accounts';
import { FakeImageHost, importWithHost, jpegOfSize, serve } from './support/import-photos';
import {
  businessesOf,
  buyerToken,
  ENTERPRISE_ID,
  foreignBusiness,
  generalRow,
  importRows,
  origin,
  productsIn,
  sku,
  VENDOR_ID,
  vendorToken,
  enterpriseToken,
} from './support/vendor-catalogue';

const TEST_TIMEOUT = 30_000;
let enterprise: string;
let vendor: string;
let buyer: string;
let shop: { id: number; slug: string };

beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  [enterprise, vendor, buyer] = await Promise.all([enterpriseToken(), vendorToken(), buyerToken()]);
  [shop] = await businessesOf(ENTERPRISE_ID);
}, TEST_TIMEOUT);

const results = (r: { json: { data?: unknown } }) => bulkImportProducts.data.parse(r.json.data).results;

describe('who may import', { timeout: TEST_TIMEOUT }, () => {
  it('needs the bulk_upload capability: a Business-package vendor is told to upgrade', async () => {
    const [own] = await businessesOf(VENDOR_ID);
    const r = await importRows(vendor, { bID: own.id, rows: [generalRow(2)], dryRun: true });
    expect(r.status).toBe(403);
    expect(r.json.message).toBe(CATALOGUE_MESSAGES.noBulkUpload);
  });

  it('refuses a visitor, a buyer and a vendor importing into someone else’s business, writing nothing', async () => {
    const before = (await productsIn(shop.id)).length;
    expect((await importRows(undefined, { bID: shop.id, rows: [generalRow(2)] })).status).toBe(401);
    expect((await importRows(buyer, { bID: shop.id, rows: [generalRow(2)] })).status).toBe(403);
    expect((await importRows(vendor, { bID: shop.id, rows: [generalRow(2)] })).status).toBe(403);
    const other = await foreignBusiness();
    const r = await importRows(enterprise, { bID: other.id, rows: [generalRow(2)] });
    expect(r.status).toBe(403);
    expect((await productsIn(shop.id)).length).toBe(before);
    expect((await productsIn(other.id, 'and sku is not null')).length).toBe(0);
  });
});

describe('the preview (dry run)', { timeout: TEST_TIMEOUT }, () => {
  it('lists every bad row’s errors by row and column and writes nothing', async () => {
    const before = (await productsIn(shop.id)).length;
    const rows = [
      generalRow(2),
      generalRow(3, { price: 'ten dollars' }),
      generalRow(4, { category: 'Atlantis' }),
      generalRow(5, { kind: 'motor_vehicle', category: 'cars', make: 'Toyota' }),
      generalRow(6, { category: 'electronics' }),
      generalRow(7, { sale_price: '9.00' }),
    ];
    const r = await importRows(enterprise, { bID: shop.id, rows, dryRun: true });
    expect(r.status).toBe(200);
    const byRow = Object.fromEntries(results(r).map((x) => [x.row, x]));
    expect(byRow[2]).toMatchObject({ outcome: 'valid', errors: [], existing: false });
    expect(byRow[3].errors).toEqual([{ column: 'price', message: 'price must be an amount in US dollars, like 12.50' }]);
    expect(byRow[4].errors).toEqual([{ column: 'category', message: 'category: no category has the slug or name "Atlantis"' }]);
    expect(byRow[5].errors.map((e) => e.column).sort()).toEqual(['model', 'year']);
    expect(byRow[6].errors[0]).toMatchObject({ column: 'category', message: expect.stringContaining('has sub-categories') });
    expect(byRow[7].errors).toEqual([{ column: 'sale_price', message: 'The sale price must be lower than the price' }]);
    expect((await productsIn(shop.id)).length).toBe(before);
  });

  it('flags a SKU used twice in the same upload on the later row', async () => {
    const a = generalRow(2);
    const r = await importRows(enterprise, { bID: shop.id, rows: [a, { row: 3, values: { ...a.values, name: 'Another mug' } }], dryRun: true });
    expect(results(r)[1].errors).toEqual([{ column: 'sku', message: CATALOGUE_MESSAGES.duplicateSku(2) }]);
  });
});

describe('the import', { timeout: TEST_TIMEOUT }, () => {
  it('writes the valid rows of every kind with prices in cents, photos and sizes, and skips the bad ones', async () => {
    const tshirt = sku('TS');
    const rows = [
      {
        row: 2,
        values: {
          sku: tshirt,
          kind: 'clothing',
          name: 'Cotton T-shirt',
          category: "Men's Clothing",
          price: '12.50',
          sale_price: '9.99',
          images: 'https://example.com/a.jpg|/images/b.jpg',
          variations: 'M:Navy:10|L:Navy:6:13.00',
        },
      },
      {
        row: 3,
        values: {
          sku: sku('CAR'),
          kind: 'motor_vehicle',
          name: 'Toyota Axio 2017',
          category: 'cars',
          price: '9,800',
          status: 'draft',
          make: 'Toyota',
          model: 'Axio',
          year: '2017',
          transmission: 'Automatic',
        },
      },
      generalRow(4, { name: '' }),
    ];
    // The file's https photo is downloaded (from a fake host: no internet in tests) and stored as our own.
    const host = new FakeImageHost().on('https://example.com/a.jpg', serve(jpegOfSize(640, 480), 'image/jpeg'));
    const r = await importWithHost(enterprise, { bID: shop.id, rows, dryRun: false }, { host });
    expect(r.status).toBe(200);
    const [shirt, car, bad] = results(r);
    expect(shirt).toMatchObject({ outcome: 'created', productId: expect.any(Number) });
    expect(car).toMatchObject({ outcome: 'created' });
    expect(bad).toMatchObject({ outcome: 'invalid', productId: null, errors: [{ column: 'name' }] });

    const stored = await env.DB.prepare('select * from products where id = ?').bind(shirt.productId).first<Record<string, unknown>>();
    expect(stored).toMatchObject({
      business_id: shop.id,
      sku: tshirt,
      kind: 'clothing',
      price_cents: 999,
      regular_price_cents: 1250,
      is_deal: 1,
      stock_quantity: 16,
      status: 'publish',
      city: 'Harare',
    });
    const images = await env.DB.prepare('select url, position from product_images where product_id = ? order by position')
      .bind(shirt.productId)
      .all();
    expect(images.results).toEqual([
      { url: expect.stringMatching(/^\/wp-json\/ezw\/v1\/media\/file\/u\d+\/[0-9a-f-]{36}\.jpg$/), position: 0 },
      { url: '/images/b.jpg', position: 1 },
    ]);
    const sizes = await env.DB.prepare('select attributes, price_cents, stock_quantity from product_variations where product_id = ? order by id')
      .bind(shirt.productId)
      .all();
    expect(sizes.results).toEqual([
      { attributes: '{"Size":"M","Colour":"Navy"}', price_cents: 999, stock_quantity: 10 },
      { attributes: '{"Size":"L","Colour":"Navy"}', price_cents: 1300, stock_quantity: 6 },
    ]);
    // The sizes and colours are search filter terms, as for a product added with the form.
    const terms = await env.DB.prepare(
      'select t.name from product_attribute_terms pat join attribute_terms t on t.id = pat.term_id where pat.product_id = ? order by t.name',
    )
      .bind(shirt.productId)
      .all();
    expect(terms.results.map((t) => t.name)).toEqual(['L', 'M', 'Navy']);
    const vehicle = await env.DB.prepare('select make, model, year, transmission, price_cents, status from products where id = ?')
      .bind(car.productId)
      .first();
    expect(vehicle).toEqual({ make: 'Toyota', model: 'Axio', year: 2017, transmission: 'automatic', price_cents: 980000, status: 'draft' });
  });

  it('updates by SKU on a re-upload: the product count stays, the fields change, and the edge is told', async () => {
    const rows = [generalRow(2), generalRow(3)];
    await importRows(enterprise, { bID: shop.id, rows });
    const count = (await productsIn(shop.id)).length;
    const again = rows.map((r) => ({ ...r, values: { ...r.values, price: '6.75', stock: '3', name: `${r.values.name} (new glaze)` } }));
    const preview = results(await importRows(enterprise, { bID: shop.id, rows: again, dryRun: true }));
    expect(preview.map((p) => [p.outcome, p.existing])).toEqual([
      ['valid', true],
      ['valid', true],
    ]);
    const r = await origin('POST', '/products/bulk-import', { bID: shop.id, rows: again }, enterprise);
    expect(r.json.data.results.map((x: { outcome: string }) => x.outcome)).toEqual(['updated', 'updated']);
    expect((await productsIn(shop.id)).length).toBe(count);
    const updated = await productsIn(shop.id, `and sku = '${rows[0].values.sku}'`);
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ price_cents: 675, stock_quantity: 3, name: `${rows[0].values.name} (new glaze)` });
    expect(r.purge).toContain(`product:${updated[0].slug}`);
    expect(r.purge).toContain(`business:${shop.slug}`);
  });

  it('reports new published rows past the package’s product limit and does not write them', async () => {
    const [{ n }] = (
      await env.DB.prepare(
        `select count(*) n from products p join businesses b on b.id = p.business_id where b.owner_id = ? and p.status = 'publish'`,
      )
        .bind(ENTERPRISE_ID)
        .all<{ n: number }>()
    ).results;
    await env.DB.prepare(`update subscription_packages set limits = ? where slug = 'enterprise'`)
      .bind(JSON.stringify({ products: n + 1, businesses: 5, ads: 50 }))
      .run();
    try {
      const rows = [generalRow(2), generalRow(3), generalRow(4, { status: 'draft' })];
      const out = results(await importRows(enterprise, { bID: shop.id, rows }));
      expect(out.map((x) => x.outcome)).toEqual(['created', 'over_limit', 'created']);
      expect(out[1].errors).toEqual([{ column: 'status', message: CATALOGUE_MESSAGES.overLimit(n + 1) }]);
      expect(await productsIn(shop.id, `and sku = '${rows[1].values.sku}'`)).toEqual([]);
    } finally {
      await env.DB.prepare(`update subscription_packages set limits = ? where slug = 'enterprise'`)
        .bind(JSON.stringify({ products: -1, businesses: 5, ads: 50 }))
        .run();
    }
  });
});

describe('hostile input', { timeout: TEST_TIMEOUT }, () => {
  it('answers clear 400s for too many rows, huge cells and malformed bodies', async () => {
    const cases: [unknown, RegExp][] = [
      [{ bID: shop.id, rows: [] }, /no product rows/],
      [{ bID: shop.id, rows: Array.from({ length: 251 }, (_, i) => generalRow(i + 2)) }, /at most 250 rows/],
      [{ bID: shop.id, rows: [generalRow(2, { description: 'x'.repeat(6001) })] }, /A cell is too long/],
      [{ bID: shop.id, rows: [{ row: 1, values: {} }] }, /row/],
      [{ bID: shop.id, rows: 'sku,name' }, /rows must be a list/],
    ];
    for (const [body, message] of cases) {
      const r = await importRows(enterprise, body);
      expect(r.status).toBe(400);
      expect(r.json.message).toMatch(message);
    }
  });

  it('keeps markup as text and refuses control characters and unsafe photo addresses', async () => {
    const rows = [
      generalRow(2, { name: '<img src=x onerror=alert(1)> mug' }),
      generalRow(3, { name: 'Mug\u0007bell' }),
      generalRow(4, { images: 'javascript:alert(1)' }),
      generalRow(5, { sku: "x'; drop table products; --" }),
    ];
    const out = results(await importRows(enterprise, { bID: shop.id, rows }));
    expect(out[0].outcome).toBe('created');
    expect(out[1].errors[0].column).toBe('name');
    expect(out[2].errors[0]).toMatchObject({ column: 'images' });
    expect(out[3].errors[0]).toMatchObject({ column: 'sku' });
    const stored = await productsIn(shop.id, `and id = ${out[0].productId}`);
    expect(stored[0].name).toBe('<img src=x onerror=alert(1)> mug');
  });
});
