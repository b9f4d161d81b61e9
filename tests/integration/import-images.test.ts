/**
 * Issue 27 §5, foreign image addresses in bulk import: each attack as the probe ran it. A photo address in the
 * file is downloaded once by the Worker under the upload's rules and stored in R2; the product shows our own
 * /media path; an address that cannot be used refuses its row with the reason and nothing of the row is kept.
 * The internet is a fake host handed to the import (tests/integration/support/import-photos.ts).
 */
import { env } from 'cloudflare:test';
import { SELF } from './support/worker';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_FILE_PATH, MEDIA_MESSAGES, REMOTE_PHOTO_MESSAGES } from '../../schema/rest/media';
import { bulkImportProducts } from '../../schema/rest/vendor-catalogue';
import { clearRateLimits } from './support/accounts';
import { page } from './support/http';
import {
  FakeImageHost,
  hang,
  importWithHost,
  jpegOfSize,
  OVERSIZE,
  PNG,
  pngOfSize,
  redirect,
  serve,
  status,
  storedKeys,
  TRACKING_GIF,
} from './support/import-photos';
import { businessesOf, ENTERPRISE_ID, enterpriseToken, generalRow, importRows, productsIn } from './support/vendor-catalogue';

const TEST_TIMEOUT = 30_000;
const TRACKER = 'https://evil.example/track.gif?u=1';
const MEDIA_URL = new RegExp(`^${MEDIA_FILE_PATH}u${ENTERPRISE_ID}/[0-9a-f-]{36}\\.(png|jpg)$`);

let enterprise: string;
let shop: { id: number; slug: string };

beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  enterprise = await enterpriseToken();
  [shop] = await businessesOf(ENTERPRISE_ID);
}, TEST_TIMEOUT);

const results = (r: { json: { data?: unknown } }) => bulkImportProducts.data.parse(r.json.data).results;
const photosOf = async (productId: number) =>
  (await env.DB.prepare('select url from product_images where product_id = ? order by position').bind(productId).all<{ url: string }>()).results.map(
    (r) => r.url,
  );

describe('a foreign photo address becomes our own photo', { timeout: TEST_TIMEOUT }, () => {
  it('foreign tracking address: fetched once, stored in R2, the product page shows only our /media photo', async () => {
    // The tracker answers a real image (a PNG behind a .gif name): it passes the rules, so it is kept — as ours.
    const host = new FakeImageHost().on(TRACKER, serve(PNG, 'image/gif'));
    const rows = [generalRow(2, { images: TRACKER }), generalRow(3, { images: TRACKER })];
    const r = await importWithHost(enterprise, { bID: shop.id, rows }, { host });
    expect(r.status).toBe(200);
    const out = results(r);
    expect(out.map((x) => x.outcome)).toEqual(['created', 'created']);
    // Two rows, one address: asked once.
    expect(host.times(TRACKER)).toBe(1);

    const [photo] = await photosOf(out[0].productId!);
    expect(photo).toMatch(MEDIA_URL);
    expect(await photosOf(out[1].productId!)).toEqual([photo]);
    const stored = await env.MEDIA.get(photo.slice(MEDIA_FILE_PATH.length));
    expect(stored?.httpMetadata?.contentType).toBe('image/png');
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PNG);

    const [product] = await productsIn(shop.id, `and id = ${out[0].productId}`);
    const html = (await page(`/product/${product.slug}/`)).html;
    expect(html).toContain(photo);
    expect(html).not.toContain('evil.example');
    const file = await SELF.fetch(`http://musika.test${photo}`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG);
  });

  it('the probe’s attack through the real Worker: the tracker cannot be fetched, so the row is refused and no product made', async () => {
    // No fake host here: the Worker's own fetch, and .example names never resolve.
    const row = generalRow(2, { images: TRACKER });
    const [out] = results(await importRows(enterprise, { bID: shop.id, rows: [row] }));
    expect(out).toMatchObject({
      outcome: 'invalid',
      productId: null,
      errors: [{ column: 'images', message: expect.stringMatching(/^Photo 1 \(https:\/\/evil\.example\/track\.gif\?u=1\): The address /) }],
    });
    expect(await productsIn(shop.id, `and sku = '${row.values.sku}'`)).toEqual([]);
  });

  it('keeps site paths and this site’s own addresses as they are, downloading nothing', async () => {
    const host = new FakeImageHost();
    const row = generalRow(2, { images: '/images/seed/mug.jpg|https://musika.test/images/seed/cup.jpg' });
    const [created] = results(await importWithHost(enterprise, { bID: shop.id, rows: [row] }, { host, https: true }));
    expect(created.outcome).toBe('created');
    expect(await photosOf(created.productId!)).toEqual(['/images/seed/mug.jpg', '/images/seed/cup.jpg']);
    expect(host.asked).toEqual([]);
  });

  it('the preview checks the addresses without downloading anything', async () => {
    const host = new FakeImageHost().on(TRACKER, serve(PNG));
    const rows = [generalRow(2, { images: TRACKER }), generalRow(3, { images: 'https://127.0.0.1/a.png' })];
    const out = results(await importWithHost(enterprise, { bID: shop.id, rows, dryRun: true }, { host }));
    expect(out[0].outcome).toBe('valid');
    expect(out[1]).toMatchObject({
      outcome: 'invalid',
      errors: [{ column: 'images', message: `Photo 1 (https://127.0.0.1/a.png): ${REMOTE_PHOTO_MESSAGES.notPublic}` }],
    });
    expect(host.asked).toEqual([]);
  });
});

/** Imports one row whose photos are `images`, and checks it was refused with `message` and left nothing behind. */
async function expectRefused(host: FakeImageHost, images: string, message: string, timeoutMs?: number) {
  const before = await storedKeys(ENTERPRISE_ID);
  const row = generalRow(2, { images });
  const r = await importWithHost(enterprise, { bID: shop.id, rows: [row] }, { host, timeoutMs });
  expect(r.status).toBe(200);
  const [out] = results(r);
  expect(out).toMatchObject({ outcome: 'invalid', productId: null });
  expect(out.errors).toContainEqual({ column: 'images', message });
  expect(await productsIn(shop.id, `and sku = '${row.values.sku}'`)).toEqual([]);
  expect(await storedKeys(ENTERPRISE_ID)).toEqual(before);
}

describe('a photo that breaks the upload rules refuses its row', { timeout: TEST_TIMEOUT }, () => {
  it('oversize photo: a body past 2 MB, or a Content-Length saying so, is refused', async () => {
    const a = 'https://photos.example/huge.png';
    const b = 'https://photos.example/declared.png';
    const host = new FakeImageHost().on(a, serve(OVERSIZE)).on(b, serve(PNG, 'image/png', { 'content-length': String(50 * 1024 * 1024) }));
    await expectRefused(host, a, `Photo 1 (${a}): ${MEDIA_MESSAGES.tooLarge}`);
    await expectRefused(host, b, `Photo 1 (${b}): ${MEDIA_MESSAGES.tooLarge}`);
  });

  it('wrong type: the tracking GIF itself, and a page posing as a photo, are refused', async () => {
    const page = 'https://photos.example/photo.jpg';
    const host = new FakeImageHost()
      .on(TRACKER, serve(TRACKING_GIF, 'image/gif'))
      .on(page, serve(new TextEncoder().encode('<html>hi</html>'), 'image/jpeg'));
    await expectRefused(host, TRACKER, `Photo 1 (${TRACKER}): ${MEDIA_MESSAGES.wrongType}`);
    await expectRefused(host, page, `Photo 1 (${page}): ${MEDIA_MESSAGES.wrongType}`);
  });

  it('too many pixels: a small file declaring a huge canvas is refused, and a good photo of the same row is not kept', async () => {
    const good = 'https://photos.example/good.jpg';
    const bomb = 'https://photos.example/bomb.png';
    const tall = 'https://photos.example/tall.jpg';
    const host = new FakeImageHost()
      .on(good, serve(jpegOfSize(800, 600), 'image/jpeg'))
      .on(bomb, serve(pngOfSize(8000, 8000)))
      .on(tall, serve(jpegOfSize(100, 20000), 'image/jpeg'));
    await expectRefused(host, `${good}|${bomb}`, `Photo 2 (${bomb}): ${MEDIA_MESSAGES.tooManyPixels}`);
    expect(host.times(good)).toBe(1);
    await expectRefused(host, tall, `Photo 1 (${tall}): ${MEDIA_MESSAGES.tooManyPixels}`);
  });

  it('timeout: a host that never answers is given up on at the deadline', async () => {
    const slow = 'https://slow.example/photo.png';
    const host = new FakeImageHost().on(slow, hang);
    await expectRefused(host, slow, `Photo 1 (${slow}): ${REMOTE_PHOTO_MESSAGES.timeout(1)}`, 200);
    expect(host.times(slow)).toBe(1);
  });

  it('a host that answers an error or cannot be reached refuses the row with that reason', async () => {
    const gone = 'https://photos.example/gone.png';
    const host = new FakeImageHost().on(gone, status(404));
    await expectRefused(host, gone, `Photo 1 (${gone}): ${REMOTE_PHOTO_MESSAGES.status(404)}`);
    await expectRefused(host, 'https://nowhere.example/a.png', `Photo 1 (https://nowhere.example/a.png): ${REMOTE_PHOTO_MESSAGES.unreachable}`);
  });
});

describe('private, loopback and link-local addresses', { timeout: TEST_TIMEOUT }, () => {
  it('private addresses: 127.0.0.1, 10.x, 192.168.x, 169.254.169.254, [::1] and localhost are refused without a request', async () => {
    const addresses = [
      'https://127.0.0.1/a.png',
      'https://10.0.0.7/a.png',
      'https://192.168.1.1/a.png',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/a.png',
      'https://localhost/a.png',
      'https://2130706433/a.png', // 127.0.0.1 spelt as a number
      'https://photos.example:8443/a.png', // another port
    ];
    const host = new FakeImageHost();
    for (const address of addresses) host.on(address, serve(PNG));
    for (const address of addresses) {
      await expectRefused(host, address, `Photo 1 (${address}): ${REMOTE_PHOTO_MESSAGES.notPublic}`);
    }
    expect(host.asked).toEqual([]);
  });

  it('a public address redirecting to the metadata service is refused before the redirect is followed', async () => {
    const hop = 'https://photos.example/redirect.png';
    const host = new FakeImageHost()
      .on(hop, redirect('https://169.254.169.254/latest/meta-data/'))
      .on('https://169.254.169.254/latest/meta-data/', serve(PNG));
    await expectRefused(host, hop, `Photo 1 (${hop}): ${REMOTE_PHOTO_MESSAGES.notPublic}`);
    expect(host.asked).toEqual([hop]);
  });
});
