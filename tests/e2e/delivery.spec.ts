/**
 * Delivery set by the store (issue 31) at 360 px: the vendor names a town with its own fee on the dashboard's
 * Delivery page, a guest sees the store's terms at checkout and is charged that fee for that town. The town is one
 * no other journey delivers to, and the journey puts the store's terms back, so other journeys' totals stay $3.00.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sql } from './support/d1';
import { login, manage } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const JBL = '/product/jbl-flip-6-bluetooth-speaker-48/';
const FORM = 'form[aria-label="Delivery settings"]';

describe('delivery set by the store', () => {
  it('the vendor charges Chinhoyi $1.50; a guest sees it at checkout and pays it', async () => {
    const vendorTab = await newPage(browser, { width: 360 });
    const vendor = vendorTab.page;
    // A refused form answers 400 with the page and its messages.
    vendorTab.allowStatus('/dashboard/settings/delivery', 400);
    await login(vendor, 'vendor@musika.co.zw', 'Vendor#2026!');
    await vendor.goto('/dashboard/');
    await manage(vendor, 'Borrowdale Digital');
    await vendor.goto('/dashboard/settings/delivery/');
    expect(await vendor.locator(`${FORM} input[name="fee"]`).inputValue()).toBe('3.00');
    await vendor.fill(`${FORM} #zone-city-0`, 'Chinhoyi');
    await vendor.fill(`${FORM} #zone-fee-0`, 'one fifty');
    await vendor.click(`${FORM} button[type="submit"]`);
    // A mistake is shown beside its field, and what was typed stays.
    await vendor.getByText('Enter a delivery fee from $0.00 to $500.00').waitFor();
    expect(await vendor.locator(`${FORM} #zone-city-0`).inputValue()).toBe('Chinhoyi');
    await vendor.fill(`${FORM} #zone-fee-0`, '1.50');
    await vendor.click(`${FORM} button[type="submit"]`);
    await vendor.getByText('Delivery settings saved.').waitFor();
    expect(await vendor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(vendor, 'delivery-settings-360');

    const guestTab = await newPage(browser, { width: 360 });
    const guest = guestTab.page;
    await guest.goto(JBL);
    await guest.click('form[aria-label="Add to cart"] button[type="submit"]');
    await guest.waitForURL(/added=1/);
    await guest.goto('/checkout');
    expect(await guest.getByTestId('store-delivery').textContent()).toBe('Delivery $3.00 · Chinhoyi $1.50');
    await screenshot(guest, 'delivery-checkout-terms-360');
    await guest.fill('input[name="name"]', 'Farai Delivery-E2E');
    await guest.fill('input[name="phone"]', '0772555666');
    await guest.fill('input[name="address1"]', '3 Magamba Way');
    await guest.fill('input[name="city"]', 'chinhoyi');
    await guest.click('form[aria-label="Checkout"] button[type="submit"]');
    await guest.waitForURL(/\/thank-you/);
    const number = /MSK-\d+/.exec((await guest.locator('main').textContent()) ?? '')?.[0];
    expect(await sql(`select delivery_cents, total_cents - subtotal_cents as extra from orders where number = '${number}'`)).toEqual([
      { delivery_cents: 150, extra: 150 },
    ]);

    // Back to the marketplace's terms: the town row emptied is dropped.
    await vendor.fill(`${FORM} #zone-city-0`, '');
    await vendor.fill(`${FORM} #zone-fee-0`, '');
    await vendor.click(`${FORM} button[type="submit"]`);
    await expect.poll(() => sql('select count(*) as n from business_delivery_zones')).toEqual([{ n: 0 }]);
    expect(guestTab.problems()).toEqual([]);
    expect(vendorTab.problems()).toEqual([]);
    await guestTab.close();
    await vendorTab.close();
  });

  it('the Delivery page reads well on a desktop too', async () => {
    const tab = await newPage(browser, { width: 1280 });
    await login(tab.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await tab.page.goto('/dashboard/settings/delivery/');
    await tab.page.locator(FORM).waitFor();
    expect(await tab.page.getByRole('link', { name: 'Delivery' }).count()).toBeGreaterThan(0);
    await screenshot(tab.page, 'delivery-settings-1280');
    await tab.close();
  });
});
