/**
 * Logging an operator in (issue 29): password, then the authenticator code computed from the seeded secret.
 * A code is refused once its step has been used, so the account's last used step is cleared first: any journey
 * may log the same operator in again, in any order, at any time.
 */
import type { Page } from 'playwright-core';
import { totpAt } from '../../../backend/operators/totp';
import { sql } from './d1';

export const SEEDED_OPERATOR_SECRET = 'MUSIKAADMINSEED2';
export const OPERATOR_PASSWORD = 'Admin#2026!';

export type SeededOperator = 'admin' | 'moderator' | 'editor' | 'finance' | 'support';

export async function enterPassword(page: Page, email: string) {
  await sql(`update operator_totp set last_step = null where user_id = (select id from users where email = '${email}')`);
  await page.goto('/login/', { waitUntil: 'domcontentloaded' });
  await page.fill('main form[aria-label="Log in"] input[name="username"]', email);
  await page.fill('main form[aria-label="Log in"] input[name="password"]', OPERATOR_PASSWORD);
  await page.click('main form[aria-label="Log in"] button[type="submit"]');
  await page.waitForSelector('main form[aria-label="Enter your code"]');
}

export async function enterCode(page: Page, at = Date.now()) {
  await page.fill('main form[aria-label="Enter your code"] input[name="code"]', await totpAt(SEEDED_OPERATOR_SECRET, at));
  await page.click('main form[aria-label="Enter your code"] button[type="submit"]');
  await page.waitForURL('**/admin/');
}

/** Logs the seeded operator (`admin@musika.co.zw`, …) in and lands on /admin/. */
export async function operatorLogin(page: Page, who: SeededOperator) {
  await enterPassword(page, `${who}@musika.co.zw`);
  await enterCode(page);
}
