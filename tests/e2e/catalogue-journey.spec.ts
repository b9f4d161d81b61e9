/**
 * The foundation journey: a buyer opens home, goes to a category and opens a product — server-rendered,
 * at phone and desktop widths, with and without JavaScript. No console errors, no failed requests, and the
 * browser never calls /graphql for it (loaders run GraphQL in-process on the server).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([360, 1280])('home → category → product at %i px', (width) => {
  it.each([true, false])('works with JavaScript %s', async (javaScriptEnabled) => {
    const tab = await newPage(browser, { width, javaScriptEnabled });
    const { page } = tab;
    const graphqlRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/graphql') graphqlRequests.push(r.url());
    });
    const label = `${width}-${javaScriptEnabled ? 'js' : 'nojs'}`;

    await page.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Buy and sell across Zimbabwe');
    expect(await page.locator('section[aria-labelledby="deals-title"] article').count()).toBeGreaterThan(0);
    await screenshot(page, `home-${label}`);
    if (width === 1280) {
      // Featured fills its row: however many cards it has (the running ads' products), no empty column is left.
      const featured = page.locator('section[aria-labelledby="featured-title"]');
      const row = (await featured.locator('ul').first().boundingBox())!;
      const last = (await featured.locator('ul > li').last().boundingBox())!;
      expect(Math.abs(row.x + row.width - (last.x + last.width))).toBeLessThanOrEqual(2);
    }

    // Home → a popular category
    await page.locator('section[aria-labelledby="popular-title"] ul a').first().click();
    await page.waitForURL(/\/category\/[a-z0-9-]+$/);
    await page.waitForLoadState('networkidle');
    const categoryName = await page.locator('h1').textContent();
    expect(categoryName?.length).toBeGreaterThan(2);
    const cards = page.locator('main article:not([data-ad-id])');
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(12);
    await screenshot(page, `category-${label}`);

    // Category → a product
    const firstCard = page.locator('main article:not([data-ad-id]) a').first();
    const productName = (await firstCard.textContent())?.trim();
    await firstCard.click();
    await page.waitForURL(/\/product\//);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.locator('h1').textContent()).toBe(productName);
    expect(await page.locator('main').textContent()).toMatch(/\$[\d,]+\.\d{2}/);
    await screenshot(page, `product-${label}`);

    expect(tab.problems()).toEqual([]);
    expect(graphqlRequests).toEqual([]);
    await tab.close();
  });
});

describe('not found', () => {
  it('shows the not-found screen with status 404 for an unknown path', async () => {
    const tab = await newPage(browser, { width: 360 });
    tab.allowStatus('/no-such-place', 404);
    const response = await tab.page.goto('/no-such-place');
    expect(response?.status()).toBe(404);
    expect(await tab.page.locator('h1').textContent()).toBe('Page not found');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
