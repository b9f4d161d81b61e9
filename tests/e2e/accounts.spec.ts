/**
 * Accounts end to end in Chromium: register → open the e-mailed link → logout → login, returning to a guarded
 * page after login, the auth popup's follow-up action, the vendor-only dashboard, login without JavaScript,
 * and "Save to favourites" surviving the login without JavaScript.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { registerThroughEmail, submitRegistration } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fillLogin(page: Page, scope: string, username: string, password: string) {
  await page.locator(`${scope} input[name="username"]`).fill(username);
  await page.locator(`${scope} input[name="password"]`).fill(password);
  await page.locator(`${scope} button[type="submit"]`).click();
}

describe('accounts', () => {
  it('registers, opens the e-mailed link, logs out, logs in again and returns to billing details after login', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    const email = `rudo.${Date.now()}@example.co.zw`;

    // "Check your e-mail", then the link in it creates the account and logs it in.
    await registerThroughEmail(page, { firstName: 'Rudo', lastName: 'Mutasa', email, whatsAppNumber: '0772123456', password: 'Mbare#Musika1' });
    await expect.poll(() => page.locator('h1').textContent()).toBe('Hello, Rudo Mutasa');
    expect(await page.locator('main').textContent()).toContain('WhatsApp +263 77 212 3456');

    // Log out from the account menu.
    await page.click('nav[aria-label="Account menu"] button:has-text("Log out")');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.locator('header').textContent()).toContain('Log in');

    // A guarded page sends us to login and back.
    await page.goto('/account/billing-details');
    await page.waitForURL(/\/login\/\?redirectTo=%2Faccount%2Fbilling-details/);
    await fillLogin(page, 'main form[aria-label="Log in"]', email, 'Mbare#Musika1');
    await page.waitForURL('**/account/billing-details');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Billing details');
    await screenshot(page, 'billing-details-360');

    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('the shared modal keeps focus inside, closes on Escape and gives focus back to its opener', async () => {
    const tab = await newPage(browser, { width: 1280 });
    const { page } = tab;
    await page.goto('/', { waitUntil: 'networkidle' });
    const opener = page.locator('header a:has-text("Sell")');
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-labelledby')).toBe('auth-popup-title');
    // Tab through more stops than the dialog has: focus never reaches the page behind it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inDialogOrBrowser = await page.evaluate(
        () => document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog[open]')),
      );
      expect(inDialogOrBrowser).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Sell');

    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('runs the follow-up action after logging in through the popup', async () => {
    const tab = await newPage(browser, { width: 1280 });
    const { page } = tab;
    await page.goto('/', { waitUntil: 'networkidle' });
    // "Sell" needs a login: with JavaScript it opens the popup instead of leaving the page.
    await page.click('header a:has-text("Sell")');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    expect(await dialog.locator('h2').textContent()).toBe('Log in to continue');
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'auth-popup-1280');

    await fillLogin(page, 'dialog[open] form[aria-label="Log in"]', 'vendor@musika.co.zw', 'Vendor#2026!');
    // The popup closes and the stored follow-up (go to the page that needed a login) runs.
    await page.waitForURL('**/account/subscriptions');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Subscriptions');
    expect(await page.locator('header').textContent()).toContain('Account');

    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('shows a wrong password in the popup without closing it', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    tab.allowStatus('/login', 400);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.click('header a:has-text("Log in")');
    await page.locator('dialog[open]').waitFor();
    await fillLogin(page, 'dialog[open] form[aria-label="Log in"]', 'buyer@musika.co.zw', 'not-the-password');
    await expect.poll(() => page.locator('dialog[open] [role="alert"]').textContent()).toBe('The username/email or password is incorrect.');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('sends a logged-in non-vendor from the dashboard to their account', async () => {
    const tab = await newPage(browser, { width: 1280 });
    const { page } = tab;
    await page.goto('/login/');
    await fillLogin(page, 'main form[aria-label="Log in"]', 'buyer@musika.co.zw', 'Buyer#2026!');
    await page.waitForURL('**/account');
    await page.goto('/dashboard/');
    await page.waitForURL((url) => url.pathname === '/account');
    await expect.poll(() => page.locator('h1').textContent()).toContain('Hello');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('logs in without JavaScript and returns to the page that asked for it', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const { page } = tab;
    await page.goto('/');
    // Without JavaScript "Sell" is a plain link: the guard sends us through the login page.
    await page.click('header a:has-text("Sell")');
    await page.waitForURL(/\/login\/\?redirectTo=%2Faccount%2Fsubscriptions/);
    await fillLogin(page, 'main form[aria-label="Log in"]', 'subscribed@musika.co.zw', 'Vendor#2026!');
    await page.waitForURL('**/account/subscriptions');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Subscriptions');
    await screenshot(page, 'subscriptions-nojs-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('lands a vendor with stores on the dashboard from Sell, and keeps the way back in the header and account menu', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const { page } = tab;
    await page.goto('/');
    await page.click('header a:has-text("Sell")');
    await fillLogin(page, 'main form[aria-label="Log in"]', 'vendor@musika.co.zw', 'Vendor#2026!');
    await page.waitForURL((url) => url.pathname === '/dashboard/');
    await expect.poll(() => page.locator('h1').textContent()).toContain('Welcome');
    await page.goto('/account');
    await page.locator('nav[aria-label="Account menu"] a', { hasText: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/');
    await page.locator('header a', { hasText: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/');
    expect(await page.locator('header a', { hasText: 'Sell' }).count()).toBe(0);
    await screenshot(page, 'dashboard-way-in-nojs-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('answers a registration with a taken address exactly like a new one: check your e-mail', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await submitRegistration(page, {
      firstName: 'Someone',
      lastName: 'Else',
      email: 'buyer@musika.co.zw',
      whatsAppNumber: '0772000000',
      password: 'Mbare#Musika1',
    });
    expect(await page.locator('main [role="status"]').textContent()).toBe(
      'Check your e-mail: we have sent a message to buyer@musika.co.zw. Open the link in it to finish and log in.',
    );
    await screenshot(page, 'register-sent-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('saves to favourites without JavaScript: logged out, the save survives the login', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const { page } = tab;
    const product = '/product/solar-panel-400w-mono-50/';
    await page.goto(product);
    const name = (await page.locator('h1').textContent())?.trim();
    await page.click('button:has-text("Save to favourites")');
    await page.waitForURL(/\/login\/\?redirectTo=%2Fproduct%2Fsolar-panel-400w-mono-50%2F/);
    await fillLogin(page, 'main form[aria-label="Log in"]', 'buyer@musika.co.zw', 'Buyer#2026!');
    await page.waitForURL(`**${product}`);
    expect(await page.locator('button[aria-pressed]').textContent()).toContain('Saved to favourites');
    await page.goto('/account/favourite');
    expect(await page.locator('main').textContent()).toContain(name);
    await screenshot(page, 'favourites-nojs-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
