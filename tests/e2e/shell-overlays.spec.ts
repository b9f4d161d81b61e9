/**
 * The site's shell overlays (issue 13) in Chromium at 360 px: the cookie banner (accept and deny, with the
 * cookie's lifetime), no tag manager before consent, the service worker's update prompt and offline page,
 * the testimonials without JavaScript, and the loading placeholder of a product page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_TAG_MANAGER_ID } from './setup/global-setup';
import { launchBrowser, newPage, screenshot, type TrackedPage } from './support/browser';
import { holdRoutes } from './support/held-routes';

const DAY_SECONDS = 86_400;
const banner = (page: Page) => page.getByTestId('cookie-banner');

/** Days from now until the cookie_consent cookie expires. */
async function consentDays(tab: TrackedPage) {
  const cookie = (await tab.context.cookies()).find((c) => c.name === 'cookie_consent');
  if (!cookie) return { value: null, days: 0 };
  return { value: cookie.value, days: (cookie.expires - Date.now() / 1000) / DAY_SECONDS };
}

/** No internet here: Google's answer to the configured container is stubbed, and each request is recorded. */
async function stubTagManager(page: Page): Promise<string[]> {
  const loaded: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    loaded.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtm stub */' });
  });
  return loaded;
}

/** Waits until the service worker is installed and controls this page (it claims open tabs when it activates). */
async function controlledBySw(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 15_000 });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('cookie banner', () => {
  it('accepting stores cookie_consent=accepted for 365 days and the banner stays away', async () => {
    const tab = await newPage(browser, { width: 360, overlays: true });
    await stubTagManager(tab.page);
    await tab.page.goto('/');
    await banner(tab.page).waitFor();
    await screenshot(tab.page, 'shell-cookie-banner-360');
    await banner(tab.page).getByRole('button', { name: 'Accept' }).click();
    await banner(tab.page).waitFor({ state: 'detached' });
    const { value, days } = await consentDays(tab);
    expect(value).toBe('accepted');
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
    await tab.page.reload();
    await tab.page.waitForLoadState('networkidle');
    expect(await banner(tab.page).count()).toBe(0);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('declining stores cookie_consent=denied for 30 days', async () => {
    const tab = await newPage(browser, { width: 360, overlays: true });
    await tab.page.goto('/blog');
    await banner(tab.page).getByRole('button', { name: 'Decline' }).click();
    await banner(tab.page).waitFor({ state: 'detached' });
    const { value, days } = await consentDays(tab);
    expect(value).toBe('denied');
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('no tag manager or analytics request before consent, nor after declining', async () => {
    const tab = await newPage(browser, { width: 360, overlays: true });
    const tracked: string[] = [];
    tab.page.on('request', (r) => {
      if (/googletagmanager|google-analytics|analytics\.google/.test(r.url())) tracked.push(r.url());
    });
    await tab.page.goto('/');
    await banner(tab.page).waitFor();
    await tab.page.waitForLoadState('networkidle');
    expect(tracked).toEqual([]);
    await banner(tab.page).getByRole('button', { name: 'Decline' }).click();
    await tab.page.goto('/blog');
    await tab.page.waitForLoadState('networkidle');
    expect(tracked).toEqual([]);
    // The banner is not in the shared server HTML: it appears only after hydration.
    const html = await (await tab.page.request.get('/')).text();
    expect(html).not.toContain('cookie-banner');
    await tab.close();
  });
});

describe('tag manager', () => {
  it('loads the configured container only once the visitor accepts cookies', async () => {
    const tab = await newPage(browser, { width: 360, overlays: true });
    const loaded = await stubTagManager(tab.page);
    await tab.page.goto('/');
    await banner(tab.page).waitFor();
    await tab.page.waitForLoadState('networkidle');
    expect(loaded).toEqual([]);
    await banner(tab.page).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => loaded).toEqual([`https://www.googletagmanager.com/gtm.js?id=${E2E_TAG_MANAGER_ID}`]);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});

describe('service worker', () => {
  it('is served from the site root and always revalidated', async () => {
    const tab = await newPage(browser, { width: 360, overlays: true });
    const response = await tab.page.request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-cache');
    expect(response.headers()['cache-control']).not.toContain('immutable');
    await tab.close();
  });

  it("shows 'New version available! Refresh to update?' when a new worker is waiting, and Refresh hands over", async () => {
    const tab = await newPage(browser, { width: 360, overlays: true });
    const { page } = tab;
    await page.goto('/');
    await controlledBySw(page);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);
    // A deployment: the next build's page registers its own worker URL, which installs and then waits.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?v=e2e-next', { scope: '/' }).then(() => undefined));
    const prompt = page.getByTestId('update-prompt');
    await prompt.waitFor({ timeout: 15_000 });
    expect(await prompt.textContent()).toContain('New version available! Refresh to update?');
    await screenshot(page, 'shell-update-prompt-360');
    await page.evaluate(() => Object.assign(window, { beforeRefresh: true }));
    await prompt.getByRole('button', { name: 'Refresh' }).click();
    // skipWaiting → controllerchange → reload, now controlled by the new worker.
    await page.waitForFunction(() => !(window as { beforeRefresh?: boolean }).beforeRefresh, undefined, { timeout: 15_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.includes('e2e-next') ?? false, undefined, { timeout: 15_000 });
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('shows the offline page when the network is gone, and a page read before from its copy', async () => {
    const tab = await newPage(browser, { width: 360, overlays: true });
    const { page } = tab;
    await page.goto('/');
    await controlledBySw(page);
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    await tab.context.setOffline(true);
    await page.goto('/contact-us');
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(await page.title()).toBe('You are offline — Musika');
    await screenshot(page, 'shell-offline-360');
    // /blog was read while online (a public, shareable page): its copy opens offline.
    await page.goto('/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await tab.context.setOffline(false);
    await tab.close();
  });

  it('never stores a logged-in page; the cart only in its own cache on this device (decision 029)', async () => {
    const tab = await newPage(browser, { width: 360, overlays: true });
    const { page } = tab;
    await page.goto('/');
    await controlledBySw(page);
    await page.goto('/cart');
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(`${name} ${new URL(r.url).pathname}`);
      return urls;
    });
    const paths = stored.map((entry) => entry.split(' ')[1]);
    expect(paths).toContain('/offline');
    expect(paths.some((p) => p.startsWith('/assets/'))).toBe(true);
    expect(stored.filter((entry) => / \/(cart|checkout|account|dashboard)/.test(entry) && !entry.startsWith('musika-cart-'))).toEqual([]);
    await tab.close();
  });
});

describe('testimonials', () => {
  for (const path of ['/sell-items', '/compare-accounts']) {
    it(`${path} shows the 11 testimonials, and a story expands without JavaScript`, async () => {
      const tab = await newPage(browser, { width: 360, javaScriptEnabled: false, overlays: true });
      const { page } = tab;
      await page.goto(path);
      const cards = page.getByTestId('testimonial');
      expect(await cards.count()).toBe(11);
      const story = cards.first().locator('details');
      const hidden = story.locator('p');
      expect(await hidden.isVisible()).toBe(false);
      await story.locator('summary').click();
      await hidden.waitFor({ state: 'visible' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await page.getByRole('heading', { level: 2, name: /say/ }).scrollIntoViewIfNeeded();
      await screenshot(page, `shell-testimonials${path.replace('/', '-')}-360`);
      expect(tab.problems()).toEqual([]);
      await tab.close();
    });
  }
});

describe('loading placeholder', () => {
  it('shows the shape of a product page while it loads on a slow connection', async () => {
    const tab = await newPage(browser, { width: 360, overlays: true });
    const { page } = tab;
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const productData = await holdRoutes(page, /\/product\/.*\.data(\?|$)/);
    await page.locator('main a[href^="/product/"]').first().click();
    const placeholder = page.getByTestId('loading-placeholder');
    await placeholder.waitFor({ state: 'visible' });
    expect(await placeholder.getAttribute('data-kind')).toBe('product');
    expect(await placeholder.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await screenshot(page, 'shell-product-placeholder-360');
    await productData.release();
    await page.waitForURL('**/product/**');
    await placeholder.waitFor({ state: 'detached' });
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
