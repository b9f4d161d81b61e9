/**
 * Vendor analytics (schema/graphql/analytics.graphql ⇄ schema/rest/analytics.ts): the dashboard figures and the
 * counters. Thin: ranges and money are mapped, the REST API checks who runs the business.
 */
import * as contract from '../../../schema/rest/analytics';
import type { AnalyticsRange as RestRange } from '../../../schema/rest/analytics';
import { RestError } from '../../errors';
import type { AnalyticsRange, Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';

const isId = (v: string) => /^\d{1,15}$/.test(v);

const TO_REST: Record<AnalyticsRange, RestRange> = { DAYS_7: '7d', DAYS_30: '30d', DAYS_90: '90d', MONTHS_12: '12m' };
const FROM_REST: Record<RestRange, AnalyticsRange> = { '7d': 'DAYS_7', '30d': 'DAYS_30', '90d': 'DAYS_90', '12m': 'MONTHS_12' };

/** Someone else's business reads as nothing at all, as an unknown one does. */
function nullIfNotTheirs(error: unknown): null {
  if (error instanceof RestError && (error.status === 403 || error.status === 404)) return null;
  throw error;
}

export const analyticsResolvers: Resolvers = {
  Query: {
    businessAnalytics: async (_root, { businessId, range }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      return ctx.rest
        .call(contract.analyticsDashboard, { body: { bID: Number(businessId), range: TO_REST[range ?? 'DAYS_30'] } })
        .catch(nullIfNotTheirs);
    },
    businessCounters: async (_root, { businessId }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      return ctx.rest.call(contract.analyticsCountersCall, { query: { bID: Number(businessId) } }).catch(nullIfNotTheirs);
    },
  },
  BusinessAnalytics: {
    range: (f) => FROM_REST[f.range],
    granularity: (f) => (f.granularity === 'month' ? 'MONTH' : 'DAY'),
    sales: (f) => money(f.salesCents, f.currency),
    averageOrder: (f) => money(f.averageOrderCents, f.currency),
    series: (f) => f.series.map((p) => ({ bucket: p.bucket, orders: p.orders, views: p.views, sales: money(p.salesCents, f.currency) })),
    topByRevenue: (f) => f.topByRevenue.map((p) => ({ ...p, productId: String(p.productId), revenue: money(p.revenueCents, f.currency) })),
    topByUnits: (f) => f.topByUnits.map((p) => ({ ...p, productId: String(p.productId), revenue: money(p.revenueCents, f.currency) })),
    cities: (f) => f.cities.map((c) => ({ city: c.city, orders: c.orders, sales: money(c.salesCents, f.currency) })),
  },
  BusinessCounters: {
    productsUsed: (c) => c.products.used,
    productLimit: (c) => c.products.limit,
    productsNearLimit: (c) => c.products.nearLimit,
  },
};
