/**
 * A vendor's ads and their figures (spec §7 "Business and ads"; issue #12 items 1 and 4; docs/decisions/012-ads.md).
 * Every call needs a bearer token of someone who runs bID (401 / 404 'Business not found' / 403); an ad of
 * another business answers 404 'Ad not found', exactly as an unknown one.
 *
 * GET  /advertising/ads?bID                  → the business's ads (newest first) with status and figures, and its balance.
 * GET  /advertising/ad?adID=&bID=            → one ad.
 * POST /advertising/ad {bID, productID?, …}  → the new ad. Needs the package capability run_ads (403 notInPackage),
 *                                              room under the package's `ads` limit, and a balance (409 noBalance).
 * PUT  /advertising/ad {bID, adID, …, paused?} → the ad. Pausing is always allowed; anything else needs the same gates.
 * POST /advertising/business-ads {bID, range, adID?} → per Harare day figures, per-ad totals and the billing history.
 *
 * Money: bids, budgets and balances in US cents; spend in millicents (1/1000 cent) where it must be exact, and in
 * cents rounded down where it is shown. Default failures (the gateway's catalogue, by call name): 'Error fetching
 * ads', 'Error fetching ad', 'Error creating ads', 'Error updating ad'.
 */
import { z } from 'zod';
import { AD_LIMITS, AD_PLACEMENTS, AD_PRICING, AD_STATUSES } from './ads';
import { defineCall, noInput } from './call';
import { inboxBusinessId } from './notifications';
import { PAYMENT_STATUSES } from './payments';

export const ADS_REPORT_RANGES = ['7d', '30d', '90d'] as const;
export type AdsReportRange = (typeof ADS_REPORT_RANGES)[number];

/** Field messages of the ad form (the spec has none of its own); a 400 reads "field: message". */
export const AD_FIELD_MESSAGES = {
  title: `Give the ad a title of 1 to ${AD_LIMITS.titleMax} characters`,
  placement: `placement must be one of ${AD_PLACEMENTS.join(', ')}`,
  pricing: `pricing must be one of ${AD_PRICING.join(', ')}`,
  bid: `The bid must be whole cents up to $${AD_LIMITS.maxBidCents / 100}`,
  minCpmBid: `A cpm bid is at least $${(AD_LIMITS.minCpmBidCents / 100).toFixed(2)} per 1,000 impressions`,
  minCpcBid: `A cpc bid is at least $${(AD_LIMITS.minCpcBidCents / 100).toFixed(2)} per click`,
  budget: `The daily budget is between $${AD_LIMITS.minDailyBudgetCents / 100} and $${(AD_LIMITS.maxDailyBudgetCents / 100).toLocaleString('en-US')}`,
  date: 'Give a date as YYYY-MM-DD',
  startsInPast: 'The ad cannot start before today',
  endsBeforeStart: 'The end date must not be before the start date',
  endsInPast: 'The end date must not be before today',
  tooLong: `An ad runs at most ${AD_LIMITS.maxDays} days`,
  keywords: `Keywords are at most ${AD_LIMITS.keywordsMax} characters`,
  city: 'The city is at most 80 characters',
  product: 'Choose one of your published products',
  category: 'Choose a category that exists',
  ended: 'This ad has ended: move its end date to run it again',
  adsLimit: (limit: number) => `Your package allows ${limit} ad${limit === 1 ? '' : 's'} that have not ended. Upgrade to run more.`,
} as const;

const id = (name: string) =>
  z.coerce
    .number({ invalid_type_error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive id`)
    .max(2_147_483_647, `${name} is too large`);
const adId = id('adID');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, AD_FIELD_MESSAGES.date)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), AD_FIELD_MESSAGES.date);
const whole = (message: string, min: number, max: number) =>
  z.number({ invalid_type_error: message, required_error: message }).int(message).min(min, message).max(max, message);

/** Keywords as stored: lower-case, trimmed, comma separated, no empties or repeats. */
export function normaliseKeywords(text: string): string {
  const words = text
    .split(',')
    .map((w) => w.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter(Boolean);
  return [...new Set(words)].join(',');
}

/** The fields a vendor sets; all optional on PUT. */
const adFields = {
  productID: id('productID').nullable(),
  title: z
    .string({ required_error: AD_FIELD_MESSAGES.title, invalid_type_error: AD_FIELD_MESSAGES.title })
    .trim()
    .min(1, AD_FIELD_MESSAGES.title)
    .max(AD_LIMITS.titleMax, AD_FIELD_MESSAGES.title),
  placement: z.enum(AD_PLACEMENTS, { errorMap: () => ({ message: AD_FIELD_MESSAGES.placement }) }),
  pricing: z.enum(AD_PRICING, { errorMap: () => ({ message: AD_FIELD_MESSAGES.pricing }) }),
  bidCents: whole(AD_FIELD_MESSAGES.bid, 1, AD_LIMITS.maxBidCents),
  dailyBudgetCents: whole(AD_FIELD_MESSAGES.budget, AD_LIMITS.minDailyBudgetCents, AD_LIMITS.maxDailyBudgetCents),
  startsOn: day,
  endsOn: day,
  keywords: z.string().max(AD_LIMITS.keywordsMax, AD_FIELD_MESSAGES.keywords).transform(normaliseKeywords),
  city: z
    .string()
    .trim()
    .max(80, AD_FIELD_MESSAGES.city)
    .nullable()
    .transform((c) => c || null),
  categoryID: id('categoryID').nullable(),
};

export const createAdBody = z.object({
  bID: inboxBusinessId,
  productID: adFields.productID.optional().default(null),
  title: adFields.title,
  placement: adFields.placement,
  pricing: adFields.pricing,
  bidCents: adFields.bidCents,
  dailyBudgetCents: adFields.dailyBudgetCents,
  startsOn: adFields.startsOn,
  endsOn: adFields.endsOn,
  keywords: adFields.keywords.optional().default(''),
  city: adFields.city.optional().default(null),
  /** Omitted: the product's category (null for a whole-store ad). */
  categoryID: adFields.categoryID.optional(),
});
export type RestCreateAd = z.output<typeof createAdBody>;

export const updateAdBody = z.object({
  bID: inboxBusinessId,
  adID: adId,
  productID: adFields.productID.optional(),
  title: adFields.title.optional(),
  placement: adFields.placement.optional(),
  pricing: adFields.pricing.optional(),
  bidCents: adFields.bidCents.optional(),
  dailyBudgetCents: adFields.dailyBudgetCents.optional(),
  startsOn: adFields.startsOn.optional(),
  endsOn: adFields.endsOn.optional(),
  keywords: adFields.keywords.optional(),
  city: adFields.city.optional(),
  categoryID: adFields.categoryID.optional(),
  paused: z.boolean({ invalid_type_error: 'paused must be true or false' }).optional(),
});
export type RestUpdateAd = z.output<typeof updateAdBody>;

const count = z.number().int().nonnegative();
export const adFigures = z.object({
  impressions: count,
  clicks: count,
  /** Spend in whole cents, rounded down (the exact figure is spendMillicents). */
  spendCents: count,
  spendMillicents: count,
  /** clicks / impressions; null without impressions. */
  ctr: z.number().nullable(),
});
export type RestAdFigures = z.infer<typeof adFigures>;

export const adView = z.object({
  adID: z.number().int(),
  bID: z.number().int(),
  title: z.string(),
  placement: z.enum(AD_PLACEMENTS),
  pricing: z.enum(AD_PRICING),
  bidCents: z.number().int(),
  dailyBudgetCents: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** Days from startsOn to endsOn, both included. */
  days: z.number().int(),
  paused: z.boolean(),
  status: z.enum(AD_STATUSES),
  /** The product promoted; null for an ad of the whole store. */
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  categoryID: z.number().int().nullable(),
  keywords: z.string(),
  city: z.string().nullable(),
  today: adFigures,
  total: adFigures,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RestAd = z.infer<typeof adView>;

const balanceFields = {
  balanceCents: z.number().int(),
  /** balance × 1000 − the sub-cent part already spent: what the ads can still spend. */
  spendableMillicents: z.number().int(),
  currency: z.literal('USD'),
};

export const listAds = defineCall({
  name: 'listAds',
  method: 'GET',
  path: '/advertising/ads',
  query: z.object({ bID: inboxBusinessId }),
  body: noInput,
  data: z.object({ bID: z.number().int(), ads: z.array(adView), ...balanceFields }),
});

export const getAd = defineCall({
  name: 'getAd',
  method: 'GET',
  path: '/advertising/ad',
  query: z.object({ bID: inboxBusinessId, adID: adId }),
  body: noInput,
  data: z.object({ ad: adView }),
  unwrap: 'ad',
});

export const createAd = defineCall({
  name: 'createAd',
  method: 'POST',
  path: '/advertising/ad',
  query: noInput,
  body: createAdBody,
  data: z.object({ ad: adView }),
  unwrap: 'ad',
});

export const updateAd = defineCall({
  name: 'updateAd',
  method: 'PUT',
  path: '/advertising/ad',
  query: noInput,
  body: updateAdBody,
  data: z.object({ ad: adView }),
  unwrap: 'ad',
});

export const reportPoint = z.object({ day: z.string(), impressions: count, clicks: count, spendMillicents: count, ctr: z.number().nullable() });

/** One day's events recorded but not charged (issue #27): no valid token, own store, not from our page, repeats, over the caps. */
export const invalidPoint = z.object({ day: z.string(), invalidImpressions: count, invalidClicks: count });

export const reportAd = z.object({
  adID: z.number().int(),
  title: z.string(),
  impressions: count,
  clicks: count,
  spendMillicents: count,
  ctr: z.number().nullable(),
});

/** One line of the billing history: a top-up (a payment) or one ad's debits of one Harare day. */
export const billingEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('top_up'), at: z.string(), reference: z.string(), status: z.enum(PAYMENT_STATUSES), amountCents: z.number().int() }),
  z.object({
    kind: z.literal('debit'),
    at: z.string(),
    adID: z.number().int(),
    title: z.string(),
    impressions: count,
    clicks: count,
    spendMillicents: count,
  }),
]);
export type RestBillingEntry = z.infer<typeof billingEntry>;

/** Top-ups and debit days listed at most. */
export const BILLING_HISTORY_MAX = 200;

export const adsReport = defineCall({
  // A fetch of the business's ads figures: its default failure is 'Error fetching ads' (gateway/errors.ts).
  name: 'adsReport',
  method: 'POST',
  path: '/advertising/business-ads',
  query: noInput,
  body: z.object({
    bID: inboxBusinessId,
    range: z.enum(ADS_REPORT_RANGES, { errorMap: () => ({ message: `range must be one of ${ADS_REPORT_RANGES.join(', ')}` }) }).default('30d'),
    adID: adId.optional(),
  }),
  data: z.object({
    bID: z.number().int(),
    range: z.enum(ADS_REPORT_RANGES),
    /** First and last Harare day, inclusive. */
    from: z.string(),
    to: z.string(),
    adID: z.number().int().nullable(),
    series: z.array(reportPoint),
    /** The same days as series: what was recorded as invalid traffic and not charged. */
    invalidSeries: z.array(invalidPoint),
    ads: z.array(reportAd),
    ...balanceFields,
    /** Newest first: top-ups and daily debits of the range, at most BILLING_HISTORY_MAX. */
    history: z.array(billingEntry),
  }),
});
export type RestAdsReport = z.infer<typeof adsReport.data>;
export type RestAdsList = z.infer<typeof listAds.data>;
