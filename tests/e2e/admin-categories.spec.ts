/**
 * Editors' categories end to end (issue 29): the editor logs in with password and authenticator code, renames a
 * seeded category (Beanies → Knit Beanies) on its own screen with JavaScript on at 1280 px — the category menu shows
 * the new name at once and the old address redirects to the new one — then renames it back with JavaScript off at
 * 360 px; moves Caps below Bucket Hats with the list's buttons (JavaScript off, 360 px) and back (on, 1280 px), the
 * menu following each time. Everything it changed is put back before and after.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sql } from './support/d1';
import { operatorLogin } from './support/operator-session';

// Seeded (scripts/seed/categories.mjs): Hats (8) holds Caps, Bucket Hats, Sun Hats, Beanies in that order.
const HATS_CHILDREN = [
  { id: 45, slug: 'caps', name: 'Caps' },
  { id: 46, slug: 'bucket-hats', name: 'Bucket Hats' },
  { id: 47, slug: 'sun-hats', name: 'Sun Hats' },
  { id: 48, slug: 'beanies', name: 'Beanies' },
];

async function restore() {
  for (const [i, c] of HATS_CHILDREN.entries()) {
    await sql(`update product_categories set slug = '${c.slug}', name = '${c.name}', parent_id = 8, menu_order = ${i + 1} where id = ${c.id}`);
  }
  await sql(`delete from category_slug_redirects where category_id in (${HATS_CHILDREN.map((c) => c.id).join(', ')})`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await restore();
});
afterAll(async () => {
  await restore();
  await browser?.close();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The category menu's Hats group as any visitor gets it (read from the page, open or not). */
async function hatsMenu(page: Page): Promise<string[]> {
  await page.goto('/');
  const links = page.locator('nav[aria-label="Categories"] details', { has: page.locator('summary', { hasText: /^Hats$/ }) }).locator('a');
  return (await links.allTextContents()).map((t) => t.trim()).filter((t) => !t.startsWith('All '));
}

async function rename(page: Page, name: string, slug: string) {
  await page.fill('form[aria-label="Rename"] input[name="name"]', name);
  await page.fill('form[aria-label="Rename"] input[name="slug"]', slug);
  await page.click('form[aria-label="Rename"] button[value="rename"]');
  await page.waitForURL(/done=(renamed|unchanged)/);
}

describe('category editor', () => {
  it('renames a category: the menu shows it at once and the old address redirects (JS on 1280, off 360)', async () => {
    const visitor = await newPage(browser, { width: 1280 });
    expect(await hatsMenu(visitor.page)).toContain('Beanies');

    const editor = await newPage(browser, { width: 1280, javaScriptEnabled: true });
    await operatorLogin(editor.page, 'editor');
    await editor.page.click('nav a:has-text("Categories")');
    await editor.page.waitForURL('**/admin/categories/');
    expect(await fitsWidth(editor.page)).toBe(true);
    await screenshot(editor.page, 'admin-categories-1280');
    await editor.page.click('main a:text-is("Beanies")');
    await editor.page.waitForURL('**/admin/categories/product/48/');
    // An empty slug is made from the new name.
    await rename(editor.page, 'Knit Beanies', '');
    expect(await editor.page.locator('main').textContent()).toContain('the old address redirects to the new one');
    expect(await editor.page.locator('main').textContent()).toContain('Old slugs redirecting here: beanies');
    await screenshot(editor.page, 'admin-category-1280');

    await expect.poll(() => hatsMenu(visitor.page)).toContain('Knit Beanies');
    await visitor.page.goto('/category/beanies');
    expect(new URL(visitor.page.url()).pathname).toBe('/category/knit-beanies');
    expect(await visitor.page.locator('h1').textContent()).toContain('Knit Beanies');

    // Back again with JavaScript off on a phone: the slug it had is live again, and the menu follows.
    const phone = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await operatorLogin(phone.page, 'editor');
    await phone.page.goto('/admin/categories/product/48/');
    await rename(phone.page, 'Beanies', 'beanies');
    expect(await fitsWidth(phone.page)).toBe(true);
    await screenshot(phone.page, 'admin-category-360');
    await expect.poll(() => hatsMenu(visitor.page)).toContain('Beanies');
    await visitor.page.goto('/category/knit-beanies');
    expect(new URL(visitor.page.url()).pathname).toBe('/category/beanies');
    for (const tab of [visitor, editor, phone]) await tab.close();
  }, 240_000);

  it('reorders two categories with the list’s buttons and the menu follows (JS off 360, on 1280)', async () => {
    const visitor = await newPage(browser, { width: 360 });
    expect((await hatsMenu(visitor.page)).slice(0, 2)).toEqual(['Caps', 'Bucket Hats']);

    const phone = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await operatorLogin(phone.page, 'editor');
    await phone.page.goto('/admin/categories/');
    await phone.page.click('button[aria-label="Move down: Caps"]');
    await phone.page.waitForURL(/done=reordered/);
    expect(await phone.page.locator('main').textContent()).toContain('The category menu follows the new order.');
    expect(await fitsWidth(phone.page)).toBe(true);
    await screenshot(phone.page, 'admin-categories-360');
    await expect.poll(async () => (await hatsMenu(visitor.page)).slice(0, 2)).toEqual(['Bucket Hats', 'Caps']);
    // The attributes screen fits a phone too.
    await phone.page.goto('/admin/attributes/?categoryId=8');
    expect(await phone.page.locator('main').textContent()).toContain('hat-size');
    expect(await fitsWidth(phone.page)).toBe(true);
    await screenshot(phone.page, 'admin-attributes-360');

    const editor = await newPage(browser, { width: 1280, javaScriptEnabled: true });
    await operatorLogin(editor.page, 'editor');
    await editor.page.goto('/admin/categories/');
    await editor.page.click('button[aria-label="Move up: Caps"]');
    await editor.page.waitForURL(/done=reordered/);
    await expect.poll(async () => (await hatsMenu(visitor.page)).slice(0, 2)).toEqual(['Caps', 'Bucket Hats']);
    await editor.page.click('nav a:has-text("Attributes")');
    await editor.page.waitForURL('**/admin/attributes/');
    expect(await fitsWidth(editor.page)).toBe(true);
    await screenshot(editor.page, 'admin-attributes-1280');
    for (const tab of [visitor, phone, editor]) await tab.close();
  }, 240_000);
});
