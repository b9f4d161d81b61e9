/**
 * Chat and the support widget in chiShona and isiNdebele (issue 33 §3), JavaScript on: the buyer writes to a store
 * from its page, the conversation goes live with its words in the language, and the Help button's panel (a chunk
 * loaded on first press) shows its tabs and form in the language too; no common English interface word shows on
 * the way (messages and names are marked translate="no").
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { englishOnPage } from './support/english-words';
import { login } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LANGUAGES = [
  { lang: 'sn', live: 'Zviri kuitika izvozvi', feedback: 'Tumira pfungwa dzako', liveChat: 'Hurukuro izvozvi' },
  { lang: 'nd', live: 'Kuyenzeka khathesi', feedback: 'Thumela umbono wakho', liveChat: 'Ingxoxo khathesi' },
] as const;

describe.each(LANGUAGES)('chat and the support widget in $lang', ({ lang, live, feedback, liveChat }) => {
  it('writes to a store, goes live and opens the Help panel, all in the language', async () => {
    const { page } = await newPage(browser);
    await login(page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);
    await page.goto('/vendor/eastlea-fashion-house');
    await page.click('[data-testid="message-store"]');
    await page.waitForURL(/\/account\/inbox\/chat\//);
    if (page.url().includes('/chat/new/')) {
      expect(await englishOnPage(page, 'main')).toEqual([]);
      await page.fill('textarea[name="text"]', `Mhoro (${lang} ${Date.now()})`);
      await page.locator('form:has(textarea[name="text"]) button[type="submit"]').click();
      await page.waitForURL(/\/account\/inbox\/chat\/\d+$/);
    }
    await expect.poll(() => page.textContent('[data-testid="chat-live"]')).toContain(live);
    expect(await englishOnPage(page, 'main')).toEqual([]);

    await page.locator('a[aria-haspopup="dialog"][href="/support/feedback"]').click();
    const panel = page.getByRole('dialog', { name: feedback });
    await panel.waitFor();
    expect(await englishOnPage(page, 'dialog[open]')).toEqual([]);
    await page.locator('#support-tab-chat').click();
    await page.getByRole('dialog', { name: liveChat }).waitFor();
    expect(await englishOnPage(page, 'dialog[open]')).toEqual([]);
  });
});
