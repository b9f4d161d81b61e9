/**
 * Followers and newsletter end to end (issue #14 item 5): a buyer follows a store from its storefront at 360 px,
 * the vendor finds them among the followers and sends a newsletter, the outbox holds the buyer's e-mail, and
 * its unsubscribe link works in a browser without JavaScript (the page asks first; the button does it).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { sql } from './support/d1';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const BUYER = { email: 'buyer@musika.co.zw', password: 'Buyer#2026!' };
const VENDOR = { email: 'vendor@musika.co.zw', password: 'Vendor#2026!' };

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('followers and newsletter', () => {
  it('a buyer follows a store, the vendor sees them and sends a newsletter, the e-mail unsubscribes without JavaScript', async () => {
    const vendor = await newPage(browser, { width: 360 });
    await login(vendor.page, VENDOR.email, VENDOR.password);
    await vendor.page.goto('/dashboard/all-followers/');
    const storefront = await vendor.page.locator('a', { hasText: 'View storefront' }).getAttribute('href');
    expect(storefront).toMatch(/^\/vendor\//);

    const buyer = await newPage(browser, { width: 360 });
    await login(buyer.page, BUYER.email, BUYER.password);
    await buyer.page.goto(storefront!);
    // A store nobody follows yet invites the first follower instead of showing a zero.
    const shown = (await buyer.page.locator('[data-testid="follower-count"]').textContent())!;
    const before = shown === 'No followers yet: be the first' ? 0 : Number(/^(\d+) follower/.exec(shown)![1]);
    await buyer.page.click('[data-testid="store-follow"] button');
    await expect.poll(() => buyer.page.locator('[data-testid="store-follow"] button').textContent()).toBe('Following · Unfollow');
    expect(await buyer.page.locator('[data-testid="follower-count"]').textContent()).toMatch(new RegExp(`^${before + 1} follower`));
    expect(await fitsWidth(buyer.page)).toBe(true);

    const [{ name }] = await sql<{ name: string }>(`select display_name as name from users where email = '${BUYER.email}'`);
    await vendor.page.goto('/dashboard/all-followers/');
    expect(await vendor.page.locator('[data-testid="followers-table"]').textContent()).toContain(name);
    expect(await fitsWidth(vendor.page)).toBe(true);

    const subject = `Festive hours ${Date.now()}`;
    await vendor.page.goto('/dashboard/newsletter/');
    await vendor.page.fill('input[name="subject"]', subject);
    await vendor.page.fill('textarea[name="message"]', 'We open at 7 every day until Christmas Eve.');
    await vendor.page.click('form[aria-label="Write a newsletter"] button[type="submit"]');
    await vendor.page.waitForURL(/\/dashboard\/newsletter\/\?sent=\d+$/);
    expect(await vendor.page.locator('[data-testid="newsletter-history"]').textContent()).toContain(subject);
    expect(await fitsWidth(vendor.page)).toBe(true);

    const [mail] = await sql<{ body: string }>(
      `select body from outbox where kind = 'newsletter' and to_email = '${BUYER.email}' and subject like '${subject}%'`,
    );
    expect(mail.body).toContain('We open at 7 every day until Christmas Eve.');
    const link = /https?:\/\/\S+\/newsletter\/unsubscribe\/[A-Za-z0-9_-]{43}/.exec(mail.body)?.[0];
    expect(link).toBeTruthy();

    // The link as a mail client opens it: no login, no JavaScript. Opening it changes nothing; the button does.
    const reader = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await reader.page.goto(new URL(link!).pathname);
    const subscribed = async () =>
      (
        await sql<{ n: number }>(
          `select count(*) as n from business_followers f join users u on u.id = f.user_id where u.email = '${BUYER.email}' and f.unsubscribed_at is null`,
        )
      )[0].n;
    expect(await subscribed()).toBe(1);
    await reader.page.click('form[aria-label="Unsubscribe"] button');
    await expect.poll(() => reader.page.locator('body').textContent()).toContain('You will get no more newsletters from');
    expect(await subscribed()).toBe(0);
    for (const tab of [vendor, buyer, reader]) await tab.close();
    // Three browsers on a shared machine.
  }, 240_000);
});
