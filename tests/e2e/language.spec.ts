/**
 * Shopping in chiShona and isiNdebele (issue 33 §3, decision 030), with JavaScript and without: the buyer picks
 * the language with the switch under the header, then finds a product, adds it to the cart and opens the cart,
 * and none of the English those screens used to show appears on the way. The checkout, payment and thank-you
 * screens are not translated yet (decision 030's list of what is left), so the journey stops at the cart.
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

const MAIZE = '/product/mealie-meal-10kg-pearl-133/';

/** The English of the translated screens (brand names excepted): none may show in the other languages. */
const ENGLISH = [
  'Skip to content',
  'Search products',
  'Prices in US dollars',
  "Today's deals →",
  'Add to cart',
  'Added to your cart',
  'View cart',
  'Your cart',
  'Go to checkout',
  'Empty the cart',
  'Subtotal from',
  'Delivery is added at checkout',
];

const LANGUAGES = [
  { lang: 'sn', name: 'chiShona', search: 'Tsvaga', addToCart: 'Isa mutswanda', cartTitle: 'Tswanda rako', checkout: 'Enda kunobhadhara' },
  {
    lang: 'nd',
    name: 'isiNdebele',
    search: 'Dinga',
    addToCart: 'Faka ebhasikidini',
    cartTitle: 'Ibhasikidi lakho',
    checkout: 'Qhubekela ekubhadaleni',
  },
] as const;

/** Visible words and the labels read aloud. */
async function wordsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label],[placeholder],[title]')].map((el) =>
      ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').join(' '),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees, not the inline scripts' text.
    return `${document.body.innerText} ${labels.join(' ')} ${document.title}`;
  });
}

async function expectNoEnglish(page: Page) {
  const words = await wordsOf(page);
  for (const english of ENGLISH) expect(words, english).not.toContain(english);
}

describe.each(LANGUAGES)('shopping in $name', ({ lang, name, search, addToCart, cartTitle, checkout }) => {
  it.each([
    { js: true, width: 1280 },
    { js: false, width: 360 },
  ])(`switches to ${name}, adds to the cart and opens it (JavaScript $js, $width px)`, async ({ js, width }) => {
    const { page } = await newPage(browser, { width, javaScriptEnabled: js });
    await page.goto('/');
    // The switch: a disclosure in the category row, its languages named in themselves.
    await page.locator('summary', { hasText: /^Language: English$/ }).click();
    await page.locator(`form[action="/language"] button[value="${lang}"]`).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.locator('header button[type="submit"]').first().textContent()).toBe(search);
    await expectNoEnglish(page);

    await page.goto(MAIZE);
    await expectNoEnglish(page);
    await screenshot(page, `language-${lang}-product-${width}${js ? '' : '-nojs'}`);
    await page.click(`form[aria-label="${addToCart}"] button[type="submit"]`);
    await page.waitForURL(/added=1/);
    await expectNoEnglish(page);

    await page.goto('/cart/');
    await expect.poll(() => page.locator('h1').textContent()).toBe(cartTitle);
    expect(await page.locator('main a', { hasText: checkout }).count()).toBe(1);
    await expectNoEnglish(page);
    await screenshot(page, `language-${lang}-cart-${width}${js ? '' : '-nojs'}`);
    // Not translated yet (decision 030): the header and footer only. Kept in the screenshots so its state is seen.
    await page.click(`main a:has-text("${checkout}")`);
    await page.waitForURL(/\/checkout\/?$/);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await screenshot(page, `language-${lang}-checkout-${width}${js ? '' : '-nojs'}`);
  });
});
