/**
 * The demo stores' activity behind their figures (issue 31, "a living demo"): product views for the dashboard's
 * charts and conversion, and Borrowdale Digital's ads — running, paused and ended — with daily impressions,
 * clicks and spend, and the EcoCash top-ups that paid for them. Three ads run, so the home page's Featured row
 * (the products of running ads, products-routes.ts) is full. People come in living-social.mjs.
 *
 * Figures come from seeded PRNG streams (util.mjs rngFor), timestamps are fixed: the same bytes on every run.
 * Running ads end in 2027, so they keep serving for a while after the seed was written.
 */
import { rngFor } from './util.mjs';

const DIGITAL = 4; // Borrowdale Digital
const FASHION = 2; // Eastlea Fashion House
const HIGHVELD = 7; // Highveld Properties: a third advertiser, so the home page's promoted stores are three

const day = (iso, n) => new Date(Date.parse(`${iso}T00:00:00.000Z`) + n * 86_400_000).toISOString().slice(0, 10);
const at = (isoDay, time) => `${isoDay}T${time}:00.000Z`;

/** Product views per day over the 60 days to 25 November 2026, each a visitor of its own. */
export function productViews(products) {
  const rows = [];
  const plan = [
    [DIGITAL, 4, 12],
    [FASHION, 2, 7],
  ];
  for (const [businessId, low, high] of plan) {
    const listed = products.filter((p) => p.businessId === businessId && p.status === 'publish').map((p) => p.id);
    const rng = rngFor(`views:${businessId}`);
    for (let d = 0; d < 60; d++) {
      const on = day('2026-09-27', d);
      for (let k = rng.int(low, high); k > 0; k--) {
        const hour = String(rng.int(5, 19)).padStart(2, '0');
        const minute = String(rng.int(0, 59)).padStart(2, '0');
        rows.push({
          id: rows.length + 1,
          businessId,
          productId: rng.pick(listed),
          visitor: `seed-visitor-${rng.int(1, 400)}`,
          viewedAt: at(on, `${hour}:${minute}`),
          city: rng.pick(['Harare', 'Harare', 'Harare', 'Chitungwiza', 'Bulawayo', 'Gweru', 'Mutare']),
        });
      }
    }
  }
  return rows;
}

/**
 * [id, business, product, title, placement, pricing, bid cents, daily budget cents, starts, ends, paused,
 *  category slug, keywords, first/last day with figures (null: none yet)]
 */
const ADS = [
  [
    1,
    DIGITAL,
    51,
    'Growatt 5kVA inverter, installed this week',
    'search',
    'cpc',
    25,
    400,
    '2026-11-01',
    '2027-01-31',
    false,
    null,
    'inverter, solar, zesa',
    ['2026-11-01', '2026-11-25'],
  ],
  [
    2,
    DIGITAL,
    40,
    'iPhone 13 with a 12-month local warranty',
    'home',
    'cpm',
    200,
    300,
    '2026-10-15',
    '2026-12-31',
    true,
    null,
    '',
    ['2026-10-15', '2026-11-10'],
  ],
  [
    3,
    DIGITAL,
    47,
    'LG 43" Smart TV: watch the Warriors in Full HD',
    'category',
    'cpm',
    150,
    200,
    '2026-09-01',
    '2026-09-30',
    false,
    'tvs-and-audio',
    '',
    ['2026-09-01', '2026-09-30'],
  ],
  [
    4,
    DIGITAL,
    53,
    'Solar home kit: lights and TV through load-shedding',
    'home',
    'cpm',
    120,
    250,
    '2026-11-10',
    '2027-02-28',
    false,
    null,
    '',
    ['2026-11-10', '2026-11-25'],
  ],
  [
    5,
    DIGITAL,
    46,
    'Hisense 55" 4K TV, delivered in Harare',
    'category',
    'cpm',
    100,
    150,
    '2026-11-15',
    '2027-01-15',
    false,
    'tvs-and-audio',
    '',
    ['2026-11-15', '2026-11-25'],
  ],
  [
    6,
    FASHION,
    151,
    'Slim fit chinos in four colours',
    'search',
    'cpc',
    15,
    200,
    '2026-11-20',
    '2027-01-31',
    false,
    null,
    'chinos, trousers',
    ['2026-11-20', '2026-11-25'],
  ],
  [
    7,
    HIGHVELD,
    9,
    'Avondale flat to rent, close to town',
    'category',
    'cpm',
    150,
    300,
    '2026-11-25',
    '2027-03-31',
    false,
    'houses-to-rent',
    '',
    null,
  ],
];
/** The EcoCash top-ups that paid for the ads: [business, US cents, paid at]. */
const TOP_UPS = [
  [DIGITAL, 5000, '2026-08-30T10:12:00.000Z'],
  [DIGITAL, 4000, '2026-10-14T16:40:00.000Z'],
  [DIGITAL, 10000, '2026-11-01T07:55:00.000Z'],
  [FASHION, 3000, '2026-11-19T12:30:00.000Z'],
  [HIGHVELD, 5000, '2026-11-24T09:00:00.000Z'],
];

/** Daily figures as billing-batch.ts would have left them: a click at the bid, or a thousandth of the bid per impression. */
function dailyStats([id, businessId, , , , pricing, bidCents, budgetCents, , , , , , days]) {
  if (!days) return [];
  const rng = rngFor(`ad:${id}`);
  const rows = [];
  for (let on = days[0]; on <= days[1]; on = day(on, 1)) {
    const impressions = pricing === 'cpm' ? rng.int(300, 900) : rng.int(80, 220);
    const clicks = Math.max(1, Math.round(impressions * rng.float(0.01, 0.04)));
    const spendMillicents = Math.min(pricing === 'cpc' ? clicks * bidCents * 1000 : impressions * bidCents, budgetCents * 1000);
    rows.push({
      adId: id,
      day: on,
      businessId,
      impressions,
      clicks,
      spendMillicents,
      invalidImpressions: rng.int(0, 6),
      invalidClicks: rng.int(0, 1),
    });
  }
  return rows;
}

/** The ads, their figures, the top-up payments, and each advertiser's ads balance (business id → columns). */
export function livingAds({ productCategories, businesses, firstPaymentId }) {
  const categoryId = (slug) => {
    const c = productCategories.find((x) => x.slug === slug);
    if (!c) throw new Error(`living ads: no category ${slug}`);
    return c.id;
  };
  const ads = ADS.map(
    ([id, businessId, productId, title, placement, pricing, bidCents, dailyBudgetCents, startsOn, endsOn, paused, category, keywords]) => ({
      id,
      businessId,
      productId,
      title,
      placement,
      pricing,
      bidCents,
      dailyBudgetCents,
      startsOn,
      endsOn,
      paused,
      categoryId: category ? categoryId(category) : null,
      keywords,
      city: null,
      createdAt: at(day(startsOn, -1), '08:00'),
      updatedAt: paused ? '2026-11-10T17:30:00.000Z' : at(day(startsOn, -1), '08:00'),
    }),
  );
  const stats = ADS.flatMap(dailyStats);
  const payments = TOP_UPS.map(([businessId, cents, paidAt], i) => {
    const owner = businesses.find((b) => b.id === businessId).ownerId;
    return {
      id: firstPaymentId + i,
      reference: `MSK-PAY-SEEDAD${String(i + 1).padStart(4, '0')}`,
      purpose: 'ads',
      purposeRef: String(businessId),
      userId: owner,
      businessId,
      amountCents: cents,
      currency: 'USD',
      usdCents: cents,
      rateMicros: null,
      method: 'ecocash',
      phone: null,
      status: 'paid',
      provider: 'paynow',
      providerReference: `seed-paynow-ads-${i + 1}`,
      pollUrl: null,
      redirectUrl: null,
      instructions: null,
      idempotencyKey: `seed-ads-top-up-${i + 1}`,
      createdAt: paidAt,
      updatedAt: paidAt,
      settledAt: paidAt,
    };
  });
  const money = new Map();
  for (const businessId of new Set(TOP_UPS.map(([b]) => b))) {
    const spent = stats.filter((r) => r.businessId === businessId).reduce((n, r) => n + r.spendMillicents, 0);
    const toppedUp = payments.filter((p) => p.businessId === businessId).reduce((n, p) => n + p.usdCents * 1000, 0);
    if (spent > toppedUp) throw new Error(`living ads: business ${businessId} spent ${spent} of ${toppedUp}`);
    // As billing-batch.ts leaves it: the whole cents spent taken from the balance, the rest of a cent accrued.
    money.set(businessId, { adsBalanceCents: toppedUp / 1000 - Math.floor(spent / 1000), adsAccruedMillicents: spent % 1000 });
  }
  return { ads, adDailyStats: stats, payments, money };
}
