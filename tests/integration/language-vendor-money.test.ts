/**
 * The store's ads and the money screens in chiShona and isiNdebele (issue 33 §3): the ads list with its chart,
 * table and billing history, an ad's own figures, billing details with its payments and a receipt, compare
 * accounts and the buyer's staff invitations render with no raw message key and none of their English; the
 * billing form's validation, a pause and an invitation's answer speak the language; English reads as before.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearRateLimits } from './support/accounts';
import { addStats, adsShop, dayOffset, today, unlimitedAdsInThisFile } from './support/ads-manage';
import { businessId } from './support/buying';
import { form, open, vendorWith } from './support/dashboard-pages';
import { mainWords, RAW_KEY, visibleText } from './support/page-words';
import { loginAs, visit } from './support/session';
import { BUYER_EMAIL, clearStaff, shops, vendorToken, invite } from './support/staff';

const T = 60_000;
const LIST = '/dashboard/ads-management';
const TOP_UP = 'MSK-PAY-0000770001';

beforeEach(clearRateLimits);
unlimitedAdsInThisFile();

let shop: Awaited<ReturnType<typeof adsShop>>;
let adId: number;
beforeAll(async () => {
  await clearRateLimits();
  shop = await adsShop(4000);
  const jar = await vendorWith(shop.id);
  await open(`${LIST}/add-new-ad`, jar);
  const fields = { productId: '', title: 'Solar lanterns this week', placement: 'SEARCH', pricing: 'CPM', bid: '2.50', dailyBudget: '5' };
  await visit(`${LIST}/add-new-ad`, jar, form({ ...fields, startsOn: today(), endsOn: dayOffset(14), keywords: '', city: '' }));
  adId = (await env.DB.prepare('select id from ads where business_id = ?').bind(shop.id).first<{ id: number }>())!.id;
  await addStats(adId, shop.id, today(), 4321, 43, 1_080_250);
  // An ads top-up of the seeded buyer's, beside the seed's order payment: both shapes of "what it was for".
  await env.DB.prepare(
    `insert into payments (reference, purpose, purpose_ref, user_id, business_id, amount_cents, currency, usd_cents, method, phone, status,
       provider, idempotency_key, created_at, updated_at, settled_at)
     values (?, 'ads', ?, 19, ?, 2000, 'USD', 2000, 'web', null, 'paid', 'paynow', 'lang-money-1', ?, ?, ?)`,
  )
    .bind(TOP_UP, String(await businessId('borrowdale-digital')), await businessId('borrowdale-digital'), ...Array(3).fill(new Date().toISOString()))
    .run();
}, T);
afterAll(() => env.DB.prepare('delete from payments where reference = ?').bind(TOP_UP).run());

/** The page's own words (main, without content marked translate="no"), after checking its language and keys. */
async function wordsOf(path: string, jar: Record<string, string>, lang: string) {
  const response = await visit(path, { ...jar, lang });
  expect(response.status, path).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`<html lang="${lang}"`));
  const words = mainWords(html.replace(/<section[^>]*aria-labelledby="testimonials-title"[\s\S]*?<\/section>/, ''));
  expect(words, path).not.toMatch(RAW_KEY);
  return words;
}

const ADS_ENGLISH = [
  'Ads balance',
  'Fund account',
  'Create an ad',
  'Impressions',
  'Clicks today',
  'Spent',
  'Click-through',
  'What your ads did',
  'What this ad did',
  'Figures per day',
  'Not charged',
  'Billing history',
  '7 days',
  'per 1,000 views',
  'a day',
  'Search results',
  'Pause',
  'Edit ',
  'Active',
  'Period',
  'impressions,',
  'Ad:',
];
const BILLING_ENGLISH = [
  'Billing details',
  'Company (optional)',
  'Street address',
  'City or town',
  'Save billing details',
  'Payments',
  'Receipt',
  'Order MSK',
  'Ads top-up',
  'Paid',
];
const RECEIPT_ENGLISH = ['Receipt', 'Billing details', 'Amount', 'Method', 'via Paynow', 'Status', 'Paid:', 'Print', 'Use your browser', 'CAT'];
const COMPARE_ENGLISH = [
  'Compare accounts',
  'Buying is free',
  'What each account can do',
  'Feature',
  'Buyer (free)',
  'Vendor',
  'Browse, search',
  'Up to',
  'Unlimited',
  'Includes',
  'month',
  'Create a free account',
  'How selling works',
  'Home',
];
const INVITATION_ENGLISH = ['Staff invitations', ' invited ', ' as manager', 'Everything but billing', 'Accept', 'Decline'];

const expectNone = (words: string, english: readonly string[], where: string) => {
  for (const phrase of english) expect(words, `${where}: "${phrase}"`).not.toContain(phrase);
};

describe.each([
  [
    'sn',
    'Mari yashandiswa',
    'Zvakaitwa neshambadzo iyi',
    'Shambadzo yamiswa.',
    'Kero yemugwagwa inodiwa',
    'Mari yekushambadza yakaiswa:',
    'Zvakabhadharwa:',
    'Enzanisa maakaundi',
    'Waramba kokero',
    'Mhinduro iyoyo haina kunzwisiswa',
  ],
  [
    'nd',
    'Imali esetshenzisiweyo',
    'Okwenziwe yilesi sikhangiso',
    'Isikhangiso simisiwe.',
    'Ikheli lomgwaqo liyadingeka',
    'Imali yezikhangiso efakiweyo:',
    'Kubhadaliwe:',
    'Qathanisa ama-akhawunti',
    'Wale isimemo',
    'Leyo mpendulo ayizwisisekanga',
  ],
] as const)('money screens in %s', (lang, spent, thisAd, paused, streetRequired, topUp, paidTotal, compare, declined, notUnderstood) => {
  it('the ads list and an ad’s figures, and a pause said in the language', { timeout: T }, async () => {
    const jar = await vendorWith(shop.id);
    await open(LIST, jar);
    const list = await wordsOf(`${LIST}?range=7d`, jar, lang);
    expectNone(list, ADS_ENGLISH, 'ads list');
    expect(list).toContain(spent);
    expect(list).toContain('4321');
    expect(list).toMatch(/US\$10\.80/);
    // The ad's title inside the translated sentences (edit link, billing history) is marked as the store's words.
    const html = await (await visit(`${LIST}?range=7d`, { ...jar, lang })).text();
    expect(html.match(/<span translate="no">Solar lanterns this week<\/span>/g)?.length).toBeGreaterThanOrEqual(2);
    const one = await wordsOf(`/dashboard/update-ad/${adId}`, jar, lang);
    expectNone(one, ADS_ENGLISH, 'ad figures');
    expect(one).toContain(thisAd);
    const answer = visibleText(await (await visit(LIST, { ...jar, lang }, form({ intent: 'pause', adId: String(adId) }))).text());
    expect(answer).toContain(paused);
    await visit(LIST, jar, form({ intent: 'resume', adId: String(adId) }));
  });

  it('billing details, its validation and a receipt', { timeout: T }, async () => {
    const { jar } = await loginAs('buyer');
    const billing = await wordsOf('/account/billing-details', jar, lang);
    expectNone(billing, BILLING_ENGLISH, 'billing details');
    expect(billing).toContain(topUp);
    const html = await (await visit('/account/billing-details', { ...jar, lang })).text();
    expect(html).toMatch(/<span translate="no">Borrowdale Digital<\/span>/);
    const refused = await (
      await visit('/account/billing-details', { ...jar, lang }, form({ company: 'x'.repeat(101), address1: '', city: '', phone: '' }))
    ).text();
    expect(refused).toContain(streetRequired);
    expect(visibleText(refused)).toContain(lang === 'sn' ? 'Mabhii asingapfuuri 100' : 'Izinhlamvu ezingedluli 100');
    expectNone(visibleText(refused), ['is required', 'At most'], 'billing validation');
    for (const reference of ['MSK-PAY-SEED000002', TOP_UP]) {
      const receipt = await wordsOf(`/account/billing-details/${reference}`, jar, lang);
      expectNone(receipt, RECEIPT_ENGLISH, reference);
      expect(receipt).toContain(paidTotal);
      expect(receipt).not.toMatch(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
    }
  });

  it('compare accounts', { timeout: T }, async () => {
    const words = await wordsOf('/compare-accounts', {}, lang);
    expectNone(words, COMPARE_ENGLISH, 'compare accounts');
    expect(words).toContain(compare);
    expect(words).toContain('US$15.00');
  });

  it('staff invitations: the list, an answer and a refused answer in the language', { timeout: T }, async () => {
    await clearStaff();
    const { own } = await shops();
    const invited = await invite(await vendorToken(), { bID: own, contact: BUYER_EMAIL, role: 'manager' });
    expect(invited.status).toBe(201);
    const { jar } = await loginAs('buyer');
    const path = '/account/staff-invitations';
    const words = await wordsOf(path, jar, lang);
    expectNone(words, INVITATION_ENGLISH, 'invitations');
    expect(words).toContain(lang === 'sn' ? 'maneja' : 'umphathi');
    const id = /name="invitationId" value="(\d+)"/.exec(await (await visit(path, jar)).text())![1];
    const junk = visibleText(await (await visit(path, { ...jar, lang }, form({ invitationId: id, answer: 'maybe' }))).text());
    expect(junk).toContain(notUnderstood);
    const answered = visibleText(await (await visit(path, { ...jar, lang }, form({ invitationId: id, answer: 'decline' }))).text());
    expect(answered).toContain(declined);
    expect(answered).not.toContain('You declined');
    await clearStaff();
  });
});

describe('English is unchanged', () => {
  it('reads the ads list, billing details, compare accounts and invitations as before', { timeout: T }, async () => {
    const jar = await vendorWith(shop.id);
    await open(LIST, jar);
    const list = visibleText(await (await visit(`${LIST}?range=7d`, jar)).text());
    for (const phrase of [
      'Ads balance',
      'What your ads did',
      'Impressions today',
      'The whole store · Search results · $2.50 per 1,000 views · budget $5.00 a day',
    ])
      expect(list).toContain(phrase);
    expect(list).toMatch(/Solar lanterns this week: 4321 impressions, 43 clicks/);
    const { jar: buyer } = await loginAs('buyer');
    const billing = visibleText(await (await visit('/account/billing-details', buyer)).text());
    expect(billing).toContain('Ads top-up: Borrowdale Digital');
    expect(billing).toMatch(/\$20\.00 · Card or other · Paid · \d{1,2} [A-Z][a-z]{2} 20\d\d, \d\d:\d\d CAT/);
    const refused = visibleText(
      await (await visit('/account/billing-details', buyer, form({ company: '', address1: '', city: 'x', phone: '' }))).text(),
    );
    expect(refused).toContain('Street address is required');
    const receipt = visibleText(await (await visit(`/account/billing-details/${TOP_UP}`, buyer)).text());
    for (const phrase of ['Receipt', 'Card or other via Paynow', 'Paid: $20.00', 'Ads top-up: Borrowdale Digital']) expect(receipt).toContain(phrase);
    const compare = visibleText(await (await visit('/compare-accounts', {})).text());
    for (const phrase of [
      'Compare accounts',
      'Up to 25 products',
      'Up to 1 shop',
      'Unlimited products',
      'Includes listing products, managing orders.',
    ])
      expect(compare).toContain(phrase);
    expect(compare).toMatch(/\$5\.00\s+\/\s+month/);
  });
});
