/**
 * Discovery end to end: search with filters and paging, near-you by browser position and by city, a storefront
 * sub-route, the store finder, and search without JavaScript.
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

const resultsCount = async (page: import('playwright-core').Page) => Number((await page.locator('#results-title').textContent())?.match(/\d+/)?.[0]);

describe('discovery', () => {
  it('searches a term from the header, filters by category and price, pages and opens a result', async () => {
    const tab = await newPage(browser, { width: 1280 });
    const { page } = tab;
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.fill('#site-search', 'house');
    // Suggestions appear as you type (debounced).
    await page.locator('#site-search-suggestions a').first().waitFor();
    await page.press('#site-search', 'Enter');
    await page.waitForURL(/\/search\?term=house/);
    await expect.poll(() => resultsCount(page)).toBeGreaterThan(20);
    const all = await resultsCount(page);

    // Filters apply without a reload and land in the URL.
    await page.selectOption('select[name="category"]', 'houses-for-sale');
    await page.waitForURL(/category=houses-for-sale/);
    await expect.poll(() => resultsCount(page)).toBeLessThan(all);
    await page.fill('input[name="max"]', '200000');
    await page.waitForURL(/max=200000/);
    // The URL changes before the new results render: wait for the list to show only prices within the filter.
    const withinMax = async () => {
      const prices = await page.locator('main article:not([data-ad-id]) p span').allTextContents();
      return prices.filter((t) => t.startsWith('$')).every((t) => Number(t.replace(/[$,]/g, '')) <= 200000);
    };
    await expect.poll(withinMax).toBe(true);
    const filtered = await resultsCount(page);
    expect(filtered).toBeGreaterThan(0);
    await screenshot(page, 'search-filtered-1280');

    // The URL alone reproduces the search (shareable).
    const shared = await newPage(browser, { width: 360 });
    await shared.page.goto(new URL(page.url()).pathname + new URL(page.url()).search);
    expect(await resultsCount(shared.page)).toBe(filtered);
    await shared.close();

    // Open a result.
    const first = page.locator('main article:not([data-ad-id]) a').first();
    const name = (await first.textContent())?.trim();
    await first.click();
    await page.waitForURL(/\/product\//);
    await expect.poll(() => page.locator('h1').textContent()).toBe(name);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('pages through search results', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await page.goto('/search?term=a', { waitUntil: 'networkidle' });
    const firstPage = await page.locator('main article:not([data-ad-id]) a').first().textContent();
    await page.click('a[rel="next"]');
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.locator('main article:not([data-ad-id]) a').first().textContent()).not.toBe(firstPage);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('finds what is near a granted browser position, nearest first', async () => {
    const tab = await newPage(browser, { width: 360, geolocation: { latitude: -20.1325, longitude: 28.6265 } });
    const { page } = tab;
    await page.goto('/search/near-you', { waitUntil: 'networkidle' });
    await page.locator('main details summary').click();
    await page.click('button:has-text("Use my location")');
    await page.waitForURL(/lat=-20\.13/);
    await expect.poll(() => page.locator('h1').textContent()).toContain('near your location');
    const distances = (await page.locator('main article:not([data-ad-id])').allTextContents()).map((t) => Number(/([\d.]+) km away/.exec(t)?.[1]));
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 25)).toBe(true);
    await screenshot(page, 'near-you-geolocation-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('finds what is near a chosen city and remembers it for the visit', async () => {
    const tab = await newPage(browser, { width: 1280 });
    const { page } = tab;
    await page.goto('/real-estate/near-you', { waitUntil: 'networkidle' });
    await page.selectOption('#near-city', 'mutare');
    await page.waitForURL(/city=mutare/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Real estate near Mutare');
    // Another near-you screen, no city in the link: the visit remembers Mutare.
    await page.goto('/motor-vehicles/near-you');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Motor vehicles near Mutare');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('shows a storefront sub-route with only that kind of product', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await page.goto('/vendors', { waitUntil: 'networkidle' });
    await page.fill('form[aria-label="Find a store"] input[name="term"]', 'Highveld');
    await page.click('form[aria-label="Find a store"] button');
    await page.waitForURL(/term=Highveld/);
    await page.click('main article:not([data-ad-id]) a:has-text("Highveld Properties")');
    await page.waitForURL(/\/vendor\/highveld-properties$/);
    await page.click('nav[aria-label="Store sections"] a:has-text("Real estate")');
    await page.waitForURL(/\/vendor\/highveld-properties\/real-estate$/);
    const kinds = await page.locator('main article:not([data-ad-id]) p').allTextContents();
    expect(kinds.filter((t) => t.includes(' · ')).every((t) => /Real estate|Property auction/.test(t) || !t.includes('·'))).toBe(true);
    expect(await page.locator('main').textContent()).toMatch(/Open until|Closed/);
    await screenshot(page, 'storefront-real-estate-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('lists stores near a city by distance in the store finder', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await page.goto('/store-finder?city=bulawayo&radius=10');
    const items = await page.locator('ol[aria-label="Stores by distance"] li').allTextContents();
    expect(items.length).toBeGreaterThan(0);
    const km = items.map((t) => Number(/([\d.]+) km/.exec(t)?.[1]));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(await page.locator('svg[role="img"]').count()).toBe(1);
    await screenshot(page, 'store-finder-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('searches and filters without JavaScript', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const { page } = tab;
    await page.goto('/');
    await page.fill('#site-search', 'toyota');
    await page.press('#site-search', 'Enter');
    await page.waitForURL(/\/search\?term=toyota/);
    expect(await resultsCount(page)).toBeGreaterThan(0);
    await page.locator('main details summary').click();
    await page.check('input[name="sale"][value="DEALS"]');
    await page.click('form[aria-label="Filter results"] button[type="submit"]');
    await page.waitForURL(/sale=DEALS/);
    const badges = await page.locator('main article:not([data-ad-id])').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((t) => t.includes('Deal'))).toBe(true);
    await screenshot(page, 'search-nojs-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
