/**
 * The rules of an ad's settings that one field cannot check alone (schema/rest/ads-manage.ts checks each field):
 * the least bid of its pricing, the order and length of its days, and days against Harare today. Applied to the
 * ad as it will be saved (a PUT's fields over the stored ad), so a create and an update obey the same rules.
 * Pure: each rule has a unit test.
 */
import { AD_LIMITS, type AdPricing } from '../../schema/rest/ads';
import { AD_FIELD_MESSAGES } from '../../schema/rest/ads-manage';
import { runDays } from './ad-status';

export interface AdSchedule {
  pricing: AdPricing;
  bidCents: number;
  startsOn: string;
  endsOn: string;
}

export interface AdProblem {
  field: 'bidCents' | 'startsOn' | 'endsOn';
  message: string;
}

/** Which days a check holds to today: a new ad both; an update only the dates it moves (a running ad began earlier). */
export interface ScheduleChange {
  startsOnChanged: boolean;
  endsOnChanged: boolean;
}

export const NEW_AD: ScheduleChange = { startsOnChanged: true, endsOnChanged: true };

export function minBidCents(pricing: AdPricing): number {
  return pricing === 'cpm' ? AD_LIMITS.minCpmBidCents : AD_LIMITS.minCpcBidCents;
}

/** The first rule the ad breaks, or null. */
export function adScheduleProblem(ad: AdSchedule, today: string, change: ScheduleChange = NEW_AD): AdProblem | null {
  if (ad.bidCents < minBidCents(ad.pricing)) {
    return { field: 'bidCents', message: ad.pricing === 'cpm' ? AD_FIELD_MESSAGES.minCpmBid : AD_FIELD_MESSAGES.minCpcBid };
  }
  if (change.startsOnChanged && ad.startsOn < today) return { field: 'startsOn', message: AD_FIELD_MESSAGES.startsInPast };
  if (ad.endsOn < ad.startsOn) return { field: 'endsOn', message: AD_FIELD_MESSAGES.endsBeforeStart };
  if (change.endsOnChanged && ad.endsOn < today) return { field: 'endsOn', message: AD_FIELD_MESSAGES.endsInPast };
  if (runDays(ad.startsOn, ad.endsOn) > AD_LIMITS.maxDays) return { field: 'endsOn', message: AD_FIELD_MESSAGES.tooLong };
  return null;
}

/** True when `limit` (the package's `ads`; -1 unlimited, missing 0) leaves no room for one more ad that has not ended. */
export function adsLimitReached(limit: number | undefined, live: number): boolean {
  const value = limit ?? 0;
  return value !== -1 && live >= value;
}
