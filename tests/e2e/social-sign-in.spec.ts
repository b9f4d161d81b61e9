/**
 * Social sign-in end to end in Chromium, through the in-process OIDC sandbox (issue 32 §6): "Continue with Google"
 * on the login page with JavaScript (a new buyer, then the last sign-in method kept), "Continue with Facebook"
 * without JavaScript (the seeded buyer's e-mail: the password step links it), and the auth popup's button for a
 * person whose e-mail the provider has not verified (refused, with the reason).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCIAL_MESSAGES } from '../../schema/rest/social-sign-in';
import { launchBrowser, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** On the sandbox's consent page: choose the test person, then Allow. */
async function consentAs(page: Page, name: string) {
  await page.locator('label.person', { hasText: name }).locator('input[type="radio"]').check();
  await page.click('button:has-text("Allow and continue")');
}

describe('social sign-in', () => {
  it('signs a new person in with Google (JavaScript on) as a buyer, and keeps their only way to sign in', async () => {
    const tab = await newPage(browser, { width: 1280 });
    const { page } = tab;
    await page.goto('/login/');
    await screenshot(page, 'social-login-desktop');
    await page.click('main a:has-text("Continue with Google")');
    await page.waitForURL(/\/oidc-sandbox\/google\/authorize\?/);
    expect(await page.locator('h1').textContent()).toBe('Sign in to Musika with Google');
    await screenshot(page, 'oidc-sandbox-consent-desktop');
    await consentAs(page, 'Farai Gumbo');
    await page.waitForURL((url) => url.pathname === '/account');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Hello, Farai Gumbo');

    // Account settings lists Google; removing it would leave no way in, so it is refused with the reason.
    await page.goto('/account/settings');
    const methods = page.locator('section[aria-labelledby="sign-in-methods-title"]');
    expect(await methods.textContent()).toContain('farai.gumbo@example.com');
    tab.allowStatus('/account/settings', 400);
    await methods.locator('button[aria-label="Remove Google sign-in"]').click();
    await expect.poll(() => methods.locator('[role="alert"]').textContent()).toContain(SOCIAL_MESSAGES.lastMethod);
    await screenshot(page, 'account-sign-in-methods-desktop');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it("links Facebook to the seeded buyer's account after its password, without JavaScript", async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const { page } = tab;
    await page.goto('/login/?redirectTo=%2Faccount%2Fsettings');
    await screenshot(page, 'social-login-360');
    await page.click('main a:has-text("Continue with Facebook")');
    await page.waitForURL(/\/oidc-sandbox\/facebook\/authorize\?/);
    await screenshot(page, 'oidc-sandbox-consent-360');
    await consentAs(page, 'Chiedza Mavhunga');
    await page.waitForURL((url) => url.pathname === '/login/with/facebook/link/');
    expect(await page.locator('main').textContent()).toContain('This e-mail already has a Musika account. Enter its password to link Facebook.');
    await screenshot(page, 'social-link-password-360');

    tab.allowStatus('/login/with/facebook/link/', 403);
    await page.fill('input[name="password"]', 'not-the-password');
    await page.click('button:has-text("Link Facebook and log in")');
    await expect.poll(() => page.locator('[role="alert"]').textContent()).toBe(SOCIAL_MESSAGES.wrongPassword);
    await page.fill('input[name="password"]', 'Buyer#2026!');
    await page.click('button:has-text("Link Facebook and log in")');
    await page.waitForURL((url) => url.pathname === '/account/settings');
    const methods = page.locator('section[aria-labelledby="sign-in-methods-title"]');
    expect(await methods.textContent()).toContain('Facebook');
    expect(await methods.textContent()).toContain('Password: set.');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('refuses, from the auth popup, a person whose e-mail the provider has not verified', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.click('header a:has-text("Sell")');
    const dialog = page.locator('dialog[open]');
    await dialog.locator('a:has-text("Continue with Google")').click();
    await page.waitForURL(/\/oidc-sandbox\/google\/authorize\?/);
    tab.allowStatus('/login/with/google/callback/', 403);
    await consentAs(page, 'Tapiwa Unverified');
    await page.waitForURL(/\/login\/with\/google\/callback\//);
    await expect.poll(() => page.locator('[role="alert"]').textContent()).toBe(SOCIAL_MESSAGES.unverifiedEmail);
    expect(await page.locator('h1').textContent()).toBe('Sign-in did not finish');
    await screenshot(page, 'social-sign-in-refused-360');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
