/**
 * The vendor inbox and customers at 360 px: a buyer offers on a product of the demo vendor's Borrowdale
 * Digital; the vendor sees the unread badge in the dashboard inbox, opens the offer (read) and counters it as
 * the store; the customers list shows a customer with a WhatsApp link. Once more without JavaScript (turning an
 * offer down). Each test makes its own offer on its own product, so the order they run in does not matter.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { login, manage } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const STORE = 'Borrowdale Digital';

/** The buyer offers `amount` dollars on a product page (works with and without JavaScript). */
async function offer(page: Page, slug: string, amount: string) {
  await page.goto(`/product/${slug}/`);
  await page.click('summary:has-text("Make an offer")');
  await page.fill('form[aria-label="Make an offer"] input[name="amount"]', amount);
  await page.fill('form[aria-label="Make an offer"] textarea[name="message"]', 'Cash today if you agree');
  await page.click('form[aria-label="Make an offer"] button[type="submit"]');
  await page.waitForURL(/\/account\/inbox\/offers\/\d+$/);
}

describe('vendor inbox', () => {
  it('the vendor sees the unread badge, opens the offer and counters it from the dashboard; customers have WhatsApp links', async () => {
    const buyer = await newPage(browser, { width: 360 });
    const vendor = await newPage(browser, { width: 360 });
    await login(buyer.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await login(vendor.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await offer(buyer.page, 'hisense-55-4k-smart-tv-46', '380');

    const { page } = vendor;
    await page.goto('/dashboard/inbox/notifications');
    await manage(page, STORE);
    const badge = page.locator('[data-testid="inbox-unread"]');
    await expect.poll(() => badge.textContent()).toMatch(/^\d+ unread$/);
    const unreadBefore = Number.parseInt((await badge.textContent()) ?? '0', 10);
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'vendor-inbox-notifications-360');

    // Open marks it read and shows the offer, to answer as the store.
    await page.click('ul[aria-label="Notifications"] li:has-text("Hisense") button:has-text("Open")');
    await page.waitForURL(/\/dashboard\/inbox\/messages\?offer=\d+$/);
    // Counted where it was counted before (the notifications tab), in a second tab so this one keeps the offer.
    const check = await page.context().newPage();
    await check.goto('/dashboard/inbox/notifications');
    const after = check.locator('[data-testid="inbox-unread"]');
    const unreadAfter = (await after.count()) ? Number.parseInt((await after.textContent()) ?? '0', 10) : 0;
    await check.close();
    expect(unreadAfter).toBe(unreadBefore - 1);
    await page.fill('form[aria-label="Answer the offer"] input[name="counter"]', '420');
    await page.fill('form[aria-label="Answer the offer"] input[name="message"]', 'Includes a wall bracket');
    await page.click('form[aria-label="Answer the offer"] button[value="COUNTERED"]');
    await expect.poll(() => page.locator('main').textContent()).toContain('Counter-offer made');
    expect(await page.locator('main').textContent()).toContain('countered with $420.00');
    expect(await page.locator('form[aria-label="Answer the offer"]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'vendor-inbox-offer-countered-360');

    // The buyer sees the store's counter-offer.
    await buyer.page.reload();
    await expect.poll(() => buyer.page.locator('main').textContent()).toContain('$420.00');

    // Customers: the people who bought from the store, each with a WhatsApp link.
    await page.goto('/dashboard/all-customers/');
    const link = page.locator('table a[href^="https://wa.me/"]').first();
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/263\d{9}$/);
    expect(await page.locator('main').textContent()).toContain('Chiedza Mavhunga');
    await screenshot(page, 'vendor-customers-360');
    const desktop = await newPage(browser, { width: 1280 });
    await login(desktop.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await desktop.page.goto('/dashboard/all-customers/');
    await manage(desktop.page, STORE);
    await screenshot(desktop.page, 'vendor-customers-1280');

    for (const tab of [buyer, vendor, desktop]) {
      expect(tab.problems()).toEqual([]);
      await tab.close();
    }
  });

  it('without JavaScript: the store opens the conversation and turns an offer down; customer search works', async () => {
    const buyer = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const vendor = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await login(buyer.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await login(vendor.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await offer(buyer.page, 'lg-43-full-hd-smart-tv-47', '250');

    const { page } = vendor;
    await page.goto('/dashboard/inbox/messages');
    await manage(page, STORE);
    await page.click('ul[aria-label="Conversations"] li:has-text("LG 43") button:has-text("Open")');
    await page.waitForURL(/\/dashboard\/inbox\/messages\?offer=\d+$/);
    await page.click('form[aria-label="Answer the offer"] button[value="REJECTED"]');
    await page.waitForLoadState('load');
    expect(await page.locator('main').textContent()).toContain('Turned down');
    await screenshot(page, 'vendor-inbox-nojs-360');

    await page.goto('/dashboard/customer-list/');
    await page.fill('form[aria-label="Find a customer"] input[name="term"]', '0772146318');
    await page.click('form[aria-label="Find a customer"] button[type="submit"]');
    await page.waitForURL(/term=0772146318/);
    expect(await page.locator('main').textContent()).toContain('Chiedza Mavhunga');
    expect(await page.locator('table a[href="https://wa.me/263772146318"]').count()).toBe(1);

    for (const tab of [buyer, vendor]) {
      expect(tab.problems()).toEqual([]);
      await tab.close();
    }
  });
});
