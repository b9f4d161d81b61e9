import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';

describe('e2e setup', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('serves / to Chromium', async () => {
    const tab = await newPage(browser);
    const response = await tab.page.goto('/');
    const title = await tab.page.title();
    await screenshot(tab.page, 'smoke-home');
    await tab.close();
    // Either proves the Worker answered with the Remix document.
    expect(response?.status() === 200 || title.length > 0, `status ${response?.status()}, title "${title}"`).toBe(true);
  });

  it('answers /favicon.ico, which browsers ask for on a first visit whatever the page links', async () => {
    const tab = await newPage(browser);
    const icon = await tab.page.request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    await tab.close();
  });
});
