/**
 * Recording what is not charged (issue #27; docs/decisions/012-ads.md "Invalid traffic"). Two statements appended
 * to an event's billing chain (billing-batch.ts), in the same D1 batch:
 *   5. insert the event into ad_invalid_events unless this message's own row made it into ad_events (matched by
 *      its intake id: billed, or kept unbilled for want of funds) — with the Worker's reason, or the one the
 *      chain met: a replayed event key, the address over its 24-hour cap, or the visitor's 30-minute repeat;
 *   6. when 5 inserted, add one to the day's invalid impressions or clicks (ad_daily_stats), the vendor's
 *      "invalid (not charged)" figures.
 * Keyed by the intake id, so a retried batch records an event once. Nothing is recorded for an ad that cannot
 * serve that day (paused, outside its days): the page that showed it was stale, not fraudulent.
 */
import type { AdEventMessage } from '../../schema/rest/ads-events';

interface Statement {
  sql: string;
  params: (string | number | null)[];
}

export interface InvalidWindows {
  day: string;
  capStart: string;
  capEnd: string;
  cap: number;
}

const RECORD_INVALID = `insert into ad_invalid_events (intake_id, ad_id, business_id, kind, reason, visitor, address, placement, page_url, referrer, at, day)
  select ?1, a.id, a.business_id, ?2,
    coalesce(?3,
      case
        when exists (select 1 from ad_events e where e.event_key = ?4) then 'duplicate'
        when ?6 <> '' and (select count(*) from ad_events c where c.ad_id = a.id and c.kind = ?2 and c.address = ?6 and c.billed = 1
          and c.at > ?13 and c.at < ?14) >= cast(?15 as integer) then 'address_cap'
        else 'repeat'
      end),
    ?5, ?6, ?7, ?8, ?9, ?10, ?11
  from ads a
  where a.id = ?12 and a.paused = 0 and ?11 between a.starts_on and a.ends_on
    and not exists (select 1 from ad_events e where e.intake_id = ?1)
  on conflict (intake_id) do nothing`;

const ADD_INVALID_TO_DAY = `insert into ad_daily_stats (ad_id, day, business_id, invalid_impressions, invalid_clicks)
  select ?1, ?2, ?3, cast(?4 as integer), cast(?5 as integer) where changes() = 1
  on conflict (ad_id, day) do update set
    invalid_impressions = invalid_impressions + excluded.invalid_impressions,
    invalid_clicks = invalid_clicks + excluded.invalid_clicks`;

/** Statements 5 and 6 of an event that has an intake id. */
export function invalidChain(event: AdEventMessage, ad: { id: number; businessId: number }, w: InvalidWindows): Statement[] {
  const impression = event.kind === 'impression' ? 1 : 0;
  return [
    {
      sql: RECORD_INVALID,
      params: [
        event.intakeId ?? null,
        event.kind,
        event.invalid ?? null,
        event.eventKey,
        event.visitor,
        event.address ?? '',
        event.placement,
        event.pageUrl,
        event.referrer,
        event.at,
        w.day,
        ad.id,
        w.capStart,
        w.capEnd,
        w.cap,
      ],
    },
    { sql: ADD_INVALID_TO_DAY, params: [ad.id, w.day, ad.businessId, impression, 1 - impression] },
  ];
}
