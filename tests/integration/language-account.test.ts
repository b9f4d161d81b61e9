/**
 * The buyer's account in chiShona and isiNdebele (issue 33 §3): the seeded buyer's overview, orders, one order,
 * offers, one offer, buyer requests (list and one), favourites and profile & password render in the `lang`
 * cookie's language with no raw message key and none of their English; validation messages follow the language;
 * English reads as before.
 */
import { describe, expect, it } from 'vitest';
import { loginAs, visit } from './support/session';
import { RAW_KEY } from './support/page-words';

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** English these screens used to show (attributes included: labels are read aloud). */
const ENGLISH: Record<string, string[]> = {
  menu: ['>Overview<', '>Favourites<', '>Profile &amp; password<', '>Log out<', 'aria-label="Account menu"'],
  overview: ['Hello,', 'Buyer account', 'Edit your name, WhatsApp and password', 'Address used for delivery and receipts', 'Looking for something?'],
  orders: ['Your orders', 'Pending — waiting', 'Completed', 'No orders yet'],
  order: ['>Subtotal<', '>Total<', 'placed ', 'All your orders', 'Pay on delivery or collection', '>Items<'],
  offers: ['Offers you made', 'Open offers expire', 'Waiting for the store', 'your move'],
  offer: ['Offer on ', 'aria-label="Moves"', ' each.', 'Message (optional)', 'Withdraw my offer', 'Waiting for the other side', 'With '],
  requests: ['What people across Zimbabwe', 'Post your own request', 'All categories', '>Find<', 'placeholder="Words"', ' answers<'],
  request: ['Answers from stores', 'Change the request', 'Close it: I found', 'aria-label="Answers"', 'budget '],
  favourites: ['Nothing saved yet', 'from favourites', '>Remove<'],
  settings: [
    '>First name<',
    '>Last name<',
    '>Display name<',
    'WhatsApp number<',
    'Save profile',
    'Current password',
    'Sign-in methods',
    'Password: set.',
  ],
};

const firstLink = (html: string, prefix: string) => {
  const match = new RegExp(`href="(${prefix}[^"]+)"`).exec(html);
  if (!match) throw new Error(`no link to ${prefix}`);
  return match[1];
};

async function page(path: string, jar: Record<string, string>) {
  const response = await visit(path, jar);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The page's own part (header and footer are the chrome's, tested in language-pages). */
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

function expectTranslated(html: string, lang: string, screens: string[], expected: string[]) {
  expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
  const text = visibleText(html);
  expect(text).not.toMatch(RAW_KEY);
  const main = mainOf(html);
  expect(main).not.toBe('');
  for (const screen of screens) for (const english of ENGLISH[screen]) expect(main, `${screen}: ${english}`).not.toContain(english);
  for (const words of expected) expect(text).toContain(words);
}

describe.each([
  ['sn', 'Maodha ako', 'Mitengo yawakapa', 'Zvinodiwa nevatengi', 'Zvandinofarira', 'Chengeta ruzivo rwangu', 'Mhoro,'],
  ['nd', 'Ama-oda akho', 'Amanani owanikelayo', 'Okudingwa ngabathengi', 'Engikuthandayo', 'Gcina imininingwane yami', 'Sawubona,'],
] as const)('the buyer’s account in %s', (lang, orders, offersMade, requests, favourites, saveProfile, hello) => {
  it('shows overview, orders, an order, offers, an offer, requests, favourites and settings with no English or raw key', async () => {
    const { jar } = await loginAs('buyer');
    jar.lang = lang;

    expectTranslated(await page('/account', jar), lang, ['menu', 'overview'], [hello]);

    const ordersHtml = await page('/account/orders', jar);
    expectTranslated(ordersHtml, lang, ['menu', 'orders'], [orders]);
    expect(ordersHtml).toContain(`<title>${orders} — Musika</title>`);
    const orderHtml = await page(firstLink(ordersHtml, '/account/order/'), jar);
    expectTranslated(orderHtml, lang, ['menu', 'order'], []);

    const offersHtml = await page('/account/inbox/offers', jar);
    expectTranslated(offersHtml, lang, ['menu', 'offers'], [offersMade]);
    expectTranslated(await page(firstLink(offersHtml, '/account/inbox/offers/'), jar), lang, ['menu', 'offer'], []);

    const requestsHtml = await page('/buyer-requests-list', jar);
    expectTranslated(requestsHtml, lang, ['requests'], [requests]);
    expectTranslated(await page(firstLink(requestsHtml, '/buyer-requests-list/'), jar), lang, ['request'], []);

    const favouritesHtml = await page('/account/favourite', jar);
    expectTranslated(favouritesHtml, lang, ['menu', 'favourites'], [favourites]);

    expectTranslated(await page('/account/settings', jar), lang, ['menu', 'settings'], [saveProfile]);
  });
});

describe('account messages in the page’s language', () => {
  it.each([
    ['sn', 'Pasiwedhi inofanira kuva nemavara 8 kana kupfuura'],
    ['nd', 'Iphasiwedi kumele ibe lezinhlamvu ezingu-8 kumbe ngaphezulu'],
    ['en', 'Password must be at least 8 characters'],
  ] as const)('%s: a new password too short', async (lang, message) => {
    const { jar } = await loginAs('buyer');
    jar.lang = lang;
    const body = new URLSearchParams({ intent: 'password', currentPassword: 'x', newPassword: 'short', newPasswordConfirmation: 'short' });
    const answer = await visit('/account/settings', jar, { method: 'POST', body });
    expect(answer.status).toBe(400);
    expect(visibleText(await answer.text())).toContain(message);
  });
});

describe('the buyer’s account in English', () => {
  it('reads exactly as before translation', async () => {
    const { jar } = await loginAs('buyer');
    const ordersHtml = await page('/account/orders', jar);
    expect(ordersHtml).toContain('<title>Your orders — Musika</title>');
    expect(ordersHtml).toContain('aria-label="Account menu"');
    const orderText = visibleText(await page(firstLink(ordersHtml, '/account/order/'), jar));
    for (const words of ['Subtotal', 'Total', 'All your orders', ' · placed ']) expect(orderText).toContain(words);
    const offersText = visibleText(await page('/account/inbox/offers', jar));
    for (const words of ['Offers you made', 'Open offers expire 7 days after the last move.']) expect(offersText).toContain(words);
    expect(visibleText(await page('/account/settings', jar))).toContain('Sign-in methods');
  });
});
