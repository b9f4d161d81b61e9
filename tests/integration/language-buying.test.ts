/**
 * The buying pages translated so far (issue 33 §3, decision 030): the product page's add-to-cart form and the
 * cart, in chiShona and isiNdebele, for an anonymous buyer whose switch set the `lang` cookie. No English of
 * theirs shows, no raw key shows, and English stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { P, product } from './support/buying';
import { visit } from './support/session';
import { RAW_KEY } from './support/page-words';

const addForm = (productId: number, slug: string) => new URLSearchParams({ intent: 'add', productId: String(productId), slug, quantity: '2' });

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The English these screens used to show (attributes included: labels are read aloud). */
const PRODUCT_ENGLISH = ['aria-label="Add to cart"', '>Add to cart<', '>Quantity<'];
const CART_ENGLISH = [
  'Your cart',
  'Go to checkout',
  'Empty the cart',
  'Subtotal from',
  'Delivery is added at checkout',
  ' each',
  '>Update<',
  '>Remove<',
];

describe.each([
  ['sn', 'Isa mutswanda', 'Tswanda rako', 'Zvinhu 2 kubva kuchitoro 1'],
  ['nd', 'Faka ebhasikidini', 'Ibhasikidi lakho', 'Izinto 2 esitolo 1'],
] as const)('buying in %s', (lang, addToCart, cartTitle, summary) => {
  it('shows the product page’s add-to-cart form and the cart in the language, with no English or raw key', async () => {
    const { slug } = await product(P.fertiliser);
    const jar: Record<string, string> = { lang };
    const productHtml = await (await visit(`/product/${slug}/`, jar)).text();
    expect(productHtml).toContain(`aria-label="${addToCart}"`);
    for (const english of PRODUCT_ENGLISH) expect(productHtml).not.toContain(english);

    await visit('/cart/', jar, { method: 'POST', body: addForm(P.fertiliser, slug) });
    const cartHtml = await (await visit('/cart/', jar)).text();
    expect(cartHtml).toMatch(new RegExp(`<html lang="${lang}"`));
    expect(cartHtml).toContain(`<title>${cartTitle} — Musika</title>`);
    const text = visibleText(cartHtml);
    expect(text).toContain(summary);
    expect(text).not.toMatch(RAW_KEY);
    for (const english of CART_ENGLISH) expect(cartHtml).not.toContain(english);
  });
});

describe('cart validation in the page’s language', () => {
  it.each([
    ['sn', 'Kwete kupfuura 99 panguva imwe'],
    ['nd', 'Hatshi ngaphezu kuka-99 ngesikhathi esisodwa'],
    ['en', 'At most 99 at a time'],
  ] as const)('%s: too many of a line', async (lang, message) => {
    const { slug } = await product(P.fertiliser);
    const jar: Record<string, string> = { lang };
    await visit('/cart/', jar, { method: 'POST', body: addForm(P.fertiliser, slug) });
    const tooMany = new URLSearchParams({ intent: 'update', productId: String(P.fertiliser), variationId: '0', quantity: '150' });
    const answer = await visit('/cart/', jar, { method: 'POST', body: tooMany });
    expect(answer.status).toBe(400);
    expect(visibleText(await answer.text())).toContain(message);
  });
});

describe('buying in English', () => {
  it('says exactly what it said before translation', async () => {
    const { slug } = await product(P.fertiliser);
    const jar: Record<string, string> = {};
    await visit('/cart/', jar, { method: 'POST', body: addForm(P.fertiliser, slug) });
    const text = visibleText(await (await visit('/cart/', jar)).text());
    for (const english of [
      'Your cart',
      'Go to checkout',
      'Empty the cart',
      '2 items from 1 store',
      'Delivery is added at checkout. Each store sends its own order.',
    ]) {
      expect(text).toContain(english);
    }
  });
});
