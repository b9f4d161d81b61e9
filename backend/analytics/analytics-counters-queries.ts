/**
 * What needs a vendor's attention now (GET /business/analytics/counters): one small indexed count each, sent
 * as one batch. Offers count when it is the seller's turn and they have not lapsed; buyer requests count when they
 * are open, in one of the business's categories, not the vendor's own, and not yet answered by this business.
 */
import { sql, type SQL } from 'drizzle-orm';
import { NEAR_LIMIT_SHARE, type RestAnalyticsCounters } from '../../schema/rest/analytics';
import { OPEN_OFFER_STATUSES } from '../../schema/rest/offers';
import type { Db } from '../db/client';
import { countOf } from '../db/read-batch';
import { activeSubscriptionReads, pairSubscription, publishedProductCountOfSql } from '../auth/accounts-queries';
import { packageProductLimit } from '../catalogue/vendor-catalogue-queries';
import { inboxScope } from '../notifications/business-scope';

type Count = { n: number };

const openOffer = sql.join(
  OPEN_OFFER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Near the limit: at least NEAR_LIMIT_SHARE of a limited package is used (a limit of 0 is always "near"). */
export function nearLimit(used: number, limit: number): boolean {
  return limit !== -1 && used >= limit * NEAR_LIMIT_SHARE;
}

export async function analyticsCounters(db: Db, businessId: number, userId: number, now: Date): Promise<RestAnalyticsCounters> {
  const nowIso = now.toISOString();
  // The five counts and the package that sets the product limit, in one D1 batch (one round trip).
  const count = (query: SQL) => countOf(db, query);
  const [latest, pkg] = activeSubscriptionReads(db, userId, now);
  const [newOrders, pendingOffers, matchingRequests, unreadNotifications, used, subscriptions, packages] = await db.batch([
    count(sql`select count(*) as n from orders where business_id = ${businessId} and read_by_vendor = 0`),
    count(sql`select count(*) as n from offers where business_id = ${businessId} and status in (${openOffer})
          and last_actor = 'buyer' and expires_at > ${nowIso}`),
    count(sql`select count(*) as n from buyer_requests r
          where r.status = 'open' and r.user_id <> ${userId}
            and r.category_id in (select category_id from business_category_links where business_id = ${businessId})
            and not exists (select 1 from buyer_request_responses x where x.request_id = r.id and x.business_id = ${businessId})`),
    // This business's unread notifications, as its inbox counts them (a vendor with two stores gets both stores' news).
    count(sql`select count(*) as n from notifications where ${inboxScope(userId, businessId)} and read_at is null`),
    // The package limit counts published products across every business the user runs.
    count(publishedProductCountOfSql(userId)),
    latest,
    pkg,
  ]);
  const n = (rows: Count[]) => Number(rows[0]?.n ?? 0);
  const limit = packageProductLimit(pairSubscription(subscriptions, packages));
  return {
    newOrders: n(newOrders),
    pendingOffers: n(pendingOffers),
    matchingRequests: n(matchingRequests),
    unreadNotifications: n(unreadNotifications),
    products: { used: n(used), limit, nearLimit: nearLimit(n(used), limit) },
  };
}
