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
  it('negotiates an offer (offer, counter, accept), then the buyer opens the link by phone and buys at the agreed price', async () => {
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
    // The inbox's messages gather the offer's notifications into one conversation that opens the offer.
    await vendor.page.goto('/account/inbox/messages');
    await vendor.page.click('ul[aria-label="Conversations"] li:has-text("Solar Panel") button:has-text("Open")');
    await vendor.page.waitForURL((url) => url.pathname.startsWith('/account/inbox/offers'));

    // The store sends the buyer the offer's link; on another phone, without logging in, it opens only with the
    // buyer's number and the accepted offer is bought at $108.
    await vendor.page.goto(offerPath);
    const link = await vendor.page.inputValue('input[name="offer-link"]');
    const buyerPhone = /\+(263\d{9})/.exec((await vendor.page.locator('main').textContent()) ?? '')?.[1];
    expect(link).toMatch(/\/offer\/[\w-]{8,}$/);
    expect(buyerPhone).toBeDefined();
    const guest = await newPage(browser, { width: 360 });
    guest.allowStatus('/offer/', 404);
    await guest.page.goto(new URL(link).pathname);
    await guest.page.fill('form[aria-label="Open the offer"] input[name="phone"]', '771000000');
    await guest.page.click('form[aria-label="Open the offer"] button[type="submit"]');
    await expect.poll(() => guest.page.locator('[role="alert"]').textContent()).toContain('Failed to fetch offer');
    await guest.page.fill('form[aria-label="Open the offer"] input[name="phone"]', buyerPhone!.slice(3));
    await guest.page.click('form[aria-label="Open the offer"] button[type="submit"]');
    await expect.poll(() => guest.page.locator('main').textContent()).toContain('Agreed at $108.00 each');
    await screenshot(guest.page, 'offer-link-360');
    await guest.page.click('a:has-text("Buy at $108.00")');
    await guest.page.waitForURL(/\/checkout\?offerLink=/);
    await expect.poll(() => guest.page.locator('aside').textContent()).toContain('the price you agreed');
    await guest.page.fill('form[aria-label="Checkout"] input[name="name"]', 'Tendai Guest');
    await guest.page.check('input[name="fulfilment"][value="COLLECTION"]');
    await screenshot(guest.page, 'offer-checkout-360');
    await guest.page.click('form[aria-label="Checkout"] button[type="submit"]');
    await guest.page.waitForURL(/\/thank-you/);
    await expect.poll(() => guest.page.locator('main').textContent()).toContain('$108.00');

    // The offer covered one panel and it is bought: the buyer's offer page says so, and checkout for it leads back there.
    await buyer.page.goto(offerPath);
    await expect.poll(() => buyer.page.locator('main').textContent()).toContain('Bought at $108.00 each');
    expect(await buyer.page.locator('a:has-text("Buy at")').count()).toBe(0);
    await buyer.page.goto(`/checkout?offer=${offerPath.split('/').pop()}`);
    await buyer.page.waitForURL((url) => url.pathname === offerPath);

    expect(buyer.problems()).toEqual([]);
    expect(vendor.problems()).toEqual([]);
    expect(guest.problems()).toEqual([]);
    await buyer.close();
    await vendor.close();
    await guest.close();
  });
});
