/** A full offer negotiation between the seeded buyer and vendor, in two browsers: offer, counter, accept. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('offers', () => {
  it('negotiates an offer: the buyer offers, the vendor counters, the buyer accepts', async () => {
    const buyer = await newPage(browser, { width: 360 });
    const vendor = await newPage(browser, { width: 1280 });
    await login(buyer.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await login(vendor.page, 'vendor@musika.co.zw', 'Vendor#2026!');

    // The buyer offers $100 on the vendor's $115 solar panel.
    await buyer.page.goto('/product/solar-panel-400w-mono-50/');
    await buyer.page.click('summary:has-text("Make an offer")');
    await buyer.page.fill('form[aria-label="Make an offer"] input[name="amount"]', '100');
    await buyer.page.fill('form[aria-label="Make an offer"] textarea[name="message"]', 'Can you do $100 cash?');
    await buyer.page.click('form[aria-label="Make an offer"] button[type="submit"]');
    await buyer.page.waitForURL(/\/account\/inbox\/offers\/\d+$/);
    const offerPath = new URL(buyer.page.url()).pathname;
    await expect.poll(() => buyer.page.locator('main').textContent()).toContain('Waiting for the store');

    // The vendor sees it in the inbox, with their move due, and counters at $108.
    await vendor.page.goto('/account/inbox/offers');
    expect(await vendor.page.locator('main').textContent()).toContain('your move');
    await vendor.page.goto(offerPath);
    await vendor.page.fill('form[aria-label="Answer the offer"] input[name="counter"]', '108');
    await vendor.page.click('form[aria-label="Answer the offer"] button[value="COUNTERED"]');
    await expect.poll(async () => vendor.page.locator('main').textContent()).toContain('Counter-offer made');
    await screenshot(vendor.page, 'offer-vendor-1280');

    // Only the side whose turn it is may answer: the vendor now waits.
    expect(await vendor.page.locator('form[aria-label="Answer the offer"]').count()).toBe(0);

    // The buyer accepts the counter-offer.
    await buyer.page.goto(offerPath);
    await buyer.page.click('form[aria-label="Answer the offer"] button[value="ACCEPTED"]');
    await expect.poll(async () => buyer.page.locator('main').textContent()).toContain('Agreed at $108.00 each');
    await screenshot(buyer.page, 'offer-accepted-360');

    // The vendor was notified.
    await vendor.page.goto('/account/inbox/notifications');
    expect(await vendor.page.locator('main').textContent()).toMatch(/offer/i);

    expect(buyer.problems()).toEqual([]);
    expect(vendor.problems()).toEqual([]);
    await buyer.close();
    await vendor.close();
  });
});
