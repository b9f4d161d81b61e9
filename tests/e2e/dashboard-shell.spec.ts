/**
 * The dashboard shell at 360 px: the menu folds behind a button (with and without JavaScript), and a vendor with
 * two businesses switches between them.
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

const managing = (page: Page) => page.locator('main p:has-text("You are managing") strong').textContent();

describe('dashboard shell', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`folds the menu on a phone and opens it with one tap (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const tab = await newPage(browser, { width: 360, javaScriptEnabled });
      const { page } = tab;
      await login(page, 'vendor@musika.co.zw', 'Vendor#2026!');
      await page.goto('/dashboard/');
      const menu = page.locator('nav[aria-label="Dashboard menu"]');
      expect(await menu.isVisible()).toBe(false);
      await page.click('label:has-text("Dashboard menu")');
      expect(await menu.isVisible()).toBe(true);
      expect(await menu.locator('a:has-text("Dashboard")').getAttribute('aria-current')).toBe('page');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      if (javaScriptEnabled) await screenshot(page, 'dashboard-home-menu-open-360');
      await tab.close();
    });
  }

  it('switches the active business and stays on the same page', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await login(page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await page.goto('/dashboard/');
    const before = await managing(page);
    const other = await page.locator('#switch-business option:not(:checked)').first().textContent();
    await page.selectOption('#switch-business', { label: other! });
    await page.click('form:has(#switch-business) button:has-text("Switch")');
    await page.waitForLoadState('load');
    await expect.poll(() => managing(page)).toBe(other);
    expect(other).not.toBe(before);
    expect(new URL(page.url()).pathname).toBe('/dashboard/');
    await tab.close();
  });
});
