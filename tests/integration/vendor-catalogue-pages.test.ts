/**
 * The catalogue's pages: all sell items and bulk upload in the dashboard and the account, the CSV template and
 * the public /sell-items page — each only for whom it is meant, and working as plain HTML forms.
 */
import { SELF } from './support/worker';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSV_HEADER } from '../../schema/rest/product-csv';
import { NO_BULK_UPLOAD } from '../../app/features/sell-items/upload-copy';
import { clearRateLimits } from './support/accounts';
import { cookiesFrom, loginAs, ORIGIN, visit } from './support/session';
import { businessesOf, ENTERPRISE_ID, foreignBusiness, productById, productsIn, VENDOR_ID } from './support/vendor-catalogue';

const TEST_TIMEOUT = 30_000;
beforeEach(clearRateLimits);

async function loginEnterprise(redirectTo = '/account') {
  const body = new URLSearchParams({ intent: 'password', username: 'enterprise@musika.co.zw', password: 'Vendor#2026!', redirectTo });
  const response = await SELF.fetch(`${ORIGIN}/login/`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { origin: ORIGIN, host: 'musika.test' },
  });
  expect(response.status).toBe(302);
  return cookiesFrom(response);
}

/** A GET that follows the dashboard guard's one-time redirect (it sets the active business, then sends you back). */
async function open(path: string, jar: Record<string, string>) {
  let response = await visit(path, jar);
  for (let hops = 0; response.status === 302 && response.headers.get('location') === path && hops < 2; hops += 1) response = await visit(path, jar);
  return response;
}

/** A form POST as a browser without JavaScript sends it; answers the page's HTML. */
async function post(path: string, jar: Record<string, string>, body: FormData | URLSearchParams) {
  await open(path, jar);
  const response = await visit(path, jar, { method: 'POST', body });
  expect(response.status).toBe(200);
  // React's text separators (<!-- -->) out, so sentences read as a person sees them.
  return (await response.text()).replace(/<!-- -->/g, '');
}

/** The hidden base64 file the preview carries to the import form. */
const carriedCsv = (html: string) => /name="csv" value="([^"]+)"/.exec(html)?.[1] ?? '';
const errorRows = (html: string) =>
  [...html.matchAll(/<tr data-testid="row-error"><td>(\d+)<\/td><td>([^<]+)<\/td>/g)].map((m) => [Number(m[1]), m[2]]);

let vendor: Record<string, string>;
let buyer: Record<string, string>;
beforeAll(async () => {
  await clearRateLimits();
  vendor = (await loginAs('vendor')).jar;
  buyer = (await loginAs('buyer')).jar;
}, TEST_TIMEOUT);

describe('all sell items pages', { timeout: TEST_TIMEOUT }, () => {
  it('shows the active business’s products, drafts too, inside the dashboard', async () => {
    const response = await open('/dashboard/all-sell-items', vendor);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('All sell items');
    const [own] = await businessesOf(VENDOR_ID);
    const first = (await productsIn(own.id))[0];
    expect(html).toContain(first.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });

  it('sends a buyer to the account page and never shows another vendor’s products', async () => {
    const asBuyer = await visit('/dashboard/all-sell-items', buyer);
    expect(asBuyer.status).toBe(302);
    expect(asBuyer.headers.get('location')).toMatch(/^\/account/);
    const other = await foreignBusiness();
    const [theirs] = await productsIn(other.id);
    const html = await (await open(`/dashboard/all-sell-items?term=${encodeURIComponent(theirs.name)}`, vendor)).text();
    expect(html).not.toContain(`value="${theirs.id}"`);
  });

  it('unpublishes ticked products with a plain form POST, and asks before deleting', async () => {
    const [own] = await businessesOf(VENDOR_ID);
    const [a] = await productsIn(own.id, "and status = 'publish'");
    const form = new URLSearchParams([
      ['intent', 'unpublish'],
      ['ids', String(a.id)],
    ]);
    expect(await post('/dashboard/all-sell-items', vendor, form)).toContain('1 product unpublished.');
    expect((await productById(a.id))?.status).toBe('draft');

    const ask = await post(
      '/dashboard/all-sell-items',
      vendor,
      new URLSearchParams([
        ['intent', 'delete'],
        ['ids', String(a.id)],
      ]),
    );
    expect(ask).toContain('Delete 1 product? This cannot be undone.');
    expect(ask).toContain(`<input type="hidden" name="ids" value="${a.id}"/>`);
    expect(await productById(a.id)).not.toBeNull();
  });

  it('shows the account version for the user’s first business, and how to start selling to a buyer', async () => {
    expect((await open('/account/all-sell-items', vendor)).status).toBe(200);
    const html = await (await open('/account/all-sell-items', buyer)).text();
    expect(html).toContain('You are not selling on Musika yet');
    expect(html).toContain('Choose a package');
  });
});

describe('bulk upload pages', { timeout: TEST_TIMEOUT }, () => {
  it('offers the upgrade to a Business-package vendor instead of the upload', async () => {
    const html = await (await open('/dashboard/bulk-upload/', vendor)).text();
    expect(html).toContain('Bulk upload is part of the Enterprise package');
    expect(html).not.toContain('name="file"');
  });

  it('serves the CSV template to vendors only', async () => {
    const response = await open('/dashboard/bulk-upload/template.csv', vendor);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = (await response.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(CSV_HEADER.join(','));
    expect((await visit('/dashboard/bulk-upload/template.csv', buyer)).status).toBe(302);
  });

  it('previews an uploaded file without writing, then imports it with a plain POST', async () => {
    const jar = await loginEnterprise();
    const [shop] = await businessesOf(ENTERPRISE_ID);
    const stamp = Date.now();
    const csv = `sku,kind,name,category,price,status\r\nPG-${stamp}-1,general,Page mug,kitchenware,3.50,publish\r\nPG-${stamp}-2,general,Bad mug,kitchenware,cheap,publish\r\n`;
    const upload = new FormData();
    upload.set('intent', 'preview');
    upload.set('file', new File([csv], 'mugs.csv', { type: 'text/csv' }));
    const preview = await post('/dashboard/bulk-upload/', jar, upload);
    expect(preview).toContain('2 rows: 1 ready (1 new, 0 to update), 1 with errors');
    expect(errorRows(preview)).toEqual([[3, 'price']]);
    expect(await productsIn(shop.id, `and sku like 'PG-${stamp}-%'`)).toEqual([]);

    const confirm = new FormData();
    confirm.set('intent', 'import');
    confirm.set('csv', carriedCsv(preview));
    const imported = await post('/dashboard/bulk-upload/', jar, confirm);
    expect(imported).toContain('Imported 1 of 2 rows: 1 new, 0 updated.');
    expect(errorRows(imported)).toEqual([[3, 'price']]);
    expect((await productsIn(shop.id, `and sku like 'PG-${stamp}-%'`)).map((p) => p.name)).toEqual(['Page mug']);
  });

  it('downloads the rows to fix: the file’s own columns and cells plus why, checked again; buyers are refused', async () => {
    const jar = await loginEnterprise();
    const [shop] = await businessesOf(ENTERPRISE_ID);
    const stamp = Date.now();
    const csv = `SKU,Kind,Name,Category,Price,Status,Colour notes\r\nFX-${stamp}-1,general,Fine mug,kitchenware,3.50,publish,blue\r\nFX-${stamp}-2,general,"Bad, mug",kitchenware,cheap,publish,red\r\nFX-${stamp}-3,general,Lost mug,Atlantis,2.00,publish,\r\n`;
    const upload = new FormData();
    upload.set('intent', 'preview');
    upload.set('file', new File([csv], 'mugs.csv', { type: 'text/csv' }));
    const preview = await post('/dashboard/bulk-upload/', jar, upload);
    expect(preview).toContain('Download the 2 rows to fix (CSV)');
    expect(preview).toContain('action="/dashboard/bulk-upload/failed-rows.csv"');

    const carried = new FormData();
    carried.set('csv', carriedCsv(preview));
    const response = await visit('/dashboard/bulk-upload/failed-rows.csv', jar, { method: 'POST', body: carried });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="musika-rows-to-fix.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // The vendor's header as written (unknown columns too), then each failed row as it was, with its errors last.
    expect(lines[0]).toBe('SKU,Kind,Name,Category,Price,Status,Colour notes,errors');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^FX-${stamp}-2,general,"Bad, mug",kitchenware,cheap,publish,red,"?price: `));
    expect(lines[2]).toMatch(new RegExp(`^FX-${stamp}-3,general,Lost mug,Atlantis,2.00,publish,,"?category: `));
    // A dry run: nothing was written.
    expect(await productsIn(shop.id, `and sku like 'FX-${stamp}-%'`)).toEqual([]);

    const forBuyer = await visit('/dashboard/bulk-upload/failed-rows.csv', buyer, { method: 'POST', body: carried });
    expect(forBuyer.status).toBe(302);
    const business = await visit('/dashboard/bulk-upload/failed-rows.csv', vendor, { method: 'POST', body: carried });
    expect([business.status, await business.text()]).toEqual([403, NO_BULK_UPLOAD]);
  });

  it('refuses a file that is not CSV with a clear message', async () => {
    const jar = await loginEnterprise();
    const upload = new FormData();
    upload.set('intent', 'preview');
    upload.set(
      'file',
      new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])], 'products.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    expect(await post('/dashboard/bulk-upload/', jar, upload)).toContain('Upload a .csv file');
  });

  it('explains how to start selling on /account/upload to someone without a business', async () => {
    const html = await (await open('/account/upload', buyer)).text();
    expect(html).toContain('Here is how to start');
  });
});

describe('/sell-items', { timeout: TEST_TIMEOUT }, () => {
  it('lists the steps and the real packages with their prices, as a public cacheable page', async () => {
    const response = await SELF.fetch(`${ORIGIN}/sell-items`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const html = await response.text();
    for (const text of [
      'Create your account',
      'Choose a package',
      'Create your business',
      'List your products',
      'Take orders',
      'Starter',
      'Business',
      'Enterprise',
      '$5.00',
      '$15.00',
      '$40.00',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/register/"');
    expect(html).toContain('href="/account/subscriptions"');
    expect(html).toContain('href="/dashboard/add-product/"');
  });
});
