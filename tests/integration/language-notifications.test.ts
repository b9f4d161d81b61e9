/**
 * Every kind of notification in the reader's language on the inbox pages (issue 33 §3, migration 0056): one
 * notification of each message key the backend writes for auctions, bookings, payouts, moderation, stores,
 * packages, trials and ads (the flows' own tests prove each is stored with its key and the English unchanged,
 * support/notification-keys.ts) is read on the buyer's and the store owner's inbox in chiShona and isiNdebele:
 * the key's words, no raw key, none of the English. The seed's notifications read in the language too, on the
 * account inbox and on the store's (business) inbox, and the messages tabs' threads read as their newest
 * notification. English shows the stored words as before.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { valuesIn } from '../../app/features/notifications/notification-values.server';
import type { Language } from '../../app/lib/i18n/language';
import { translator, type MessageKey } from '../../app/lib/i18n/translate.server';
import { createDb } from '../../backend/db/client';
import { notify } from '../../backend/notifications/notify';
import { clearRateLimits, SEEDED } from './support/accounts';
import { userId } from './support/bookings';
import { RAW_KEY, vendorJar, visibleText } from './support/page-words';
import { loginAs, visit } from './support/session';

beforeEach(clearRateLimits);

const SPAN = { booking: 'appointment', startsAt: '2026-12-15T07:00:00.000Z', endsAt: '2026-12-15T08:00:00.000Z' };
const HIRE = { booking: 'hire', startsAt: '2026-12-17T22:00:00.000Z', endsAt: '2026-12-20T22:00:00.000Z' };
const ENDS = '2027-03-12T10:00:00.000Z';

/** [who, key, values]: each row's `mark` is a name only it carries, to find its list item. */
const ROWS: ['buyer' | 'owner', string, Record<string, string | number>][] = [
  ['buyer', 'auctionWon', { product: 'Lot Q1', bidCents: 20_000 }],
  ['buyer', 'auctionNotSold', { product: 'Lot Q2', bidCents: 20_000 }],
  ['buyer', 'auctionRejected', { product: 'Lot Q3' }],
  ['buyer', 'auctionPay', { product: 'Lot Q4', bidCents: 20_000 }],
  ['buyer', 'bookingProposed', { store: 'Shop Q5', product: 'Geyser Q5', ...SPAN, fromStartsAt: SPAN.startsAt, fromEndsAt: SPAN.endsAt, note: '' }],
  ['buyer', 'bookingAnswered', { status: 'confirmed', store: 'Shop Q6', product: 'Mixer Q6', ...HIRE, note: '' }],
  ['buyer', 'bookingReminderBuyer', { product: 'Geyser Q7', store: 'Shop Q7', ...SPAN }],
  ['buyer', 'bookingLapsedBuyer', { product: 'Mixer Q8', store: 'Shop Q8', ...HIRE, hours: 48 }],
  ['buyer', 'reportUnpublished', { product: 'Bags Q9' }],
  ['buyer', 'reportDismissed', { product: 'Bags Q10', note: '' }],
  ['buyer', 'reviewHidden', { product: 'Radio Q11', reason: 'Q11.' }],
  ['buyer', 'reviewRestored', { product: 'Radio Q12' }],
  ['owner', 'auctionSold', { product: 'Lot Q13', bidCents: 20_000 }],
  ['owner', 'auctionReserveNotMet', { product: 'Lot Q14', bidCents: 20_000 }],
  ['owner', 'auctionNoBids', { product: 'Lot Q15', startCents: 10_000 }],
  ['owner', 'bookingRequested', { product: 'Geyser Q16', buyer: 'Rudo Q16', ...SPAN }],
  ['owner', 'bookingBuyerMoved', { buyer: 'Rudo Q17', action: 'cancel', product: 'Mixer Q17', ...HIRE }],
  ['owner', 'bookingReminderStore', { product: 'Geyser Q18', ...SPAN }],
  ['owner', 'bookingLapsedStore', { product: 'Mixer Q19', ...HIRE, hours: 48 }],
  ['owner', 'payoutPaid', { amountCents: 4000, store: 'Shop Q20', destination: 'EcoCash +263771111111', reference: 'CBZ-Q20' }],
  ['owner', 'payoutRejected', { amountCents: 4000, store: 'Shop Q21', reason: 'Q21.' }],
  ['owner', 'listingUnpublished', { product: 'Bags Q22', store: 'Shop Q22', report: 'counterfeit', reason: 'Q22.' }],
  ['owner', 'storeSuspended', { store: 'Shop Q23', reason: 'Q23.' }],
  ['owner', 'storeReinstated', { store: 'Shop Q24', note: '' }],
  ['owner', 'packageSet', { package: 'Plan Q25', count: 30, endsDay: ENDS }],
  ['owner', 'packageExtended', { package: 'Plan Q26', count: 10, endsDay: ENDS }],
  ['owner', 'packageActive', { package: 'Plan Q27', endsDay: ENDS }],
  ['owner', 'packageRenewed', { package: 'Plan Q28', endsDay: ENDS }],
  ['owner', 'packageRefunded', { reference: 'PAY-Q29' }],
  ['owner', 'trialStarted', { days: 14, package: 'Plan Q30' }],
  ['owner', 'customPackage', {}],
  ['owner', 'adsFunded', { amountCents: 1500, reference: 'PAY-Q32' }],
  ['owner', 'adsRefunded', { amountCents: 1500, reference: 'PAY-Q33' }],
  ['owner', 'adsRefundedPart', { amountCents: 1500, reference: 'PAY-Q34', takenCents: 300, spentCents: 1200 }],
];

/** The words of a row's key in a language, as the inbox should say them. */
function said(language: Language, key: string, values: Record<string, string | number>) {
  const t = translator(language);
  const ready = valuesIn(t, language, JSON.stringify(values))!;
  return { title: t(`notifications.${key}.title` as MessageKey, ready), body: t(`notifications.${key}.body` as MessageKey, ready) };
}

/** The list items of an inbox, first pages together, as text. */
async function items(path: string, jar: Record<string, string>, lang: Language): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; page <= 4; page++) {
    const html = await (await visit(`${path}?page=${page}`, { ...jar, lang })).text();
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
    found.push(...(main.match(/<li[^>]*data-(?:read|unread)[\s\S]*?<\/li>/g) ?? []).map((li) => visibleText(li)));
  }
  return found;
}

let buyerJar: Record<string, string>;
let ownerJar: Record<string, string>;
beforeAll(async () => {
  await clearRateLimits();
  const who = { buyer: await userId(SEEDED.buyer.email), owner: await userId(SEEDED.vendor.email) };
  const db = createDb(env.DB);
  // Stored as the backend stores them: the English words (the flows' tests prove the backend's are these) and the key.
  for (const [person, key, values] of ROWS) {
    const english = said('en', key, values);
    await notify(db, { userId: who[person], kind: 'keyed', ...english, link: null, message: { key: `notifications.${key}`, values } });
  }
  ({ jar: buyerJar } = await loginAs('buyer'));
  ownerJar = await vendorJar();
}, 60_000);

describe.each(['sn', 'nd'] as const)('%s', (lang) => {
  it.each(['buyer', 'owner'] as const)('the %s reads every kind in the language, with no raw key and no English', async (person) => {
    const list = await items('/account/inbox/notifications', person === 'buyer' ? buyerJar : ownerJar, lang);
    for (const [whose, key, values] of ROWS.filter(([p]) => p === person)) {
      const english = said('en', key, values);
      const words = said(lang, key, values);
      const item = list.find((text) => text.includes(words.title) && text.includes(words.body));
      expect(item, `${lang} ${whose} ${key}: ${words.title} ${words.body}`).toBeDefined();
      expect(item, key).not.toMatch(RAW_KEY);
      expect(item, key).not.toContain(english.title);
      expect(item, key).not.toContain(english.body);
    }
  });

  it('the seed’s notifications: the buyer’s auction and parcel, the store’s new orders', async () => {
    const buyer = (await items('/account/inbox/notifications', buyerJar, lang)).join('\n');
    for (const english of ['You have been outbid', 'is on its way', 'Tracking number', 'Hire booking confirmed', 'accepted your hire'])
      expect(buyer, english).not.toContain(english);
    expect(buyer).toContain(lang === 'sn' ? 'Odha MSK-10002 iri munzira' : 'I-oda MSK-10002 isendleleni');
    expect(buyer).toContain('US$7,500.00');
    const store = (await items('/dashboard/inbox/notifications', ownerJar, lang)).join('\n');
    expect(store).toContain(lang === 'sn' ? 'Odha itsva MSK-10004' : 'I-oda entsha MSK-10004');
    for (const english of ['New order', 'ordered', 'Payment:']) expect(store, english).not.toContain(english);
    expect(store).not.toMatch(RAW_KEY);
  });

  it('the messages tabs read each thread as its newest notification, in the language', async () => {
    const buyer = (await items('/account/inbox/messages', buyerJar, lang)).join('\n');
    expect(buyer).toContain(lang === 'sn' ? 'Odha MSK-10002 iri munzira' : 'I-oda MSK-10002 isendleleni');
    for (const english of ['is on its way', 'Tracking number']) expect(buyer, english).not.toContain(english);
    const store = (await items('/dashboard/inbox/messages', ownerJar, lang)).join('\n');
    expect(store).toContain(lang === 'sn' ? 'Odha itsva MSK-10004' : 'I-oda entsha MSK-10004');
    for (const english of ['New order', 'ordered', 'Payment:']) expect(store, english).not.toContain(english);
    expect(`${buyer}${store}`).not.toMatch(RAW_KEY);
  });
});

it('English shows the stored words exactly', async () => {
  const list = (await items('/account/inbox/notifications', ownerJar, 'en')).join('\n');
  for (const [, key, values] of ROWS.filter(([p]) => p === 'owner')) {
    const english = said('en', key, values);
    expect(list, key).toContain(english.title);
    expect(list, key).toContain(english.body);
  }
  const buyer = (await items('/account/inbox/notifications', buyerJar, 'en')).join('\n');
  expect(buyer).toContain('You have been outbid on Mazda BT-50 2.5 2013 – Auction');
  expect(buyer).toContain('Borrowdale Digital accepted your hire: Solar Backup Kit Hire 1.2kVA');
});
