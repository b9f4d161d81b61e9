/**
 * Shopping in chiShona and isiNdebele (issue 33 §3, decision 030), with JavaScript and without: the buyer picks
 * the language with the switch under the header, then finds a product, adds it to the cart, opens the cart and
 * checks out as a guest, paying on collection, to the thank-you page. None of the English those screens used to
 * show appears on the way, and no page on the way shows any of the common English interface words (content the
 * site does not write, such as product and store names, is marked translate="no").
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { englishWordsIn, readerWords } from './support/english-words';

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
  {
    lang: 'sn',
    name: 'chiShona',
    search: 'Tsvaga',
    addToCart: 'Isa mutswanda',
    cartTitle: 'Tswanda rako',
    checkout: 'Enda kunobhadhara',
    checkoutTitle: 'Kubhadhara',
    nameRequired: 'Zita rako rinodiwa',
    thanks: 'Maita basa — odha yako yaiswa',
  },
  {
    lang: 'nd',
    name: 'isiNdebele',
    search: 'Dinga',
    addToCart: 'Faka ebhasikidini',
    cartTitle: 'Ibhasikidi lakho',
    checkout: 'Qhubekela ekubhadaleni',
    checkoutTitle: 'Ukubhadala',
    nameRequired: 'Ibizo lakho liyadingeka',
    thanks: 'Siyabonga — i-oda yakho ifakiwe',
  },
] as const;

/**
 * No English on the way: none of the common English interface words anywhere a reader sees or hears
 * (support/english-words.ts; content the site does not write is marked translate="no"), and none of the
 * translated screens' own English sentences.
 */
async function expectNoEnglish(page: Page) {
  const words = await readerWords(page);
  // The failure names the phrases the words were found in.
  const phrases = englishWordsIn(words).map((w) => words.match(new RegExp(`.{0,40}\\b${w}\\b.{0,40}`, 'i'))?.[0]);
  expect(phrases, page.url()).toEqual([]);
  for (const english of ENGLISH) expect(words, english).not.toContain(english);
}

describe.each(LANGUAGES)('shopping in $name', ({ lang, name, search, addToCart, cartTitle, checkout, checkoutTitle, nameRequired, thanks }) => {
  it.each([
    { js: true, width: 1280 },
    { js: false, width: 360 },
  ])(
    `switches to ${name}, adds to the cart and checks out paying on collection (JavaScript $js, $width px)`,
    async ({ js, width }) => {
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

      // Checkout as a guest: a validation error first (no name), in the language, then pay on collection.
      await page.click(`main a:has-text("${checkout}")`);
      await page.waitForURL(/\/checkout\/?$/);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await expect.poll(() => page.locator('h1').textContent()).toBe(checkoutTitle);
      await expectNoEnglish(page);
      await screenshot(page, `language-${lang}-checkout-${width}${js ? '' : '-nojs'}`);
      const form = page.locator('main form[method="post"]');
      await form.locator('input[name="phone"]').fill('0772111222');
      await form.locator('input[name="fulfilment"][value="COLLECTION"]').check();
      await form.locator('input[name="paymentMethod"][value="CASH_ON_DELIVERY"]').check();
      // The browser's own check would stop an empty required name: the server's answer is what is tested.
      await form.evaluate((f) => f.setAttribute('novalidate', ''));
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => page.locator('main').textContent()).toContain(nameRequired);
      await expectNoEnglish(page);
      await form.locator('input[name="name"]').fill('Chipo Ndlovu');
      await form.locator('input[name="phone"]').fill('0772111222');
      await form.locator('input[name="fulfilment"][value="COLLECTION"]').check();
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(/\/thank-you/);
      await expect.poll(() => page.locator('h1').textContent()).toBe(thanks);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      await expectNoEnglish(page);
      await screenshot(page, `language-${lang}-thank-you-${width}${js ? '' : '-nojs'}`);
    },
    90_000,
  );
});
