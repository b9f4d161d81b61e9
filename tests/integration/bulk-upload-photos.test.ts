/**
 * Bulk upload with photo files, through the page as a browser without JavaScript posts it: the photos chosen
 * with the preview are stored once, the images column's file names become their /media paths, the map travels
 * in a hidden field to the import and the rows-to-fix download, and a forged map is refused.
 */
import { env } from 'cloudflare:test';
import { SELF } from './support/worker';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_FILE_PATH } from '../../schema/rest/media';
import { clearRateLimits } from './support/accounts';
import { open, text } from './support/dashboard-pages';
import { PNG } from './support/import-photos';
import { loginAs, visit } from './support/session';
import { businessesOf, ENTERPRISE_ID, productsIn } from './support/vendor-catalogue';

const TEST_TIMEOUT = 30_000;
const PAGE = '/dashboard/bulk-upload/';
const MEDIA_URL = new RegExp(`^${MEDIA_FILE_PATH}u${ENTERPRISE_ID}/[0-9a-f-]{36}\\.png$`);

let jar: Record<string, string>;
let shop: { id: number; slug: string };

beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  jar = (await loginAs('enterprise')).jar;
  [shop] = await businessesOf(ENTERPRISE_ID);
}, TEST_TIMEOUT);

/** React escapes quotes in text and attributes; the page as a person reads it. */
const readable = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** A form POST as a browser without JavaScript sends it; answers the page's HTML. */
async function post(body: FormData, path = PAGE) {
  await open(path, jar);
  const response = await visit(path, jar, { method: 'POST', body });
  expect(response.status).toBe(200);
  return text(response);
}

/** A hidden field the page carries to its next post, as the browser would send it. */
const hidden = (html: string, name: string) => readable(new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? '');
const errorRows = (html: string) =>
  [...html.matchAll(/<tr data-testid="row-error"><td>(\d+)<\/td><td>([^<]+)<\/td>/g)].map((m) => [Number(m[1]), m[2]]);
/** The page's words, as written (app code reaches this project only through the Worker). */
const MISSING = 'No photo named "hilux-front.jpg" was added: add it under Photos, or give its web address.';
const NOT_READABLE = 'The photos you added could not be read again: add them once more.';
const TOO_MANY = 'Add at most 10 photos at a time';
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

function preview(csv: string, photos: File[]) {
  const form = new FormData();
  form.set('intent', 'preview');
  form.set('file', new File([csv], 'products.csv', { type: 'text/csv' }));
  for (const photo of photos) form.append('photos', photo);
  return form;
}

describe('bulk upload with photo files', { timeout: TEST_TIMEOUT }, () => {
  it('stores the chosen photos once, imports the row naming one with it, and refuses the row naming a missing one', async () => {
    const stamp = Date.now();
    const csv = `sku,kind,name,category,price,status,images\r\nBP-${stamp}-1,general,Photo mug,kitchenware,3.50,publish,FRONT.PNG\r\nBP-${stamp}-2,general,Lost mug,kitchenware,3.50,publish,https://photos.example/a.jpg|hilux-front.jpg\r\n`;
    const before = await env.MEDIA.list({ prefix: `u${ENTERPRISE_ID}/` });

    const shown = await post(preview(csv, [png('front.png'), png('spare.png')]));
    expect(readable(shown)).toContain('2 rows: 1 ready (1 new, 0 to update), 1 with errors');
    expect(errorRows(shown)).toEqual([[3, 'images']]);
    expect(readable(shown)).toContain(MISSING);
    expect(readable(shown)).toContain('1 photo is not used by any row: spare.png');
    expect(await productsIn(shop.id, `and sku like 'BP-${stamp}-%'`)).toEqual([]);

    // The two photos were stored, once each, and their paths travel in the page.
    const photos = JSON.parse(hidden(shown, 'photoMap')) as Record<string, string>;
    expect(Object.keys(photos)).toEqual(['front.png', 'spare.png']);
    for (const url of Object.values(photos)) expect(url).toMatch(MEDIA_URL);
    const after = await env.MEDIA.list({ prefix: `u${ENTERPRISE_ID}/` });
    expect(after.objects.length - before.objects.length).toBe(2);

    // The rows to fix list the missing photo with the row, as the API's own errors are.
    const carried = new FormData();
    carried.set('csv', hidden(shown, 'csv'));
    carried.set('photoMap', JSON.stringify(photos));
    const toFix = await visit('/dashboard/bulk-upload/failed-rows.csv', jar, { method: 'POST', body: carried });
    expect(toFix.status).toBe(200);
    const lines = (await toFix.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^BP-${stamp}-2,.*images: No photo named ""hilux-front.jpg"" was added`));

    // The import (a plain POST carrying the file and the photos) writes the product with the stored photo.
    carried.set('intent', 'import');
    const imported = await post(carried);
    expect(imported).toContain('Imported 1 of 2 rows: 1 new, 0 updated.');
    expect(errorRows(imported)).toEqual([[3, 'images']]);
    const made = await productsIn(shop.id, `and sku like 'BP-${stamp}-%'`);
    expect(made.map((p) => p.name)).toEqual(['Photo mug']);
    const images = await env.DB.prepare('select url from product_images where product_id = ? order by position')
      .bind(made[0].id)
      .all<{ url: string }>();
    expect(images.results.map((r) => r.url)).toEqual([photos['front.png']]);

    const file = await SELF.fetch(`http://musika.test${photos['front.png']}`);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
    const product = await SELF.fetch(`http://musika.test/product/${made[0].slug}/`);
    expect(await product.text()).toContain(photos['front.png']);
  });

  it('refuses a forged photo map: no other address reaches the import, nothing is written', async () => {
    const stamp = Date.now();
    const csv = `sku,kind,name,category,price,images\r\nBF-${stamp}-1,general,Forged mug,kitchenware,3.50,front.png\r\n`;
    for (const forged of [{ 'front.png': 'https://evil.example/track.gif' }, { 'front.png': '/images/seed/mug.jpg' }]) {
      const form = new FormData();
      form.set('intent', 'import');
      form.set('csv', btoa(csv));
      form.set('photoMap', JSON.stringify(forged));
      const html = await post(form);
      expect(readable(html)).toContain(NOT_READABLE);
      expect(html).not.toContain('id="bulk-done"');
    }
    expect(await productsIn(shop.id, `and sku like 'BF-${stamp}-%'`)).toEqual([]);
  });

  it('shows an upload refusal as the page’s error, keeping the file and the photos stored before it', async () => {
    const stamp = Date.now();
    const csv = `sku,kind,name,category,price,images\r\nBR-${stamp}-1,general,Kept mug,kitchenware,3.50,good.png|later.png\r\n`;
    const tooMany = await post(
      preview(
        csv,
        Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)),
      ),
    );
    expect(readable(tooMany)).toContain(TOO_MANY);

    const refused = await post(preview(csv, [png('good.png'), new File(['not a photo'], 'bad.png', { type: 'image/png' }), png('never.png')]));
    expect(refused).toMatch(/role="alert">bad\.png: Only JPEG, PNG or WebP photos</);
    expect(atob(hidden(refused, 'csv'))).toBe(csv);
    const kept = JSON.parse(hidden(refused, 'photoMap')) as Record<string, string>;
    expect(Object.keys(kept)).toEqual(['good.png']);
    expect(refused).toContain('Added so far (1): good.png');

    // Checking again with only the missing photo: the kept file and photo are used, nothing is chosen twice.
    const again = new FormData();
    again.set('intent', 'preview');
    again.set('csv', hidden(refused, 'csv'));
    again.set('photoMap', JSON.stringify(kept));
    again.append('photos', png('LATER.png'));
    const shown = await post(again);
    expect(shown).toContain('1 rows: 1 ready (1 new, 0 to update), 0 with errors');
    expect(Object.keys(JSON.parse(hidden(shown, 'photoMap')))).toEqual(['good.png', 'LATER.png']);
  });
});
