/**
 * Vendor orders end to end at 360 px: a new buyer orders from the seeded vendor's Borrowdale Digital, the
 * vendor sees the new-order count, opens the order (read: the count drops), moves it to processing and then
 * completed, naming the courier and tracking number on the way; the buyer sees the new status and the courier in the
 * account and in order tracking. The order is found by its
 * number, so other journeys' orders do not matter.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { placeOrder } from './support/guest-checkout';
import { registerThroughEmail } from './support/outbox';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = '0772987654';

const newCount = async (page: Page) => {
  await page.goto('/dashboard/orders/');
  return Number(((await page.locator('[data-testid="new-order-count"]').textContent()) ?? '').replace(/\D/g, ''));
};

async function moveTo(page: Page, label: string) {
  await page.check(`form input[name="status"][value="${label.toUpperCase()}"]`);
  await page.click('form button:has-text("Update status")');
  await expect.poll(() => page.locator('main [role="status"]').allTextContents()).toContainEqual(expect.stringContaining(`Order moved to ${label}`));
}

describe('vendor orders', () => {
  it('a buyer orders, the vendor opens it (read) and completes it, the buyer sees it in the account and tracking', async () => {
    const buyerTab = await newPage(browser, { width: 360 });
    const buyer = buyerTab.page;
    await registerThroughEmail(buyer, {
      firstName: 'Tsitsi',
      lastName: 'Orders',
      email: `tsitsi.orders.${Date.now()}@example.co.zw`,
      whatsAppNumber: PHONE,
      password: 'Mbare#Musika1',
    });
    const number = await placeOrder(buyer, { name: 'Tsitsi Orders-E2E', phone: PHONE, address1: '12 Borrowdale Road', city: 'Harare' });

    const vendorTab = await newPage(browser, { width: 360 });
    const vendor = vendorTab.page;
    await login(vendor, 'vendor@musika.co.zw', 'Vendor#2026!');
    await vendor.goto('/dashboard/');
    // The vendor runs two businesses: work in Borrowdale Digital, which sold the speaker.
    await vendor.selectOption('select[name="businessId"]', { label: 'Borrowdale Digital' });
    await vendor.click('form[action="/dashboard/switch-business"] button[type="submit"]');
    await expect.poll(() => vendor.locator('select[name="businessId"] option:checked').textContent()).toBe('Borrowdale Digital');

    const before = await newCount(vendor);
    expect(before).toBeGreaterThanOrEqual(1);
    await screenshot(vendor, 'vendor-orders-list-360');
    await vendor.goto('/dashboard/orders/new-orders/');
    const row = vendor.locator('main li').filter({ hasText: number });
    expect(await row.textContent()).toContain('New');
    await row.locator(`a:has-text("${number}")`).click();
    await vendor.waitForURL(/\/dashboard\/order\/\d+\/$/);
    expect(await vendor.locator('h1').textContent()).toBe(`Order ${number}`);
    expect(await vendor.locator('a[href^="https://wa.me/263772987654"]').count()).toBe(1);
    await screenshot(vendor, 'vendor-order-360');
    // The invoice and packing slip, on screen and as printed (the sheets alone).
    await vendor.click('a:has-text("Invoice and packing slip")');
    await vendor.waitForURL(/\/dashboard\/order\/\d+\/invoice$/);
    await vendor.getByRole('heading', { name: `Packing slip ${number}` }).waitFor();
    expect(await vendor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(vendor, 'vendor-order-invoice-360');
    await vendor.emulateMedia({ media: 'print' });
    expect(await vendor.locator('#dashboard-nav').isVisible()).toBe(false);
    expect(await vendor.locator('header').first().isVisible()).toBe(false);
    expect(await vendor.getByRole('article', { name: `Invoice ${number}` }).isVisible()).toBe(true);
    expect(await vendor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(vendor, 'vendor-order-invoice-print-360');
    await vendor.emulateMedia({ media: 'screen' });
    await vendor.goBack();
    await vendor.waitForURL(/\/dashboard\/order\/\d+\/$/);

    // Opened: it is read, and the count dropped.
    expect(await newCount(vendor)).toBe(before - 1);
    await vendor.goto('/dashboard/orders/new-orders/');
    expect(await vendor.locator('main li').filter({ hasText: number }).count()).toBe(0);

    await vendor.goto(`/dashboard/orders/?search=${number}`);
    await vendor.locator(`main li a:has-text("${number}")`).click();
    await vendor.waitForURL(/\/dashboard\/order\/\d+\/$/);
    await moveTo(vendor, 'Processing');
    // Sent with a courier (issue 31): named on the order page, shown to the buyer on tracking.
    const shipment = vendor.getByRole('form', { name: 'Courier and tracking' });
    await shipment.getByLabel('Courier').fill('DHL Express');
    await shipment.getByLabel('Tracking number').fill('JD0146 2219 ZW');
    await shipment.getByRole('button', { name: 'Save courier and tracking' }).click();
    await vendor.getByText('Saved: DHL Express, tracking number JD0146 2219 ZW. The customer has been told.').waitFor();
    expect(await vendor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(vendor, 'vendor-order-courier-360');
    await moveTo(vendor, 'Completed');
    await screenshot(vendor, 'vendor-order-completed-360');
    expect(await vendor.locator('main').textContent()).toContain('Order MSK');
    expect(await vendor.locator('input[name="status"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))).toEqual(['REFUNDED']);

    await buyer.goto('/account/orders');
    await expect.poll(async () => (await buyer.locator('main li').filter({ hasText: number }).textContent()) ?? '').toMatch(/Completed/i);
    await buyer.goto('/order-tracking');
    await buyer.fill('input[name="number"]', number);
    await buyer.fill('input[name="contact"]', PHONE);
    await buyer.click('form[aria-label="Track an order"] button[type="submit"]');
    await expect.poll(() => buyer.locator('main').textContent()).toContain('Completed');
    expect(await buyer.getByTestId('order-shipment').textContent()).toMatch(/^Sent with DHL Express on .+ · tracking number JD0146 2219 ZW$/);
    await screenshot(buyer, 'vendor-orders-tracking-360');

    expect(buyerTab.problems()).toEqual([]);
    expect(vendorTab.problems()).toEqual([]);
    await buyerTab.close();
    await vendorTab.close();
  });
});
