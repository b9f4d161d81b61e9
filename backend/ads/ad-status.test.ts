import { describe, expect, it } from 'vitest';
import { adStatus, runDays, spendableMillicents, type AdStatusInput } from './ad-status';

const today = '2026-11-24';
const ad = (over: Partial<AdStatusInput> = {}): AdStatusInput => ({
  paused: false,
  startsOn: '2026-11-20',
  endsOn: '2026-11-30',
  pricing: 'cpm',
  bidCents: 200,
  ...over,
});
const plenty = 1_000_000;

describe('ad status', () => {
  it('active: within its days, not paused, the balance covers one more unit', () => {
    expect(adStatus(ad(), today, plenty)).toBe('active');
    // Its first and last day are both days it runs.
    expect(adStatus(ad({ startsOn: today }), today, plenty)).toBe('active');
    expect(adStatus(ad({ endsOn: today }), today, plenty)).toBe('active');
  });

  it('paused: the vendor switched it off, even before its first day or without funds', () => {
    expect(adStatus(ad({ paused: true }), today, plenty)).toBe('paused');
    expect(adStatus(ad({ paused: true, startsOn: '2026-12-01', endsOn: '2026-12-05' }), today, plenty)).toBe('paused');
    expect(adStatus(ad({ paused: true }), today, 0)).toBe('paused');
  });

  it('scheduled: before its first Harare day', () => {
    expect(adStatus(ad({ startsOn: '2026-11-25' }), today, plenty)).toBe('scheduled');
  });

  it('ended: after its last Harare day, whether paused or not', () => {
    expect(adStatus(ad({ endsOn: '2026-11-23' }), today, plenty)).toBe('ended');
    expect(adStatus(ad({ endsOn: '2026-11-23', paused: true }), today, plenty)).toBe('ended');
  });

  it('out of funds when the balance cannot cover one unit: a cpm impression costs bid millicents', () => {
    expect(adStatus(ad({ pricing: 'cpm', bidCents: 200 }), today, 199)).toBe('out_of_funds');
    expect(adStatus(ad({ pricing: 'cpm', bidCents: 200 }), today, 200)).toBe('active');
  });

  it('out of funds when the balance cannot cover one unit: a cpc click costs bid × 1000 millicents', () => {
    expect(adStatus(ad({ pricing: 'cpc', bidCents: 25 }), today, 24_999)).toBe('out_of_funds');
    expect(adStatus(ad({ pricing: 'cpc', bidCents: 25 }), today, 25_000)).toBe('active');
  });
});

describe('spendable millicents and run days', () => {
  it('takes the sub-cent part already spent off the balance, never below zero', () => {
    expect(spendableMillicents(150, 300)).toBe(149_700);
    expect(spendableMillicents(0, 0)).toBe(0);
    expect(spendableMillicents(0, 999)).toBe(0);
  });

  it('counts both the first and the last day, across a month end', () => {
    expect(runDays('2026-11-24', '2026-11-24')).toBe(1);
    expect(runDays('2026-11-28', '2026-12-02')).toBe(5);
  });
});
