/**
 * Managing ads end to end at 360 px (issue #12 item 1): the vendor creates an ad through the form, finds it
 * active in the list with its figures, pauses and resumes it, and opens its edit page with its own chart. The
 * pages fit a 360 px phone without sideways scrolling; the same journey works with JavaScript off.
 */
import type { Browser, Page } from 'playwright-core';
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

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function createAd(page: Page, title: string) {
  await page.goto('/dashboard/ads-management/add-new-ad');
  await page.fill('input[name="title"]', title);
  await page.selectOption('select[name="placement"]', 'SEARCH');
  await page.selectOption('select[name="pricing"]', 'CPC');
  await page.fill('input[name="bid"]', '0.20');
  await page.fill('input[name="dailyBudget"]', '3');
  await page.fill('input[name="keywords"]', 'Jackets, denim');
  expect(await fitsWidth(page)).toBe(true);
  await page.click('form[aria-label="Ad settings"] button[type="submit"]');
  await page.waitForURL(/\/dashboard\/ads-management$/);
}

describe('ads management', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`creates, pauses and resumes an ad at 360 px (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const tab = await newPage(browser, { width: 360, javaScriptEnabled });
      const page = tab.page;
      await login(page, 'vendor@musika.co.zw', 'Vendor#2026!');
      const title = `Denim week ${javaScriptEnabled ? 'js' : 'html'}`;
      await createAd(page, title);
      const card = page.locator('[data-testid="ad-card"]', { hasText: title });
      expect(await card.locator('[data-testid="ad-status"]').textContent()).toBe('Active');
      expect(await page.locator('svg[data-testid="ads-chart"]').count()).toBe(1);
      expect(await fitsWidth(page)).toBe(true);
      if (javaScriptEnabled) await screenshot(page, 'ads-management-360');

      await card.locator('button', { hasText: 'Pause' }).click();
      await expect
        .poll(() => page.locator('[data-testid="ad-card"]', { hasText: title }).locator('[data-testid="ad-status"]').textContent())
        .toBe('Paused');
      await page.locator('[data-testid="ad-card"]', { hasText: title }).locator('button', { hasText: 'Resume' }).click();
      await expect
        .poll(() => page.locator('[data-testid="ad-card"]', { hasText: title }).locator('[data-testid="ad-status"]').textContent())
        .toBe('Active');

      await page.locator('a', { hasText: `Edit ${title}` }).click();
      await page.waitForURL(/\/dashboard\/update-ad\/\d+$/);
      expect(await page.inputValue('input[name="title"]')).toBe(title);
      expect(await page.locator('[data-testid="ads-table"] tbody tr').count()).toBe(30);
      expect(await fitsWidth(page)).toBe(true);
      // Paused again, so the search pages of later tests show no ad of this one.
      await page.goto('/dashboard/ads-management');
      await page.locator('[data-testid="ad-card"]', { hasText: title }).locator('button', { hasText: 'Pause' }).click();
      await expect
        .poll(() => page.locator('[data-testid="ad-card"]', { hasText: title }).locator('[data-testid="ad-status"]').textContent())
        .toBe('Paused');
      if (javaScriptEnabled) expect(tab.problems()).toEqual([]);
      await tab.close();
    });
  }
});
