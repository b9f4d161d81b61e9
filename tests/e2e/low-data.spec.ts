/**
 * Low-data mode (issue 33 §1, decision 028) on a 360 px phone, with JavaScript on and off: the footer switch turns
 * it on, home → category → product load no photo and no script file, and a tap on the product's photo loads its
 * smallest variant (in place with JavaScript, as the photo itself without). Screenshots of home and a product in
 * low-data mode at 360 px and on a desktop.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, type TrackedPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every photo and script file the page asked for, so "loads nothing until tapped" is checked, not assumed. */
function heavyRequests(tab: TrackedPage): string[] {
  const seen: string[] = [];
  tab.page.on('request', (request) => {
    const type = request.resourceType();
    // The tab's icon is the browser's, not the page's.
    if (request.url().includes('/favicon.')) return;
    if (type === 'image' || type === 'script' || type === 'media') seen.push(`${type} ${request.url()}`);
  });
  return seen;
}

async function turnOnFromFooter(tab: TrackedPage) {
  await tab.page.goto('/');
  await tab.page.locator('footer a[href="/low-data?mode=on"]').click();
  await tab.page.waitForURL((url) => url.pathname === '/');
  await expect(tab.page.getByText('Low-data mode is on').isVisible()).resolves.toBe(true);
}

describe.each([
  ['on', true],
  ['off', false],
])('low-data mode with JavaScript %s at 360 px', (label, javaScriptEnabled) => {
  it('browses home → category → product without photos or scripts, and a tap loads the photo', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled });
    try {
      await turnOnFromFooter(tab);
      const heavy = heavyRequests(tab);
      await tab.page.reload();
      expect(await tab.page.locator('img').count()).toBe(0);
      await expect(tab.page.locator('.ld-photo').first().textContent()).resolves.toMatch(/Photo · (\d+ KB|size unknown)/);
      await screenshot(tab.page, `low-data-home-js-${label}-360`);

      await tab.page.goto('/category/electronics');
      await tab.page.locator('main a[href^="/product/"]').first().click();
      await tab.page.waitForURL(/\/product\//);
      expect(await tab.page.locator('img').count()).toBe(0);
      if (javaScriptEnabled) {
        // The footer says what the page cost, from Resource Timing (the load event has passed once goto returns).
        await tab.page.waitForFunction(() => /This page cost about \d+ KB/.test(document.getElementById('ld-cost')?.textContent ?? ''));
      }
      await screenshot(tab.page, `low-data-product-js-${label}-360`);
      expect(heavy).toEqual([]);

      const photo = tab.page.locator('main a.ld-photo').first();
      const src = await photo.getAttribute('data-ld-src');
      expect(src).toMatch(/\?w=425$/);
      await photo.click();
      if (javaScriptEnabled) {
        // In place: the page stays, the photo is its smallest variant and has loaded.
        const img = tab.page.locator(`main img[src="${src}"]`);
        await img.waitFor();
        await tab.page.waitForFunction((s) => {
          const loaded = document.querySelector<HTMLImageElement>(`main img[src="${s}"]`);
          return !!loaded && loaded.complete && loaded.naturalWidth > 0;
        }, src);
        expect(tab.page.url()).toMatch(/\/product\//);
      } else {
        // Without JavaScript the placeholder is a link to the photo itself.
        await tab.page.waitForURL((url) => `${url.pathname}${url.search}` === src);
      }
      expect(heavy.filter((r) => r.startsWith('script'))).toEqual([]);
      // With JavaScript the one photo tapped; without, it was a page of its own (a document, not an image).
      expect(heavy.filter((r) => r.startsWith('image'))).toHaveLength(javaScriptEnabled ? 1 : 0);
      expect(tab.problems()).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});

describe('low-data mode on a desktop', () => {
  it('shows the same placeholders and the switch back', async () => {
    const tab = await newPage(browser, { width: 1280 });
    try {
      await turnOnFromFooter(tab);
      await screenshot(tab.page, 'low-data-home-1280');
      await tab.page.goto('/product/solar-panel-400w-mono-50/');
      expect(await tab.page.locator('img').count()).toBe(0);
      await screenshot(tab.page, 'low-data-product-1280');
      await tab.page.locator('a', { hasText: 'Turn off low-data mode' }).click();
      await tab.page.waitForURL(/\/product\/solar-panel-400w-mono-50\//);
      await tab.page.locator('main img').first().waitFor();
      expect(tab.problems()).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
