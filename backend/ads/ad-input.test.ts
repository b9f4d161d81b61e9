import { describe, expect, it } from 'vitest';
import { AD_FIELD_MESSAGES, createAdBody, normaliseKeywords } from '../../schema/rest/ads-manage';
import { adScheduleProblem, adsLimitReached, minBidCents, type AdSchedule } from './ad-input';

const today = '2026-11-24';
const ad = (over: Partial<AdSchedule> = {}): AdSchedule => ({ pricing: 'cpm', bidCents: 100, startsOn: today, endsOn: '2026-12-24', ...over });

describe('ad bids', () => {
  it('a cpm bid is at least 50 cents per 1,000 impressions, a cpc bid at least 5 cents per click', () => {
    expect(minBidCents('cpm')).toBe(50);
    expect(minBidCents('cpc')).toBe(5);
    expect(adScheduleProblem(ad({ bidCents: 49 }), today)).toEqual({ field: 'bidCents', message: AD_FIELD_MESSAGES.minCpmBid });
    expect(adScheduleProblem(ad({ bidCents: 50 }), today)).toBeNull();
    expect(adScheduleProblem(ad({ pricing: 'cpc', bidCents: 4 }), today)).toEqual({ field: 'bidCents', message: AD_FIELD_MESSAGES.minCpcBid });
    expect(adScheduleProblem(ad({ pricing: 'cpc', bidCents: 5 }), today)).toBeNull();
  });
});

describe('ad days', () => {
  it('a new ad cannot start before Harare today', () => {
    expect(adScheduleProblem(ad({ startsOn: '2026-11-23' }), today)).toEqual({ field: 'startsOn', message: AD_FIELD_MESSAGES.startsInPast });
  });

  it('an update keeps a start date already past when it does not move it', () => {
    const running = ad({ startsOn: '2026-11-01' });
    expect(adScheduleProblem(running, today, { startsOnChanged: false, endsOnChanged: false })).toBeNull();
    expect(adScheduleProblem(running, today, { startsOnChanged: true, endsOnChanged: false })?.field).toBe('startsOn');
  });

  it('the end date is not before the start date (one day runs are fine)', () => {
    expect(adScheduleProblem(ad({ startsOn: '2026-11-30', endsOn: '2026-11-29' }), today)).toEqual({
      field: 'endsOn',
      message: AD_FIELD_MESSAGES.endsBeforeStart,
    });
    expect(adScheduleProblem(ad({ endsOn: today }), today)).toBeNull();
  });

  it('a moved end date is not before today', () => {
    const old = ad({ startsOn: '2026-11-01', endsOn: '2026-11-10' });
    expect(adScheduleProblem(old, today, { startsOnChanged: false, endsOnChanged: true })).toEqual({
      field: 'endsOn',
      message: AD_FIELD_MESSAGES.endsInPast,
    });
  });

  it('runs at most 365 days', () => {
    expect(adScheduleProblem(ad({ endsOn: '2027-11-23' }), today)).toBeNull(); // 365 days
    expect(adScheduleProblem(ad({ endsOn: '2027-11-24' }), today)).toEqual({ field: 'endsOn', message: AD_FIELD_MESSAGES.tooLong });
  });
});

describe('the package limit of ads that have not ended', () => {
  it('-1 is unlimited, a missing limit allows none', () => {
    expect(adsLimitReached(-1, 10_000)).toBe(false);
    expect(adsLimitReached(undefined, 0)).toBe(true);
    expect(adsLimitReached(10, 9)).toBe(false);
    expect(adsLimitReached(10, 10)).toBe(true);
  });
});

describe('the create contract', () => {
  const valid = {
    bID: 2,
    title: ' Winter jackets ',
    placement: 'home',
    pricing: 'cpm',
    bidCents: 100,
    dailyBudgetCents: 500,
    startsOn: today,
    endsOn: today,
  };

  it('keywords are lower-cased, trimmed and comma separated, without empties or repeats', () => {
    expect(normaliseKeywords('  Jackets, WINTER coats ,, jackets,  ')).toBe('jackets,winter coats');
    expect(createAdBody.parse({ ...valid, keywords: 'A , b' })).toMatchObject({
      keywords: 'a,b',
      title: 'Winter jackets',
      productID: null,
      city: null,
    });
  });

  it('refuses impossible dates, fractional or huge money and unknown placements', () => {
    expect(createAdBody.safeParse({ ...valid, startsOn: '2026-02-30' }).success).toBe(false);
    expect(createAdBody.safeParse({ ...valid, endsOn: "2026-11-24'; drop table ads;--" }).success).toBe(false);
    expect(createAdBody.safeParse({ ...valid, bidCents: 10.5 }).success).toBe(false);
    expect(createAdBody.safeParse({ ...valid, bidCents: 1e20 }).success).toBe(false);
    expect(createAdBody.safeParse({ ...valid, dailyBudgetCents: 99 }).success).toBe(false);
    expect(createAdBody.safeParse({ ...valid, placement: 'popup' }).success).toBe(false);
    expect(createAdBody.safeParse({ ...valid, title: 'x'.repeat(61) }).success).toBe(false);
  });
});
