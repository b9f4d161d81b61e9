/**
 * Numbers of the ads pages: the range in the address (?range=7d|30d|90d ⇄ the GraphQL enum), click-through as
 * a percentage, and the form's dollars ⇄ cents. Their words are in the catalogue (ads-text.server.ts).
 */
import { z } from 'zod';
import { ADS_REPORT_RANGES, type AdsReportRange } from '../../../schema/rest/ads-manage';
import type { AdsRange, AdsManage_AdFragment, AdsManage_ReportFragment } from '~/graphql/generated/graphql';

export type Ad = AdsManage_AdFragment;
export type AdsReport = AdsManage_ReportFragment;

const TO_ENUM: Record<AdsReportRange, AdsRange> = { '7d': 'DAYS_7', '30d': 'DAYS_30', '90d': 'DAYS_90' };
export const DEFAULT_ADS_RANGE: AdsReportRange = '30d';

export function adsRangeFromSearch(search: URLSearchParams): AdsReportRange {
  const parsed = z.enum(ADS_REPORT_RANGES).safeParse(search.get('range'));
  return parsed.success ? parsed.data : DEFAULT_ADS_RANGE;
}

export const adsRangeEnum = (range: AdsReportRange): AdsRange => TO_ENUM[range];

/** 0.0123 → '1.23%'; no impressions → '—'. */
export function percent(ctr: number | null | undefined): string {
  return ctr === null || ctr === undefined ? '—' : `${(ctr * 100).toFixed(2)}%`;
}

/** The Harare day of an instant (UTC+2 all year), 'YYYY-MM-DD', and a day `days` later. */
export const harareToday = (now = new Date()) => new Date(now.getTime() + 2 * 3_600_000).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Dollars typed in a form as whole cents; null when it is not an amount. */
export function centsFrom(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

export const dollars = (cents: number) => (cents / 100).toFixed(2);
