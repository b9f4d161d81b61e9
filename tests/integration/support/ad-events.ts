/**
 * Helpers for the ad counting and billing tests: an ad written straight into D1 for a fresh business with a
 * chosen balance, queue messages, a fake MessageBatch with ack/retry spies, and reads of what was counted.
 */
import { env } from 'cloudflare:test';
import { vi } from 'vitest';
import { harareDay } from '../../../backend/analytics/harare-range';
import type { AdPlacement, AdPricing } from '../../../schema/rest/ads';
import type { AdEventMessage } from '../../../schema/rest/ads-events';
import { freshBusiness, freshProduct } from './analytics';

export const SHOPPER_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A146B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const DAY_MS = 86_400_000;
export const today = () => harareDay(new Date());
export const dayOffset = (days: number) => harareDay(new Date(Date.now() + days * DAY_MS));

export interface AdSetup {
  pricing?: AdPricing;
  bidCents?: number;
  dailyBudgetCents?: number;
  balanceCents?: number;
  startsOn?: string;
  endsOn?: string;
  paused?: boolean;
  placement?: AdPlacement;
  /** 'store' promotes the business (storefront) instead of a product. */
  promotes?: 'product' | 'store';
}

export interface TestAd {
  id: number;
  businessId: number;
  businessSlug: string;
  productSlug: string;
}

/** A fresh business holding `balanceCents` and one ad of it. */
export async function freshAd(o: AdSetup = {}): Promise<TestAd> {
  const shop = await freshBusiness();
  const product = await freshProduct(shop.id, 'Advertised Product');
  await env.DB.prepare('update businesses set ads_balance_cents = ?, ads_accrued_millicents = 0 where id = ?')
    .bind(o.balanceCents ?? 1000, shop.id)
    .run();
  const id = await addAd(shop.id, o.promotes === 'store' ? null : product.id, o);
  return { id, businessId: shop.id, businessSlug: shop.slug, productSlug: product.slug };
}

/** Another ad of an existing business. */
export async function addAd(businessId: number, productId: number | null, o: AdSetup = {}): Promise<number> {
  const now = new Date().toISOString();
  const { meta } = await env.DB.prepare(
    `insert into ads (business_id, product_id, title, placement, pricing, bid_cents, daily_budget_cents, starts_on, ends_on, paused, created_at, updated_at)
     values (?, ?, 'Test ad', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      businessId,
      productId,
      o.placement ?? 'home',
      o.pricing ?? 'cpm',
      o.bidCents ?? 100,
      o.dailyBudgetCents ?? 100_000,
      o.startsOn ?? dayOffset(-1),
      o.endsOn ?? dayOffset(30),
      o.paused ? 1 : 0,
      now,
      now,
    )
    .run();
  return Number(meta.last_row_id);
}

let serial = 0;
/** An event as the Worker would queue it; each call a new page view and visitor unless told otherwise. */
export function adEvent(adID: number, o: Partial<AdEventMessage> = {}): AdEventMessage {
  serial += 1;
  const kind = o.kind ?? 'impression';
  return {
    eventKey: kind === 'impression' ? `imp:pv-${serial}-${Date.now()}:${adID}` : `click:${crypto.randomUUID()}`,
    adID,
    kind,
    visitor: `visitor-${serial}-${Date.now()}`.padEnd(16, '0').slice(0, 64),
    placement: 'home',
    pageUrl: 'https://musika.test/',
    referrer: '',
    at: new Date().toISOString(),
    ...o,
  };
}

export function fakeBatch(bodies: unknown[]) {
  const messages = bodies.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body, ack: vi.fn(), retry: vi.fn() }));
  const batch = { queue: 'musika-ad-events', messages, ackAll: vi.fn(), retryAll: vi.fn() };
  return batch as typeof batch & MessageBatch<unknown>;
}

export interface Account {
  balanceCents: number;
  accruedMillicents: number;
}

export async function account(businessId: number): Promise<Account> {
  const row = await env.DB.prepare(
    'select ads_balance_cents as balanceCents, ads_accrued_millicents as accruedMillicents from businesses where id = ?',
  )
    .bind(businessId)
    .first<Account>();
  return row!;
}

/**
 * An ad's daily figures: of `day`, or summed over every day when none is named. Each test makes its own ad, so
 * the sum is that test's, whichever Harare day its events fell on: a test running across Harare midnight reads
 * the same figures as one at noon (the events are dated by the wall clock, the read would be too).
 */
export async function dayStats(adId: number, day?: string) {
  const row = await env.DB.prepare(
    `select coalesce(sum(impressions), 0) as impressions, coalesce(sum(clicks), 0) as clicks,
            coalesce(sum(spend_millicents), 0) as spend
       from ad_daily_stats where ad_id = ?1 and (?2 is null or day = ?2)`,
  )
    .bind(adId, day ?? null)
    .first<{ impressions: number; clicks: number; spend: number }>();
  return row ?? { impressions: 0, clicks: 0, spend: 0 };
}

export async function eventRows(adId: number) {
  const { results } = await env.DB.prepare(
    'select event_key as eventKey, kind, visitor, billed, cost_millicents as cost, at, placement from ad_events where ad_id = ? order by id',
  )
    .bind(adId)
    .all<{ eventKey: string; kind: string; visitor: string; billed: number; cost: number; at: string; placement: string }>();
  return results;
}

/** Waits (up to ~10 s) until `read` answers what `done` accepts: the queue consumer runs a moment later. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, tries = 100): Promise<T> {
  let value = await read();
  for (let i = 0; i < tries && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}
