import { describe, expect, it } from 'vitest';
import { harareDay, harareMidnight, harareRange } from './harare-range';

describe('Harare day bucketing (Africa/Harare = UTC+2, no daylight saving)', () => {
  it('an instant at 22:30 UTC is already the next Harare day; 21:59 UTC is still the same day', () => {
    expect(harareDay(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
    expect(harareDay(new Date('2026-11-22T21:59:59.999Z'))).toBe('2026-11-22');
    expect(harareDay(new Date('2026-11-22T22:00:00Z'))).toBe('2026-11-23');
  });

  it('a Harare midnight is 22:00 UTC the evening before', () => {
    expect(harareMidnight('2026-11-23').toISOString()).toBe('2026-11-22T22:00:00.000Z');
    expect(harareMidnight('2027-01-01').toISOString()).toBe('2026-12-31T22:00:00.000Z');
  });
});

describe('analytics ranges end today in Harare', () => {
  // 23:30 Harare on 23 Nov: UTC is still 21:30 the same day.
  const lateEvening = new Date('2026-11-23T21:30:00Z');
  // 00:30 Harare on 24 Nov: UTC is still 23 Nov (22:30).
  const justAfterMidnight = new Date('2026-11-23T22:30:00Z');

  it('7 days: today and the six days before, bounded by Harare midnights', () => {
    const r = harareRange('7d', lateEvening);
    expect(r).toMatchObject({ granularity: 'day', from: '2026-11-17', to: '2026-11-23' });
    expect(r.startIso).toBe('2026-11-16T22:00:00.000Z');
    expect(r.endIso).toBe('2026-11-23T22:00:00.000Z');
    expect(r.buckets).toEqual(['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
  });

  it('at 00:30 Harare the range has moved to the new Harare day although UTC has not', () => {
    const r = harareRange('7d', justAfterMidnight);
    expect(r.to).toBe('2026-11-24');
    expect(r.from).toBe('2026-11-18');
    // An order at 23:30 Harare the day before (21:30 UTC) falls inside; one at 23:30 Harare a week ago does not.
    expect('2026-11-23T21:30:00.000Z' >= r.startIso && '2026-11-23T21:30:00.000Z' < r.endIso).toBe(true);
    expect('2026-11-16T21:30:00.000Z' >= r.startIso).toBe(false);
  });

  it('30 and 90 days count every day, month ends and leap days included', () => {
    expect(harareRange('30d', lateEvening).buckets).toHaveLength(30);
    const r = harareRange('90d', new Date('2028-03-01T10:00:00Z'));
    expect(r.buckets).toHaveLength(90);
    expect(r.buckets).toContain('2028-02-29');
    expect(r.to).toBe('2028-03-01');
  });

  it('12 months: monthly buckets from the first of the month eleven months back, across a year end', () => {
    const r = harareRange('12m', new Date('2026-12-31T22:15:00Z')); // 00:15 on 1 Jan 2027 in Harare
    expect(r).toMatchObject({ granularity: 'month', from: '2026-02-01', to: '2027-01-01' });
    expect(r.buckets[0]).toBe('2026-02');
    expect(r.buckets.at(-1)).toBe('2027-01');
    expect(r.buckets).toHaveLength(12);
    expect(r.startIso).toBe('2026-01-31T22:00:00.000Z');
  });
});
