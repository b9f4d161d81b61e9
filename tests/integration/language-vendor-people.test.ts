/**
 * The store's people in chiShona and isiNdebele (issue 33 §3): customers, followers, the newsletter form, the
 * storefront's follow refusal, the store's and the operator's API clients, and the store's appointments render
 * in the language with no raw message key and none of their English; each form's validation and the API's
 * refusals (read by their wording) answer in the language; English is unchanged.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { totpAt } from '../../backend/operators/totp';
import { clearRateLimits } from './support/accounts';
import { freshBusiness } from './support/analytics';
import { book, bookingShop, dayOffset, slotAt } from './support/bookings';
import { form, open, vendorWith } from './support/dashboard-pages';
import { bulkFollowers } from './support/followers';
import { OPERATOR_IDS, OPERATOR_PASSWORD, SEEDED_SECRET } from './support/operators';
import { RAW_KEY, mainWords, visibleText } from './support/page-words';
import { cookiesFrom, visit } from './support/session';
import { buyerToken } from './support/vendor-catalogue';

const T = 60_000;
beforeEach(clearRateLimits);

/** The admin through the app's own login forms (password, then the authenticator code), as a browser would. */
async function operatorJar() {
  await env.DB.prepare('update operator_totp set last_step = null where user_id = ?').bind(OPERATOR_IDS.admin).run();
  const jar: Record<string, string> = {};
  const body = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams({ ...fields, redirectTo: '/admin/' }) });
  cookiesFrom(await visit('/login/', jar, body({ intent: 'password', username: 'admin@musika.co.zw', password: OPERATOR_PASSWORD })), jar);
  const code = await visit('/login/', jar, body({ intent: 'totp', code: await totpAt(SEEDED_SECRET, Date.now()) }));
  if (code.status !== 302) throw new Error(`the code step answered ${code.status}`);
  return cookiesFrom(code, jar);
}
let admin: Record<string, string>;
beforeAll(async () => {
  await clearRateLimits();
  admin = await operatorJar();
}, T);
// Other files pin their operator codes to a fixed clock: leave the account's last used step as they expect.
afterAll(() => env.DB.prepare('update operator_totp set last_step = null where user_id = ?').bind(OPERATOR_IDS.admin).run());

/** One completed order of `name` at the business, straight into D1 (a customer is anyone who ordered). */
async function seedCustomer(businessId: number, name: string) {
  const number = `LVP-${crypto.randomUUID()}`;
  const at = new Date().toISOString();
  await env.DB.prepare(
    `insert into orders (number, checkout_id, idempotency_key, business_id, status, customer_name, customer_phone, fulfilment, delivery_address,
       subtotal_cents, total_cents, payment_method, created_at, updated_at)
     values (?1, ?1, ?1, ?2, 'completed', ?3, ?4, 'collection', null, 1250, 1250, 'cash_on_delivery', ?5, ?5)`,
  )
    .bind(number, businessId, name, `0771${String(Date.now() % 1e6).padStart(6, '0')}`, at)
    .run();
}

/** The page's own words in `main` (content marked translate="no" left out), checked for keys and English. */
async function words(path: string, jar: Record<string, string>, english: readonly string[], init?: RequestInit) {
  const response = init ? await visit(path, jar, init) : await open(path, jar);
  const html = await response.text();
  const text = mainWords(html);
  expect(text, path).not.toMatch(RAW_KEY);
  for (const phrase of english) expect(text, `${path}: "${phrase}"`).not.toContain(phrase);
  expect(text, path).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|CAT\b/);
  return { status: response.status, html, text: visibleText(html) };
}

const CUSTOMERS = ['Customer list', 'Export CSV', 'Name or phone', 'Search', 'customer', 'people who ordered', 'phone number', 'City', 'Total spent'];
const NO_MATCH = ['No customer matches', 'Show everyone'];
const FOLLOWERS = ['Followers', 'follower', 'get your newsletter', 'Following since', 'Subscribed', 'Send your followers'];
const NEWSLETTER = ['Write to the', 'who get your newsletter', 'Subject', 'Message', 'Plain text', 'Send to', 'Sent newsletters', 'No newsletter'];
const SENT = ['on its way', 'next newsletter', 'sent to', 'Sent newsletters'];
const API_CLIENTS = ['An application sends', 'hourly budget', 'Register a client', 'Name of the application', 'Contact e-mail', 'Register client'];
const CARDS = ['Client id', 'Owner and contact', 'Budget', 'cost points', 'Registered', 'Revoke', 'is registered', 'is revoked'];
const ADMIN = ['API clients', 'Name, owner, e-mail or id', 'clients', 'by a store owner', 'by an operator'];
const APPOINTMENTS = ['Open the calendar', 'Your services', 'Show past ones too', 'Needs your answer', 'Accept', 'Confirm', 'Decline'];
const ACTIONS = ['Message to the buyer', 'Another day', 'Time (Harare)', 'Propose this time', 'Appointment', 'Hire', 'Total'];

describe.each([
  ['sn', 'Ipa tsamba yenhau musoro wenyaya', 'Nyora imeri yekutaura naye', 'yabviswa', 'Haugoni kutevera', 'Yabvumirwa: mutengi aziviswa.'],
  ['nd', 'Nika incwadi yezindaba isihloko', 'Faka i-imeyili yokuxhumana', 'isusiwe', 'Ungeke ulandele', 'Kuvunyiwe: umthengi wazisiwe.'],
] as const)('the store’s people in %s', (lang, subjectError, emailError, revoked, ownFollow, accepted) => {
  it('customers, one search and its empty answer', { timeout: T }, async () => {
    const shop = await freshBusiness();
    await seedCustomer(shop.id, 'Tendai Lang');
    const jar = { ...(await vendorWith(shop.id)), lang };
    const all = await words('/dashboard/all-customers/', jar, CUSTOMERS);
    expect(all.text).toContain('Tendai Lang');
    expect(all.text).toContain(lang === 'sn' ? 'Mutengi 1' : 'Umthengi o-1');
    expect(all.text).toContain('US$12.50');
    await words('/dashboard/customer-list/?term=Tendai', jar, CUSTOMERS);
    await words('/dashboard/customer-list/?term=Nobody', jar, [...CUSTOMERS, ...NO_MATCH]);
  });

  it('followers, the newsletter with its validation and a send, and the storefront’s follow refusal', { timeout: T }, async () => {
    const shop = await freshBusiness();
    await bulkFollowers(shop.id, 2);
    const jar = { ...(await vendorWith(shop.id)), lang };
    await words('/dashboard/all-followers/', jar, FOLLOWERS);
    await words('/dashboard/newsletter/', jar, NEWSLETTER);
    const bad = await words(
      '/dashboard/newsletter/',
      jar,
      [...NEWSLETTER, 'Give the newsletter', 'Write a message of'],
      form({ subject: '', message: 'short' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(subjectError);
    const sent = await visit('/dashboard/newsletter/', jar, form({ subject: 'Braai packs', message: 'Braai packs at $12 this weekend.' }));
    expect(sent.status).toBe(302);
    await words('/dashboard/newsletter/?sent=2', jar, SENT);
    const refused = await words(`/vendor/${shop.slug}?follow=own`, { lang }, ['You cannot follow']);
    expect(refused.text).toContain(ownFollow);
  });

  it('the store’s API clients: validation, a new client, its card and its revocation', { timeout: T }, async () => {
    const shop = await freshBusiness();
    const jar = { ...(await vendorWith(shop.id)), lang };
    const path = '/dashboard/api-clients/';
    await words(path, jar, API_CLIENTS);
    const post = (fields: Record<string, string>) =>
      form({ intent: 'register', name: `Till ${lang}`, owner: 'Tendai', contactEmail: 'till@example.co.zw', ...fields });
    const bad = await words(path, jar, [...API_CLIENTS, 'Enter a contact e-mail'], post({ contactEmail: 'nope' }));
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(emailError);
    const made = await words(path, jar, [...API_CLIENTS, ...CARDS], post({}));
    const id = /<code[^>]*>(mk_[a-z2-7]{26})<\/code>/.exec(made.html)![1];
    const gone = await words(path, jar, [...API_CLIENTS, ...CARDS], form({ intent: 'revoke', id }));
    expect(gone.text).toContain(revoked);
    expect((await words(path, jar, ['not be understood'], form({ intent: 'revoke', id: 'mk_short' }))).status).toBe(400);
  });

  it('the operator’s API clients', { timeout: T }, async () => {
    const page = await words('/admin/api-clients/', { ...admin, lang }, [...API_CLIENTS, ...CARDS, ...ADMIN]);
    expect(page.status).toBe(200);
  });

  it('the store’s appointments: the list, an answer, validation and the API’s refusal', { timeout: T }, async () => {
    const shop = await bookingShop();
    const a = (await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(2, '10:00') })).json.data.booking;
    const b = (await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(3, '10:00') })).json.data.booking;
    await book(await buyerToken(), { productID: shop.hire.id, startDay: dayOffset(4), endDay: dayOffset(5) });
    const jar = { ...(await vendorWith(shop.id)), lang };
    const path = '/dashboard/all-appointments/';
    await words(path, jar, [...APPOINTMENTS, ...ACTIONS]);
    await words(`${path}?booking=999999999`, jar, ['This booking was not found', 'All appointments']);
    const done = await words(path, jar, APPOINTMENTS, form({ id: String(a.id), intent: 'accept', message: '' }));
    expect(done.text).toContain(accepted);
    const noTime = await words(path, jar, ['Choose the day and time'], form({ id: String(b.id), intent: 'propose', date: dayOffset(3) }));
    expect(noTime.status).toBe(400);
    expect(noTime.text).toContain(lang === 'sn' ? 'Sarudza zuva nenguva' : 'Khetha ilanga lesikhathi');
    const late = await words(path, jar, ['opening hours'], form({ id: String(b.id), intent: 'propose', date: dayOffset(3), time: '20:00' }));
    expect(late.text).toContain('08:00');
  });
});

describe('English is unchanged', () => {
  it('customers, followers, newsletter, API clients and appointments read as before', { timeout: T }, async () => {
    const shop = await freshBusiness();
    await seedCustomer(shop.id, 'Rudo English');
    await bulkFollowers(shop.id, 1);
    const jar = await vendorWith(shop.id);
    const read = async (path: string) => visibleText(await (await open(path, jar)).text()).replace(/\s+/g, ' ');
    expect(await read('/dashboard/all-customers/')).toMatch(/1 customer · people who ordered from Analytics Shop \d+ , one per phone number/);
    expect(await read('/dashboard/all-followers/')).toMatch(/1 follower of Analytics Shop \d+ · 1 get your newsletter/);
    expect(await read('/dashboard/newsletter/')).toMatch(
      /Write to the 1 follower of Analytics Shop \d+ who get your newsletter\. You can send one newsletter every 24 hours, to at most 1,000 followers\./,
    );
    expect(await read('/dashboard/api-clients/')).toContain(
      'An application sends its client id in the X-Musika-Client header of each request to /graphql . Every query spends',
    );
    expect(await read('/dashboard/all-appointments/')).toContain('Open the calendar');
  });
});
