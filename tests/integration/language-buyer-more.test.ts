/**
 * The buyer's remaining screens in chiShona and isiNdebele (issue 33 §3): the auction panel, the booking page of a
 * service and of a hire item, the buyer-request post and edit forms, and the offer-link page render in the
 * language with no raw message key and none of their English; a too-low bid, a booking without a time, a request
 * without a title and a wrong phone answer in the language; English is unchanged.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, clearRateLimits } from './support/accounts';
import { bid, insertAuction, newBidder } from './support/auctions';
import { book, bookingShop, dayOffset, slotAt } from './support/bookings';
import { insertOffer } from './support/buying';
import { vendorWith } from './support/dashboard-pages';
import { buyerToken } from './support/offers';
import { loginAs, visit } from './support/session';
import { RAW_KEY } from './support/page-words';

const T = 60_000;
let buyerJar: Record<string, string>;
let requestId: number;
/** Auction lots, made before any booking shop: insertAuction numbers its products after the seed, autoincrement does not. */
const lots: Record<string, { bid: string; fresh: string }> = {};
beforeEach(clearRateLimits);
beforeAll(async () => {
  await clearRateLimits();
  for (const lang of ['sn', 'nd', 'en']) {
    const withBid = await insertAuction({ startCents: 10_000 });
    await bid(withBid.id, 10_000, (await newBidder()).token);
    lots[lang] = { bid: `/product/auction/${withBid.slug}/`, fresh: `/product/auction/${(await insertAuction({ startCents: 10_000 })).slug}/` };
  }
  ({ jar: buyerJar } = await loginAs('buyer'));
  const posted = await call('POST', '/buyer-requests', {
    token: await buyerToken(),
    body: { title: 'Gas stove, two plates', description: 'A two-plate gas stove in good condition.', categoryId: 10, city: 'Harare' },
  });
  requestId = posted.json.data.request.id;
}, T);

/** The words a reader sees in the page's own part: tags, scripts, styles and translate="no" content removed. */
function pageText(html: string): string {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<(\w+)[^>]*translate="no"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

/** Each screen's English (none may show in sn or nd). */
const ENGLISH = {
  auction: ['current bid', 'starting bid', 'Bids', 'Reserve', 'Ends', 'Time left', 'Place bid', 'Your bid', 'or more', 'Latest bids', 'minutes'],
  service: [
    'Book a time',
    'Back to the listing',
    'Call-out fee',
    'Choose a day',
    'free',
    'Choose a time',
    'Open ',
    'Harare time',
    'Note for the business',
    'Request this time',
    'Closed',
    'per hour',
    'per job',
  ],
  hire: [
    'Availability',
    'Every day',
    'struck through',
    'One request covers',
    'held for',
    'First day',
    'Last day',
    'See the price',
    'Days',
    'Hire',
    'Refundable deposit',
    'Total',
    'Book these days',
    'per day',
    ' to ',
  ],
  request: [
    'What are you looking for',
    'Stores in your city',
    'I am looking for',
    'Details',
    'Category',
    'Choose a category',
    'Budget',
    'City or town',
    'Choose your city',
    'Photos',
    'A photo helps',
    'Post request',
    'See what others',
  ],
  edit: ['Change your request', 'I am looking for', 'Details', 'Save changes', 'Back to the request', 'Buyer requests'],
  appointments: [
    'Your appointments',
    'Open your calendar',
    'Show past ones too',
    'All',
    'Waiting for the business',
    'Appointment',
    'Harare time',
    'Rate',
    'Call-out fee',
    'Total',
    'Note from the buyer',
    'per hour',
    'Overview',
    'Open',
  ],
  booking: [
    'Your appointment',
    'Waiting for the business',
    'Harare time',
    'Cancel the booking',
    'All your appointments',
    'See the day',
    'Note from the buyer',
  ],
  calendar: ['Your calendar', 'Previous', 'Today', 'Next', 'Week', 'Month', 'Nothing booked', 'Waiting for the business', 'held until', 'Calendar'],
  offerLink: ['Open your offer', 'For your privacy', 'Your phone number', 'Show the offer', 'Your offer'],
};

function expectInLanguage(html: string, lang: string, english: readonly string[], where: string) {
  expect(html, where).toMatch(new RegExp(`<html lang="${lang}"`));
  const text = pageText(html);
  expect(text, where).not.toMatch(RAW_KEY);
  for (const phrase of english) expect(text, `${where}: "${phrase}"`).not.toContain(phrase);
}

describe.each([
  [
    'sn',
    'Bhidhi rako rinofanira kuva US$100.00 kana kupfuura',
    'Sarudza nguva yekusangana',
    'Taura zvauri kutsvaga',
    'Mutengo wawakapa hauna kuwanikwa',
    'Ungapa mamakisi mangani kuzvawanikwa pakutsvaga uku?',
    'Sarudza mamakisi',
    'Maita basa nepfungwa dzenyu!',
  ],
  [
    'nd',
    'Ibhidi lakho kumele libe ngu-US$100.00 kumbe ngaphezulu',
    'Khetha isikhathi sokuhlangana',
    'Tsho okudingayo',
    'Inani olinikeleyo alitholakalanga',
    'Unganika amaphuzu angaki ku-okutholakeleyo kulokhu okudingiweyo?',
    'Khetha amaphuzu',
    'Siyabonga ngombono wakho!',
  ],
] as const)('the buyer’s other screens in %s', (lang, tooLow, chooseTime, sayWhat, notFound, rateQuestion, chooseRating, thanks) => {
  const as = (jar: Record<string, string> = {}) => ({ ...jar, lang });

  it('the auction panel, with a too-low bid refused in the language', { timeout: T }, async () => {
    const path = lots[lang].bid;
    expectInLanguage(await (await visit(path, as(buyerJar))).text(), lang, ENGLISH.auction, path);
    const visitor = await (await visit(path, as())).text();
    expectInLanguage(visitor, lang, [...ENGLISH.auction, 'Log in', 'to bid'], `${path} (visitor)`);
    // A lot without bids: its minimum is the starting bid.
    const fresh = lots[lang].fresh;
    const low = await visit(fresh, as(buyerJar), form({ intent: 'bid', amount: '99' }));
    expect(low.status).toBe(400);
    const refused = pageText(await low.text());
    expect(refused).toContain(tooLow);
    expect(refused).not.toContain('Your bid must be at least');
    const bad = pageText(await (await visit(fresh, as(buyerJar), form({ intent: 'bid', amount: 'lots' }))).text());
    expect(bad).not.toContain('Enter your bid in dollars');
  });

  it('the booking page of a service and of a hire item, and a booking without a time', { timeout: T }, async () => {
    const shop = await bookingShop();
    const service = `/product/${shop.service.slug}/book?day=${dayOffset(2)}`;
    expectInLanguage(await (await visit(service, as(buyerJar))).text(), lang, ENGLISH.service, service);
    const hire = `/product/${shop.hire.slug}/book?start=${dayOffset(5)}&end=${dayOffset(7)}`;
    const hirePage = await (await visit(hire, as(buyerJar))).text();
    expectInLanguage(hirePage, lang, ENGLISH.hire, hire);
    expect(pageText(hirePage)).toContain('US$155.00');
    const noTime = await visit(service, as(buyerJar), form({ intent: 'service' }));
    expect(noTime.status).toBe(400);
    expect(pageText(await noTime.text())).toContain(chooseTime);
    const past = pageText(await (await visit(`/product/${shop.hire.slug}/book?start=${dayOffset(-2)}&end=${dayOffset(1)}`, as(buyerJar))).text());
    expect(past).not.toContain('The hire cannot start before today');
  });

  it('the buyer-request post and edit forms, and a request without a title', { timeout: T }, async () => {
    expectInLanguage(await (await visit('/buyer-requests', as(buyerJar))).text(), lang, ENGLISH.request, '/buyer-requests');
    const visitor = await (await visit('/buyer-requests', as())).text();
    expectInLanguage(visitor, lang, ['Log in to post a request', 'What are you looking for'], '/buyer-requests (visitor)');
    const edit = `/buyer-requests/${requestId}/edit`;
    expectInLanguage(await (await visit(edit, as(buyerJar))).text(), lang, ENGLISH.edit, edit);
    const missing = await visit(
      '/buyer-requests',
      as(buyerJar),
      form({ description: 'A fridge that works well', categoryId: '8', city: 'Harare', budget: 'abc' }),
    );
    expect(missing.status).toBe(400);
    const said = pageText(await missing.text());
    expect(said).toContain(sayWhat);
    expect(said).not.toContain('Say what you are looking for');
    expect(said).not.toContain('Enter the budget in US dollars');
    const changed = pageText(await (await visit(edit, as(buyerJar), form({ title: '', description: 'x', categoryId: '8', city: 'Harare' }))).text());
    expect(changed).toContain(sayWhat);
  });

  it('the buyer’s appointments and one booking, and an answer in the language', { timeout: T }, async () => {
    const shop = await bookingShop();
    const booked = await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(3, '10:00'), note: 'Gate code 1234' });
    const id = booked.json.data.booking.id;
    expectInLanguage(await (await visit('/account/appointments', as(buyerJar))).text(), lang, ENGLISH.appointments, '/account/appointments');
    const one = `/account/appointments/respond/${id}`;
    expectInLanguage(await (await visit(one, as(buyerJar))).text(), lang, ENGLISH.booking, one);
    const cancelled = pageText(await (await visit(one, as(buyerJar), form({ intent: 'cancel' }))).text());
    expect(cancelled).not.toContain('The business has been told');
    const nonsense = await visit(one, as(buyerJar), form({ intent: 'maybe' }));
    expect(nonsense.status).toBe(400);
    expect(pageText(await nonsense.text())).not.toContain('Choose an answer');
  });

  it('both calendars by week and month', { timeout: T }, async () => {
    const shop = await bookingShop();
    await book(await buyerToken(), { productID: shop.service.id, startsAt: slotAt(1, '11:00') });
    const vendor = await vendorWith(shop.id);
    for (const [path, jar] of [
      [`/account/calendar?view=week&date=${dayOffset(1)}`, buyerJar],
      [`/account/calendar?view=month&date=${dayOffset(1)}`, buyerJar],
      [`/account/calendar?view=day&date=${dayOffset(1)}`, buyerJar],
      [`/dashboard/calendar/?view=week&date=${dayOffset(1)}`, vendor],
    ] as const) {
      const html = await (await visit(path, as(jar))).text();
      expectInLanguage(html, lang, ENGLISH.calendar, path);
      expect(pageText(html), path).not.toMatch(
        /\b(January|February|March|April|May|June|July|August|September|October|November|December|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/,
      );
    }
  });

  it('the feature-rating popover’s words on search, and the rating’s answers', { timeout: T }, async () => {
    // The popover is drawn after hydration from the words the search page's loader hands over.
    const search = await (await visit('/search?s=phone', as())).text();
    expect(search).toContain(rateQuestion);
    expect(search).not.toContain('How would you rate');
    expect(search).not.toContain('Very Poor');
    const rating = { requestTypeId: '15', feature: 'search-results' };
    const missing = await visit('/support/feedback', as(), form(rating));
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(chooseRating);
    const sent = await (await visit('/support/feedback', as(), form({ ...rating, rating: '4' }))).text();
    expect(sent).toContain(thanks);
    expect(sent).not.toContain('Thank you for your feedback');
  });

  it('the offer-link page, and a wrong phone', { timeout: T }, async () => {
    const { uuid } = await insertOffer({ buyer_id: null, buyer_phone: '263771999888', buyer_name: 'Guest Buyer' });
    const jar: Record<string, string> = { lang };
    expectInLanguage(await (await visit(`/offer/${uuid}`, jar)).text(), lang, ENGLISH.offerLink, '/offer (phone)');
    const wrong = await visit(`/offer/${uuid}`, jar, form({ phone: '771000000' }));
    expect(wrong.status).toBe(404);
    const said = pageText(await wrong.text());
    expect(said).toContain(notFound);
    expect(said).not.toContain('Failed to fetch offer');
    await visit(`/offer/${uuid}`, jar, form({ phone: '0771 999 888' }));
    expectInLanguage(
      await (await visit(`/offer/${uuid}`, jar)).text(),
      lang,
      [...ENGLISH.offerLink, 'Log in', 'Agreed at', 'Quantity'],
      '/offer (shown)',
    );
  });
});

describe('in English', () => {
  it('the screens read as before', { timeout: T }, async () => {
    const auction = pageText(await (await visit(lots.en.fresh, { ...buyerJar, lang: 'en' })).text());
    expect(auction).toContain('starting bid');
    expect(auction).toContain('Enter $100.00 or more. A bid in the last 2 minutes extends the auction by 2 minutes.');
    const shop = await bookingShop();
    const hire = pageText(await (await visit(`/product/${shop.hire.slug}/book`, { ...buyerJar, lang: 'en' })).text());
    expect(hire).toContain('One request covers at most');
    expect(pageText(await (await visit('/buyer-requests', { ...buyerJar, lang: 'en' })).text())).toContain('What are you looking for?');
    const missing = pageText(
      await (await visit('/buyer-requests', { ...buyerJar, lang: 'en' }, form({ description: 'A fridge that works' }))).text(),
    );
    expect(missing).toContain('Say what you are looking for');
  });
});
