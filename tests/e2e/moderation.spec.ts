/**
 * Moderation end to end (issue 29): the seeded buyer reports a listing through the product page's report form,
 * the moderator logs in with password and authenticator code (computed from the seeded secret), unpublishes it
 * from /admin/reports/ (JavaScript on, 1280 px) and the listing is gone from /search at once; a second report
 * is dismissed with JavaScript off at 360 px and that listing stays.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sql } from './support/d1';
import { operatorLogin } from './support/operator-session';
import { login } from './support/session';

const UNPUBLISHED = { id: 104, slug: 'ammonium-nitrate-an-50kg-104', name: 'Ammonium Nitrate (AN) 50kg', term: 'Ammonium' };
const DISMISSED = { id: 103, slug: 'compound-d-fertiliser-50kg-103', name: 'Compound D Fertiliser 50kg' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // A rerun on the same database starts again: both listings public, no reports of them.
  await sql(`update products set status = 'publish' where id in (${UNPUBLISHED.id}, ${DISMISSED.id})`);
  await sql(`delete from product_reports where product_id in (${UNPUBLISHED.id}, ${DISMISSED.id})`);
});
afterAll(async () => {
  await sql(`update products set status = 'publish' where id = ${UNPUBLISHED.id}`);
  await browser?.close();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function reportAsBuyer(slug: string, reason: string) {
  const buyer = await newPage(browser, { width: 360 });
  await login(buyer.page, 'buyer@musika.co.zw', 'Buyer#2026!');
  await buyer.page.goto(`/product/${slug}/`);
  await buyer.page.click('summary:has-text("Report this product")');
  const form = 'form[aria-label="Report this product"]';
  await buyer.page.selectOption(`${form} select[name="reason"]`, reason);
  await buyer.page.fill(`${form} textarea[name="details"]`, 'The bags are not what the photo shows.');
  await buyer.page.click(`${form} button[type="submit"]`);
  await expect
    .poll(() => buyer.page.locator('details:has(summary:has-text("Report this product")) [role="status"]').textContent())
    .toContain('Thank you');
  await buyer.close();
}

const searchNames = async (page: Page, term: string) => {
  await page.goto(`/search?term=${encodeURIComponent(term)}`);
  return (await page.locator('main').textContent()) ?? '';
};

describe('moderation', () => {
  it('a reported listing is unpublished by the moderator and leaves search at once (JS on, 1280 px)', async () => {
    const visitor = await newPage(browser, { width: 1280 });
    expect(await searchNames(visitor.page, UNPUBLISHED.term)).toContain(UNPUBLISHED.name);
    await reportAsBuyer(UNPUBLISHED.slug, 'COUNTERFEIT');

    const moderator = await newPage(browser, { width: 1280, javaScriptEnabled: true });
    await operatorLogin(moderator.page, 'moderator');
    await moderator.page.click('nav a:has-text("Product reports")');
    await moderator.page.waitForURL('**/admin/reports/');
    const row = moderator.page.locator('main tr', { hasText: UNPUBLISHED.name });
    await expect.poll(() => row.count()).toBe(1);
    expect(await fitsWidth(moderator.page)).toBe(true);
    await screenshot(moderator.page, 'admin-reports-1280');
    await row.locator('input[name="reason"]').fill('Counterfeit fertiliser: the bags are not the brand they claim.');
    await row.locator('button[value="unpublish"]').click();
    await moderator.page.waitForURL(/done=unpublished/);
    expect(await moderator.page.locator('main').textContent()).toContain('the reporter has been told');

    // At once: the same search a visitor made before (and the edge cache kept) no longer shows it.
    expect(await searchNames(visitor.page, UNPUBLISHED.term)).not.toContain(UNPUBLISHED.name);
    await moderator.page.goto(`/admin/reports/?status=resolved&search=${encodeURIComponent('Ammonium')}`);
    expect(await moderator.page.locator('main tr', { hasText: UNPUBLISHED.name }).textContent()).toContain('Unpublished');
    await screenshot(moderator.page, 'admin-reports-resolved-1280');
    for (const tab of [visitor, moderator]) await tab.close();
  }, 240_000);

  it('a second report is dismissed with JavaScript off at 360 px, and the listing stays', async () => {
    await reportAsBuyer(DISMISSED.slug, 'SCAM');
    const moderator = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await operatorLogin(moderator.page, 'moderator');
    await moderator.page.goto(`/admin/reports/?search=${encodeURIComponent('Compound D')}`);
    const row = moderator.page.locator('main tr', { hasText: DISMISSED.name });
    await expect.poll(() => row.count()).toBe(1);
    expect(await fitsWidth(moderator.page)).toBe(true);
    await screenshot(moderator.page, 'admin-reports-360');
    await row.locator('input[name="note"]').fill('The listing matches the maker’s label.');
    await row.locator('button[value="dismiss"]').click();
    await moderator.page.waitForURL(/done=dismissed/);
    expect(await moderator.page.locator('main').textContent()).toContain('No reports match.');
    await screenshot(moderator.page, 'admin-reports-dismissed-360');
    expect(await searchNames(moderator.page, 'Compound D')).toContain(DISMISSED.name);
    await moderator.close();
  }, 240_000);
});
