/**
 * D1 schema of self-serve ads (issue #12; docs/decisions/012-ads.md). Re-exported by schema.ts.
 *
 * Money is exact integers. A bid is in US cents: per 1,000 impressions (cpm) or per click (cpc), so one
 * impression of a cpm ad costs `bid_cents` millicents (1/1000 cent). The business's balance stays in whole
 * cents (businesses.ads_balance_cents, what top-ups credit); the sub-cent part of what has been spent but not
 * yet taken from it waits in businesses.ads_accrued_millicents (0–999). So what a business can still spend is
 * ads_balance_cents × 1000 − ads_accrued_millicents millicents, and it can never go below zero.
 */
import { sqliteTable, text, integer, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import { AD_EVENT_KINDS, AD_PLACEMENTS, AD_PRICING } from '../../schema/rest/ads';
import { AD_INVALID_REASONS } from '../../schema/rest/ads-events';
import { businesses, products } from '../db/schema-core';

export const ads = sqliteTable(
  'ads',
  {
    id: integer('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    /** The product promoted; null when the ad promotes the business (its storefront). */
    productId: integer('product_id').references(() => products.id),
    title: text('title').notNull(),
    placement: text('placement', { enum: AD_PLACEMENTS }).notNull(),
    pricing: text('pricing', { enum: AD_PRICING }).notNull(),
    /** Cents per 1,000 impressions (cpm) or per click (cpc). */
    bidCents: integer('bid_cents').notNull(),
    dailyBudgetCents: integer('daily_budget_cents').notNull(),
    /** First and last Harare day it may serve, inclusive ('YYYY-MM-DD'). */
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    /** The vendor's switch. Ended and out of funds are worked out when asked (ad-status.ts), never stored. */
    paused: integer('paused', { mode: 'boolean' }).notNull().default(false),
    /** Relevance: the category it is shown in (category placement; defaults to the product's), search terms, city. */
    categoryId: integer('category_id'),
    /** Lower-case search terms separated by commas, matched against the search query's words. */
    keywords: text('keywords').notNull().default(''),
    city: text('city'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('ads_business_idx').on(t.businessId, t.id), index('ads_serving_idx').on(t.placement, t.paused, t.endsOn)],
);

/**
 * Every impression or click the queue consumer accepted. `event_key` (page view id, ad, kind) makes a replayed
 * batch count once; the 30-minute rule looks up the visitor's latest event of the same ad and kind. `billed`
 * is 0 for an event the balance or the daily budget could not cover: kept for the audit, never counted.
 */
export const adEvents = sqliteTable(
  'ad_events',
  {
    id: integer('id').primaryKey(),
    eventKey: text('event_key').notNull(),
    adId: integer('ad_id').notNull(),
    businessId: integer('business_id').notNull(),
    kind: text('kind', { enum: AD_EVENT_KINDS }).notNull(),
    /** Truncated SHA-256 of (day salt, IP, User-Agent), as product views (schema-analytics.ts). */
    visitor: text('visitor').notNull(),
    placement: text('placement').notNull(),
    pageUrl: text('page_url').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    /** ISO instant the browser saw it (clamped by the server to the last hour). */
    at: text('at').notNull(),
    billed: integer('billed', { mode: 'boolean' }).notNull().default(false),
    costMillicents: integer('cost_millicents').notNull().default(0),
    /** Keyed hash of the address alone, for the 24-hour per-address caps (migration 0020); '' before them. */
    address: text('address').notNull().default(''),
    /** The intake id of the queue message that wrote it (backend/ads/invalid-events.ts). */
    intakeId: text('intake_id'),
  },
  (t) => [
    uniqueIndex('ad_events_key_idx').on(t.eventKey),
    index('ad_events_repeat_idx').on(t.adId, t.visitor, t.kind, t.at),
    index('ad_events_address_idx').on(t.adId, t.kind, t.address, t.at),
    index('ad_events_intake_idx').on(t.intakeId),
  ],
);

/**
 * Impressions and clicks recorded but not charged (issue #27): no or a bad token, the ad's own store, not from our
 * page, a replayed token, the visitor's repeat or the address over its cap (AD_INVALID_REASONS). Audit only.
 */
export const adInvalidEvents = sqliteTable(
  'ad_invalid_events',
  {
    id: integer('id').primaryKey(),
    intakeId: text('intake_id').notNull(),
    adId: integer('ad_id').notNull(),
    businessId: integer('business_id').notNull(),
    kind: text('kind', { enum: AD_EVENT_KINDS }).notNull(),
    reason: text('reason', { enum: AD_INVALID_REASONS }).notNull(),
    visitor: text('visitor').notNull(),
    address: text('address').notNull().default(''),
    placement: text('placement').notNull(),
    pageUrl: text('page_url').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    at: text('at').notNull(),
    day: text('day').notNull(),
  },
  (t) => [uniqueIndex('ad_invalid_events_intake_idx').on(t.intakeId), index('ad_invalid_events_ad_idx').on(t.adId, t.day)],
);

/** Counted (billed) impressions, clicks and spend per ad and Harare day: the vendor's figures and the daily budget. */
export const adDailyStats = sqliteTable(
  'ad_daily_stats',
  {
    adId: integer('ad_id').notNull(),
    day: text('day').notNull(),
    businessId: integer('business_id').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    spendMillicents: integer('spend_millicents').notNull().default(0),
    /** Recorded but not charged (ad_invalid_events), the vendor's "invalid (not charged)". */
    invalidImpressions: integer('invalid_impressions').notNull().default(0),
    invalidClicks: integer('invalid_clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] }), index('ad_daily_stats_business_idx').on(t.businessId, t.day)],
);
