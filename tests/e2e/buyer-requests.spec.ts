/**
 * Buyer requests end to end: the buyer posts one, the matching vendor is notified and answers it with a product
 * and a price, and the buyer turns that answer into an offer in one click.
 */
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

describe('buyer requests', () => {
  it('posts a request, the notified vendor answers with a product, and the buyer turns that answer into an offer, then closes the request', async () => {
    const buyer = await newPage(browser, { width: 360 });
    const vendor = await newPage(browser, { width: 1280 });
    await login(buyer.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await login(vendor.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    const before = Number(
      /(\d+) unread/.exec((await vendor.page.locator('header a[aria-label^="Notifications"]').getAttribute('aria-label')) ?? '')?.[1] ?? 0,
    );

    await buyer.page.goto('/buyer-requests');
    await buyer.page.fill('input[name="title"]', 'Refurbished laptop for university');
    await buyer.page.fill('textarea[name="description"]', 'Core i5, 8GB RAM, good battery, for a UZ student.');
    await buyer.page.selectOption('select[name="categoryId"]', '4');
    await buyer.page.fill('input[name="budget"]', '250');
    await buyer.page.selectOption('select[name="city"]', 'Harare');
    await buyer.page.click('form[aria-label="Post a buyer request"] button[type="submit"]');
    await buyer.page.waitForURL(/\/buyer-requests-list\/\d+$/);
    const requestPath = new URL(buyer.page.url()).pathname;
    await expect.poll(() => buyer.page.locator('h1').textContent()).toBe('Refurbished laptop for university');

    // The vendor (Electronic Goods, in Harare) was told: the badge went up.
    await vendor.page.goto('/');
    const after = Number(
      /(\d+) unread/.exec((await vendor.page.locator('header a[aria-label^="Notifications"]').getAttribute('aria-label')) ?? '')?.[1] ?? 0,
    );
    expect(after).toBeGreaterThan(before);

    await vendor.page.goto(requestPath);
    await vendor.page.fill(
      'form[aria-label="Answer this request"] textarea[name="message"]',
      'We have the HP 250 G9, Core i5, 8GB, 512GB SSD, new with warranty.',
    );
    // The laptop is Borrowdale Digital's; the answer goes out as that store, whichever "Answer as" says.
    const laptop = vendor.page.locator('select[name="product"] option', { hasText: 'HP 250 G9' });
    await vendor.page.selectOption('form[aria-label="Answer this request"] select[name="product"]', (await laptop.getAttribute('value'))!);
    const productName = ((await laptop.textContent()) ?? '').split(' — ')[0];
    await vendor.page.fill('form[aria-label="Answer this request"] input[name="price"]', '240');
    await vendor.page.click('form[aria-label="Answer this request"] button[type="submit"]');
    await expect.poll(() => vendor.page.locator('ul[aria-label="Answers"]').textContent()).toContain('HP 250 G9, Core i5');
    expect(await vendor.page.locator('ul[aria-label="Answers"]').textContent()).toContain('Borrowdale Digital');
    await screenshot(vendor.page, 'buyer-request-answered-1280');

    await buyer.page.reload();
    expect(await buyer.page.locator('ul[aria-label="Answers"]').textContent()).toContain('$240.00');

    await screenshot(buyer.page, 'buyer-request-answers-360');
    // One click turns the answer into an offer at the quoted price, on the product the store named.
    await buyer.page.click('form[aria-label="Make an offer from this answer"] button:has-text("Offer $240.00")');
    await buyer.page.waitForURL(/\/account\/inbox\/offers\/\d+$/);
    await expect.poll(() => buyer.page.locator('main').textContent()).toContain('Waiting for the store');
    const offerPage = (await buyer.page.locator('main').textContent()) ?? '';
    expect(offerPage).toContain('$240.00');
    expect(offerPage).toContain(productName);
    expect(offerPage).toContain('Refurbished laptop for university');

    // Found it: the buyer closes the request, and stores can no longer answer it.
    await buyer.page.goto(requestPath);
    await buyer.page.click('form[aria-label="Close the request"] button');
    await expect.poll(() => buyer.page.locator('main').textContent()).toContain('Closed: stores can no longer answer.');
    await vendor.page.goto(requestPath);
    expect(await vendor.page.locator('form[aria-label="Answer this request"]').count()).toBe(0);
    expect(buyer.problems()).toEqual([]);
    expect(vendor.problems()).toEqual([]);
    await buyer.close();
    await vendor.close();
  });
});
