/**
 * Self-serve ads (issue #12; docs/decisions/012-ads.md): what every ads call shares. The calls themselves are
 * in ads-manage.ts (a vendor's ads and figures), ads-events.ts (impressions and clicks) and ads-serving.ts
 * (which ads a page shows). The ads balance and its top-up are advertising.ts (issue #11).
 */

/** Where an ad can run. `storefront` is the list of stores (/stores), where a promoted business shows first. */
export const AD_PLACEMENTS = ['home', 'category', 'search', 'product', 'storefront'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** How many ads a placement shows at most (its reserved slots). */
export const AD_SLOTS: Record<AdPlacement, number> = { home: 3, category: 2, search: 2, product: 1, storefront: 2 };

/** cpm: the bid is cents per 1,000 impressions; cpc: cents per click. */
export const AD_PRICING = ['cpm', 'cpc'] as const;
export type AdPricing = (typeof AD_PRICING)[number];

export const AD_EVENT_KINDS = ['impression', 'click'] as const;
export type AdEventKind = (typeof AD_EVENT_KINDS)[number];

/**
 * What a vendor sees. Only `paused` is stored; the rest is worked out when asked (backend/ads/ad-status.ts):
 * scheduled before its first day, ended after its last, out of funds when the balance cannot cover one more
 * unit (an impression for cpm, a click for cpc), else active.
 */
export const AD_STATUSES = ['active', 'scheduled', 'paused', 'ended', 'out_of_funds'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** Bids and budgets, in US cents. */
export const AD_LIMITS = {
  minCpmBidCents: 50,
  minCpcBidCents: 5,
  maxBidCents: 10_000,
  minDailyBudgetCents: 100,
  maxDailyBudgetCents: 100_000,
  /** The longest run, in days. */
  maxDays: 365,
  titleMax: 60,
  keywordsMax: 200,
} as const;

/** A visitor's repeats of the same ad and kind within this window are not billed (spec §9, issue #12). */
export const AD_REPEAT_WINDOW_MINUTES = 30;

/** The spec's messages (spec §8), the default failure of each call. */
export const AD_MESSAGES = {
  fetchAds: 'Error fetching ads',
  createAd: 'Error creating ads',
  fetchAd: 'Error fetching ad',
  updateAd: 'Error updating ad',
  recordView: 'Error recording ad view',
  recordImpression: 'Error recording ad impression',
  notInPackage: 'Your package does not include ads. Upgrade to run ads.',
  noBalance: 'Fund your ads account before starting an ad.',
  notFound: 'Ad not found',
} as const;

/** What one counted event costs, in millicents (1/1000 cent): a cpm impression or a cpc click; the other kind is free. */
export function unitCostMillicents(pricing: AdPricing, bidCents: number, kind: AdEventKind): number {
  if (pricing === 'cpm') return kind === 'impression' ? bidCents : 0;
  return kind === 'click' ? bidCents * 1000 : 0;
}

/** The next unit an ad must be able to pay for to keep serving: an impression for cpm, a click for cpc. */
export function nextUnitMillicents(pricing: AdPricing, bidCents: number): number {
  return unitCostMillicents(pricing, bidCents, pricing === 'cpm' ? 'impression' : 'click');
}
