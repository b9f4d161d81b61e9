/** The dashboard home: the active business's analytics over a range, its counters and latest listings. */
import { graphql } from '../generated';

export const DashboardAnalyticsQuery = graphql(`
  query DashboardHome_Analytics($businessId: ID!, $range: AnalyticsRange!) {
    businessAnalytics(businessId: $businessId, range: $range) {
      range
      granularity
      from
      to
      sales { amountCents currency }
      orders
      averageOrder { amountCents currency }
      views
      conversion
      series { bucket orders views sales { amountCents currency } }
      topByRevenue { productId name slug units revenue { amountCents currency } }
      topByUnits { productId name slug units revenue { amountCents currency } }
      cities { city orders sales { amountCents currency } }
    }
    businessCounters(businessId: $businessId) {
      newOrders
      pendingOffers
      matchingRequests
      unreadNotifications
      productsUsed
      productLimit
      productsNearLimit
    }
    # The storefront's newest listings: by id, so this public (edge-cached) read runs beside the figures.
    latestProducts: businessProducts(businessId: $businessId, page: 1, limit: 6) {
      items { id slug name kind price { amountCents currency } stockQuantity }
    }
  }
`);
