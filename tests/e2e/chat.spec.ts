/**
 * Buyer ⇄ store chat (issue #14 item 7): the buyer starts a chat from the storefront and the vendor opens it
 * in the dashboard, each in their own browser context; every message appears on the other side live, without
 * a reload. The support widget's Live Chat offers the store's chat on its page. Then once more without
 * JavaScript: the conversation page is a plain form post.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { login, manage } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const STORE = 'Eastlea Fashion House';

/** From the storefront to the buyer's conversation with the store, writing the first message if there is none yet. */
async function openChat(page: Page, first: string): Promise<string> {
  await page.goto('/vendor/eastlea-fashion-house');
  await page.click('[data-testid="message-store"]');
  await page.waitForURL(/\/account\/inbox\/chat\//);
  if (page.url().includes('/chat/new/')) {
    await page.fill('textarea[name="text"]', first);
    await page.click('form button:has-text("Send")');
    await page.waitForURL(/\/account\/inbox\/chat\/\d+$/);
  }
  return /\/chat\/(\d+)$/.exec(page.url())![1];
}

const messageCount = (page: Page, text: string) => page.locator('[data-testid="chat-message"]', { hasText: text }).count();

describe('chat between a buyer and a store', () => {
  it('carries each side’s messages to the other live, without reloading', async () => {
    const buyer = await newPage(browser, { width: 360 });
    const vendor = await newPage(browser);
    await login(buyer.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await login(vendor.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    const id = await openChat(buyer.page, 'Hello, I have a question');
    await vendor.page.goto('/dashboard/');
    await manage(vendor.page, STORE);
    await vendor.page.goto(`/dashboard/inbox/chat/${id}`);

    for (const tab of [buyer.page, vendor.page]) {
      await expect.poll(() => tab.textContent('[data-testid="chat-live"]')).toContain('Live');
      // Survives only while the page is not reloaded.
      await tab.evaluate(() => ((window as unknown as { chatMarker: number }).chatMarker = 1));
    }

    const question = `Is the linen shirt in size L? (${Date.now()})`;
    await buyer.page.fill('textarea[name="text"]', question);
    await buyer.page.click('form button:has-text("Send")');
    await expect.poll(() => messageCount(vendor.page, question)).toBe(1);
    await expect.poll(() => buyer.page.inputValue('textarea[name="text"]')).toBe('');
    expect(await messageCount(buyer.page, question)).toBe(1);

    const answer = `Yes, two left. Call 077 123 4567 or see https://example.com (${Date.now()})`;
    await vendor.page.fill('textarea[name="text"]', answer);
    await vendor.page.click('form button:has-text("Send")');
    await expect.poll(() => messageCount(buyer.page, answer)).toBe(1);
    // Shown as text: no link was made of it.
    expect(await buyer.page.locator('[data-testid="chat-message"] a').count()).toBe(0);

    for (const tab of [buyer.page, vendor.page]) {
      expect(await tab.evaluate(() => (window as unknown as { chatMarker?: number }).chatMarker)).toBe(1);
    }
    expect(buyer.problems()).toEqual([]);
    expect(vendor.problems()).toEqual([]);
    await buyer.close();
    await vendor.close();
  });

  it("offers the store's chat in the support widget's Live Chat on the store's page", async () => {
    const tab = await newPage(browser, { width: 360 });
    await tab.page.goto('/vendor/eastlea-fashion-house');
    await tab.page.waitForLoadState('networkidle');
    await tab.page.getByRole('link', { name: 'Help: send feedback or chat with us' }).click();
    await tab.page.getByRole('dialog', { name: 'Send Feedback' }).getByRole('tab', { name: 'Live Chat' }).click();
    const chat = tab.page.getByRole('dialog', { name: 'Live Chat' });
    expect(await chat.getByRole('link', { name: `Chat with ${STORE}` }).getAttribute('href')).toBe('/account/inbox/chat/new/2');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('sends with a plain form post when JavaScript is off', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    await login(tab.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    const id = await openChat(tab.page, 'Hello without JavaScript');
    const text = `Sent without JavaScript (${Date.now()})`;
    await tab.page.fill('textarea[name="text"]', text);
    await tab.page.click('form button:has-text("Send")');
    await tab.page.waitForURL(new RegExp(`/account/inbox/chat/${id}$`));
    expect(await messageCount(tab.page, text)).toBe(1);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
