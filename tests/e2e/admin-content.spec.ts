/**
 * Content editing end to end (issue 29 "Done when"): the seeded editor logs in with password and authenticator
 * code, writes a new blog article at /admin/content/, previews it (nothing public yet), saves it as a draft and
 * publishes it: a visitor (anonymous, so served by the edge page cache) sees it on /blog and on its own page at
 * once; unpublishing takes it off both at once. Once with JavaScript at 1280 px, once without at 360 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { sql } from './support/d1';
import { operatorLogin } from './support/operator-session';

const TITLE = 'Solar geysers in Gweru: what to ask before you buy';
const clean = () => sql("delete from posts where post_type = 'post' and slug like 'solar-geysers-in-gweru%'");
// Each journey logs the editor in again: its authenticator step may be the one the last login used.
const freshCode = () => sql("update operator_totp set last_step = null where user_id = (select id from users where email = 'editor@musika.co.zw')");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await clean();
});
afterAll(async () => {
  await clean();
  await browser?.close();
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const mainText = async (page: Page) => (await page.locator('main').textContent()) ?? '';

/** What an anonymous visitor gets: the blog's text and the article's status. */
async function publicView(visitor: Page, slug: string, title: string) {
  await visitor.goto('/blog');
  const onBlog = (await mainText(visitor)).includes(title);
  const article = await visitor.goto(`/blog/article/${slug}`);
  return { onBlog, status: article?.status() ?? 0 };
}

async function journey(width: number, javaScriptEnabled: boolean, title: string, shot: string) {
  const reader = await newPage(browser, { width });
  reader.allowStatus('/blog/article/', 404);
  const visitor = reader.page;
  const editor = await newPage(browser, { width, javaScriptEnabled });
  const page = editor.page;
  await freshCode();
  await operatorLogin(page, 'editor');
  await page.click('nav[aria-label="Admin"] a:text-is("Content")');
  await page.waitForURL('**/admin/content/');
  expect(await fitsWidth(page)).toBe(true);
  await screenshot(page, `admin-content-list-${shot}`);

  await page.click('main a:has-text("New article")');
  await page.waitForURL('**/admin/content/post/new/');
  await page.fill('input[name="title"]', title);
  await page.fill('input[name="excerpt"]', 'Pressure, warranty and who fits it.');
  await page.fill('textarea[name="content"]', '<h2>Ask first</h2><p>Check the <strong>warranty</strong>.</p><script>alert(1)</script>');
  await page.selectOption('select[name="categoryId"]', { label: 'Buying guides' });
  await page.click('button[value="preview"]');
  const preview = page.locator('[data-testid="content-preview"]');
  await expect.poll(() => preview.count()).toBe(1);
  expect(await preview.innerHTML()).toContain('Check the <strong>warranty</strong>.');
  expect(await preview.innerHTML()).not.toContain('<script>');
  expect(await fitsWidth(page)).toBe(true);
  await screenshot(page, `admin-content-preview-${shot}`);

  await page.click('button[value="save"]');
  await page.waitForURL(/\/admin\/content\/post\/\d+\/\?done=created/);
  await expect.poll(() => page.locator('[data-testid="content-status"]').textContent()).toBe('Draft');
  const slug = await page.inputValue('input[name="slug"]');
  expect(slug).toMatch(/^solar-geysers-in-gweru/);
  expect(await publicView(visitor, slug, title)).toEqual({ onBlog: false, status: 404 });

  await page.click('button[value="publish"]');
  await page.waitForURL(/done=published/);
  await expect.poll(() => page.locator('[data-testid="content-status"]').textContent()).toBe('Published');
  await screenshot(page, `admin-content-published-${shot}`);
  expect(await publicView(visitor, slug, title)).toEqual({ onBlog: true, status: 200 });
  expect(await mainText(visitor)).toContain('Check the warranty.');
  await screenshot(visitor, `admin-content-public-${shot}`);

  await page.click('button[value="unpublish"]');
  await page.waitForURL(/done=unpublished/);
  await expect.poll(() => page.locator('[data-testid="content-status"]').textContent()).toBe('Draft');
  expect(await publicView(visitor, slug, title)).toEqual({ onBlog: false, status: 404 });
  expect(editor.problems()).toEqual([]);
  expect(reader.problems()).toEqual([]);
  await reader.close();
  await editor.close();
}

describe('content editing', () => {
  it('an editor publishes a new article, public at once, then unpublishes it (JS on, 1280 px)', async () => {
    await journey(1280, true, `${TITLE} (1)`, '1280');
  }, 240_000);

  it('the same without JavaScript at 360 px', async () => {
    await journey(360, false, `${TITLE} (2)`, '360');
  }, 240_000);
});
