/**
 * Stores end to end (issue 29): the moderator finds a seeded store in /admin/businesses/, suspends it with a
 * reason — its storefront is not found and its listing is gone from /search at once — then reinstates it and both
 * are back. Once with JavaScript on at 1280 px, once with it off at 360 px. The store is put back as seeded before
 * and after (the e2e database is shared and reused).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sql } from './support/d1';
import { operatorLogin } from './support/operator-session';

const STORE_NAME = 'Avondale Books & Stationers';
let store: { id: number; slug: string };
let listing: { name: string; term: string };

/** The store as seeded: not suspended, the listings a suspension held back on sale. */
async function resetStore() {
  await sql(`update products set status = 'publish' where id in (select product_id from suspended_listings where business_id = ${store.id})`);
  await sql(`delete from suspended_listings where business_id = ${store.id}`);
  await sql(`update businesses set suspended_at = null, suspension_reason = null, suspension_key = null where id = ${store.id}`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  [store] = await sql<{ id: number; slug: string }>(`select id, slug from businesses where name = '${STORE_NAME.replace(/'/g, "''")}'`);
  await resetStore();
  const [product] = await sql<{ name: string }>(
    `select name from products where business_id = ${store.id} and status = 'publish' order by id limit 1`,
  );
  listing = { name: product.name, term: product.name.split(/\s+/).slice(0, 2).join(' ') };
});
afterAll(async () => {
  if (store) await resetStore();
  await browser?.close();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** What a visitor sees: the storefront's status and whether /search lists the store's listing. */
async function publicView(page: Page) {
  const storefront = await page.goto(`/vendor/${store.slug}/`);
  await page.goto(`/search?term=${encodeURIComponent(listing.term)}`);
  const results = (await page.locator('main').textContent()) ?? '';
  return { storefront: storefront?.status(), listed: results.includes(listing.name) };
}

async function suspendAndReinstate(moderator: Page, visitor: Page, size: string) {
  expect(await publicView(visitor)).toEqual({ storefront: 200, listed: true });
  await moderator.goto(`/admin/businesses/?search=${encodeURIComponent('Avondale Books')}`);
  const row = moderator.locator('main tr', { hasText: STORE_NAME });
  await expect.poll(() => row.count()).toBe(1);
  expect(await fitsWidth(moderator)).toBe(true);
  await screenshot(moderator, `admin-businesses-${size}`);
  await row.locator('a', { hasText: STORE_NAME }).click();
  await moderator.waitForURL(`**/admin/businesses/${store.id}/`);
  expect(await moderator.locator('[data-testid="business-state"]').textContent()).toContain('Active');

  await moderator.fill('#suspend-reason', 'Selling pirated textbooks: the publisher complained.');
  await moderator.click('button[value="suspend"]');
  await moderator.waitForURL(/done=suspended/);
  expect(await moderator.locator('[data-testid="business-state"]').textContent()).toContain('Selling pirated textbooks');
  expect(await fitsWidth(moderator)).toBe(true);
  await screenshot(moderator, `admin-business-suspended-${size}`);
  // At once: the storefront and the search a visitor made before (and the edge cache kept) no longer show it.
  expect(await publicView(visitor)).toEqual({ storefront: 404, listed: false });

  await moderator.fill('#reinstate-note', 'The publisher withdrew the complaint.');
  await moderator.click('button[value="reinstate"]');
  await moderator.waitForURL(/done=reinstated/);
  expect(await moderator.locator('main').textContent()).toContain('The store was reinstated');
  expect(await publicView(visitor)).toEqual({ storefront: 200, listed: true });
}

describe('operators’ stores', () => {
  it('a moderator suspends a store and reinstates it (JS on, 1280 px)', async () => {
    const moderator = await newPage(browser, { width: 1280, javaScriptEnabled: true });
    const visitor = await newPage(browser, { width: 1280 });
    await operatorLogin(moderator.page, 'moderator');
    await moderator.page.click('nav a:has-text("Stores")');
    await moderator.page.waitForURL('**/admin/businesses/');
    await suspendAndReinstate(moderator.page, visitor.page, '1280');
    for (const tab of [visitor, moderator]) await tab.close();
  }, 240_000);

  it('a moderator suspends a store and reinstates it (JS off, 360 px)', async () => {
    const moderator = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const visitor = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await operatorLogin(moderator.page, 'moderator');
    await suspendAndReinstate(moderator.page, visitor.page, '360');
    for (const tab of [visitor, moderator]) await tab.close();
  }, 240_000);
});
