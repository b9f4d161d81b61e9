/**
 * USD and ZiG in the browser at 360 px (issue #11): the product page, its cards and the cart show the ZiG amount
 * beside the USD price without breaking the phone layout. Seeded rate: 26.80 ZWG per USD.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatZig } from '../../app/lib/money';
import { toZwgCents } from '../../schema/rest/zwg';
import { launchBrowser, newPage, screenshot } from './support/browser';

const RATE = 26_800_000;
const SOLAR = '/product/solar-panel-400w-mono-50/';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cents = (usd: string) => Math.round(Number(usd.replace(/[$,]/g, '')) * 100);

describe('prices in USD and ZiG at 360 px', () => {
  it('the product page and the cart show ZiG beside USD, and nothing overflows the phone width', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await page.goto(SOLAR, { waitUntil: 'networkidle' });
    const priceText = (await page.locator('main p:has([data-zig])').first().textContent()) ?? '';
    const usd = /\$[\d,]+\.\d\d/.exec(priceText)?.[0];
    expect(usd, priceText).toBeTruthy();
    expect(priceText).toContain(formatZig(toZwgCents(cents(usd!), RATE)));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'zig-product-360');

    await page.click('form[aria-label="Add to cart"] button[type="submit"]');
    await page.waitForURL(/added=1/);
    await page.goto('/cart', { waitUntil: 'networkidle' });
    const summary = (await page.locator('aside[aria-label="Order summary"]').textContent()) ?? '';
    expect(summary).toContain(`${usd}· ${formatZig(toZwgCents(cents(usd!), RATE))}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'zig-cart-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
