/**
 * No page of the main journeys is wider than a 360 px phone, logged out and logged in (issue: with a login
 * and an item in the cart the header made every page 381 px wide, so every page scrolled sideways).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, type TrackedPage } from './support/browser';
import { login } from './support/session';

const WIDTH = 360;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SOLAR = '/product/solar-panel-400w-mono-50/';
/** Plenty in stock, so a dozen fit in the cart. */
const MAIZE = '/product/mealie-meal-10kg-pearl-133/';

/** Browsing, searching, stores, content and the not-found screen: anyone sees these. */
const PUBLIC_PAGES = [
  '/',
  '/category',
  '/category/electronics',
  '/real-estate',
  '/motor-vehicles/near-you?city=harare',
  '/popular-categories',
  '/search?term=solar',
  '/search?term=zzqxjv',
  SOLAR,
  '/product/bucket-hat-zimbabwe-colours-171/',
  '/shop/featured/',
  '/vendors',
  '/vendors?term=digital',
  '/vendor/borrowdale-digital',
  '/store-finder',
  '/buyer-requests-list',
  '/cart',
  '/checkout',
  '/order-tracking',
  '/login/',
  '/register/',
  '/password-reset/',
  '/how-to-sell/',
  '/contact-us-info/',
  '/nothing-here',
];

/** The account area, for a logged-in buyer. */
const ACCOUNT_PAGES = [
  '/account',
  '/account/orders',
  '/account/favourite',
  '/account/inbox/notifications',
  '/account/inbox/offers',
  '/account/billing-details',
  '/account/settings',
  '/account/subscriptions',
  '/buyer-requests',
];

/** What sticks out past the right edge, to say why a page is too wide. */
function overflowing(page: Page) {
  return page.evaluate((width) => {
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !inScroller(el))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}" → ${Math.round(el.getBoundingClientRect().right)} px`,
      );
  }, WIDTH);
}

async function expectFits(tab: TrackedPage, paths: string[], label: string) {
  const tooWide: string[] = [];
  for (const path of paths) {
    await tab.page.goto(path);
    const scrollWidth = await tab.page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > WIDTH) tooWide.push(`${path}: ${scrollWidth} px (${(await overflowing(tab.page)).join('; ')})`);
  }
  expect(tooWide, `${label}: pages wider than ${WIDTH} px`).toEqual([]);
}

async function addToCart(page: Page, path: string, quantity: number) {
  await page.goto(path);
  await page.fill('form[aria-label="Add to cart"] input[name="quantity"]', String(quantity));
  await page.click('form[aria-label="Add to cart"] button[type="submit"]');
  await page.waitForURL(/added=1/);
}

/** The seeded buyer's cart is shared with the buying journey: start and leave it empty, whichever runs first. */
async function emptyCart(page: Page) {
  await page.goto('/cart');
  const clear = page.locator('button:has-text("Empty the cart")');
  if ((await clear.count()) === 0) return;
  await clear.click();
  await expect.poll(() => page.locator('header').textContent()).not.toMatch(/Cart \(\d+\)/);
}

describe('no page is wider than the viewport at 360 px', () => {
  it('logged out, with something in the cart', async () => {
    const tab = await newPage(browser, { width: WIDTH });
    tab.allowStatus('/nothing-here', 404);
    await addToCart(tab.page, SOLAR, 2);
    await expectFits(tab, PUBLIC_PAGES, 'logged out');
    await tab.page.goto('/');
    await screenshot(tab.page, 'mobile-layout-home-logged-out-360');
    await tab.close();
  });

  it('logged in, with a two-digit cart count and the notification bell', async () => {
    const tab = await newPage(browser, { width: WIDTH });
    tab.allowStatus('/nothing-here', 404);
    await login(tab.page, 'buyer@musika.co.zw', 'Buyer#2026!');
    await emptyCart(tab.page);
    await addToCart(tab.page, MAIZE, 12);
    // The URL says "added" at once; the badge follows when the header has been read again.
    await expect.poll(() => tab.page.locator('header').textContent()).toContain('Cart (12)');
    await expectFits(tab, [...PUBLIC_PAGES, ...ACCOUNT_PAGES], 'logged in');
    await tab.page.goto('/');
    await screenshot(tab.page, 'mobile-layout-home-logged-in-360');
    await emptyCart(tab.page);
    await tab.close();
  });

  it('logged in as a vendor with businesses, offers and notifications', async () => {
    const tab = await newPage(browser, { width: WIDTH });
    await login(tab.page, 'vendor@musika.co.zw', 'Vendor#2026!');
    await expectFits(
      tab,
      ['/', '/account', '/account/inbox/offers', '/account/inbox/notifications', '/buyer-requests-list', '/vendor/borrowdale-digital'],
      'vendor',
    );
    await tab.close();
  });
});

describe('the Help button covers nothing on a phone (issue 31)', () => {
  const help = (page: Page) => page.getByRole('link', { name: 'Help: send feedback or chat with us' });

  it('at 360 px it stands after the page content, not over prices; on a desktop it floats', async () => {
    const phone = await newPage(browser, { width: WIDTH });
    await phone.page.goto(SOLAR);
    const position = await help(phone.page).evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe('static');
    const button = await help(phone.page).boundingBox();
    const main = await phone.page.locator('main').boundingBox();
    if (!button || !main) throw new Error('Help button or main not rendered');
    // Below everything the page holds (the price, the buttons, the order's lines), so it covers none of it.
    expect(button.y).toBeGreaterThanOrEqual(main.y + main.height);
    await phone.close();

    const desktop = await newPage(browser, { width: 1280 });
    await desktop.page.goto(SOLAR);
    expect(await help(desktop.page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await desktop.close();
  });
});
