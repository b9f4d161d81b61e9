/**
 * The per-event SQL chain of the ads consumer (docs/decisions/012-ads.md "Exact money", "The queue consumer").
 * Each event is four statements run in one D1 batch (one transaction), each after the first running only when
 * the one before it changed a row — SQLite's changes() function, which, unlike D1's meta.changes, never counts
 * writes made by triggers:
 *   1. insert the event, unless its event_key exists (a replay), the ad cannot serve that day (paused, before
 *      its first day or after its last), or the same visitor has a billed event of the ad and kind within
 *      AD_REPEAT_WINDOW_MINUTES either side of it;
 *   2. take its cost from the business: the guarded UPDATE that never lets the balance go below zero nor the
 *      day's spend above the daily budget;
 *   3. mark the event billed with its cost;
 *   4. add it to the ad's figures of the day.
 * Step 1 also refuses an address over its 24-hour cap (AD_ADDRESS_CAPS, issue #27). An event that stops after 1
 * because of the balance or budget is kept unbilled (the audit); one refused as a replay, repeat or over the cap
 * — or found invalid by the Worker — is recorded in ad_invalid_events and its day's "not charged" counts
 * (invalid-events.ts). The day of an event is the Harare day of its (clamped) instant: its spend counts against
 * the budget of the day it was seen.
 */
import { AD_REPEAT_WINDOW_MINUTES, unitCostMillicents, type AdPricing } from '../../schema/rest/ads';
import { AD_ADDRESS_CAPS, AD_ADDRESS_WINDOW_MS, type AdEventMessage } from '../../schema/rest/ads-events';
import { invalidChain } from './invalid-events';
import { harareDay } from '../analytics/harare-range';

/** What the consumer reads once per batch about each ad. */
export interface BillingAd {
  id: number;
  businessId: number;
  pricing: AdPricing;
  bidCents: number;
}

/** A statement as text and parameters, so the chain can be read (and tested) apart from D1. */
export interface ChainStatement {
  sql: string;
  params: (string | number | null)[];
}

const REPEAT_WINDOW_MS = AD_REPEAT_WINDOW_MINUTES * 60 * 1000;

/**
 * The per-address cap (issue #27): fewer than ?13 billed events of the ad and kind from the address within 24 hours
 * either side (?11, ?12). An event without an address (a message from before the caps) is not capped.
 */
const ADDRESS_UNDER_CAP = `?9 = '' or (select count(*) from ad_events c
      where c.ad_id = ?8 and c.kind = ?2 and c.address = ?9 and c.billed = 1 and c.at > ?11 and c.at < ?12) < cast(?13 as integer)`;

const INSERT_EVENT = `insert into ad_events (event_key, ad_id, business_id, kind, visitor, placement, page_url, referrer, at, billed, cost_millicents, address, intake_id)
  select ?1, a.id, a.business_id, ?2, ?3, ?4, ?5, ?6, ?7, 0, 0, ?9, ?10 from ads a
  where a.id = ?8 and a.paused = 0 and ?14 between a.starts_on and a.ends_on
    and not exists (
      select 1 from ad_events r
      where r.ad_id = ?8 and r.visitor = ?3 and r.kind = ?2 and r.at > ?15 and r.at < ?16 and r.billed = 1)
    and (${ADDRESS_UNDER_CAP})
  on conflict (event_key) do nothing`;

// D1 binds every JavaScript number as a REAL: the cost is cast back to an integer, so that SQLite divides
// integers as integers (`/ 1000` is the whole cents taken) and stores integers. SET expressions all read the
// row as it was before the update.
const SPEND = `update businesses set
    ads_balance_cents = ads_balance_cents - (ads_accrued_millicents + cast(?1 as integer)) / 1000,
    ads_accrued_millicents = (ads_accrued_millicents + cast(?1 as integer)) % 1000
  where id = ?2 and changes() = 1
    and ads_balance_cents * 1000 - ads_accrued_millicents >= cast(?1 as integer)
    and coalesce((select spend_millicents from ad_daily_stats where ad_id = ?3 and day = ?4), 0) + cast(?1 as integer)
      <= (select daily_budget_cents * 1000 from ads where id = ?3)`;

const MARK_BILLED = `update ad_events set billed = 1, cost_millicents = cast(?1 as integer) where event_key = ?2 and changes() = 1`;

const ADD_TO_DAY = `insert into ad_daily_stats (ad_id, day, business_id, impressions, clicks, spend_millicents)
  select ?1, ?2, ?3, cast(?4 as integer), cast(?5 as integer), cast(?6 as integer) where changes() = 1
  on conflict (ad_id, day) do update set
    impressions = impressions + excluded.impressions,
    clicks = clicks + excluded.clicks,
    spend_millicents = spend_millicents + excluded.spend_millicents`;

/** The four chained statements of one event of `ad`. */
export function billingChain(event: AdEventMessage, ad: BillingAd): ChainStatement[] {
  const atMs = Date.parse(event.at);
  const day = harareDay(new Date(atMs));
  const windowStart = new Date(atMs - REPEAT_WINDOW_MS).toISOString();
  const windowEnd = new Date(atMs + REPEAT_WINDOW_MS).toISOString();
  const cost = unitCostMillicents(ad.pricing, ad.bidCents, event.kind);
  const impression = event.kind === 'impression' ? 1 : 0;
  const address = event.address ?? '';
  const capStart = new Date(atMs - AD_ADDRESS_WINDOW_MS).toISOString();
  const capEnd = new Date(atMs + AD_ADDRESS_WINDOW_MS).toISOString();
  const cap = AD_ADDRESS_CAPS[event.kind];
  const billing: ChainStatement[] = [
    {
      sql: INSERT_EVENT,
      params: [
        event.eventKey,
        event.kind,
        event.visitor,
        event.placement,
        event.pageUrl,
        event.referrer,
        event.at,
        ad.id,
        address,
        event.intakeId ?? null,
        capStart,
        capEnd,
        cap,
        day,
        windowStart,
        windowEnd,
      ],
    },
    { sql: SPEND, params: [cost, ad.businessId, ad.id, day] },
    { sql: MARK_BILLED, params: [cost, event.eventKey] },
    { sql: ADD_TO_DAY, params: [ad.id, day, ad.businessId, impression, 1 - impression, cost] },
  ];
  if (!event.intakeId) return billing;
  const invalid = invalidChain(event, ad, { day, capStart, capEnd, cap });
  // An event the Worker already found invalid is only recorded; the others may still turn out invalid here.
  return event.invalid ? invalid : [...billing, ...invalid];
}

/** The chain as D1 statements, for one `DB.batch` with the other events of the batch. */
export function billingStatements(d1: D1Database, event: AdEventMessage, ad: BillingAd): D1PreparedStatement[] {
  return billingChain(event, ad).map((s) => d1.prepare(s.sql).bind(...s.params));
}
