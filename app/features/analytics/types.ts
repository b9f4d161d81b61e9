/** The shapes the analytics UI renders, straight from the dashboard document (codegen). */
import type { DashboardHome_AnalyticsQuery } from '~/graphql/generated/graphql';

export type DashboardAnalytics = NonNullable<DashboardHome_AnalyticsQuery['businessAnalytics']>;
export type DashboardCounters = NonNullable<DashboardHome_AnalyticsQuery['businessCounters']>;
export type TopProduct = DashboardAnalytics['topByRevenue'][number];
