/** Ads straight into D1 for the serving tests: the ads table, balances and today's spend. */
import { env } from 'cloudflare:test';
import { harareDay } from '../../../backend/analytics/harare-range';

export const today = () => harareDay(new Date());
const shift = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const yesterday = () => shift(-1);
export const tomorrow = () => shift(1);

export interface AdRow {
  id: number;
  businessId: number;
  productId?: number | null;
  title?: string;
  placement?: string;
  pricing?: 'cpm' | 'cpc';
  bidCents?: number;
  dailyBudgetCents?: number;
  startsOn?: string;
  endsOn?: string;
  paused?: boolean;
  categoryId?: number | null;
  keywords?: string;
  city?: string | null;
}

export async function insertAd(ad: AdRow): Promise<void> {
  await env.DB.prepare(
    `insert into ads (id, business_id, product_id, title, placement, pricing, bid_cents, daily_budget_cents, starts_on, ends_on, paused,
       category_id, keywords, city, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      ad.id,
      ad.businessId,
      ad.productId ?? null,
      ad.title ?? `Ad ${ad.id}`,
      ad.placement ?? 'home',
      ad.pricing ?? 'cpm',
      ad.bidCents ?? 100,
      ad.dailyBudgetCents ?? 1000,
      ad.startsOn ?? yesterday(),
      ad.endsOn ?? tomorrow(),
      ad.paused ? 1 : 0,
      ad.categoryId ?? null,
      ad.keywords ?? '',
      ad.city ?? null,
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    )
    .run();
}

export async function setBalance(businessId: number, cents: number, accruedMillicents = 0): Promise<void> {
  await env.DB.prepare('update businesses set ads_balance_cents = ?, ads_accrued_millicents = ? where id = ?')
    .bind(cents, accruedMillicents, businessId)
    .run();
}

export async function setSpentToday(adId: number, businessId: number, millicents: number): Promise<void> {
  await env.DB.prepare(
    `insert into ad_daily_stats (ad_id, day, business_id, spend_millicents) values (?, ?, ?, ?)
     on conflict (ad_id, day) do update set spend_millicents = excluded.spend_millicents`,
  )
    .bind(adId, today(), businessId, millicents)
    .run();
}

export async function clearAds(): Promise<void> {
  await env.DB.batch([env.DB.prepare('delete from ad_daily_stats'), env.DB.prepare('delete from ad_events'), env.DB.prepare('delete from ads')]);
}
