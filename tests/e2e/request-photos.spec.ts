/**
 * A buyer request with a photo, from a phone-sized browser: chosen with the file input, uploaded with the form
 * (multipart, with and without JavaScript), stored, and served back as the image it was. A photo that is too
 * large is refused in the browser before a byte of it is sent.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { login } from './support/session';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const FORM = 'form[aria-label="Post a buyer request"]';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fillRequest(page: Page, title: string) {
  // networkidle: with JavaScript on, the photo check runs only once React has taken the form over.
  await page.goto('/buyer-requests', { waitUntil: 'networkidle' });
  await page.fill(`${FORM} input[name="title"]`, title);
  await page.fill(`${FORM} textarea[name="description"]`, 'Gas stove with two plates, working, delivered to Mabelreign.');
  await page.selectOption(`${FORM} select[name="categoryId"]`, '10');
  await page.selectOption(`${FORM} select[name="city"]`, 'Harare');
}

/** Posts the filled form with one PNG and checks the request's photo through the API and the file URL. */
async function postWithPhoto(page: Page, title: string) {
  await fillRequest(page, title);
  await page.setInputFiles(`${FORM} input[name="photos"]`, { name: 'stove.png', mimeType: 'image/png', buffer: PNG });
  await page.click(`${FORM} button[type="submit"]`);
  await page.waitForURL(/\/buyer-requests-list\/\d+$/);
  const id = /\/buyer-requests-list\/(\d+)$/.exec(page.url())![1];

  const detail = await page.request.get(`/wp-json/ezw/v1/buyer-requests/${id}`);
  expect(detail.status()).toBe(200);
  const { request } = ((await detail.json()) as { data: { request: { title: string; photos: string[] } } }).data;
  expect(request.title).toBe(title);
  expect(request.photos).toHaveLength(1);
  expect(request.photos[0]).toMatch(/^\/wp-json\/ezw\/v1\/media\/file\/u\d+\/[0-9a-f-]{36}\.png$/);

  const photo = await page.request.get(request.photos[0]);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await photo.body(), PNG)).toBe(0);
  // The request's page shows it as a thumbnail that opens the photo.
  const thumb = page.locator('ul[aria-label="Photos"] img');
  await expect.poll(() => thumb.getAttribute('alt')).toBe(`${title} (1 of 1)`);
  expect(await page.locator('ul[aria-label="Photos"] a').getAttribute('href')).toBe(request.photos[0]);
}

describe('photos on a buyer request', () => {
  it('posts a request with a photo from a phone, and the photo is served back', async () => {
    const tab = await newPage(browser, { width: 360 });
    await login(tab.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await postWithPhoto(tab.page, 'Two-plate gas stove');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('works without JavaScript: the plain multipart form posts the photo too', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await login(tab.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await postWithPhoto(tab.page, 'Two-plate gas stove, no JavaScript');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('refuses a photo over 2 MB as soon as it is chosen, before sending anything', async () => {
    const tab = await newPage(browser, { width: 360 });
    await login(tab.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await fillRequest(tab.page, 'Gas stove, photo too large');
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    PNG.copy(big);
    let posted = false;
    tab.page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await tab.page.setInputFiles(`${FORM} input[name="photos"]`, { name: 'huge.png', mimeType: 'image/png', buffer: big });
    await tab.page.click(`${FORM} button[type="submit"]`);
    const photos = tab.page.locator(`${FORM} input[name="photos"]`);
    await expect
      .poll(() => photos.evaluate((input: HTMLInputElement) => input.validationMessage))
      .toBe('The photo is too large (at most 2 MB): huge.png');
    // A later request as the barrier: the browser reports requests in the order they start, so a POST the click
    // had started would have been seen before this one.
    await Promise.all([
      tab.page.waitForRequest((request) => request.url().endsWith('/favicon.svg?after-submit')),
      tab.page.evaluate(() => fetch('/favicon.svg?after-submit').then(() => undefined)),
    ]);
    expect(posted).toBe(false);
    expect(new URL(tab.page.url()).pathname).toBe('/buyer-requests');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
