/**
 * What a vendor sees of an ad (schema/rest/ads.ts AD_STATUSES; docs/decisions/012-ads.md). Only `paused` is
 * stored; the rest is worked out from the Harare day and the business's balance each time it is asked, so a
 * status never goes stale. Pure, so each rule has a unit test of its own.
 *
 * Precedence: ended (past its last day: nothing brings it back but a later end date), then paused (the vendor's
 * own switch, shown as such even before the first day or without funds), then scheduled (before its first day),
 * then out of funds (the balance cannot pay for one more unit: an impression for cpm, a click for cpc), else active.
 */
import { nextUnitMillicents, type AdPricing, type AdStatus } from '../../schema/rest/ads';

export interface AdStatusInput {
  paused: boolean;
  /** First and last Harare day it may serve, inclusive ('YYYY-MM-DD'). */
  startsOn: string;
  endsOn: string;
  pricing: AdPricing;
  bidCents: number;
}

/** What a business can still spend: its balance in millicents less the sub-cent part already spent. */
export function spendableMillicents(balanceCents: number, accruedMillicents: number): number {
  return Math.max(0, balanceCents * 1000 - accruedMillicents);
}

export function adStatus(ad: AdStatusInput, today: string, spendable: number): AdStatus {
  if (today > ad.endsOn) return 'ended';
  if (ad.paused) return 'paused';
  if (today < ad.startsOn) return 'scheduled';
  if (spendable < nextUnitMillicents(ad.pricing, ad.bidCents)) return 'out_of_funds';
  return 'active';
}

/** Days from the first to the last, both included ('YYYY-MM-DD' strings). */
export function runDays(startsOn: string, endsOn: string): number {
  return Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / 86_400_000) + 1;
}
