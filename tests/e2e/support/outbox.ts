/**
 * E-mails the e2e server wrote to its outbox table, read from its local D1 (the embedded backend has no mail
 * service; see backend/auth/outbox.ts), and the registration journey that needs one: sign up, then open the
 * e-mailed link as the new user would from their mail client.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sql } from './d1';

type Kind = 'password_reset' | 'login_link' | 'account_unlock' | 'account_exists' | 'confirm_registration';

/** The body of the newest e-mail of that kind to that address, or null. */
export async function latestEmail(to: string, kind: Kind): Promise<string | null> {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const rows = await sql<{ body: string }>(
    `select body from outbox where to_email = ${quote(to)} and kind = ${quote(kind)} order by id desc limit 1`,
  );
  return rows[0]?.body ?? null;
}

/** The first link in that e-mail: absolute, as a mail client needs it. */
export async function linkInEmail(to: string, kind: Kind): Promise<string> {
  const body = await latestEmail(to, kind);
  const link = body && /https?:\/\/\S+/.exec(body)?.[0];
  if (!link) throw new Error(`no ${kind} link to ${to} in: ${body}`);
  return link;
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed after the fixed +263 prefix, e.g. 0772123456. */
  whatsAppNumber: string;
  password: string;
}

/** Fills and sends the register page; the page answers "check your e-mail" (same for any address). */
export async function submitRegistration(page: Page, r: Registration) {
  await page.goto('/register/');
  await page.fill('input[name="firstName"]', r.firstName);
  await page.fill('input[name="lastName"]', r.lastName);
  await page.fill('input[name="email"]', r.email);
  await page.fill('input[name="whatsAppNumber"]', r.whatsAppNumber);
  await page.fill('input[name="password"]', r.password);
  await page.fill('input[name="passwordConfirmation"]', r.password);
  await page.click('form[aria-label="Create an account"] button[type="submit"]');
  await expect.poll(() => page.locator('main [role="status"]').textContent()).toContain('Check your e-mail');
}

/** Registers and opens the e-mailed link, which creates the account and logs it in (lands on /account). */
export async function registerThroughEmail(page: Page, r: Registration) {
  await submitRegistration(page, r);
  await page.goto(await linkInEmail(r.email, 'confirm_registration'));
  await page.waitForURL('**/account');
}
