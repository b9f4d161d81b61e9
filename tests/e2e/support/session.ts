/** Logging in through the login page, as the seeded users do in several journeys; choosing the managed store. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** Makes the store the active business with the dashboard's switcher, staying on the same page. */
export async function manage(page: Page, store: string) {
  const active = await page.locator('#switch-business option:checked').textContent();
  if (active === store) return;
  await page.selectOption('#switch-business', { label: store });
  await page.click('form:has(#switch-business) button:has-text("Switch")');
  await page.waitForLoadState('load');
  await expect.poll(() => page.locator('#switch-business option:checked').textContent()).toBe(store);
}
