/**
 * Served ads' tokens for the ad event tests (issue #27): asked for as the page's ads script asks
 * (POST /advertising/ad-tokens), so a test's impression or click is what a real page view would send.
 */
import { env } from 'cloudflare:test';
import { call } from './accounts';
import { eventually, SHOPPER_UA } from './ad-events';

let serial = 0;
/** A fresh page view id, as the browser makes one per page load. */
export const newPageView = () => `pv-${Date.now().toString(36)}-tok-${++serial}`;

/** The token of `adID` shown at `placement` in page view `pageViewId`; throws when the server issues none. */
export async function servedToken(adID: number, placement = 'home', pageViewId = newPageView(), now?: number): Promise<string> {
  const { status, json } = await call('POST', '/advertising/ad-tokens', {
    body: { placement, pageViewId, adIDs: [adID] },
    headers: { 'user-agent': SHOPPER_UA },
    now,
  });
  const token = json.data?.tokens?.[0]?.token;
  if (status !== 200 || typeof token !== 'string') throw new Error(`no token for ad ${adID} at ${placement}: ${status} ${JSON.stringify(json)}`);
  return token;
}

/** An impressions body with each well-formed impression given its served token (bad input is left as it is). */
export async function withTokens(body: unknown): Promise<unknown> {
  const impressions = (body as { impressions?: unknown })?.impressions;
  if (!Array.isArray(impressions)) return body;
  const tokened = await Promise.all(
    impressions.map(async (i: Record<string, unknown>) => {
      if (i.token !== undefined || typeof i.adID !== 'number' || typeof i.pageViewId !== 'string') return i;
      try {
        return { ...i, token: await servedToken(i.adID, String(i.placement), i.pageViewId) };
      } catch {
        return i;
      }
    }),
  );
  return { ...(body as object), impressions: tokened };
}

export interface InvalidRow {
  kind: string;
  reason: string;
  address: string;
}

/** What an ad's traffic recorded as not charged (ad_invalid_events), oldest first. */
export async function invalidRows(adId: number): Promise<InvalidRow[]> {
  const { results } = await env.DB.prepare('select kind, reason, address from ad_invalid_events where ad_id = ? order by id')
    .bind(adId)
    .all<InvalidRow>();
  return results;
}

/** The billed events of an ad and the day's "not charged" figures, read together. */
export async function adFigures(adId: number) {
  const billed = await env.DB.prepare('select count(*) as n from ad_events where ad_id = ? and billed = 1').bind(adId).first<number>('n');
  const day = await env.DB.prepare(
    'select coalesce(sum(invalid_impressions), 0) as impressions, coalesce(sum(invalid_clicks), 0) as clicks from ad_daily_stats where ad_id = ?',
  )
    .bind(adId)
    .first<{ impressions: number; clicks: number }>();
  return { billed: billed ?? 0, invalidImpressions: day?.impressions ?? 0, invalidClicks: day?.clicks ?? 0 };
}

/** Waits until the consumer has settled `n` events of the ad, billed or recorded as invalid. */
export async function settled(adId: number, n: number) {
  return eventually(
    async () => ({
      events: await env.DB.prepare('select count(*) as n from ad_events where ad_id = ?').bind(adId).first<number>('n'),
      invalid: await invalidRows(adId),
    }),
    (v) => (v.events ?? 0) + v.invalid.length >= n,
  );
}
