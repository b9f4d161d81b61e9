/**
 * A vendor opens a shop at 360 px: creates a business with a logo, lands on the dashboard with it active, is
 * told to upgrade for a second one, renames it (the old storefront link follows), and the create form works
 * without JavaScript.
 *
 * Who: a vendor registered by this test, with a Starter subscription given through the e2e database (quicker
 * than paying for it through the Paynow sandbox, which tests/e2e/subscriptions.spec.ts does). subscribed@musika.co.zw is
 * the same situation, but other journeys may give it a business first and its Starter package allows only
 * one: a vendor of our own makes every step certain, whatever ran before.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR, launchBrowser, newPage, screenshot } from './support/browser';
import { sql } from './support/d1';
import { linkInEmail } from './support/outbox';

const PASSWORD = 'Mbare#Musika1';
/** A real 1×1 PNG: the logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Registers a vendor account through the e-mailed link and gives it the Starter package (one business). */
async function newSubscribedVendor(page: Page, email: string) {
  await page.goto('/register/');
  await page.fill('input[name="firstName"]', 'Chipo');
  await page.fill('input[name="lastName"]', 'Dube');
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="whatsAppNumber"]', '0772987654');
  await page.fill('input[name="password"]', PASSWORD);
  await page.fill('input[name="passwordConfirmation"]', PASSWORD);
  await page.check('input[name="accountType"][value="VENDOR"]');
  await page.click('form[aria-label="Create an account"] button[type="submit"]');
  await expect.poll(() => page.locator('main [role="status"]').textContent()).toContain('Check your e-mail');
  await page.goto(await linkInEmail(email, 'confirm_registration'));
  // A new vendor is sent on to choose a package.
  await page.waitForURL('**/account/subscriptions');
  await sql(
    `insert into user_subscriptions (user_id, package_id, status, started_at, ends_at) select id, 1, 'active', '2026-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z' from users where email = '${email}'`,
  );
}

describe('a vendor’s business', () => {
  it('is created with a logo, made active, renamed with its old link redirecting; the form works without JavaScript', async () => {
    const run = Date.now().toString(36);
    const email = `chipo.${run}@example.co.zw`;
    const name = `Chipo Crafts ${run}`;
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await newSubscribedVendor(page, email);

    // Without a business, the dashboard sends the vendor to create one.
    await page.goto('/dashboard/');
    await page.waitForURL('**/dashboard/settings/create-business');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Create your business');

    // Without JavaScript: a refused setting comes back with its message and everything typed.
    const plain = await newPage(browser, { width: 360, javaScriptEnabled: false });
    plain.allowStatus('/dashboard/settings/create-business', 400);
    await plain.page.goto('/login/');
    await plain.page.fill('main form[aria-label="Log in"] input[name="username"]', email);
    await plain.page.fill('main form[aria-label="Log in"] input[name="password"]', PASSWORD);
    await plain.page.click('main form[aria-label="Log in"] button[type="submit"]');
    await plain.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await plain.page.goto('/dashboard/settings/create-business');
    await plain.page.fill('input[name="name"]', name);
    await plain.page.check('input[name="categoryIds"][value="14"]');
    await plain.page.fill('input[name="city"]', 'Mutare');
    await plain.page.fill('input[name="instagram"]', 'https://facebook.com/chipocrafts');
    await plain.page.click('form[aria-label="Create your business"] >> role=button[name="Create business"]');
    await plain.page.waitForLoadState('load');
    expect(await plain.page.locator('main').textContent()).toContain('Enter your Instagram name, e.g. @yourshop, or its instagram.com address');
    expect(await plain.page.inputValue('input[name="name"]')).toBe(name);
    expect(await plain.page.inputValue('input[name="city"]')).toBe('Mutare');
    expect(await plain.page.inputValue('input[name="instagram"]')).toBe('https://facebook.com/chipocrafts');
    expect(await plain.page.isChecked('input[name="categoryIds"][value="14"]')).toBe(true);
    await screenshot(plain.page, 'business-create-nojs-refused-360');
    // "Copy Monday to all weekdays" fills Tuesday to Friday and saves nothing; the weekend stays closed.
    expect(await plain.page.isChecked('input[name="closed-sunday"]')).toBe(true);
    await plain.page.fill('input[name="open-monday"]', '08:00');
    await plain.page.click('role=button[name="Copy Monday to all weekdays"]');
    await plain.page.waitForLoadState('load');
    expect(await plain.page.locator('main').textContent()).toContain('Monday’s hours are copied to Tuesday–Friday: save to keep them.');
    expect(await plain.page.inputValue('input[name="open-friday"]')).toBe('08:00');
    expect(await plain.page.isChecked('input[name="closed-friday"]')).toBe(false);
    expect(await plain.page.isChecked('input[name="closed-saturday"]')).toBe(true);
    expect(await plain.page.inputValue('input[name="name"]')).toBe(name);
    await plain.page.locator('fieldset:has-text("Opening hours")').screenshot({ path: `${SCREENSHOT_DIR}/business-hours-copied-nojs-360.png` });
    expect(plain.problems()).toEqual([]);
    await plain.close();

    // With JavaScript: create it, with a logo and the default opening hours.
    await screenshot(page, 'business-create-form-360');
    // The whole form, opening hours included, fits a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.fill('input[name="name"]', name);
    await page.check('input[name="categoryIds"][value="14"]');
    await page.check('input[name="categoryIds"][value="8"]');
    await page.fill('input[name="phone"]', '77 298 7654');
    await page.fill('input[name="city"]', 'Mutare');
    await page.fill('input[name="instagram"]', '@chipocrafts');
    await page.setInputFiles('input[name="logo"]', { name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    expect(await page.inputValue('input[name="open-friday"]')).toBe('09:00');
    // Days the vendor did not set (Friday to Sunday) are closed until the vendor opens them.
    expect(await page.isChecked('input[name="closed-friday"]')).toBe(true);
    await page.click('form[aria-label="Create your business"] >> role=button[name="Create business"]');

    // Spec §4: the new business is the active one, on the dashboard.
    await page.waitForURL((url) => url.pathname === '/dashboard/');
    await expect.poll(() => page.locator('main').textContent()).toContain(`You are managing ${name}`);
    expect(await page.locator('img[src*="/wp-json/ezw/v1/media/file/"]').count()).toBeGreaterThan(0);
    await screenshot(page, 'business-created-dashboard-360');

    // Starter allows one business: adding another shows the upgrade notice, not a form.
    await page.goto('/dashboard/settings/add-new-business');
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('Your Starter package allows 1 business. Upgrade your package to add another.');
    expect(await page.locator('main a[href="/account/subscriptions"]').count()).toBeGreaterThan(0);
    expect(await page.locator('input[name="name"]').count()).toBe(0);

    // Rename it; the old storefront link follows to the new address.
    const oldSlug = `chipo-crafts-${run}`;
    await page.goto(`/vendor/${oldSlug}`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(name);
    await page.goto('/dashboard/settings/business-information/');
    await page.fill('input[name="name"]', `${name} Studio`);
    await page.click('form[aria-label="Business information"] >> role=button[name="Save changes"]');
    await expect.poll(() => page.locator('main [role="status"]').textContent()).toContain('Saved. Your storefront shows the changes now');
    await screenshot(page, 'business-information-saved-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'business-information-saved-1280');
    await page.setViewportSize({ width: 360, height: 812 });
    await page.goto(`/vendor/${oldSlug}`);
    await page.waitForURL(`**/vendor/${oldSlug}-studio`);
    await expect.poll(() => page.locator('main h1').textContent()).toBe(`${name} Studio`);
    expect(await page.locator('main').textContent()).toContain('Mutare');
    await screenshot(page, 'business-storefront-renamed-360');

    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
