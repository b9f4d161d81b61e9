/**
 * Money journeys of a vendor at 360 px (issue #11 items 5 and 6), through the Paynow sandbox: a new vendor buys the
 * Business package with EcoCash 0771111111, watches the payment wait at "approve on your phone" until the phone
 * answers (support/paynow-phone.ts), then go active (the page follows by itself), opens the dashboard and finds the
 * receipt; then funds the ads balance of the seeded vendor's shop and sees it grow.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { linkInEmail } from './support/outbox';
import { login } from './support/session';
import { answerOnPhone } from './support/paynow-phone';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Registers a vendor account through the e-mailed link; it lands on the subscriptions page (no package yet). */
async function registerVendor(page: Page, email: string) {
  await page.goto('/register/');
  await page.fill('input[name="firstName"]', 'Rudo');
  await page.fill('input[name="lastName"]', 'Chikore');
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="whatsAppNumber"]', '0772555111');
  await page.fill('input[name="password"]', 'Mbare#Musika1');
  await page.fill('input[name="passwordConfirmation"]', 'Mbare#Musika1');
  await page.check('input[name="accountType"][value="VENDOR"]');
  await page.click('form[aria-label="Create an account"] button[type="submit"]');
  await expect.poll(() => page.locator('main [role="status"]').textContent()).toContain('Check your e-mail');
  await page.goto(await linkInEmail(email, 'confirm_registration'));
  await page.waitForURL('**/account/subscriptions');
}

describe('subscriptions and the ads account', () => {
  it('a vendor buys a package with EcoCash 0771111111 and the dashboard opens', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await registerVendor(page, `rudo.${Date.now().toString(36)}@example.co.zw`);
    // Without a package the dashboard sends the vendor here (spec §6).
    await page.goto('/dashboard/');
    await page.waitForURL('**/account/subscriptions');
    await screenshot(page, 'subscriptions-360');

    await page.click('a:has-text("Choose Business")');
    await page.locator('form[aria-label="Pay for Business"]').waitFor();
    await page.check('input[name="term"][value="3:4500"]');
    await page.check('input[name="paymentMethod"][value="ECOCASH"]');
    await page.fill('form[aria-label="Pay for Business"] input[name="mobileMoneyNo"]', '0771111111');
    await screenshot(page, 'subscriptions-pay-form-360');
    await page.click('form[aria-label="Pay for Business"] button[type="submit"]');

    await page.waitForURL(/\/account\/subscriptions\?payment=MSK-PAY-/);
    await expect.poll(() => page.locator('[data-payment-status]').getAttribute('data-payment-status')).toBe('loading');
    expect(await page.locator('[data-payment-status] h2').textContent()).toBe('Approve the payment on your phone');
    await screenshot(page, 'subscriptions-approve-360');
    // The vendor approves on the phone; the page follows the status by itself.
    await answerOnPhone(page);
    await expect.poll(() => page.locator('[data-payment-status]').getAttribute('data-payment-status'), { timeout: 30_000 }).toBe('succeeded');
    expect(await page.locator('[data-payment-status] h2').textContent()).toBe('Your package is active');
    await screenshot(page, 'subscriptions-active-360');

    await page.click('a:has-text("Open your dashboard")');
    // A vendor with a package and no business yet is asked to create one, inside the dashboard frame.
    await page.waitForURL('**/dashboard/settings/create-business');
    await expect.poll(() => page.locator('main').textContent()).toContain('Business package');

    await page.goto('/account/billing-details');
    await page.click('a:has-text("Receipt")');
    await page.waitForURL(/\/account\/billing-details\/MSK-PAY-/);
    const receipt = page.locator('article[aria-label^="Receipt"]');
    expect(await receipt.textContent()).toContain('Musika Marketplace (Private) Limited');
    expect(await receipt.textContent()).toContain('Business package, 3 months');
    expect(await receipt.textContent()).toContain('$45.00');
    await screenshot(page, 'receipt-360');
    // On paper the receipt stands alone: no header, menus or footer.
    await page.emulateMedia({ media: 'print' });
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((e) => getComputedStyle(e).visibility),
    ).toBe('hidden');
    expect(await receipt.evaluate((e) => getComputedStyle(e).visibility)).toBe('visible');
    await screenshot(page, 'receipt-print-360');
    await page.emulateMedia({ media: 'screen' });
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('a vendor funds the ads balance with EcoCash 0771111111 and sees it grow', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await login(page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await page.goto('/dashboard/ads-management/fund-account');
    const balance = page.getByTestId('ads-balance');
    const before = Number((await balance.textContent())!.replace(/[^0-9.]/g, ''));
    expect(await page.getByTestId('ads-payment-status').textContent()).toBe('Payment status: idle');
    await screenshot(page, 'fund-account-360');

    await page.fill('input[name="amount"]', '12.50');
    await page.check('input[name="paymentMethod"][value="ECOCASH"]');
    await page.fill('input[name="mobileMoneyNo"]', '0771111111');
    await page.click('form[aria-label="Fund ads account"] button[type="submit"]');
    await page.waitForURL(/fund-account\?payment=MSK-PAY-/);
    expect(await page.getByTestId('ads-payment-status').textContent()).toBe('Payment status: loading');
    await answerOnPhone(page);
    await expect.poll(() => page.getByTestId('ads-payment-status').textContent(), { timeout: 30_000 }).toBe('Payment status: succeeded');
    const after = Number((await balance.textContent())!.replace(/[^0-9.]/g, ''));
    expect(after).toBeCloseTo(before + 12.5, 2);
    await screenshot(page, 'fund-account-funded-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
