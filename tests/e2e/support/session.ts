/** Logging in through the login page, as the seeded users do in several journeys. */
import type { Page } from 'playwright-core';

export async function login(page: Page, username: string, password: string) {
  // The form is usable once the document is parsed; a slow image or chunk must not hold the login up.
  await page.goto('/login/', { waitUntil: 'domcontentloaded' });
  await page.fill('main form[aria-label="Log in"] input[name="username"]', username);
  await page.fill('main form[aria-label="Log in"] input[name="password"]', password);
  await page.click('main form[aria-label="Log in"] button[type="submit"]');
  await page.waitForURL('**/account');
}
