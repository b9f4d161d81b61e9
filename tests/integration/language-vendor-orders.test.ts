/**
 * The store's order handling in chiShona and isiNdebele (issue 33 §3): the order lists and one order (status,
 * courier, customer, history) render in the language with no raw message key and none of their English; a status
 * move answers in the language, and so do its validation message and the API's refusal (read by its wording).
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { buyerToken, checkout, P, placeOrder } from './support/buying';
import { visit } from './support/session';
import { RAW_KEY, vendorJar, visibleText } from './support/page-words';

const T = 60_000;
let buyer: string;
let jar: Record<string, string>;
beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  buyer = await buyerToken();
  jar = await vendorJar('/dashboard/orders/');
}, T);

async function order() {
  const { status, json } = await placeOrder(checkout({ items: [{ product: P.jbl, variation: 0, quantity: 1 }] }), buyer);
  if (status !== 201) throw new Error(`checkout answered ${status}: ${json.message}`);
  return json.data.orders[0] as { id: number; number: string };
}

/** The English of the screens this area translates (each must be gone in sn and nd). */
const ENGLISH = [
  'All orders',
  'New orders',
  'Create order',
  'My orders',
  'Order number or customer',
  'Any status',
  'Export CSV',
  'Pay on delivery or collection',
  'Dashboard menu',
  'View storefront',
  'Switch business',
  'All sell items',
  'Business information',
  'Pending — waiting for the store',
  'Subtotal',
  'Total',
  'Invoice and packing slip',
  'History',
  'placed',
  'Move it to',
  'Update status',
  'Courier and tracking',
  'Tracking number',
  'Customer',
  'Call ',
  'Order MSK',
  'Delivery',
  'items',
  'Invoice',
  'Packing slip',
  'Qty',
  'Use your browser',
  'What you bought',
  'Browse the marketplace',
  'lines',
];

const as = (lang: string) => ({ ...jar, lang });

describe.each([
  [
    'sn',
    'Maodha ese',
    'Odha',
    'Mamiriro: Yakamirira',
    'Odha yaiswa pa"Iri kugadzirirwa". Mutengi aziviswa.',
    'Sarudza mamiriro ekuisa odha',
    'haigone kuiswa',
  ],
  [
    'nd',
    'Wonke ama-oda',
    'I-oda',
    'Isimo: Ilindile',
    'I-oda ifakwe ku-"Iyalungiselelwa". Umthengi wazisiwe.',
    'Khetha isimo ozafaka kuso i-oda',
    'ayingeke ifakwe',
  ],
] as const)('the store’s orders in %s', (lang, allOrders, orderWord, statusHeading, moved, chooseStatus, refused) => {
  it('lists orders and shows one, with no raw key and none of their English', { timeout: T }, async () => {
    const fresh = await order();
    for (const path of [
      `/dashboard/orders/?search=${fresh.number}`,
      '/dashboard/orders/new-orders/',
      `/dashboard/order/${fresh.id}/`,
      `/dashboard/order/${fresh.id}/invoice`,
      '/dashboard/orders/my-orders/',
    ]) {
      const page = await visit(path, as(lang));
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
      // The page's own part (the footer's editors' menus are content, decision 030's list of what is left).
      const text = visibleText(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html);
      expect(text).not.toMatch(RAW_KEY);
      for (const english of ENGLISH) expect(text, `${path}: "${english}"`).not.toContain(english);
      if (!path.includes('my-orders')) expect(text).toContain(fresh.number);
      if (path.includes('search')) expect(text).toContain(allOrders);
      expect(text).not.toMatch(/\d+ new\b/);
    }
    const one = visibleText(await (await visit(`/dashboard/order/${fresh.id}/`, as(lang))).text());
    expect(one).toContain(`${orderWord} ${fresh.number}`);
    expect(one).toContain(statusHeading);
    // Dates with the language's month names (intl-format.ts holds them: workerd has none), never English months.
    expect(one).toMatch(/\b\d{1,2} [A-Z][a-z]+ 20\d\d, \d\d:\d\d\b/);
    expect(one).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\b[AP]M\b|CAT/);
  });

  it('moves an order on, and says refusals and validation in the language', { timeout: T }, async () => {
    const fresh = await order();
    const path = `/dashboard/order/${fresh.id}/`;
    const post = (fields: Record<string, string>) => visit(path, as(lang), { method: 'POST', body: new URLSearchParams(fields) });
    const answer = visibleText(await (await post({ intent: 'status', status: 'PROCESSING' })).text());
    expect(answer).toContain(moved);
    expect(answer).not.toContain('The customer has been told');
    await post({ intent: 'status', status: 'COMPLETED' });
    const refusal = visibleText(await (await post({ intent: 'status', status: 'PENDING' })).text());
    expect(refusal).toContain(refused);
    expect(refusal).not.toContain('cannot be changed');
    expect(visibleText(await (await post({ intent: 'status', status: 'SHIPPED' })).text())).toContain(chooseStatus);
    const history = visibleText(await (await visit(path, as(lang))).text());
    expect(history).not.toMatch(/Order MSK-\d+ (placed|is)/);
  });

  it('create order: the form and its validation in the language', { timeout: T }, async () => {
    const form = await (await visit('/dashboard/orders/create-order/', as(lang))).text();
    const text = visibleText(/<main[\s\S]*<\/main>/.exec(form)?.[0] ?? form);
    expect(text).not.toMatch(RAW_KEY);
    for (const english of [
      'For a customer who ordered',
      'Products',
      'Street address',
      'Collection from the store',
      'in stock',
      'Notes (optional)',
      'Create order',
    ])
      expect(text, english).not.toContain(english);
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(form)![1];
    const body = new URLSearchParams({
      idempotencyKey: key,
      name: '',
      phone: '12',
      email: '',
      fulfilment: 'delivery',
      address1: '',
      suburb: '',
      city: '',
      notes: '',
    });
    const refused = visibleText(await (await visit('/dashboard/orders/create-order/', as(lang), { method: 'POST', body })).text());
    for (const english of ["The customer's name is required", 'Enter a Zimbabwean number', 'Choose at least one product', 'is required for delivery'])
      expect(refused, english).not.toContain(english);
    expect(refused).toContain(lang === 'sn' ? 'Zita remutengi rinodiwa' : 'Ibizo lomthengi liyadingeka');
  });

  it('the dashboard home’s own words (its analytics panels are another area)', { timeout: T }, async () => {
    const html = await (await visit('/dashboard/', as(lang))).text();
    const text = visibleText(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html);
    expect(text).not.toMatch(RAW_KEY);
    for (const english of [
      'Welcome,',
      'You are managing',
      'Latest listings',
      'Add a product',
      'Edit business information',
      'in stock',
      ' of unlimited',
    ])
      expect(text, english).not.toContain(english);
    expect(text).toContain(lang === 'sn' ? 'Mauya,' : 'Siyakwamukela,');
  });

  it('says a bad filter in the language', { timeout: T }, async () => {
    const text = visibleText(await (await visit('/dashboard/orders/?from=2031-02-30', as(lang))).text());
    expect(text).not.toContain('From is not a real date');
    expect(text).toContain(lang === 'sn' ? 'harisi zuva riripo' : 'akusilo usuku olukhona');
  });
});
