/**
 * Two buyers bid against each other on a seeded auction in two browser contexts (issue #14): the seeded buyer
 * and one who registers in the test. After the end (moved into the past in the e2e D1, as a minute passing
 * would), the winner sees the win on the lot and in their notifications; the other sees they lost.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './support/d1';
import { launchBrowser, newPage, type TrackedPage } from './support/browser';
import { registerThroughEmail } from './support/outbox';
import { login } from './support/session';

let browser: Browser;
const tabs: TrackedPage[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const t of tabs) await t.close();
  await browser?.close();
});

/** Places the prefilled minimum bid and waits for the page to say this bidder leads. */
async function bidMinimum(page: Page, path: string) {
  await page.goto(path);
  await page.click('form[aria-label="Place a bid"] button[type="submit"]');
  await expect.poll(() => page.locator('[aria-label="Auction"]').textContent()).toContain('You are the highest bidder');
}

describe('auctions', () => {
  it('two buyers bid against each other and the winner is told at the end', async () => {
    const [lot] = await sql<{ id: number; slug: string; name: string }>(
      "select id, slug, name from products where kind = 'auction' and auction_status = 'approved' and status = 'publish' order by id limit 1",
    );
    const path = `/product/auction/${lot.slug}/`;

    const first = await newPage(browser, { width: 360 });
    const second = await newPage(browser);
    tabs.push(first, second);
    await login(first.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    const stamp = Date.now().toString().slice(-6);
    await registerThroughEmail(second.page, {
      firstName: 'Rudo',
      lastName: 'Bidder',
      email: `rudo.bidder.${stamp}@example.com`,
      whatsAppNumber: `0771${stamp}`,
      password: 'Bidder#2026!',
    });

    await bidMinimum(first.page, path);
    await bidMinimum(second.page, path);
    await first.page.goto(path);
    expect(await first.page.locator('[aria-label="Auction"]').textContent()).toContain('You have been outbid');
    await bidMinimum(first.page, path);
    expect(await first.page.locator('[data-testid="bid-count"]').textContent()).toBe('3');
    expect(await first.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The end passes.
    await sql(`update products set auction_ends_at = '${new Date(Date.now() - 60_000).toISOString()}' where id = ${lot.id}`);

    await first.page.goto(path);
    await expect.poll(() => first.page.locator('[aria-label="Auction"]').textContent()).toContain('You won this auction');
    await first.page.goto('/account/inbox/notifications');
    await expect.poll(() => first.page.locator('main').textContent()).toContain(`You won ${lot.name}`);

    await second.page.goto(path);
    expect(await second.page.locator('[aria-label="Auction"]').textContent()).toContain('You did not win this auction');
    expect(first.problems()).toEqual([]);
    expect(second.problems()).toEqual([]);
  });
});
