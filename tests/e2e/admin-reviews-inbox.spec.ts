/**
 * Reviews and the support inbox end to end (issue 29), each journey with JavaScript on at 1280 px and off at 360 px.
 * Reviews: the moderator hides a review from /admin/reviews/ (its product page drops it and its count at once) and
 * restores it (back at once). Inbox: support opens a new contact message (the overview's unread count drops),
 * replies (the sender's e-mail is in the outbox) and closes it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sql } from './support/d1';
import { operatorLogin } from './support/operator-session';

interface Target {
  id: number;
  slug: string;
  name: string;
  count: number;
}
const SENDER = (mode: string) => `e2e.inbox.${mode}@example.co.zw`;
const MODES = [
  { name: 'js', width: 1280, javaScriptEnabled: true },
  { name: 'nojs', width: 360, javaScriptEnabled: false },
] as const;

let browser: Browser;
let target: Target;
async function resetInbox() {
  const senders = MODES.map((m) => `'${SENDER(m.name)}'`).join(', ');
  await sql(`delete from inbox_replies where item_kind = 'contact' and item_id in (select id from contact_messages where email in (${senders}))`);
  await sql(`delete from outbox where kind = 'inbox_reply' and to_email in (${senders})`);
  await sql(`delete from contact_messages where email in (${senders})`);
}
beforeAll(async () => {
  browser = await launchBrowser();
  // A published product with a few reviews, and one of them: a rerun on the same database starts with it visible.
  [target] = await sql<Target>(
    `select r.id, p.slug, p.name, p.review_count as count from reviews r join products p on p.id = r.product_id
      where p.status = 'publish' and p.review_count between 3 and 8 and p.kind = 'general' order by p.id, r.id limit 1`,
  );
  await sql(`update reviews set hidden_at = null, hidden_by = null, hidden_reason = null where id = ${target.id}`);
  await resetInbox();
  for (const mode of MODES) {
    await sql(
      `insert into contact_messages (name, email, phone, topic, message, created_at)
       values ('Rudo ${mode.name}', '${SENDER(mode.name)}', '', 'order', 'My order E2E-${mode.name} has not arrived yet.', '2026-11-20T08:00:00.000Z')`,
    );
  }
});
afterAll(async () => {
  await sql(`update reviews set hidden_at = null, hidden_by = null, hidden_reason = null where id = ${target.id}`);
  await resetInbox();
  await browser?.close();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const main = async (page: Page) => ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');

/** The product page as a visitor sees it: its "from N reviews" line. */
async function reviewCount(page: Page) {
  await page.goto(`/product/${target.slug}/`);
  return Number(/from (\d+) reviews?/.exec(await main(page))?.[1] ?? 0);
}

describe('reviews', () => {
  for (const mode of MODES) {
    it(`a moderator hides a review and restores it (JavaScript ${mode.javaScriptEnabled ? 'on' : 'off'}, ${mode.width} px)`, async () => {
      const visitor = await newPage(browser, { width: mode.width });
      expect(await reviewCount(visitor.page)).toBe(target.count);
      const moderator = await newPage(browser, { width: mode.width, javaScriptEnabled: mode.javaScriptEnabled });
      await operatorLogin(moderator.page, 'moderator');
      await moderator.page.click('nav a:has-text("Reviews")');
      await moderator.page.waitForURL('**/admin/reviews/');
      await moderator.page.fill('main form[aria-label="Filter reviews"] input[name="search"]', target.name);
      await moderator.page.click('main form[aria-label="Filter reviews"] button[type="submit"]');
      await moderator.page.waitForURL(/search=/);
      const row = moderator.page.locator(`main tr[data-testid="review-${target.id}"]`);
      await expect.poll(() => row.count()).toBe(1);
      expect(await fitsWidth(moderator.page)).toBe(true);
      await screenshot(moderator.page, `admin-reviews-${mode.width}`);

      await row.locator('input[name="reason"]').fill('It shares the seller’s private phone number.');
      await row.locator('button[value="hide"]').click();
      await moderator.page.waitForURL(/done=hidden/);
      expect(await main(moderator.page)).toContain('its author has been told why');
      expect(await row.textContent()).toContain('It shares the seller’s private phone number.');
      expect(await reviewCount(visitor.page)).toBe(target.count - 1);

      await row.locator('button[value="restore"]').click();
      await moderator.page.waitForURL(/done=restored/);
      await screenshot(moderator.page, `admin-reviews-restored-${mode.width}`);
      expect(await reviewCount(visitor.page)).toBe(target.count);
      for (const tab of [visitor, moderator]) await tab.close();
    }, 240_000);
  }
});

describe('the support inbox', () => {
  for (const mode of MODES) {
    it(`support opens, answers and closes a message (JavaScript ${mode.javaScriptEnabled ? 'on' : 'off'}, ${mode.width} px)`, async () => {
      const [{ id }] = await sql<{ id: number }>(`select id from contact_messages where email = '${SENDER(mode.name)}'`);
      const support = await newPage(browser, { width: mode.width, javaScriptEnabled: mode.javaScriptEnabled });
      await operatorLogin(support.page, 'support');
      const unreadContact = async () => {
        await support.page.goto('/admin/');
        return Number(/(\d+) contact messages/.exec(await main(support.page))?.[1]);
      };
      const before = await unreadContact();
      await support.page.click('nav a:has-text("Inbox")');
      await support.page.waitForURL('**/admin/inbox/');
      const row = support.page.locator(`main tr[data-testid="inbox-${id}"]`);
      await expect.poll(() => row.count()).toBe(1);
      expect(await fitsWidth(support.page)).toBe(true);
      await screenshot(support.page, `admin-inbox-${mode.width}`);

      await row.locator('button[value="read"]').click();
      await support.page.waitForURL(/item=\d+/);
      const panel = support.page.locator('main section#item');
      expect(await panel.textContent()).toContain(`My order E2E-${mode.name} has not arrived yet.`);
      // Blank once the spaces are collapsed: the browser lets it through, the API answers the field's message.
      await panel.locator('textarea[name="body"]').fill('   ');
      await panel.locator('button[value="reply"]').click();
      await support.page.waitForSelector('#reply-body-error');
      expect(await support.page.locator('#reply-body-error').textContent()).toContain('the sender reads it');
      await panel.locator('textarea[name="body"]').fill('Hello Rudo, your parcel left Harare today and arrives tomorrow.');
      await panel.locator('button[value="reply"]').click();
      await support.page.waitForURL(/done=replied/);
      expect(await panel.locator('[data-testid="inbox-reply"]').textContent()).toContain('your parcel left Harare today');
      expect(await panel.locator('textarea[name="body"]').inputValue()).toBe('');
      expect(await fitsWidth(support.page)).toBe(true);
      await screenshot(support.page, `admin-inbox-replied-${mode.width}`);
      const mails = await sql<{ body: string }>(`select body from outbox where kind = 'inbox_reply' and to_email = '${SENDER(mode.name)}'`);
      expect(mails.map((m) => m.body.split('\n')[0])).toEqual(['Hello Rudo, your parcel left Harare today and arrives tomorrow.']);

      await panel.locator('button[value="close"]').click();
      await support.page.waitForURL(/done=closed/);
      expect(await main(support.page)).toContain('The message was closed.');
      expect(await unreadContact()).toBe(before - 1);
      await support.close();
    }, 240_000);
  }
});
