/**
 * The buyer's account in chiShona and isiNdebele (issue 33 §3), with JavaScript (1280 px) and without (360 px):
 * the seeded buyer walks orders → one order → offers → one offer → buyer requests → one request → favourites →
 * settings, and no common English interface word shows on the way (content the site does not write is marked
 * translate="no" and skipped: tests/e2e/support/english-words.ts).
 *
 * Checked: the page's title and its `main` (the account menu included), read as englishOnPage reads a page. The
 * rest of the frame (notice bar, help button, newsletter form, editors' footer menus) belongs to decision 030's
 * list of what is left, and would fail englishOnPage on every page whatever this area does.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { englishOnPage } from './support/english-words';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANGUAGES = [
  { lang: 'sn', name: 'chiShona', orders: 'Maodha ako', offers: 'Mitengo inopiwa', requests: 'Zvinodiwa nevatengi', favourites: 'Zvandinofarira' },
  {
    lang: 'nd',
    name: 'isiNdebele',
    orders: 'Ama-oda akho',
    offers: 'Amanani anikelwayo',
    requests: 'Okudingwa ngabathengi',
    favourites: 'Engikuthandayo',
  },
] as const;

async function expectNoEnglish(page: Page, where: string) {
  expect(await englishOnPage(page, 'main'), where).toEqual([]);
}

/** Follows the first link under `main` whose address starts with `prefix`. */
async function openFirst(page: Page, prefix: string) {
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  const path = await link.getAttribute('href');
  expect(path, prefix).toBeTruthy();
  await page.goto(path!);
}

describe.each(LANGUAGES)('the buyer’s account in $name', ({ lang, orders, offers, requests, favourites }) => {
  it.each([
    { js: true, width: 1280 },
    { js: false, width: 360 },
  ])('orders, offers, requests, favourites and settings (JavaScript $js, $width px)', async ({ js, width }) => {
    const { page } = await newPage(browser, { width, javaScriptEnabled: js });
    await login(page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);

    await page.goto('/account/orders');
    await expect.poll(() => page.locator('h1').textContent()).toBe(orders);
    await expectNoEnglish(page, 'orders');
    await screenshot(page, `language-account-${lang}-orders-${width}${js ? '' : '-nojs'}`);
    await openFirst(page, '/account/order/');
    await expectNoEnglish(page, 'order');

    await page.goto('/account/inbox/offers');
    await expect.poll(() => page.locator('h1').textContent()).toBe(offers);
    await expectNoEnglish(page, 'offers');
    await openFirst(page, '/account/inbox/offers/');
    await expectNoEnglish(page, 'offer');

    await page.goto('/buyer-requests-list');
    await expect.poll(() => page.locator('h1').textContent()).toBe(requests);
    await expectNoEnglish(page, 'requests');
    await openFirst(page, '/buyer-requests-list/');
    await expectNoEnglish(page, 'request');

    await page.goto('/account/favourite');
    await expect.poll(() => page.locator('h1').textContent()).toBe(favourites);
    await expectNoEnglish(page, 'favourites');

    await page.goto('/account/settings');
    await expectNoEnglish(page, 'settings');
    await page.close();
  });
});
