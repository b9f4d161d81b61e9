/**
 * The calendar's arithmetic (pure): which days a view shows (?view=day|week|month&date=YYYY-MM-DD), the dates
 * its previous and next links open, and which of those days each booking touches. Weeks start on Monday.
 */
import { addDays, isDay } from '../../../schema/rest/booking-rules';

export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarRange {
  view: CalendarView;
  date: string;
  /** The days shown, first to last (a month view is padded to whole weeks). */
  days: string[];
  from: string;
  to: string;
  prev: string;
  next: string;
}

/** The view and date asked for, or the week of today when they are missing or malformed. */
export function calendarParams(search: URLSearchParams, today: string): { view: CalendarView; date: string } {
  const view = CALENDAR_VIEWS.find((v) => v === search.get('view')) ?? 'week';
  const date = search.get('date') ?? '';
  return { view, date: isDay(date) ? date : today };
}

const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
function shiftMonth(day: string, months: number): string {
  const d = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
}

export function calendarRange(view: CalendarView, date: string): CalendarRange {
  let from: string;
  let to: string;
  let prev: string;
  let next: string;
  if (view === 'day') {
    [from, to, prev, next] = [date, date, addDays(date, -1), addDays(date, 1)];
  } else if (view === 'week') {
    from = mondayOf(date);
    [to, prev, next] = [addDays(from, 6), addDays(from, -7), addDays(from, 7)];
  } else {
    const first = firstOfMonth(date);
    const last = addDays(shiftMonth(first, 1), -1);
    from = mondayOf(first);
    to = addDays(mondayOf(last), 6);
    [prev, next] = [shiftMonth(first, -1), shiftMonth(first, 1)];
  }
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return { view, date, days, from, to, prev, next };
}

/** Bookings by the days of the range they touch (a hire shows on each of its days), in start order. */
export function byDay<T extends { startDay: string; endDay: string; startsAt: string }>(bookings: T[], days: string[]): Map<string, T[]> {
  const out = new Map<string, T[]>(days.map((d) => [d, []]));
  const sorted = [...bookings].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  for (const b of sorted) for (const d of days) if (b.startDay <= d && d <= b.endDay) out.get(d)!.push(b);
  return out;
}
