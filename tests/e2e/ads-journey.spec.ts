/**
 * An ad from money to click (issue #12's end-to-end test): the vendor funds the ads balance in the Paynow sandbox
 * and creates a pay-per-click ad for one product on the home page; a shopper on a phone scrolls it half into view
 * (one impression), away and back (still one) and taps it (one click, landing on the product); the vendor's
 * figures show one impression and one click, and the balance is the bid lower. The shopper's browser plays an
 * ordinary phone: headless Chromium is a bot to the counters. The ad is paused at the end, so later tests see
 * the home page as it was.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, SHOPPER_USER_AGENT } from './support/browser';
import { login } from './support/session';
import { answerOnPhone } from './support/paynow-phone';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BID = '0.25';
const dollars = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function fund(page: Page, amount: string): Promise<number> {
  await page.goto('/dashboard/ads-management/fund-account');
  await page.fill('input[name="amount"]', amount);
  await page.check('input[name="paymentMethod"][value="ECOCASH"]');
  await page.fill('input[name="mobileMoneyNo"]', '0771111111');
  await page.click('form[aria-label="Fund ads account"] button[type="submit"]');
  await page.waitForURL(/fund-account\?payment=MSK-PAY-/);
  await answerOnPhone(page);
  await expect.poll(() => page.getByTestId('ads-payment-status').textContent(), { timeout: 30_000 }).toBe('Payment status: succeeded');
  return dollars(await page.getByTestId('ads-balance').textContent());
}

/** The ad's all-time figures on the vendor's list: impressions, clicks. */
async function figures(page: Page, title: string): Promise<[number, number]> {
  await page.goto('/dashboard/ads-management');
  const card = page.locator('[data-testid="ad-card"]', { hasText: title });
  const value = async (label: string) =>
    Number(
      await card
        .locator('div', { has: page.locator(`dt:text-is("${label}")`) })
        .locator('dd')
        .textContent(),
    );
  return [await value('Impressions'), await value('Clicks')];
}

describe('an ad from money to click', () => {
  it('funded, created, seen once however often it is scrolled past, clicked once, and billed the bid', async () => {
    const vendorTab = await newPage(browser, { width: 360 });
    const vendor = vendorTab.page;
    await login(vendor, 'vendor@musika.co.zw', 'Vendor#2026!');
    const balance = await fund(vendor, '5.00');

    const title = `Beanies this week ${Date.now().toString(36)}`;
    await vendor.goto('/dashboard/ads-management/add-new-ad');
    const product = await vendor.locator('select[name="productId"] option:nth-child(2)').textContent();
    await vendor.selectOption('select[name="productId"]', { index: 1 });
    await vendor.fill('input[name="title"]', title);
    await vendor.selectOption('select[name="placement"]', 'HOME');
    await vendor.selectOption('select[name="pricing"]', 'CPC');
    await vendor.fill('input[name="bid"]', BID);
    await vendor.fill('input[name="dailyBudget"]', '2');
    await vendor.click('form[aria-label="Ad settings"] button[type="submit"]');
    await vendor.waitForURL(/\/dashboard\/ads-management$/);
    expect(await figures(vendor, title)).toEqual([0, 0]);
    const edit = await vendor.locator('[data-testid="ad-card"]', { hasText: title }).locator('a[href*="/update-ad/"]').getAttribute('href');
    const adId = /\/update-ad\/(\d+)/.exec(edit ?? '')?.[1];
    expect(adId).toBeTruthy();

    // A shopper on a phone: the ad is on the home page, marked Sponsored.
    const shopperTab = await newPage(browser, { width: 360, userAgent: SHOPPER_USER_AGENT });
    const shopper = shopperTab.page;
    await shopper.goto('/');
    // A product ad shows the product, as a card of the shelf it sits on.
    const ad = shopper.locator(`section[aria-label="Sponsored"] [data-ad-id="${adId}"]`);
    expect(await ad.count()).toBe(1);
    expect(await ad.textContent()).toContain(product);
    expect(await shopper.locator('section[aria-label="Sponsored"]').textContent()).toContain('Sponsored');
    await ad.scrollIntoViewIfNeeded();
    // The ads script has run once the served ad's token is on its link (a condition, not a fixed wait).
    await expect.poll(() => ad.locator('a').first().getAttribute('href'), { timeout: 15_000 }).toMatch(/[?&]t=v1\./);
    // Away and back again: still one impression for this page view.
    await shopper.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await ad.scrollIntoViewIfNeeded();
    await screenshot(shopper, 'ads-home-sponsored-360');
    // The tap leaves the page: the impression goes out with it (sendBeacon on pagehide), the click through the link.
    await ad.locator('a').first().click();
    await shopper.waitForURL(/\/product\//);
    expect(await shopper.locator('h1').textContent()).toBe(product);

    // The queue's consumer counts within a few seconds.
    await expect.poll(() => figures(vendor, title), { timeout: 30_000, interval: 1_000 }).toEqual([1, 1]);
    await vendor.goto('/dashboard/ads-management/fund-account');
    expect(dollars(await vendor.getByTestId('ads-balance').textContent())).toBeCloseTo(balance - Number(BID), 2);

    // Paused: it leaves the home page at once.
    await vendor.goto('/dashboard/ads-management');
    await vendor.locator('[data-testid="ad-card"]', { hasText: title }).locator('button', { hasText: 'Pause' }).click();
    await expect
      .poll(() => vendor.locator('[data-testid="ad-card"]', { hasText: title }).locator('[data-testid="ad-status"]').textContent())
      .toBe('Paused');
    await shopper.goto('/');
    expect(await shopper.locator(`[data-ad-id="${adId}"]`).count()).toBe(0);
    expect(vendorTab.problems()).toEqual([]);
    expect(shopperTab.problems()).toEqual([]);
    await vendorTab.close();
    await shopperTab.close();
  });
});
