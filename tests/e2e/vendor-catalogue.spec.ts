/**
 * The vendor's catalogue at 360 px: the enterprise vendor downloads the CSV template, uploads 200 rows of which
 * 3 are bad — with a photo file one row names and one no row does — sees exactly those 3 rows' errors by row and
 * column, imports the other 197, finds them in all sell items (search finds one by SKU, with its photo) and
 * unpublishes two with the bulk action.
 */
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROWS = 200;
/**
 * A real 48×48 PNG, the photo row PHOTO_ROW names by file name. Not 1×1: picked from a srcset, an image's
 * naturalWidth is divided by the density the browser chose, and one pixel rounds down to 0.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAARklEQVR42u3XMQ0AIAwAwTphQWU1IBQZeOjSklzyAm79WHlGFUBAQEBAQEBtoJu7HBAQEBAQEBAQEBCQ6wACAgICAvoU9ADVt+UnzkPjfQAAAABJRU5ErkJggg==',
  'base64',
);
const PHOTO_ROW = 77;
const MEDIA_PHOTO = /^\/wp-json\/ezw\/v1\/media\/file\/u\d+\/[0-9a-f-]{36}\.png/;
/** Data row i (1-based) is CSV row i + 1: the header is row 1. */
const BAD: Record<number, { column: string; values: Record<string, string> }> = {
  10: { column: 'price', values: { price: 'ten dollars' } },
  50: { column: 'category', values: { category: 'Atlantis' } },
  120: { column: 'sale_price', values: { sale_price: '99.00' } },
};

function productsCsv(stamp: string): string {
  const header = ['sku', 'kind', 'name', 'category', 'price', 'sale_price', 'stock', 'status', 'description', 'images'];
  const lines = [header.join(',')];
  for (let i = 1; i <= ROWS; i += 1) {
    const n = String(i).padStart(4, '0');
    const row: Record<string, string> = {
      sku: `E2E-${stamp}-${n}`,
      kind: 'general',
      name: `Enamel mug ${stamp} #${n}`,
      category: 'kitchenware',
      price: '4.50',
      sale_price: '',
      stock: '12',
      status: 'publish',
      description: '"Sturdy, chip-resistant enamel; ""camp"" classic"',
      images: i === PHOTO_ROW ? 'Mug-Front.png' : '',
      ...BAD[i]?.values,
    };
    lines.push(header.map((h) => row[h]).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

describe('vendor catalogue', () => {
  it('bulk uploads 200 rows with 3 bad ones, lists the 197 imported and unpublishes two', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await login(page, 'enterprise@musika.co.zw', 'Vendor#2026!');
    const stamp = Date.now().toString(36);

    // The template downloads with the header row the upload expects.
    await page.goto('/dashboard/bulk-upload/');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('a:has-text("Download CSV template")')]);
    const template = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    expect(template.split('\r\n')[0]).toMatch(/^sku,kind,name,category,status,price,sale_price,stock,/);

    // The preview lists exactly the three bad rows, each by row number and column; nothing is written yet. The
    // photos are stored with it: the one a row names (in another case) and one no row names, which it points out.
    await page.setInputFiles('#bulk-file', { name: 'mugs.csv', mimeType: 'text/csv', buffer: Buffer.from(productsCsv(stamp)) });
    await page.setInputFiles('#bulk-photos', [
      { name: 'mug-front.png', mimeType: 'image/png', buffer: PNG },
      { name: 'mug-spare.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await page.click('button:has-text("Check the file")');
    await page.waitForSelector('#bulk-preview');
    const previewText = await page.locator('main').textContent();
    expect(previewText).toContain('200 rows: 197 ready (197 new, 0 to update), 3 with errors');
    expect(previewText).toContain('1 photo is not used by any row: mug-spare.png');
    expect(await page.locator('[data-testid="kept-photos"]').textContent()).toContain('mug-front.png, mug-spare.png');
    const errors = await page
      .locator('[data-testid="row-error"]')
      .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent)));
    expect(errors).toEqual(Object.entries(BAD).map(([i, bad]) => [String(Number(i) + 1), bad.column]));
    await screenshot(page, 'bulk-upload-preview-360');

    // The rows to fix download as a CSV: the file's own columns and cells, plus what is wrong with each (issue 31).
    const [toFix] = await Promise.all([page.waitForEvent('download'), page.click('button:has-text("Download the 3 rows to fix (CSV)")')]);
    expect(toFix.suggestedFilename()).toBe('musika-rows-to-fix.csv');
    const fixLines = (await readFile((await toFix.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(fixLines[0]).toBe('sku,kind,name,category,price,sale_price,stock,status,description,images,errors');
    expect(fixLines.slice(1).map((line) => line.split(',')[0])).toEqual(Object.keys(BAD).map((i) => `E2E-${stamp}-${i.padStart(4, '0')}`));
    for (const [k, bad] of Object.values(BAD).entries()) expect(fixLines[k + 1]).toMatch(new RegExp(`,"?${bad.column}: [^,]`));
    expect(fixLines[1]).toContain('ten dollars');

    // Import: the batches go one after another with a progress bar.
    await page.click('button:has-text("Import 197 valid rows")');
    await expect.poll(() => page.locator('main').textContent(), { timeout: 30_000 }).toContain('Imported 197 of 197: 197 new, 0 updated.');
    await screenshot(page, 'bulk-upload-imported-360');

    // All sell items holds the 197; a search by SKU finds one.
    await page.goto(`/dashboard/all-sell-items?term=${stamp}`);
    expect(await page.locator('main').textContent()).toContain('197 products match');
    await page.fill('#sell-items-term', `E2E-${stamp}-0077`);
    await page.click('form[aria-label="Search your products"] button[type="submit"]');
    await page.waitForURL(/term=E2E/);
    await expect.poll(() => page.locator('[data-testid="sell-item"]').count()).toBe(1);
    expect(await page.locator('[data-testid="sell-item"]').textContent()).toContain(`Enamel mug ${stamp} #0077`);

    // Row 77 named the photo file: its product page shows the stored photo, loaded.
    const edit = (await page.locator('[data-testid="sell-item"] a[aria-label^="Edit"]').getAttribute('href'))!;
    await page.goto(`/product/${edit.split('/').filter(Boolean).pop()}/`);
    const photo = page.locator('main img[src*="/media/file/"]').first();
    expect(await photo.getAttribute('src')).toMatch(MEDIA_PHOTO);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // Bulk unpublish two.
    await page.goto(`/dashboard/all-sell-items?term=${stamp}`);
    const boxes = page.locator('[data-testid="sell-item"] input[type="checkbox"]');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.click('button[value="unpublish"]');
    await expect.poll(() => page.locator('main').textContent()).toContain('2 products unpublished.');
    await page.goto(`/dashboard/all-sell-items?term=${stamp}&status=draft`);
    expect(await page.locator('[data-testid="sell-item"]').count()).toBe(2);

    // The list at 360 px: cards, no sideways scrolling.
    await page.goto(`/dashboard/all-sell-items?term=${stamp}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'all-sell-items-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();

    const wide = await newPage(browser, { width: 1280 });
    await login(wide.page, 'enterprise@musika.co.zw', 'Vendor#2026!');
    await wide.page.goto(`/dashboard/all-sell-items?term=${stamp}`);
    await screenshot(wide.page, 'all-sell-items-1280');
    // The preview with photos on a wide screen: a row naming a photo that was not added, and an unused photo.
    await wide.page.goto('/dashboard/bulk-upload/');
    const pair = `sku,kind,name,category,price,images\r\nW-${stamp}-1,general,Wide mug,kitchenware,4,mug-front.png\r\nW-${stamp}-2,general,Wide cup,kitchenware,3,cup-side.jpg\r\n`;
    await wide.page.setInputFiles('#bulk-file', { name: 'wide.csv', mimeType: 'text/csv', buffer: Buffer.from(pair) });
    await wide.page.setInputFiles('#bulk-photos', [
      { name: 'mug-front.png', mimeType: 'image/png', buffer: PNG },
      { name: 'mug-back.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await wide.page.click('button:has-text("Check the file")');
    await wide.page.waitForSelector('#bulk-preview');
    expect(await wide.page.locator('[data-testid="row-error"]').textContent()).toContain('No photo named "cup-side.jpg" was added');
    await screenshot(wide.page, 'bulk-upload-preview-photos-1280');
    expect(wide.problems()).toEqual([]);
    await wide.close();
  }, 120_000);

  it('uploads and deletes without JavaScript: one POST imports, and delete asks first', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const { page } = tab;
    await login(page, 'enterprise@musika.co.zw', 'Vendor#2026!');
    const stamp = Date.now().toString(36);
    const csv = `sku,kind,name,category,price\r\nNJ-${stamp}-1,general,Kettle ${stamp} one,kitchenware,20\r\nNJ-${stamp}-2,general,Kettle ${stamp} two,kitchenware,22.50\r\n`;
    await page.goto('/dashboard/bulk-upload/');
    await page.setInputFiles('#bulk-file', { name: 'kettles.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.click('button:has-text("Check the file")');
    await page.waitForSelector('#bulk-preview');
    await page.click('button:has-text("Import 2 valid rows")');
    await page.waitForSelector('#bulk-done');
    expect(await page.locator('main').textContent()).toContain('Imported 2 of 2 rows: 2 new, 0 updated.');

    await page.goto(`/dashboard/all-sell-items?term=${stamp}`);
    expect(await page.locator('[data-testid="sell-item"]').count()).toBe(2);
    const first = page.locator('[data-testid="sell-item"]').first();
    const name = (await first.locator('label').textContent())!;
    await first.locator('input[type="checkbox"]').check();
    await page.click('button[value="delete"]');
    await page.waitForSelector('form[aria-label="Confirm delete"]');
    expect(await page.locator('form[aria-label="Confirm delete"]').textContent()).toContain('Delete 1 product?');
    await screenshot(page, 'all-sell-items-confirm-delete-360');
    await page.click('form[aria-label="Confirm delete"] button[value="delete"]');
    await page.waitForSelector('[role="status"]');
    expect(await page.locator('main').textContent()).toContain('1 product deleted.');
    expect(await page.locator('[data-testid="sell-item"]').count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toContain(name);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  }, 60_000);

  it('explains how to start selling on /sell-items, with the real packages, at 360 px', async () => {
    const tab = await newPage(browser, { width: 360 });
    await tab.page.goto('/sell-items');
    const text = (await tab.page.locator('main').textContent())!;
    for (const step of ['Create your account', 'Choose a package', 'Create your business', 'List your products', 'Take orders'])
      expect(text).toContain(step);
    expect(await tab.page.locator('ul[aria-label="Packages"] li').count()).toBe(3);
    expect(text).toContain('$40.00');
    const overflow = await tab.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(tab.page, 'sell-items-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
