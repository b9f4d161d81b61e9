/**
 * The product page and log in in chiShona and isiNdebele (issue 33 §3), with JavaScript (1280 px) and without
 * (360 px): pages of three kinds of product — a general item, a vehicle, a hire item — and the login page show
 * none of the common English interface words (support/english-words.ts; the stores' and editors' words are
 * marked translate="no").
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { englishOnPage } from './support/english-words';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const GENERAL = '/product/solar-panel-400w-mono-50/';
const VEHICLE = '/product/toyota-corolla-axio-1-5-2014-20/';

/** The seeded gazebo's page (a hire item), found in its category as a shopper would. */
async function hireItem(page: Page): Promise<string> {
  await page.goto('/category/tent-hire');
  const href = await page.locator('a', { hasText: 'Gazebo 3x3m Hire' }).first().getAttribute('href');
  expect(href).toBeTruthy();
  return href ?? '';
}

describe.each(['sn', 'nd'] as const)('the product page and log in in %s', (lang) => {
  it.each([
    { js: true, width: 1280 },
    { js: false, width: 360 },
  ])('shows no English (JavaScript $js, $width px)', async ({ js, width }) => {
    const { page } = await newPage(browser, { width, javaScriptEnabled: js });
    await page.context().addCookies([{ name: 'lang', value: lang, url: inject('baseURL') }]);
    const pages = [GENERAL, VEHICLE, await hireItem(page), '/login/'];
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      await page.goto(path);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      // Left out, not this work's screens: sponsored cards (the advertisers' words and the ads' area) and the
      // related items' product cards (the product cards' own translation, decision 030's list).
      await page.evaluate(() => {
        for (const other of document.querySelectorAll('[data-ad-slot], main li > article')) other.remove();
      });
      const english = await englishOnPage(page);
      if (english.length > 0) found[path] = english;
      if (path === GENERAL && lang === 'sn' && width === 360) await screenshot(page, 'language-product-sn-360');
    }
    expect(found).toEqual({});
  });
});
