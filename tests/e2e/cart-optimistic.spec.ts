/**
 * Cart changes with JavaScript are optimistic: they show before the server answers and roll back with the
 * error message when it refuses. Logged in they go through graphcache and /session/graphql; anonymous,
 * as fetcher posts to the cart action. Requests are held with page.route to look at the page meanwhile.
 */
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../app/lib/money';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { registerThroughEmail } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SOLAR = '/product/solar-panel-400w-mono-50/';
const MAIZE = '/product/mealie-meal-10kg-pearl-133/';

async function register(page: Page) {
  // A buyer of our own: the seeded buyer's cart belongs to the buying journey. The e-mailed link logs it in.
  const email = `tendai.${Date.now()}@example.co.zw`;
  await registerThroughEmail(page, { firstName: 'Tendai', lastName: 'Moyo', email, whatsAppNumber: '0772555666', password: 'Mbare#Musika1' });
}

async function addToCart(page: Page, path: string) {
  await page.goto(path);
  await page.click('form[aria-label="Add to cart"] button[type="submit"]');
  await page.waitForURL(/added=1/);
}

/** The cart page, hydrated (its forms are taken over only once React runs). */
async function openCart(page: Page) {
  await page.goto('/cart', { waitUntil: 'networkidle' });
}

const lineOf = (page: Page, name: string) => page.locator('main section[aria-label^="From "] li').filter({ hasText: name });
const summary = (page: Page) => page.locator('aside[aria-label="Order summary"]');
const alert = (page: Page) => page.locator('main [role="alert"]');

/** Unit price of a line in cents, read from its "$x each". */
async function unitCents(line: Locator) {
  const text = (await line.textContent()) ?? '';
  const price = /\$([\d,]+\.\d{2}) each/.exec(text)?.[1];
  if (!price) throw new Error(`no unit price in: ${text}`);
  return Math.round(Number(price.replace(/,/g, '')) * 100);
}

/** Requests to `url` wait in `held` until the test lets them go (continue) or answers them (fulfill). */
async function hold(page: Page, url: string | ((u: URL) => boolean), method = 'POST') {
  const held: Route[] = [];
  await page.route(url, (route) => (route.request().method() === method ? void held.push(route) : route.continue()));
  return held;
}

async function changeQuantity(page: Page, name: string, quantity: number) {
  await lineOf(page, name).locator('input[name="quantity"]').fill(String(quantity));
  await lineOf(page, name).locator('button:has-text("Update")').click();
}

describe('optimistic cart', () => {
  it('logged in: a new quantity and its totals show before the server answers, and stay after a reload', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await register(page);
    await addToCart(page, SOLAR);
    await addToCart(page, MAIZE);
    await openCart(page);
    const solar = await unitCents(lineOf(page, 'Solar Panel'));
    const maize = await unitCents(lineOf(page, 'Mealie Meal'));

    const held = await hold(page, '**/session/graphql');
    await changeQuantity(page, 'Mealie Meal', 3);
    await expect.poll(() => held.length).toBe(1);
    // Held at the network: what shows now is the optimistic cart.
    await expect.poll(() => lineOf(page, 'Mealie Meal').locator('strong').textContent()).toBe(formatMoney(3 * maize));
    expect(await summary(page).textContent()).toContain(formatMoney(solar + 3 * maize));
    expect(await summary(page).textContent()).toContain('4 items from 2 stores');
    await screenshot(page, 'cart-optimistic-in-flight-360');

    await held[0].continue();
    await page.unroute('**/session/graphql');
    // After the answer the header's count is the server's.
    await expect.poll(() => page.locator('header').textContent()).toContain('Cart (4)');
    await page.reload();
    expect(await lineOf(page, 'Mealie Meal').locator('input[name="quantity"]').inputValue()).toBe('3');
    expect(await summary(page).textContent()).toContain(formatMoney(solar + 3 * maize));
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('logged in: a refused change rolls back to the old quantity and total and shows the message', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    tab.allowStatus('/session/graphql', 500);
    await register(page);
    await addToCart(page, SOLAR);
    await addToCart(page, MAIZE);
    await openCart(page);
    const solar = await unitCents(lineOf(page, 'Solar Panel'));
    const maize = await unitCents(lineOf(page, 'Mealie Meal'));
    const before = formatMoney(solar + maize);

    // The server refuses with a user error: the cart from before comes back, not an empty one.
    let held = await hold(page, '**/session/graphql');
    await changeQuantity(page, 'Mealie Meal', 5);
    await expect.poll(() => held.length).toBe(1);
    await expect.poll(() => summary(page).textContent()).toContain(formatMoney(solar + 5 * maize));
    await held[0].fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        data: {
          updateCartLine: { __typename: 'CartPayload', cart: null, userErrors: [{ __typename: 'UserError', message: 'Only 4 left in stock' }] },
        },
      }),
    });
    await expect.poll(() => alert(page).textContent()).toBe('Only 4 left in stock');
    expect(await lineOf(page, 'Mealie Meal').locator('input[name="quantity"]').inputValue()).toBe('1');
    expect(await lineOf(page, 'Mealie Meal').locator('strong').textContent()).toBe(formatMoney(maize));
    expect(await summary(page).textContent()).toContain(before);
    await page.unroute('**/session/graphql');

    // The request fails outright: the removed line comes back with the catalogue's message.
    held = await hold(page, '**/session/graphql');
    await lineOf(page, 'Solar Panel').locator('button:has-text("Remove")').click();
    await expect.poll(() => held.length).toBe(1);
    await expect.poll(() => lineOf(page, 'Solar Panel').count()).toBe(0);
    expect(await alert(page).count()).toBe(0);
    await held[0].fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    await expect.poll(() => alert(page).textContent()).toBe('Network error');
    expect(await lineOf(page, 'Solar Panel').count()).toBe(1);
    expect(await summary(page).textContent()).toContain(before);
    await page.unroute('**/session/graphql');

    // Nothing reached the server cart.
    await page.reload();
    expect(await lineOf(page, 'Mealie Meal').locator('input[name="quantity"]').inputValue()).toBe('1');
    expect(await lineOf(page, 'Solar Panel').count()).toBe(1);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('anonymous: a change the server refuses rolls back and shows its message', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    tab.allowStatus('/cart.data', 400);
    await addToCart(page, MAIZE);
    await openCart(page);
    const maize = await unitCents(lineOf(page, 'Mealie Meal'));

    // The field's max stops this in a browser; without it (an old page, say) the action is the judge.
    await lineOf(page, 'Mealie Meal')
      .locator('input[name="quantity"]')
      .evaluate((input) => input.removeAttribute('max'));
    const held = await hold(page, (url) => url.pathname === '/cart.data');
    await changeQuantity(page, 'Mealie Meal', 150);
    await expect.poll(() => held.length).toBe(1);
    await expect.poll(() => lineOf(page, 'Mealie Meal').locator('strong').textContent()).toBe(formatMoney(99 * maize));
    await held[0].continue();
    await expect.poll(() => alert(page).textContent()).toBe('At most 99 at a time');
    expect(await lineOf(page, 'Mealie Meal').locator('strong').textContent()).toBe(formatMoney(maize));
    expect(await lineOf(page, 'Mealie Meal').locator('input[name="quantity"]').inputValue()).toBe('1');
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });

  it('anonymous: a removed line disappears at once and stays gone after a reload', async () => {
    const tab = await newPage(browser, { width: 360 });
    const { page } = tab;
    await addToCart(page, SOLAR);
    await addToCart(page, MAIZE);
    await openCart(page);
    const solar = await unitCents(lineOf(page, 'Solar Panel'));

    const held = await hold(page, (url) => url.pathname === '/cart.data');
    await lineOf(page, 'Mealie Meal').locator('button:has-text("Remove")').click();
    await expect.poll(() => held.length).toBe(1);
    await expect.poll(() => lineOf(page, 'Mealie Meal').count()).toBe(0);
    expect(await page.locator('main section[aria-label^="From "]').count()).toBe(1);
    expect(await summary(page).textContent()).toContain(formatMoney(solar));

    await held[0].continue();
    await expect.poll(() => page.locator('header').textContent()).toContain('Cart (1)');
    await page.reload();
    expect(await lineOf(page, 'Mealie Meal').count()).toBe(0);
    expect(await lineOf(page, 'Solar Panel').count()).toBe(1);
    expect(tab.problems()).toEqual([]);
    await tab.close();
  });
});
