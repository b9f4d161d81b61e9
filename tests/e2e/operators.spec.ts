/**
 * Operators end to end (issue 29): the admin logs in with password and authenticator code (computed here from
 * the seeded secret with the backend's own TOTP module), lands on /admin/, and finds the sign-in in the audit
 * log — with JavaScript on at 1280 px and off at 360 px. A buyer opening /admin/ gets the not-authorized page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { enterCode, enterPassword } from './support/operator-session';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function adminLogin(page: Page) {
  await enterPassword(page, 'admin@musika.co.zw');
  // A wrong code first: refused with the clear message, and the step stays.
  await page.fill('main form[aria-label="Enter your code"] input[name="code"]', '000000');
  await page.click('main form[aria-label="Enter your code"] button[type="submit"]');
  await expect.poll(() => page.locator('main').textContent()).toContain('That code is not right');
  // The code the server's clock accepts, computed from the seeded secret.
  await enterCode(page);
}

describe('operators', () => {
  for (const { javaScriptEnabled, width } of [
    { javaScriptEnabled: true, width: 1280 },
    { javaScriptEnabled: false, width: 360 },
  ]) {
    it(`an admin logs in with password and code, sees the overview and the sign-in in the audit log (JS ${javaScriptEnabled ? 'on' : 'off'}, ${width} px)`, async () => {
      const { page } = await newPage(browser, { width, javaScriptEnabled });
      // The second run takes the next step's code, so the first run's spent step never refuses it.
      await adminLogin(page);
      expect(await page.locator('main h1').textContent()).toBe('Overview');
      expect(await page.locator('main').textContent()).toContain('Open product reports');
      expect(await page.locator('nav[aria-label="Admin"]').textContent()).toContain('Audit log');
      expect(await page.locator('header a', { hasText: 'Admin' }).count()).toBe(1);
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, `operators-overview-${width}`);

      await page.goto('/admin/audit/?action=operator.signed_in');
      const table = page.locator('main table');
      await expect.poll(() => table.textContent()).toContain('operator.signed_in');
      expect(await table.textContent()).toContain('Farai Moyo');
      expect(await fitsWidth(page)).toBe(true);
      await screenshot(page, `operators-audit-${width}`);
    });
  }

  it('a buyer opening /admin/ gets the not-authorized page, never the screen', async () => {
    const { page } = await newPage(browser, { width: 360 });
    await login(page, 'buyer@musika.co.zw', 'Buyer#2026!');
    const response = await page.goto('/admin/');
    expect(response?.status()).toBe(403);
    expect(await page.locator('main').textContent()).toContain("You don't have access to this page");
    expect(await page.locator('main').textContent()).not.toContain('Open product reports');
    expect(await page.locator('header a', { hasText: 'Admin' }).count()).toBe(0);
  });
});
