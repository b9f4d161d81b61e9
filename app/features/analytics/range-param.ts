/**
 * The dashboard's range in the address (?range=7d|30d|90d|12m, the REST names) ⇄ the GraphQL enum. Anything
 * else reads as the default, so a hand-edited address still shows a page.
 */
import { z } from 'zod';
import { ANALYTICS_RANGES, type AnalyticsRange as RestRange } from '../../../schema/rest/analytics';
import type { AnalyticsRange } from '~/graphql/generated/graphql';

export const DEFAULT_RANGE: RestRange = '30d';

const TO_ENUM: Record<RestRange, AnalyticsRange> = { '7d': 'DAYS_7', '30d': 'DAYS_30', '90d': 'DAYS_90', '12m': 'MONTHS_12' };

export function rangeFromSearch(search: URLSearchParams): RestRange {
  const parsed = z.enum(ANALYTICS_RANGES).safeParse(search.get('range'));
  return parsed.success ? parsed.data : DEFAULT_RANGE;
}

export const rangeEnum = (range: RestRange): AnalyticsRange => TO_ENUM[range];

export { ANALYTICS_RANGES, type RestRange };
