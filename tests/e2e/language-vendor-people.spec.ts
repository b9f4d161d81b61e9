/**
 * A store owner's people in chiShona and isiNdebele (issue 33 §3): with the language chosen, the seeded vendor
 * opens customers, the customer search, followers, the newsletter, appointments and API clients, and registers
 * and revokes a client, JavaScript on; no common English interface word shows in `main` or the title on the way
 * (content the site does not write is marked translate="no").
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { englishOnPage } from './support/english-words';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENS = [
  '/dashboard/all-customers/',
  '/dashboard/customer-list/?term=a',
  '/dashboard/all-followers/',
  '/dashboard/newsletter/',
  '/dashboard/all-appointments/?when=all',
  '/dashboard/api-clients/',
];

/** The page's interface words, none English (the path in the message says where one showed). */
async function noEnglish(page: Page, where: string) {
  expect(await englishOnPage(page, 'main'), where).toEqual([]);
}

describe.each([
  { lang: 'sn', registered: 'yanyoreswa', revoked: 'yabviswa' },
  { lang: 'nd', registered: 'ibhalisiwe', revoked: 'isusiwe' },
] as const)('a store owner’s people in $lang', ({ lang, registered, revoked }) => {
  it('walks the screens and registers and revokes an API client (JavaScript on)', async () => {
    const { page } = await newPage(browser, { width: 1280 });
    await login(page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);
    await page.goto('/dashboard/');
    // The switcher by its form, not its (translated) button words.
    await page.selectOption('select[name="businessId"]', { label: 'Borrowdale Digital' });
    await page.click('form[action="/dashboard/switch-business"] button[type="submit"]');
    await expect.poll(() => page.locator('select[name="businessId"] option:checked').textContent()).toBe('Borrowdale Digital');
    for (const path of SCREENS) {
      await page.goto(path);
      await page.locator('main h1').waitFor();
      await noEnglish(page, path);
    }
    const name = `Till ${lang} ${Date.now()}`;
    await page.fill('input[name="name"]', name);
    await page.fill('input[name="contactEmail"]', 'dev@borrowdale.co.zw');
    await page.click('form[aria-labelledby="register-client-heading"] button[type="submit"]');
    const notice = page.locator('[role="status"]', { hasText: registered });
    await notice.waitFor();
    await noEnglish(page, 'after registering');
    const id = (await notice.locator('code').first().textContent()) ?? '';
    await page.locator(`[data-testid="api-client-${id}"] button[type="submit"]`).click();
    await page.locator('[role="status"]', { hasText: revoked }).waitFor();
    await noEnglish(page, 'after revoking');
  });
});
