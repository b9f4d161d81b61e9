/**
 * The page's JavaScript waits for its pictures (issue 16, Zimbabwe 3G LCP): `<Scripts afterLoad>` fetches the
 * route modules only after the window's load event and the next paint, so on a slow link they do not share the
 * bandwidth the picture in view needs. The page still hydrates, and a stalled image does not keep it from doing so.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '../../app/lib/hydrated-marker';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Milliseconds since navigation start at which each module request and the load event happened. */
async function timeline(page: Page) {
  return page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const modules = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => entry.startTime);
    return { loadEventStart: nav.loadEventStart, modules };
  });
}

const hydrated = (page: Page) => page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, { state: 'attached' });

describe('modules after load', () => {
  it('fetches no page module before the load event, then hydrates (no modulepreload in the HTML)', async () => {
    const tab = await newPage(browser, { width: 360 });
    const response = await tab.page.goto('/category/electronics', { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    await hydrated(tab.page);
    const { loadEventStart, modules } = await timeline(tab.page);
    expect(loadEventStart).toBeGreaterThan(0);
    expect(modules.length).toBeGreaterThan(5);
    for (const start of modules) expect(start).toBeGreaterThanOrEqual(loadEventStart);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('hydrates a page whose load event is held up by a stalled image, after the cap', async () => {
    const tab = await newPage(browser, { width: 360 });
    // The images never answer, so the load event never comes.
    await tab.page.route(/\/images\//, () => undefined);
    await tab.page.goto('/category/electronics', { waitUntil: 'domcontentloaded' });
    await hydrated(tab.page);
    expect(await tab.page.evaluate(() => document.readyState)).not.toBe('complete');
    // Hydrated means working: the client router takes the next click (no new document).
    await tab.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await tab.page.click('main a[href^="/product/"] >> nth=0');
    await tab.page.waitForURL('**/product/**', { waitUntil: 'commit' });
    expect(await tab.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await tab.close();
  });
});
