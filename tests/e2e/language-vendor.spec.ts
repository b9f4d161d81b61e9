/**
 * A store owner handling orders in chiShona and isiNdebele (issue 33 §3): with the language chosen, the seeded
 * vendor opens the orders list, one order, and moves it on a step, JavaScript on (1280 px) and off (360 px); no
 * common English interface word shows on the way (content the site does not write is marked translate="no").
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { englishOnPage } from './support/english-words';
import { placeOrder } from './support/guest-checkout';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The store's order screens are checked where they are: `main` (the dashboard frame and the page) and the title. */
const LANGUAGES = [
  { lang: 'sn', ordersTitle: 'Maodha ese', order: 'Odha', update: 'Chinja mamiriro', moved: 'Odha yaiswa pa' },
  { lang: 'nd', ordersTitle: 'Wonke ama-oda', order: 'I-oda', update: 'Guqula isimo', moved: 'I-oda ifakwe ku-' },
] as const;

describe.each(LANGUAGES)('a store owner in $lang', ({ lang, ordersTitle, order, update, moved }) => {
  it.each([
    { js: true, width: 1280 },
    { js: false, width: 360 },
  ])('opens the orders, one order, and moves it on (JavaScript $js, $width px)', async ({ js, width }) => {
    const shopper = await newPage(browser, { width: 1280 });
    const number = await placeOrder(shopper.page, {
      name: 'Chipo Language-E2E',
      phone: js ? '0772111222' : '0772111333',
      address1: '4 Harare Drive',
      city: 'Harare',
    });

    const { page } = await newPage(browser, { width, javaScriptEnabled: js });
    await login(page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);
    await page.goto('/dashboard/');
    await page.selectOption('select[name="businessId"]', { label: 'Borrowdale Digital' });
    await page.click('form[action="/dashboard/switch-business"] button[type="submit"]');
    await expect.poll(() => page.locator('select[name="businessId"] option:checked').textContent()).toBe('Borrowdale Digital');

    await page.goto(`/dashboard/orders/?search=${number}`);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('h1').textContent()).toBe(ordersTitle);
    expect(await englishOnPage(page, 'main')).toEqual([]);
    await screenshot(page, `language-vendor-${lang}-orders-${width}${js ? '' : '-nojs'}`);

    await page.locator(`main li a:has-text("${number}")`).click();
    await page.waitForURL(/\/dashboard\/order\/\d+\/$/);
    expect(await page.locator('h1').textContent()).toBe(`${order} ${number}`);
    expect(await englishOnPage(page, 'main')).toEqual([]);
    await screenshot(page, `language-vendor-${lang}-order-${width}${js ? '' : '-nojs'}`);

    await page.check('form input[name="status"][value="PROCESSING"]');
    await page.click(`form button:has-text("${update}")`);
    await expect.poll(() => page.locator('main [role="status"]').allTextContents()).toContainEqual(expect.stringContaining(moved));
    expect(await englishOnPage(page, 'main')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `language-vendor-${lang}-order-moved-${width}${js ? '' : '-nojs'}`);
  });
});
