/**
 * The analytics dashboard end to end at 360 px: the vendor sees the figures and the sales chart with its table,
 * a new buyer orders from the vendor's store, and today's figures include the sale. Views are not part of this
 * journey: headless Chromium is a bot to the view counter (backend/analytics/is-bot.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { registerThroughEmail } from './support/outbox';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A product of Eastlea Fashion House, the seeded vendor's first business (the one the dashboard opens on). */
const EASTLEA_PRODUCT = '/product/fleece-lined-beanie-176/';

/** Today's row of the sales table (the last one): sales in cents and the order count. */
async function today(page: Page): Promise<{ salesCents: number; orders: number }> {
  await page.goto('/dashboard/?range=7d');
  const cells = await page.locator('[data-testid="sales-table"] tbody tr').last().locator('td').allTextContents();
  return { salesCents: Math.round(Number(cells[0].replace(/[^0-9.]/g, '')) * 100), orders: Number(cells[1]) };
}

describe('vendor analytics', () => {
  it("the dashboard shows the figures and a chart with its table, and today's figures include a new sale", async () => {
    const vendorTab = await newPage(browser, { width: 360 });
    const vendor = vendorTab.page;
    await login(vendor, 'vendor@musika.co.zw', 'Vendor#2026!');
    await vendor.goto('/dashboard/');
    expect(await vendor.locator('main').textContent()).toContain('You are managing Eastlea Fashion House');
    const tiles = await vendor.locator('[data-testid="figure-tiles"]').textContent();
    for (const label of ['Sales', 'Orders', 'Average order', 'Product views', 'Conversion']) expect(tiles).toContain(label);
    expect(await vendor.locator('svg[data-testid="sales-chart"]').count()).toBe(1);
    expect(await vendor.locator('[data-testid="sales-table"] tbody tr').count()).toBe(30);
    expect(await vendor.locator('[data-testid="counters"]').textContent()).toContain('New orders');

    // The range switcher is a plain link: 7 days.
    await vendor.click('nav[aria-label="Period"] a:has-text("7 days")');
    await vendor.waitForURL(/range=7d/);
    expect(await vendor.locator('nav[aria-label="Period"] a[aria-current="page"]').textContent()).toBe('7 days');
    expect(await vendor.locator('[data-testid="sales-table"] tbody tr').count()).toBe(7);
    // The table opens below the chart.
    await vendor.click('summary:has-text("as a table")');
    expect(await vendor.locator('[data-testid="sales-table"]').isVisible()).toBe(true);
    await screenshot(vendor, 'vendor-analytics-360');
    const before = await today(vendor);

    // A new buyer orders from the vendor's store.
    const buyerTab = await newPage(browser, { width: 360 });
    const buyer = buyerTab.page;
    const email = `analytics.${Date.now()}@example.co.zw`;
    await registerThroughEmail(buyer, { firstName: 'Nyasha', lastName: 'Chari', email, whatsAppNumber: '0772555666', password: 'Mbare#Musika1' });
    await buyer.goto(EASTLEA_PRODUCT);
    const options = buyer.locator('form[aria-label="Add to cart"] select[name="variationId"]');
    if (await options.count()) await options.selectOption({ index: 1 });
    await buyer.click('form[aria-label="Add to cart"] button[type="submit"]');
    await buyer.waitForURL(/added=1/);
    await buyer.goto('/cart');
    await buyer.click('a:has-text("Go to checkout")');
    await buyer.waitForURL(/\/checkout$/);
    await buyer.fill('input[name="name"]', 'Nyasha Chari');
    await buyer.fill('input[name="phone"]', '0772555666');
    await buyer.fill('input[name="address1"]', '12 Robert Mugabe Road');
    await buyer.fill('input[name="city"]', 'Chinhoyi');
    await buyer.click('form[aria-label="Checkout"] button[type="submit"]');
    await buyer.waitForURL(/\/thank-you/);

    // Today's figures include the sale, and the buyer's city shows.
    const after = await today(vendor);
    expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
    expect(after.salesCents).toBeGreaterThan(before.salesCents);
    expect(await vendor.locator('[data-testid="cities-table"]').textContent()).toContain('Chinhoyi');
    await screenshot(vendor, 'vendor-analytics-after-sale-360');

    const desktop = await newPage(browser, { width: 1280 });
    await login(desktop.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await desktop.page.goto('/dashboard/?range=30d');
    await screenshot(desktop.page, 'vendor-analytics-desktop');

    for (const tab of [vendorTab, buyerTab, desktop]) {
      expect(tab.problems()).toEqual([]);
      await tab.close();
    }
  });
});
