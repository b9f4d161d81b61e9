/**
 * Loading feedback (issue): on a slow connection a navigation or a form post must show that something is
 * happening — a progress bar that moves nothing on the page, announced to screen readers — and go away after.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { holdRoutes } from './support/held-routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A slow connection for Remix's data requests (single fetch: `*.data`), held until the test lets them through. */
const slowData = (page: Page) => holdRoutes(page, /\.data(\?|$)/);

const bar = (page: Page) => page.locator('[role="progressbar"]');
const announced = (page: Page) => page.locator('[aria-live="polite"].visually-hidden').first().textContent();

describe('navigation and form submission show progress on a slow connection', () => {
  it('shows a fixed progress bar while the next page loads, announces it, and removes it after', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const data = await slowData(page);
    expect(await bar(page).count()).toBe(0);
    const headerTop = await page.locator('header').evaluate((el) => el.getBoundingClientRect().top);

    await page.click('header a[href="/cart"]');
    await expect.poll(() => bar(page).isVisible(), { timeout: 1000 }).toBe(true);
    expect(await bar(page).getAttribute('aria-label')).toBe('Loading the page…');
    expect(await announced(page)).toBe('Loading the page…');
    // Fixed to the viewport: showing it moves nothing on the page.
    expect(await bar(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await page.locator('header').evaluate((el) => el.getBoundingClientRect().top)).toBe(headerTop);
    await screenshot(page, 'loading-feedback-navigation-360');

    await data.release();
    await page.waitForURL('**/cart');
    await expect.poll(() => bar(page).count()).toBe(0);
    expect(await announced(page)).toBe('');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('says "Sending…" while a form is posted', async () => {
    const tab = await newPage(browser, { width: 1280 });
    const { page } = tab;
    await page.goto('/product/solar-panel-400w-mono-50/');
    await page.waitForLoadState('networkidle');
    const data = await slowData(page);
    await page.click('form[aria-label="Add to cart"] button[type="submit"]');
    // A short wait per poll: the bar must show up within the second, not whenever Playwright gives up.
    await expect
      .poll(
        () =>
          bar(page)
            .getAttribute('aria-label', { timeout: 100 })
            .catch(() => null),
        { timeout: 1000 },
      )
      .toBe('Sending…');
    await data.release();
    await page.waitForURL(/added=1/);
    await expect.poll(() => bar(page).count()).toBe(0);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
