/** Logging the seeded users in for the journeys that need one, and choosing the managed store. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Logs in as the login form does (intent=password posted to /login/, the session cookie set on the answer) but
 * through the page's request context, which shares the browser's cookies: the journeys that need a logged-in user
 * skip painting the login page (accounts.spec.ts and the operator journeys walk the form itself). Opens /account.
 */
export async function login(page: Page, username: string, password: string) {
  const answer = await page.request.post('/login/', { form: { intent: 'password', username, password }, maxRedirects: 0 });
  expect(answer.status(), `login of ${username}`).toBe(302);
  // A store holder's login lands on the dashboard (issue 31); the journeys start from the account either way.
  expect(answer.headers().location).toMatch(/\/(account|dashboard\/)$/);
  await page.goto('/account');
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
