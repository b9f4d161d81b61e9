/** Words for bookings: statuses, kinds and Harare dates and times, written by hand so server and browser agree. */
import { formatMoney } from '~/lib/money';
import { harareDayOf, harareTimeOf } from '../../../schema/rest/booking-rules';

/** A hire item's refundable deposit: "None" rather than "$0.00" when the business asks for none. */
export const depositLabel = (cents: number | null | undefined) => (cents ? formatMoney(cents) : 'None');

export const STATUS_LABEL: Record<string, string> = {
  REQUESTED: 'Waiting for the business',
  PROPOSED: 'New time proposed',
  ACCEPTED: 'Accepted',
  CONFIRMED: 'Confirmed',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
  LAPSED: 'Lapsed: not answered in time',
};

/** The vendor's words for the same statuses (the vendor is the one who answers a request). */
export const VENDOR_STATUS_LABEL: Record<string, string> = { ...STATUS_LABEL, REQUESTED: 'Needs your answer', PROPOSED: 'Waiting for the buyer' };

export const STATUS_FILTERS = ['REQUESTED', 'PROPOSED', 'ACCEPTED', 'CONFIRMED', 'DECLINED', 'CANCELLED', 'LAPSED'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const statusFromSearch = (value: string | null): StatusFilter | undefined => STATUS_FILTERS.find((s) => s === value?.toUpperCase());

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Tue 1 Dec 2026' for a 'YYYY-MM-DD' day. */
export function dayLabel(day: string, long = false): string {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = DAYS[d.getUTCDay()];
  const month = MONTHS[d.getUTCMonth()];
  return long
    ? `${weekday} ${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`
    : `${weekday.slice(0, 3)} ${d.getUTCDate()} ${month.slice(0, 3)} ${d.getUTCFullYear()}`;
}

export const monthLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
export const timeLabel = (iso: string) => harareTimeOf(iso);

interface When {
  kind: string;
  startsAt: string;
  startDay: string;
  endDay: string;
}

/** 'Tue 1 Dec 2026, 10:00–11:00' or 'Tue 1 Dec 2026 to Thu 3 Dec 2026' (Harare time). */
export function whenLabel(b: When & { endsAt: string }): string {
  if (b.kind === 'HIRE') return b.startDay === b.endDay ? `${dayLabel(b.startDay)} (1 day)` : `${dayLabel(b.startDay)} to ${dayLabel(b.endDay)}`;
  return `${dayLabel(harareDayOf(b.startsAt))}, ${timeLabel(b.startsAt)}–${timeLabel(b.endsAt)}`;
}

/** When a waiting hire request lapses: 'Thu 3 Dec 2026, 14:05' (Harare time). */
export const lapseLabel = (iso: string) => `${dayLabel(harareDayOf(iso))}, ${timeLabel(iso)}`;

export const RATE_UNIT_LABEL: Record<string, string> = { hour: 'per hour', day: 'per day', week: 'per week', job: 'per job' };
