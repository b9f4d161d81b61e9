import { describe, expect, it } from 'vitest';
import { byDay, calendarParams, calendarRange } from './calendar-range';

describe('calendar ranges (weeks start on Monday)', () => {
  it('a week view shows Monday to Sunday around the date, with the weeks before and after', () => {
    const r = calendarRange('week', '2026-12-03');
    expect([r.from, r.to, r.prev, r.next, r.days.length]).toEqual(['2026-11-30', '2026-12-06', '2026-11-23', '2026-12-07', 7]);
  });
  it('a month view pads the month to whole weeks and moves by month', () => {
    const r = calendarRange('month', '2026-12-15');
    expect([r.from, r.to, r.prev, r.next]).toEqual(['2026-11-30', '2027-01-03', '2026-11-01', '2027-01-01']);
    expect(r.days.length % 7).toBe(0);
  });
  it('a day view is one day', () => {
    expect(calendarRange('day', '2026-12-31')).toMatchObject({ days: ['2026-12-31'], prev: '2026-12-30', next: '2027-01-01' });
  });
  it('missing or malformed parameters fall back to the week of today', () => {
    expect(calendarParams(new URLSearchParams('view=year&date=2026-02-30'), '2026-12-01')).toEqual({ view: 'week', date: '2026-12-01' });
    expect(calendarParams(new URLSearchParams('view=month&date=2027-01-05'), '2026-12-01')).toEqual({ view: 'month', date: '2027-01-05' });
  });
  it('a hire shows on every day it covers', () => {
    const days = calendarRange('week', '2026-12-03').days;
    const map = byDay([{ startDay: '2026-12-01', endDay: '2026-12-03', startsAt: 'a' }], days);
    expect(days.filter((d) => map.get(d)!.length)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
  });
});
