/**
 * Paying at checkout end to end in Chromium at 360 px against the Paynow sandbox: EcoCash with 0771111111 (pending
 * until the buyer approves on the phone, support/paynow-phone.ts) and the order shown paid; 0773333333 (cancelled on
 * the phone) shows the cancelled message and lets the buyer try again; a guest pays without JavaScript with the
 * "Check status" button.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { answerOnPhone, paymentReferenceIn } from './support/paynow-phone';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MAIZE = '/product/mealie-meal-10kg-pearl-133/';
const HAT = '/product/bucket-hat-zimbabwe-colours-171/';

async function logIn(page: Page) {
  await page.goto('/login/');
  await page.fill('main form[aria-label="Log in"] input[name="username"]', 'buyer@musika.co.zw');
  await page.fill('main form[aria-label="Log in"] input[name="password"]', 'Buyer#2026!');
  await page.click('main form[aria-label="Log in"] button[type="submit"]');
  await page.waitForURL('**/account');
}

async function addToCart(page: Page, path: string, option = false) {
  await page.goto(path);
  if (option) await page.selectOption('form[aria-label="Add to cart"] select[name="variationId"]', { index: 1 });
  await page.click('form[aria-label="Add to cart"] button[type="submit"]');
  await page.waitForURL(/added=1/);
}

/** Fills the checkout and pays now with `method` from `number`; lands on the payment page. */
async function payAtCheckout(page: Page, number: string, options: { shot?: string } = {}) {
  await page.goto('/checkout');
  await page.fill('input[name="name"]', 'Chipo Ndlovu');
  await page.fill('input[name="phone"]', '0772111222');
  await page.check('input[name="fulfilment"][value="COLLECTION"]');
  await page.check('input[name="paymentMethod"][value="ECOCASH"]');
  await page.fill('input[name="mobileMoneyNo"]', number);
  if (options.shot) await screenshot(page, options.shot);
  await page.click('form[aria-label="Checkout"] button[type="submit"]');
  await page.waitForURL(/\/checkout\/payment\/MSK-PAY-/);
  await page.locator('[data-payment-status]').waitFor();
}

const statusOf = (page: Page) => page.locator('[data-payment-status]').getAttribute('data-payment-status');

describe('paying at checkout', () => {
  it('buys with EcoCash (0771111111): approve on the phone, then the order is shown paid', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await logIn(page);
    await addToCart(page, MAIZE);
    await payAtCheckout(page, '0771111111', { shot: 'checkout-pay-now-360' });
    expect(await page.locator('main').textContent()).toContain('Approve on your phone');
    expect(await statusOf(page)).toBe('pending');
    await screenshot(page, 'payment-pending-360');
    // Followed live (JavaScript polls every 3 s) once the buyer approves on the phone.
    await answerOnPhone(page);
    await expect.poll(() => statusOf(page), { timeout: 30_000 }).toBe('paid');
    expect(await page.locator('main').textContent()).toContain('Payment received');
    await screenshot(page, 'payment-paid-360');
    await page.click('main ul[aria-label="Your orders"] a:has-text("View")');
    await expect.poll(() => page.locator('[data-testid="order-payment"]').textContent()).toBe('EcoCash — paid');
    expect(await page.locator('main').textContent()).toContain('Processing');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  }, 90_000);

  it('0773333333 is cancelled on the phone: the page says so and the buyer tries again', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await logIn(page);
    await addToCart(page, HAT, true);
    await payAtCheckout(page, '0773333333');
    expect(await statusOf(page)).toBe('pending');
    // The buyer cancels the prompt on the phone.
    const cancelled = paymentReferenceIn(page);
    await answerOnPhone(page);
    await expect.poll(() => statusOf(page), { timeout: 30_000 }).toBe('cancelled');
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('Payment failed');
    expect(text).toContain('cancelled on the phone');
    await screenshot(page, 'payment-cancelled-360');

    const retry = page.locator('form[aria-label="Try again"]');
    await retry.locator('input[name="paymentMethod"][value="ECOCASH"]').check();
    await retry.locator('input[name="mobileMoneyNo"]').fill('0771111111');
    await retry.locator('button[type="submit"]').click();
    await page.waitForURL((url) => /MSK-PAY-/.test(url.pathname) && !url.pathname.includes(cancelled));
    await answerOnPhone(page);
    await expect.poll(() => statusOf(page), { timeout: 30_000 }).toBe('paid');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  }, 90_000);

  it("pays by card on Paynow's page and comes back to the payment, paid", async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await logIn(page);
    await addToCart(page, MAIZE);
    await page.goto('/checkout');
    await page.fill('input[name="name"]', 'Chipo Ndlovu');
    await page.fill('input[name="phone"]', '0772111222');
    await page.check('input[name="fulfilment"][value="COLLECTION"]');
    await page.check('input[name="paymentMethod"][value="WEB"]');
    await page.click('form[aria-label="Checkout"] button[type="submit"]');
    // The sandbox's stand-in for Paynow's page (a bare page: the browser asks for /favicon.ico).
    tab.allowStatus('/favicon.ico', 404);
    await page.waitForURL(/paynow-sandbox/);
    await page.click('button[value="pay"]');
    await page.waitForURL(/\/checkout\/payment\/MSK-PAY-/);
    await expect.poll(() => statusOf(page), { timeout: 30_000 }).toBe('paid');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  }, 90_000);

  it('a guest pays without JavaScript and follows the payment with "Check status"', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const { page } = tab;
    await addToCart(page, MAIZE);
    await payAtCheckout(page, '0771111111');
    expect(await statusOf(page)).toBe('pending');
    await screenshot(page, 'payment-pending-nojs-360');
    await answerOnPhone(page);
    await expect
      .poll(
        async () => {
          await page.click('button:has-text("Check status")');
          return statusOf(page);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('paid');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  }, 90_000);
});
