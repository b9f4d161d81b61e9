/**
 * Refunding a paid EcoCash order end to end (issue 29): the buyer pays with 0771111111 in the Paynow sandbox,
 * finance logs in with password and authenticator code, finds the payment at /admin/payments/ by the order number
 * and records a refund made outside Musika — with JavaScript at 1280 px, and without it at 360 px (a second
 * order). The order shows refunded to the buyer, the stock is back, and the buyer and the store are told.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sql } from './support/d1';
import { operatorLogin } from './support/operator-session';
import { answerOnPhone } from './support/paynow-phone';

const MAIZE = '/product/mealie-meal-10kg-pearl-133/';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const stock = async () => Number((await sql<{ n: number }>('select stock_quantity as n from products where id = 133'))[0].n);

/** The buyer buys one bag of mealie-meal and pays with EcoCash; answers the order's number once it is paid. */
async function buyAndPay(page: Page): Promise<string> {
  await page.goto('/login/');
  await page.fill('main form[aria-label="Log in"] input[name="username"]', 'buyer@musika.co.zw');
  await page.fill('main form[aria-label="Log in"] input[name="password"]', 'Buyer#2026!');
  await page.click('main form[aria-label="Log in"] button[type="submit"]');
  await page.waitForURL('**/account');
  await page.goto(MAIZE);
  await page.click('form[aria-label="Add to cart"] button[type="submit"]');
  await page.waitForURL(/added=1/);
  await page.goto('/checkout');
  await page.fill('input[name="name"]', 'Chipo Ndlovu');
  await page.fill('input[name="phone"]', '0772111222');
  await page.check('input[name="fulfilment"][value="COLLECTION"]');
  await page.check('input[name="paymentMethod"][value="ECOCASH"]');
  await page.fill('input[name="mobileMoneyNo"]', '0771111111');
  await page.click('form[aria-label="Checkout"] button[type="submit"]');
  await page.waitForURL(/\/checkout\/payment\/MSK-PAY-/);
  const reference = /MSK-PAY-[0-9A-Z]+/.exec(page.url())![0];
  // The buyer approves on the phone; the sandbox's result callback settles it.
  await answerOnPhone(page, reference);
  await expect
    .poll(async () => (await sql<{ s: string }>(`select status as s from payments where reference = '${reference}'`))[0]?.s, {
      timeout: 40_000,
      interval: 1000,
    })
    .toBe('paid');
  const [row] = await sql<{ n: string }>(
    `select o.number as n from orders o join payments p on p.purpose = 'order' and p.purpose_ref = o.checkout_id where p.reference = '${reference}'`,
  );
  return row.n;
}

const told = async (number: string) =>
  sql<{ user_id: number; body: string }>(`select user_id, body from notifications where kind = 'order_refunded' and title like '%${number}%'`);

describe('finance refunds a paid EcoCash order', () => {
  for (const { javaScriptEnabled, width } of [
    { javaScriptEnabled: true, width: 1280 },
    { javaScriptEnabled: false, width: 360 },
  ]) {
    const js = javaScriptEnabled ? 'on' : 'off';
    it(`finds the payment and refunds it (JS ${js}, ${width} px)`, async () => {
      const buyer = await newPage(browser, { width: 360 });
      const number = await buyAndPay(buyer.page);
      const stockPaid = await stock();

      const finance = await newPage(browser, { width, javaScriptEnabled });
      await operatorLogin(finance.page, 'finance');
      await finance.page.goto('/admin/');
      await finance.page.click('nav a:has-text("Payments")');
      await finance.page.waitForURL('**/admin/payments/');
      await finance.page.fill('main form[aria-label="Filter payments"] input[name="search"]', number);
      await finance.page.click('main form[aria-label="Filter payments"] button[type="submit"]');
      await finance.page.waitForURL(/search=/);
      expect(await fitsWidth(finance.page)).toBe(true);
      await screenshot(finance.page, `admin-payments-${width}`);
      await finance.page.click('main tbody tr a');
      await finance.page.waitForURL(/\/admin\/payments\/\d+\/$/);
      // The field error below answers 400 on purpose.
      finance.allowStatus(/\/admin\/payments\/\d+(\/|\.data)/, 400);

      const form = 'main form[aria-label="Refund this payment"]';
      // A reference that is too short: the field says what is wanted.
      await finance.page.fill(`${form} input[name="reference"]`, 'x');
      await finance.page.fill(`${form} input[name="reason"]`, 'The buyer cancelled before collection.');
      await finance.page.click(`${form} button[type="submit"]`);
      await expect.poll(() => finance.page.locator('#refund-reference-error').textContent()).toContain('3 to 80 characters');
      await finance.page.fill(`${form} input[name="reference"]`, `ECO-RF-${width}`);
      await finance.page.fill(`${form} input[name="reason"]`, 'The buyer cancelled before collection.');
      expect(await fitsWidth(finance.page)).toBe(true);
      await screenshot(finance.page, `admin-payment-refund-${width}`);
      await finance.page.click(`${form} button[type="submit"]`);
      await finance.page.waitForURL(/done=refunded/);
      await expect.poll(() => finance.page.locator('[data-testid="payment-status"]').textContent()).toBe('refunded');
      expect(await finance.page.locator('[data-testid="refund-made"]').textContent()).toContain(`ECO-RF-${width}`);
      expect(await finance.page.locator(`[data-testid="paid-order-${number}"]`).textContent()).toContain('refunded');
      await screenshot(finance.page, `admin-payment-refunded-${width}`);

      expect(await stock()).toBe(stockPaid + 1);
      const notes = await told(number);
      expect(notes).toHaveLength(2);
      expect(notes.some((n) => n.user_id === 19 && n.body.includes(`refund reference ECO-RF-${width}`))).toBe(true);
      expect(finance.problems()).toEqual([]);
      await finance.close();
      await buyer.close();
    }, 150_000);
  }
});
