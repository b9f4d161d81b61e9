/**
 * Africa/Harare calendar arithmetic for the analytics (pure, unit-tested). Harare is UTC+2 all year (CAT, no
 * daylight saving), so a fixed offset is exact and no time-zone database is needed in the Worker.
 */
import type { AnalyticsRange } from '../../schema/rest/analytics';

export const HARARE_OFFSET_MS = 2 * 60 * 60 * 1000;
/** The same offset as SQLite's date modifier, for grouping stored UTC instants by Harare day. */
export const HARARE_SQL_MODIFIER = '+2 hours';
const DAY_MS = 24 * 60 * 60 * 1000;

export interface HarareRange {
  granularity: 'day' | 'month';
  /** First and last Harare day, inclusive ('YYYY-MM-DD'). */
  from: string;
  to: string;
  /** The UTC instants bounding the range: startIso inclusive, endIso exclusive (ISO strings, like created_at). */
  startIso: string;
  endIso: string;
  /** Every bucket of the series in order, so days without orders still show as zero. */
  buckets: string[];
}

/** The Harare day of an instant, 'YYYY-MM-DD'. */
export function harareDay(instant: Date): string {
  return new Date(instant.getTime() + HARARE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant at which a Harare day ('YYYY-MM-DD') starts. */
export function harareMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - HARARE_OFFSET_MS);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the month `back` months before the month of `day`. */
function monthStart(day: string, back: number): string {
  const [year, month] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 10);
}

const DAYS: Record<Exclude<AnalyticsRange, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The range ending today in Harare: the last n days, or the last 12 calendar months (this one included). */
export function harareRange(range: AnalyticsRange, now: Date): HarareRange {
  const to = harareDay(now);
  const from = range === '12m' ? monthStart(to, 11) : addDays(to, 1 - DAYS[range]);
  const buckets: string[] = [];
  if (range === '12m') {
    for (let back = 11; back >= 0; back--) buckets.push(monthStart(to, back).slice(0, 7));
  } else {
    for (let day = from; day <= to; day = addDays(day, 1)) buckets.push(day);
  }
  return {
    granularity: range === '12m' ? 'month' : 'day',
    from,
    to,
    startIso: harareMidnight(from).toISOString(),
    endIso: harareMidnight(addDays(to, 1)).toISOString(),
    buckets,
  };
}
