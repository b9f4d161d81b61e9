/**
 * Rows of ads and ad_daily_stats as the contract's shapes (schema/rest/ads-manage.ts): status worked out now,
 * spend shown in whole cents rounded down (the exact millicents ride along), click-through from counted events.
 */
import type { RestAd, RestAdFigures, RestBillingEntry } from '../../schema/rest/ads-manage';
import type { AdRow, StatTotals } from './ads-manage-queries';
import { HARARE_OFFSET_MS } from '../analytics/harare-range';
import { adStatus, runDays } from './ad-status';

const NONE: StatTotals = { impressions: 0, clicks: 0, spendMillicents: 0 };

export const clickThrough = (impressions: number, clicks: number): number | null => (impressions > 0 ? clicks / impressions : null);

export function figures(t: StatTotals = NONE): RestAdFigures {
  return { ...t, spendCents: Math.floor(t.spendMillicents / 1000), ctr: clickThrough(t.impressions, t.clicks) };
}

export function toAdView(row: AdRow, stats: { today: StatTotals; total: StatTotals } | undefined, today: string, spendable: number): RestAd {
  return {
    adID: row.id,
    bID: row.businessId,
    title: row.title,
    placement: row.placement,
    pricing: row.pricing,
    bidCents: row.bidCents,
    dailyBudgetCents: row.dailyBudgetCents,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    days: runDays(row.startsOn, row.endsOn),
    paused: row.paused,
    status: adStatus(row, today, spendable),
    product:
      row.productId !== null && row.productSlug !== null && row.productName !== null
        ? { id: row.productId, slug: row.productSlug, name: row.productName }
        : null,
    categoryID: row.categoryId,
    keywords: row.keywords,
    city: row.city,
    today: figures(stats?.today),
    total: figures(stats?.total),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Top-ups and daily debits, newest first. A top-up is placed by its Harare wall-clock time; a day's debits at the
 * end of their Harare day (they build up all day), so they come before that day's top-ups.
 */
export function mergeHistory(entries: RestBillingEntry[], max: number): RestBillingEntry[] {
  const key = (e: RestBillingEntry) => (e.kind === 'debit' ? `${e.at}T24` : new Date(Date.parse(e.at) + HARARE_OFFSET_MS).toISOString());
  return entries
    .map((e) => ({ e, k: key(e) }))
    .sort((a, b) => (a.k < b.k ? 1 : a.k > b.k ? -1 : 0))
    .slice(0, max)
    .map(({ e }) => e);
}
