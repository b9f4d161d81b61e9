/**
 * Buying end to end: a cart across two stores (one product added twice), update, remove, checkout, the order
 * in the account, tracking it logged out; and cart plus checkout without JavaScript.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SOLAR = '/product/solar-panel-400w-mono-50/';
const HAT = '/product/bucket-hat-zimbabwe-colours-171/';
const MAIZE = '/product/mealie-meal-10kg-pearl-133/';

async function addToCart(page: Page, path: string, options: { quantity?: number; option?: boolean } = {}) {
  await page.goto(path);
  if (options.option) await page.selectOption('form[aria-label="Add to cart"] select[name="variationId"]', { index: 1 });
  if (options.quantity) await page.fill('form[aria-label="Add to cart"] input[name="quantity"]', String(options.quantity));
  await page.click('form[aria-label="Add to cart"] button[type="submit"]');
  await page.waitForURL(/added=1/);
}

async function checkout(page: Page) {
  await page.goto('/cart');
  await page.click('a:has-text("Go to checkout")');
  await page.waitForURL(/\/checkout$/);
  await page.fill('input[name="name"]', 'Chipo Ndlovu');
  await page.fill('input[name="phone"]', '0772111222');
  await page.fill('input[name="address1"]', '5 Fife Street');
  await page.fill('input[name="city"]', 'Bulawayo');
  await page.click('form[aria-label="Checkout"] button[type="submit"]');
  await page.waitForURL(/\/thank-you/);
  await expect.poll(() => page.locator('h1').textContent()).toMatch(/^Thank you/);
  const text = (await page.locator('main').textContent()) ?? '';
  return [...text.matchAll(/MSK-\d+/g)].map((m) => m[0]);
}

const cartLines = (page: Page) => page.locator('main section[aria-label^="From "] li');

describe('buying', () => {
  it('fills a cart from two stores, checks out, finds the orders in the account and tracks one logged out', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await page.goto('/login/');
    await page.fill('main form[aria-label="Log in"] input[name="username"]', 'buyer@musika.co.zw');
    await page.fill('main form[aria-label="Log in"] input[name="password"]', 'Buyer#2026!');
    await page.click('main form[aria-label="Log in"] button[type="submit"]');
    await page.waitForURL('**/account');

    await addToCart(page, SOLAR);
    await addToCart(page, SOLAR); // the same product again: one line, quantity 2
    await addToCart(page, HAT, { option: true });
    await addToCart(page, MAIZE);
    await page.goto('/cart');
    expect(await page.locator('main section[aria-label^="From "]').count()).toBe(3);
    expect(await page.locator(`input[id^="qty-"]`).first().inputValue()).toBe('2');

    // Update the hat to 3, remove the maize.
    const hatLine = cartLines(page).filter({ hasText: 'Bucket Hat' });
    await hatLine.locator('input[name="quantity"]').fill('3');
    await hatLine.locator('button:has-text("Update")').click();
    await expect.poll(() => cartLines(page).filter({ hasText: 'Bucket Hat' }).locator('input[name="quantity"]').inputValue()).toBe('3');
    await cartLines(page).filter({ hasText: 'Mealie' }).locator('button:has-text("Remove")').click();
    await expect.poll(() => page.locator('main section[aria-label^="From "]').count()).toBe(2);
    // The badge follows once the server has answered (the line itself went at once).
    await expect.poll(() => page.locator('header').textContent()).toContain('Cart (5)');
    await screenshot(page, 'cart-two-stores-360');

    const numbers = await checkout(page);
    expect(numbers).toHaveLength(2);
    await screenshot(page, 'thank-you-360');

    await page.goto('/account/orders');
    const listed = (await page.locator('main').textContent()) ?? '';
    for (const n of numbers) expect(listed).toContain(n);
    await page.click(`main a:has-text("${numbers[0]}")`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Order ${numbers[0]}`);

    // Logged out, the order number and phone are enough to track it.
    await page.click('nav[aria-label="Account menu"] button:has-text("Log out")');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/order-tracking');
    await page.fill('input[name="number"]', numbers[0]);
    await page.fill('input[name="contact"]', '+263 77 211 1222');
    await page.click('form[aria-label="Track an order"] button');
    await expect.poll(() => page.locator('main article h2').textContent()).toBe(`Order ${numbers[0]}`);
    expect(await page.locator('main article').textContent()).toContain('Pending');

    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('keeps a cart and checks out without JavaScript', async () => {
    const tab = await newPage(browser, { width: 360, javaScriptEnabled: false });
    const { page } = tab;
    await addToCart(page, MAIZE, { quantity: 2 });
    await page.goto('/cart');
    expect(await cartLines(page).count()).toBe(1);
    // The anonymous cart survives a reload (it lives in a cookie).
    await page.reload();
    expect(await page.locator('input[id^="qty-"]').inputValue()).toBe('2');
    const numbers = await checkout(page);
    expect(numbers).toHaveLength(1);
    await page.goto('/cart');
    expect(await page.locator('main').textContent()).toContain('Your cart is empty');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});

describe('favourites', () => {
  it('saving while logged out opens the popup and completes the save after login', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await page.goto(HAT, { waitUntil: 'networkidle' });
    await page.click('button:has-text("Save to favourites")');
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await dialog.locator('input[name="username"]').fill('buyer@musika.co.zw');
    await dialog.locator('input[name="password"]').fill('Buyer#2026!');
    await dialog.locator('button[type="submit"]:has-text("Log in")').click();
    // The popup closes and the stored follow-up (the save) runs.
    await expect.poll(() => page.locator('button[aria-pressed]').textContent()).toContain('Saved to favourites');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.goto('/account/favourite');
    expect(await page.locator('main').textContent()).toContain('Bucket Hat');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
