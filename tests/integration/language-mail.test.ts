/**
 * E-mails and notifications in the recipient's language (issue 33 §3, migration 0056): a registration's e-mails are
 * in the registering page's language and the account keeps it; the language switch stores a logged-in person's
 * choice (and refuses an unknown one in the page's words); notifications show in the reader's language on the
 * buyer's and the store's inbox, with no raw key and none of their English. English stays word for word.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits, outboxFor, registerAndConfirm } from './support/accounts';
import { businessId, buyerToken, checkout, P, placeOrder } from './support/buying';
import { loginAs, ORIGIN, visit } from './support/session';
import { RAW_KEY, visibleText } from './support/page-words';

const T = 60_000;
beforeEach(clearRateLimits);

const person = (email: string, language?: string) => ({
  email,
  password: 'Mutauro#2026!',
  whatsAppNumber: '263772146318',
  firstName: 'Rudo',
  lastName: 'Moyo',
  accountType: 'buyer',
  ...(language ? { language } : {}),
});

const languageOf = async (email: string) =>
  (await env.DB.prepare('select language from users where email = ?').bind(email).first<{ language: string }>())?.language;

describe.each([
  ['sn', 'Pedza kuvhura akaundi yako yeMusika', 'Rinki yako yekupinda muMusika', 'Shandisa rinki iyi kuti upinde muMusika'],
  ['nd', 'Qeda ukuvula i-akhawunti yakho yeMusika', 'Ilinki yakho yokungena kuMusika', 'Sebenzisa ilinki le ukuze ungene kuMusika'],
] as const)('e-mails in %s', (lang, confirmSubject, loginSubject, loginBody) => {
  it('a registration from a page in the language: its link, and the account’s later e-mails', { timeout: T }, async () => {
    const email = `mail-${lang}-${Date.now()}@musika.test`;
    await registerAndConfirm(person(email, lang));
    const [confirm] = await outboxFor(email, 'confirm_registration');
    expect(confirm.subject).toBe(confirmSubject);
    expect(confirm.body).not.toMatch(/Welcome to Musika|open this link|ignore this e-mail/);
    expect(await languageOf(email)).toBe(lang);

    const asked = await call('POST', '/auth/token', { body: { email } });
    expect(asked.status).toBe(200);
    const [login] = await outboxFor(email, 'login_link');
    expect(login.subject).toBe(loginSubject);
    expect(login.body).toContain(loginBody);
    expect(login.body).toMatch(/\/login\/\?email=/);
    expect(login.body).not.toMatch(/Use this link|expires in|If you did not ask/);
  });

  it('the register page passes its language on', { timeout: T }, async () => {
    const email = `page-${lang}-${Date.now()}@musika.test`;
    const body = new URLSearchParams({ ...person(email), accountType: 'BUYER', whatsAppNumber: '772146318', passwordConfirmation: 'Mutauro#2026!' });
    const answer = await visit('/register/', { lang }, { method: 'POST', body });
    expect(answer.status).toBe(200);
    const [confirm] = await outboxFor(email, 'confirm_registration');
    expect(confirm.subject).toBe(confirmSubject);
  });
});

it('English e-mails stay word for word', { timeout: T }, async () => {
  const email = `mail-en-${Date.now()}@musika.test`;
  await registerAndConfirm(person(email));
  const [confirm] = await outboxFor(email, 'confirm_registration');
  expect(confirm.subject).toBe('Finish creating your Musika account');
  expect(confirm.body).toMatch(/^Welcome to Musika\. To finish creating your account and log in, open this link within 24 hours \(it works once\): /);
  expect(await languageOf(email)).toBe('en');
  await call('POST', '/auth/token', { body: { email } });
  const [login] = await outboxFor(email, 'login_link');
  expect(login.subject).toBe('Your Musika login link');
  expect(login.body).toMatch(/^Use this link to log in to Musika\. It works once and expires in 15 minutes: /);
});

describe('the language switch', () => {
  it('stores a logged-in person’s language, and their next e-mail is in it', { timeout: T }, async () => {
    const email = `switch-${Date.now()}@musika.test`;
    await registerAndConfirm(person(email));
    const login = await visit(
      '/login/',
      {},
      { method: 'POST', body: new URLSearchParams({ intent: 'password', username: email, password: 'Mutauro#2026!', redirectTo: '/account' }) },
    );
    expect(login.status).toBe(302);
    const jar: Record<string, string> = {};
    for (const line of login.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar[pair.slice(0, at)] = pair.slice(at + 1);
    }
    const switched = await visit('/language', jar, {
      method: 'POST',
      body: new URLSearchParams({ lang: 'nd' }),
      headers: { referer: `${ORIGIN}/account` },
    });
    expect(switched.status).toBe(303);
    expect(await languageOf(email)).toBe('nd');
    await call('POST', '/auth/token', { body: { email } });
    expect((await outboxFor(email, 'login_link')).at(-1)?.subject).toBe('Ilinki yakho yokungena kuMusika');
    await visit('/language', jar, { method: 'POST', body: new URLSearchParams({ lang: 'sn' }) });
    expect(await languageOf(email)).toBe('sn');
  });

  it('refuses an unknown language in the page’s words', async () => {
    for (const [lang, words] of [
      ['sn', 'Mutauro uyu hauzivikanwe'],
      ['nd', 'Ulimi olungaziwayo'],
      ['en', 'Unknown language'],
    ]) {
      const answer = await visit('/language', { lang }, { method: 'POST', body: new URLSearchParams({ lang: 'fr' }) });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toBe(words);
    }
  });
});

describe('notifications in the reader’s language', () => {
  let order: { id: number; number: string };
  let buyerJar: Record<string, string>;
  let vendorJar: Record<string, string>;
  beforeAll(async () => {
    await clearRateLimits();
    const { status, json } = await placeOrder(checkout({ items: [{ product: P.jbl, variation: 0, quantity: 2 }] }), await buyerToken());
    if (status !== 201) throw new Error(`checkout answered ${status}: ${json.message}`);
    order = json.data.orders[0];
    ({ jar: buyerJar } = await loginAs('buyer'));
    ({ jar: vendorJar } = await loginAs('vendor', '/dashboard/'));
    await visit('/dashboard/', vendorJar);
    const body = new URLSearchParams({ businessId: String(await businessId('borrowdale-digital')), redirectTo: '/dashboard/' });
    await visit('/dashboard/switch-business', vendorJar, { method: 'POST', body });
  }, T);

  /** The list item of this order's notification, as text. */
  const itemOf = (html: string) => visibleText(html.match(/<li[\s\S]*?<\/li>/g)?.find((li) => li.includes(order.number)) ?? '');

  it.each([
    ['sn', `Odha ${'{n}'} yaitwa`, `Odha itsva ${'{n}'}`, 'Zviziviso', ['zvinhu 2', 'US$']],
    ['nd', `I-oda ${'{n}'} yenziwe`, `I-oda entsha ${'{n}'}`, 'Izaziso', ['izinto ezingu-2', 'US$']],
  ] as const)('%s: the buyer’s inbox and the store’s', { timeout: T }, async (lang, placed, fresh, heading, storeWords) => {
    const buyerPage = await (await visit('/account/inbox/notifications', { ...buyerJar, lang })).text();
    const buyerText = visibleText(/<main[\s\S]*<\/main>/.exec(buyerPage)?.[0] ?? buyerPage);
    expect(buyerText).toContain(heading);
    expect(buyerText).toContain(placed.replace('{n}', order.number));
    expect(buyerText).not.toMatch(RAW_KEY);
    const mine = itemOf(buyerPage);
    for (const english of ['placed', 'Your order with', 'is pending', 'We will tell you', 'Mark as read', 'Open', 'CAT'])
      expect(mine, english).not.toContain(english);
    for (const english of ['Mark all', 'Notifications', 'Back to shopping']) expect(buyerText, english).not.toContain(english);

    const storePage = await (await visit('/dashboard/inbox/notifications', { ...vendorJar, lang })).text();
    const storeText = visibleText(/<main[\s\S]*<\/main>/.exec(storePage)?.[0] ?? storePage);
    expect(storeText).toContain(fresh.replace('{n}', order.number));
    expect(storeText).not.toMatch(RAW_KEY);
    const theirs = itemOf(storePage);
    for (const word of storeWords) expect(theirs).toContain(word);
    for (const english of ['New order', 'ordered', 'items from', 'delivery to', 'Payment:', 'cash on delivery', 'Mark as read', 'Open'])
      expect(theirs, english).not.toContain(english);
    for (const english of ['Mark all', 'Notifications', 'Messages', ' unread']) expect(storeText, english).not.toContain(english);
  });

  it('English shows the stored words as before', { timeout: T }, async () => {
    const text = visibleText(await (await visit('/account/inbox/notifications', { ...buyerJar, lang: 'en' })).text());
    expect(text).toContain(`Order ${order.number} placed`);
    expect(text).toContain('is pending. We will tell you here when the store updates it.');
    expect(text).toContain('Notifications');
  });
});
