/** Logging in through the login page, as the seeded users do in several journeys. */
import type { Page } from 'playwright-core';

export async function login(page: Page, username: string, password: string) {
  // Wait for the page to load (so the click does not land mid-hydration), but a slow image must not hold the
  // login up for the whole navigation timeout: after 10 s the form is long usable.
  await page.goto('/login/', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load', { timeout: 10_000 }).catch(() => undefined);
  await page.fill('main form[aria-label="Log in"] input[name="username"]', username);
  await page.fill('main form[aria-label="Log in"] input[name="password"]', password);
  await page.click('main form[aria-label="Log in"] button[type="submit"]');
  await page.waitForURL('**/account');
}
