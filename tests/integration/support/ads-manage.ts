/**
 * Helpers for the ads-management tests: today in Harare, a fresh business of the seeded vendor with a chosen
 * balance, a published product, counted figures written straight into ad_daily_stats (the billing consumer's
 * table) and the package's ads grants changed for one test.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll } from 'vitest';
import { harareDay } from '../../../backend/analytics/harare-range';
import { freshBusiness, freshProduct } from './analytics';
import { call } from './accounts';

export const today = () => harareDay(new Date());
export const dayOffset = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A business of the seeded vendor with `balanceCents` in its ads account and one published product. */
export async function adsShop(balanceCents: number, accruedMillicents = 0) {
  const shop = await freshBusiness();
  await env.DB.prepare('update businesses set ads_balance_cents = ?, ads_accrued_millicents = ? where id = ?')
    .bind(balanceCents, accruedMillicents, shop.id)
    .run();
  const product = await freshProduct(shop.id, 'Solar lantern', 2500);
  return { ...shop, product };
}

export async function addStats(adId: number, businessId: number, day: string, impressions: number, clicks: number, spendMillicents: number) {
  await env.DB.prepare(
    `insert into ad_daily_stats (ad_id, day, business_id, impressions, clicks, spend_millicents) values (?, ?, ?, ?, ?, ?)
     on conflict (ad_id, day) do update set impressions = excluded.impressions, clicks = excluded.clicks, spend_millicents = excluded.spend_millicents`,
  )
    .bind(adId, day, businessId, impressions, clicks, spendMillicents)
    .run();
}

/** Runs `body` with the Business package's capabilities and limits replaced, then puts them back. */
export async function withBusinessPackage<T>(capabilities: string[], limits: Record<string, number>, body: () => Promise<T>): Promise<T> {
  const before = await env.DB.prepare("select capabilities, limits from subscription_packages where slug = 'business'").first<{
    capabilities: string;
    limits: string;
  }>();
  await env.DB.prepare("update subscription_packages set capabilities = ?, limits = ? where slug = 'business'")
    .bind(JSON.stringify(capabilities), JSON.stringify(limits))
    .run();
  try {
    return await body();
  } finally {
    await env.DB.prepare("update subscription_packages set capabilities = ?, limits = ? where slug = 'business'")
      .bind(before!.capabilities, before!.limits)
      .run();
  }
}

/** For a whole file: these tests make more ads than the Business package's 10, so its limit is lifted (and put back). */
export function unlimitedAdsInThisFile() {
  let limits = '';
  beforeAll(async () => {
    limits = (await env.DB.prepare("select limits from subscription_packages where slug = 'business'").first<{ limits: string }>())!.limits;
    await env.DB.prepare("update subscription_packages set limits = json_set(limits, '$.ads', -1) where slug = 'business'").run();
  });
  afterAll(async () => {
    await env.DB.prepare("update subscription_packages set limits = ? where slug = 'business'").bind(limits).run();
  });
}

export const BUSINESS_CAPABILITIES = ['create_products', 'manage_orders', 'run_ads', 'receive_offers'];

export const adBody = (bID: number, over: Record<string, unknown> = {}) => ({
  bID,
  title: 'Solar lanterns for load-shedding',
  placement: 'home',
  pricing: 'cpm',
  bidCents: 200,
  dailyBudgetCents: 500,
  startsOn: today(),
  endsOn: dayOffset(30),
  ...over,
});

export const createAd = (token: string | undefined, body: unknown) => call('POST', '/advertising/ad', { token, body });
export const updateAd = (token: string | undefined, body: unknown) => call('PUT', '/advertising/ad', { token, body });
export const listAds = (token: string | undefined, bID: number | string) => call('GET', `/advertising/ads?bID=${bID}`, { token });
export const getAd = (token: string | undefined, bID: number | string, adID: number | string) =>
  call('GET', `/advertising/ad?bID=${bID}&adID=${adID}`, { token });
export const report = (token: string | undefined, body: unknown) => call('POST', '/advertising/business-ads', { token, body });
