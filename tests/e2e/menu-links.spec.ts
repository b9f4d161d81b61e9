/**
 * The category menu and the footer are plain links with one click handler (app/lib/delegated-links.ts): with
 * JavaScript a click navigates client-side as a <Link> would (the page is not reloaded, the menu data is not
 * asked again); without it they are ordinary links. The menu is written by the server once and left alone by
 * React (app/lib/static-island.tsx), so it must keep working after client-side navigations.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('menu and footer links', () => {
  it.each([360, 1280])('navigate client-side with JavaScript at %i px', async (width) => {
    const tab = await newPage(browser, { width });
    const { page } = tab;
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // Survives only if the page is not loaded again.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    const menu = page.locator('nav[aria-label="Categories"]');
    await menu.locator('summary', { hasText: 'Electronics' }).click();
    await menu.locator('a', { hasText: 'Phones' }).click();
    await page.waitForURL(/\/category\/phones$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Phones');
    // The menu is server-written markup React leaves alone (app/lib/static-island.tsx): mounted again after the
    // navigation (closed), it still holds every group and link and still navigates client-side.
    expect(await menu.locator('details[open]').count()).toBe(0);
    expect(await menu.locator('a').count()).toBeGreaterThan(80);
    await menu.locator('summary', { hasText: 'Motor Vehicles' }).click();
    await menu.locator('a', { hasText: /^Cars$/ }).click();
    await page.waitForURL(/\/category\/cars$/);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Cars');

    await page.locator('footer nav[aria-label="Company"] a', { hasText: 'About us' }).click();
    await page.waitForURL(/\/about-us\/?$/);
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/about/i);

    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(documents).toEqual(['/']);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('are ordinary links without JavaScript', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const { page } = tab;
    await page.goto('/');
    const menu = page.locator('nav[aria-label="Categories"]');
    await menu.locator('summary', { hasText: 'Electronics' }).click();
    await menu.locator('a', { hasText: 'Phones' }).click();
    await page.waitForURL(/\/category\/phones$/);
    expect(await page.locator('h1').textContent()).toBe('Phones');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
