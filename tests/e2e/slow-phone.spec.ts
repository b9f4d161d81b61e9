/**
 * The main pages on a low-end phone: Chromium's CPU throttled ×4 (DevTools' "low-end mobile"), where the page's
 * own updates land before React has finished hydrating. Before issue 31 item 4, home, search and a category page
 * each threw React error #421 there (a server-rendered Suspense boundary re-rendered before it hydrated), and
 * React threw that markup away. Any page error, console error or failed request fails the journey.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type NewPageOptions } from './support/browser';
import { sql } from './support/d1';

const PHONE = { width: 360 } satisfies NewPageOptions;
const THROTTLE = 4;
/** React's marks around a Suspense boundary rendered on the server: <!--$-->, <!--$?--> (pending), <!--$!--> (failed). */
const SUSPENSE_BOUNDARY = /<!--\$[!?]?-->/;

describe('a low-end phone (CPU ×4)', () => {
  let browser: Browser;
  let productPath: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    const [product] = await sql<{ slug: string }>("SELECT slug FROM products WHERE status = 'publish' ORDER BY id LIMIT 1");
    productPath = `/product/${product.slug}/`;
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const visitor of ['a first-time visitor (cookie banner, notice)', 'a returning visitor'] as const) {
    it(`hydrates home, search, a category and a product page without a page error, for ${visitor}`, async () => {
      const tab = await newPage(browser, { ...PHONE, overlays: visitor.startsWith('a first') });
      const cdp = await tab.context.newCDPSession(tab.page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      for (const path of ['/', '/search?term=phone', '/motor-vehicles/', productPath]) {
        const response = await tab.page.goto(path);
        // No Suspense boundary in the server's HTML: one hydrates after the rest of the page (when the phone is idle),
        // and any update reaching it before then made React throw #421 and render it again.
        // (Remix streams its loader data after </html>, in boundaries of its own that the browser never hydrates.)
        const html = (await response?.text()) ?? '';
        expect(html.slice(0, html.indexOf('</html>')), path).not.toMatch(SUSPENSE_BOUNDARY);
        // A shopper taps at once, as soon as React has the page: the tap's update reaches whatever has not
        // finished hydrating (work React leaves for when the phone is idle).
        await tab.page.locator('header a[href="/"]').first().click();
        await tab.page.waitForURL('/');
        // The effects that run after hydration (the cookie read, the notice bar, the idle work) have run.
        await tab.page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
        expect(tab.problems(), path).toEqual([]);
      }
      await tab.close();
    }, 120_000);
  }
});
