/**
 * The service worker's offline page (public/offline.html) in the reader's language (issue 33 §3): a chiShona
 * reader opens the site, the page hands the worker its words, the network goes, and a page never visited opens
 * as the offline page in chiShona, with its <html lang>, and none of the file's English.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the offline page in chiShona', () => {
  it('opens an unvisited page offline as the offline page in the last page’s language', async () => {
    const tab = await newPage(browser, { width: 360, overlays: true });
    const { page, context } = tab;
    const { hostname } = new URL(inject('baseURL'));
    await context.addCookies([
      { name: 'cookie_consent', value: 'denied', domain: hostname, path: '/' },
      { name: 'lang', value: 'sn', domain: hostname, path: '/' },
    ]);
    await page.goto('/');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 20_000 });
    // The offline client (loaded after the page is interactive) hands the worker the page's words
    // (offline-client.ts → sw-offline-words.js saveWords).
    const saved = () =>
      page.evaluate(async () => {
        const hit = await (await caches.open('musika-words')).match('/__offline-words');
        return hit ? ((await hit.json()) as Record<string, string>)['offline-page'] : undefined;
      });
    await expect.poll(saved, { timeout: 20_000 }).toContain('Hauna indaneti');
    await context.setOffline(true);
    await page.goto('/faqs');
    expect(await page.locator('h1').textContent()).toBe('Hauna indaneti');
    expect(await page.getAttribute('html', 'lang')).toBe('sn');
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text).toContain('Edzazve');
    for (const english of ['You are offline', 'This page needs a connection', 'Check that mobile data', 'Try again'])
      expect(text).not.toContain(english);
    await tab.close();
  });
});
