/**
 * Vendor analytics (spec §7 "POST /business/analytics/dashboard {bID, range}", "GET /business/analytics/counters
 * {bID}") and the view recorder (Musika addition, POST /business/analytics/view).
 *
 * Figures are in Africa/Harare days (UTC+2 all year, no daylight saving). A range ends today (Harare) and
 * starts n−1 days earlier ('7d', '30d', '90d') or on the first day of the month eleven months back ('12m',
 * monthly series). Sales count orders whose status is not cancelled, refunded or failed (NOT_SALE_STATUSES);
 * average order value = sales / orders; conversion = orders / views, at most 1 (orders
 * without a recorded view count at most one per view), null without views.
 *
 * Authorization: dashboard and counters need a login that runs bID (401, 404 'Business not found', 403 'You
 * do not manage this business'). The view call is public (a view is what any page visit is): the backend
 * hashes the caller's IP and User-Agent itself, ignores bots, and counts one view per visitor per product
 * (or storefront) per 30 minutes.
 */
import { z } from 'zod';
import { defineCall, slugParam } from './call';

export const ANALYTICS_RANGES = ['7d', '30d', '90d', '12m'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
/** Orders in these statuses are not sales. */
export const NOT_SALE_STATUSES = ['cancelled', 'refunded', 'failed'] as const;
/** A visitor's repeat views of the same product within this window count once. */
export const VIEW_WINDOW_MINUTES = 30;
/** The counters call flags the product limit when this share of it is used. */
export const NEAR_LIMIT_SHARE = 0.8;
export const TOP_PRODUCTS = 5;
export const TOP_CITIES = 8;

const bIdMessages = { required_error: 'bID is required', invalid_type_error: 'bID must be a number' };
const bIdBody = z
  .number(bIdMessages)
  .int('bID must be a whole number')
  .positive('bID must be a positive id')
  .max(Number.MAX_SAFE_INTEGER, 'bID is too large');
const bIdQuery = z.coerce
  .number(bIdMessages)
  .int('bID must be a whole number')
  .positive('bID must be a positive id')
  .max(Number.MAX_SAFE_INTEGER, 'bID is too large');

export const analyticsRange = z.enum(ANALYTICS_RANGES, {
  errorMap: () => ({ message: `range must be one of ${ANALYTICS_RANGES.join(', ')}` }),
});

const count = z.number().int().nonnegative();
const cents = z.number().int();

export const seriesPoint = z.object({
  /** 'YYYY-MM-DD' (Harare day) or 'YYYY-MM' for '12m'. */
  bucket: z.string(),
  salesCents: cents,
  orders: count,
  views: count,
});

export const topProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** Null when the product has since been deleted. */
  slug: z.string().nullable(),
  units: count,
  revenueCents: cents,
});

export const buyerCity = z.object({ city: z.string(), orders: count, salesCents: cents });

export const dashboardFigures = z.object({
  range: analyticsRange,
  granularity: z.enum(['day', 'month']),
  /** First and last Harare day of the range, inclusive. */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  salesCents: cents,
  orders: count,
  averageOrderCents: cents,
  views: count,
  /** orders / views, 0–∞ (a buyer may order without a recorded view); null without views. */
  conversion: z.number().nullable(),
  series: z.array(seriesPoint),
  topByRevenue: z.array(topProduct),
  topByUnits: z.array(topProduct),
  cities: z.array(buyerCity),
});
export type RestDashboardFigures = z.infer<typeof dashboardFigures>;

/** POST /business/analytics/dashboard {bID, range} (bearer; runs bID) → the figures of the range. */
export const analyticsDashboard = defineCall({
  name: 'analyticsDashboard',
  method: 'POST',
  path: '/business/analytics/dashboard',
  query: z.object({}).strip(),
  body: z.object({ bID: bIdBody, range: analyticsRange.default('30d') }),
  data: dashboardFigures,
});

export const analyticsCounters = z.object({
  /** Orders the vendor has not opened yet (readStatus false). */
  newOrders: count,
  /** Open offers on the business's products waiting for the seller's answer. */
  pendingOffers: count,
  /** Open buyer requests in the business's categories that the business has not answered. */
  matchingRequests: count,
  /** Unread notifications of the vendor (orders, offers, requests, reviews, messages). */
  unreadNotifications: count,
  /** Published products of all the vendor's businesses against the package limit (-1 unlimited). */
  products: z.object({ used: count, limit: z.number().int(), nearLimit: z.boolean() }),
});
export type RestAnalyticsCounters = z.infer<typeof analyticsCounters>;

/** GET /business/analytics/counters?bID (bearer; runs bID) → what needs the vendor's attention. */
export const analyticsCountersCall = defineCall({
  name: 'analyticsCounters',
  method: 'GET',
  path: '/business/analytics/counters',
  query: z.object({ bID: bIdQuery }),
  body: z.object({}).strip(),
  data: analyticsCounters,
});

/**
 * POST /business/analytics/view {kind, slug, city?} (public; User-Agent and CF-Connecting-IP headers) →
 * {recorded}: false for a bot, an unknown or unpublished product/storefront, or a repeat within the window.
 */
export const recordView = defineCall({
  name: 'recordView',
  method: 'POST',
  path: '/business/analytics/view',
  query: z.object({}).strip(),
  body: z.object({
    kind: z.enum(['product', 'storefront'], { errorMap: () => ({ message: "kind must be 'product' or 'storefront'" }) }),
    slug: slugParam,
    city: z.string().trim().min(1).max(80).optional(),
  }),
  data: z.object({ recorded: z.boolean() }),
});
