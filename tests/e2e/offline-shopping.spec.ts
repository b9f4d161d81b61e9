/**
 * Offline shopping (issue 33 §2, decision 029) in Chromium with the network cut (context.setOffline): a buyer
 * opens a product they visited, sees it marked "Offline — prices as of …" under the offline banner, adds it to
 * the cart (kept on the phone), reconnects, and the server cart has it, with the replay's report on screen.
 * A buyer of our own (the seeded buyer's cart belongs to the buying journey), logged in: their product page is
 * private, so the worker keeps the anonymous copy of it, and the cart is the server's.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { registerThroughEmail } from './support/outbox';

const SOLAR = '/product/solar-panel-400w-mono-50/';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The worker is active and controls this page (it claims open tabs when it activates). */
async function controlled(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 20_000 });
}

/** The worker has stored its copy of `path` (in the background, after the page was answered). */
async function stored(page: Page, path: string) {
  const url = new URL(path, inject('baseURL')).href;
  await page.waitForFunction(async (u) => Boolean(await (await caches.open('musika-products-v2')).match(u)), url, { timeout: 20_000 });
}

/** The offline client's chunk has run here, so the worker has it in its shell cache for the offline visit. */
async function offlineClientLoaded(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/offline-client')), undefined, {
    timeout: 20_000,
  });
}

/** A visitor whose cookie banner is answered (it would cover the page's foot); overlays: true brings the worker. */
async function workerVisitor(width: number) {
  const tab = await newPage(browser, { width, overlays: true });
  const { hostname } = new URL(inject('baseURL'));
  await tab.context.addCookies([{ name: 'cookie_consent', value: 'denied', domain: hostname, path: '/' }]);
  return tab;
}

/** Opens the product with the worker in charge, until its copy and the offline client's chunk are kept. */
async function visitProduct(page: Page) {
  await page.goto('/');
  await controlled(page);
  await page.goto(SOLAR);
  await stored(page, SOLAR);
  await offlineClientLoaded(page);
}

describe('offline shopping', () => {
  it('opens a visited product offline, queues "add to cart" on the phone and sends it when the connection returns', async () => {
    const tab = await workerVisitor(360);
    const { page, context } = tab;
    await registerThroughEmail(page, {
      firstName: 'Rudo',
      lastName: 'Chikore',
      email: `rudo.${Date.now()}@example.co.zw`,
      whatsAppNumber: '0772555777',
      password: 'Mbare#Musika1',
    });
    await visitProduct(page);
    const name = (await page.locator('main h1').textContent())?.trim() ?? '';
    expect(name).not.toBe('');

    await context.setOffline(true);
    await page.goto(SOLAR);
    // The worker's stored copy, marked with the time it was kept, and the page's banner once its client runs.
    await expect.poll(() => page.locator('html').getAttribute('data-offline')).toMatch(/^Offline — prices as of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    await page.waitForSelector('html[data-connection="offline"]', { state: 'attached', timeout: 20_000 });
    expect(await page.locator('main h1').textContent()).toContain(name);
    await screenshot(page, 'offline-product-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'offline-product-desktop');
    await page.setViewportSize({ width: 360, height: 812 });

    await page.click('form[aria-label="Add to cart"] button[type="submit"]');
    const status = page.getByTestId('offline-status');
    await expect.poll(() => status.textContent(), { timeout: 20_000 }).toContain('kept on your phone');
    // Nothing reached the server yet.
    expect(await cartHtml(page)).not.toContain(name);

    await context.setOffline(false);
    await expect.poll(() => status.textContent(), { timeout: 30_000 }).toContain(`${name}, added while you were offline, is in your cart.`);
    expect(await cartHtml(page)).toContain(name);
    expect(await page.locator('html').getAttribute('data-connection')).toBeNull();
    // Requests fail while offline, by design; the page itself never threw.
    expect(tab.pageErrors).toEqual([]);
    await tab.close();
  });

  it('says a form that needs the network cannot be sent offline, instead of failing', async () => {
    const tab = await workerVisitor(1280);
    const { page, context } = tab;
    await visitProduct(page);
    await context.setOffline(true);
    await page.waitForSelector('html[data-connection="offline"]', { state: 'attached', timeout: 20_000 });
    // The header's search needs the server: it is stopped with a message, and the page stays as it was.
    await page.locator('form[role="search"] input').first().fill('solar');
    await page.locator('form[role="search"] input').first().press('Enter');
    await expect.poll(() => page.getByTestId('offline-status').textContent(), { timeout: 20_000 }).toContain('this needs a connection');
    expect(page.url()).toContain(SOLAR);
    await tab.close();
  });
});

/** The cart page as the server renders it now, through the browser's cookies (not the worker). */
async function cartHtml(page: Page) {
  return (await page.request.get('/cart')).text();
}
