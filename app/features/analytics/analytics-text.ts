/**
 * The analytics panels' words (issue 33 §3): the loader hands them as written (`messagesFor`, dashboard-home.tsx)
 * and the panels fill in their figures (app/lib/i18n/fill.ts). Keys and types only: no catalogue in the browser.
 */
import type { MessageKey } from '~/lib/i18n/catalogues/en';
import type { RestRange } from './range-param';

export const ANALYTICS_KEYS = [
  'analytics.attention',
  'analytics.newOrders',
  'analytics.offersToAnswer',
  'analytics.matchingRequests',
  'analytics.unreadNotifications',
  'analytics.productsNearLimit',
  'analytics.productsPublished',
  'analytics.period',
  'analytics.range7d',
  'analytics.range30d',
  'analytics.range90d',
  'analytics.range12m',
  'analytics.sales',
  'analytics.orders',
  'analytics.averageOrder',
  'analytics.productViews',
  'analytics.conversion',
  'analytics.citiesTitle',
  'analytics.noOrders',
  'analytics.city',
  'analytics.topProducts',
  'analytics.byRevenue',
  'analytics.byUnits',
  'analytics.noSales',
  'analytics.product',
  'analytics.units',
  'analytics.revenue',
  'analytics.salesPerDay',
  'analytics.salesPerMonth',
  'analytics.highestDay',
  'analytics.highestMonth',
  'analytics.tableDay',
  'analytics.tableMonth',
  'analytics.captionDay',
  'analytics.captionMonth',
  'analytics.day',
  'analytics.month',
  'analytics.views',
  // The rollups write 'Unknown' for an order with no city (migration 0013): said in the reader's language.
  'notifications.unknownCity',
  'dashboard.usageOf',
  'dashboard.usageOfUnlimited',
] as const satisfies readonly MessageKey[];

/** The panels' words and the page's language (money and month names). */
export interface AnalyticsText {
  lang: string;
  m: Record<(typeof ANALYTICS_KEYS)[number], string>;
}

export const RANGE_KEY: Record<RestRange, (typeof ANALYTICS_KEYS)[number]> = {
  '7d': 'analytics.range7d',
  '30d': 'analytics.range30d',
  '90d': 'analytics.range90d',
  '12m': 'analytics.range12m',
};
