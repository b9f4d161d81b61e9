/** The embedded ezw/v1 REST API on D1, mounted at /wp-json/ezw/v1 (spec §7). */
import { Hono } from 'hono';
import { API_BASE_PATH, HttpError, unexpectedFailure, type BackendApp, type BackendEnv } from './http';
import { registerCategoryRoutes } from './catalogue/categories-routes';
import { registerProductRoutes } from './catalogue/products-routes';
import { registerBusinessRoutes } from './businesses/businesses-routes';
import { registerBusinessSettingsRoutes } from './businesses/business-settings-routes';
import { registerBusinessSearchRoutes } from './businesses/business-search-routes';
import { registerSearchRoutes } from './search/search-routes';
import { registerContentRoutes } from './content/content-routes';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerRegisterRoute } from './auth/register-routes';
import { registerPasswordRoutes } from './auth/password-routes';
import { registerSocialSignInRoutes } from './social-sign-in/social-routes';
import { registerAccountRoutes } from './auth/account-routes';
import { registerSubscriptionRoutes } from './subscriptions/subscriptions-routes';
import { registerCartRoutes } from './cart/cart-routes';
import { registerWishlistRoutes } from './cart/wishlist-routes';
import { registerOrderRoutes } from './orders/orders-routes';
import { registerShipmentRoutes } from './orders/shipment-routes';
import { registerDeliveryRoutes } from './delivery/delivery-routes';
import { registerReviewRoutes } from './reviews/reviews-routes';
import { registerReportRoutes } from './reviews/reports-routes';
import { registerNotificationRoutes } from './notifications/notifications-routes';
import { registerOfferRoutes } from './offers/offers-routes';
import { registerBuyerRequestRoutes } from './buyer-requests/buyer-requests-routes';
import { registerMediaRoutes } from './media/media-routes';
import { registerVendorCatalogueRoutes } from './catalogue/vendor-catalogue-routes';
import { registerVendorProductRoutes } from './catalogue/vendor-products-routes';
import { registerAnalyticsRoutes } from './analytics/analytics-routes';
import { registerCustomerRoutes } from './orders/customers-routes';
import { registerPaymentRoutes } from './payments/payments-routes';
import { registerExchangeRateRoutes } from './money/exchange-rates-routes';
import { registerPostRoutes } from './content/posts-routes';
import { registerShoppingCentreRoutes } from './content/shopping-centres-routes';
import { registerContactRoutes } from './content/contact-routes';
import { registerFeedbackRoutes } from './content/feedback-routes';
import { registerAdsManageRoutes } from './ads/ads-manage-routes';
import { registerAdEventRoutes } from './ads/ads-events-routes';
import { registerAdsServingRoutes } from './ads/ads-serving-routes';
import { registerChatRoutes } from './chat/chat-routes';
import { registerBookingRoutes } from './bookings/bookings-routes';
import { registerAuctionRoutes } from './auctions/auctions-routes';
import { registerFollowerRoutes } from './followers/followers-routes';
import { registerStaffRoutes } from './staff/staff-routes';
import { registerAdvertisingRoutes } from './ads/advertising-routes';
import { registerBillingRoutes } from './billing/billing-routes';
import { registerCheckoutRoute } from './orders/checkout';
import { registerPayCheckoutRoute } from './orders/checkout-payment';
import { registerBusinessBookingRoutes } from './bookings/business-bookings-routes';
import { registerBulkImportRoute } from './catalogue/vendor-bulk-import-routes';
import { registerEarningsRoutes } from './ledger/earnings-routes';
import { ADMIN_ROUTE_ROLES as payoutRoles, registerAdminPayoutRoutes } from './ledger/admin-payouts-routes';
import { ADMIN_ROUTE_ROLES as securityRoles, registerSecurityRoutes } from './operators/security-routes';
import { ADMIN_ROUTE_ROLES as overviewRoles, registerOverviewRoutes } from './operators/overview-routes';
import { ADMIN_ROUTE_ROLES as paymentRoles, registerAdminPaymentRoutes } from './payments/admin-payments-routes';
import { ADMIN_ROUTE_ROLES as reportRoles, registerAdminReportRoutes } from './moderation/admin-reports-routes';
import { ADMIN_ROUTE_ROLES as businessRoles, registerAdminBusinessRoutes } from './businesses/admin-businesses-routes';
import { ADMIN_ROUTE_ROLES as reviewRoles, registerAdminReviewRoutes } from './moderation/admin-reviews-routes';
import { ADMIN_ROUTE_ROLES as inboxRoles, registerAdminInboxRoutes } from './support/admin-inbox-routes';
import { ADMIN_ROUTE_ROLES as exchangeRateRoles, registerAdminExchangeRateRoutes } from './money/admin-exchange-rates-routes';
import { ADMIN_ROUTE_ROLES as financeRoles, registerAdminFinanceSettingsRoutes } from './ledger/admin-finance-settings-routes';
import { ADMIN_ROUTE_ROLES as operatorResetRoles, registerOperatorResetRoutes } from './operators/operator-reset-routes';
import { ADMIN_ROUTE_ROLES as categoryRoles, registerAdminCategoryRoutes } from './catalogue/admin-categories-routes';
import { ADMIN_ROUTE_ROLES as attributeRoles, registerAdminAttributeRoutes } from './catalogue/admin-attributes-routes';
import { ADMIN_ROUTE_ROLES as contentRoles, registerAdminContentRoutes } from './content/admin-posts-routes';
import { ADMIN_ROUTE_ROLES as menuRoles, registerAdminMenuRoutes } from './content/admin-menus-routes';
import { ADMIN_ROUTE_ROLES as centreRoles, registerAdminCentreRoutes } from './content/admin-centres-routes';
import { ADMIN_ROUTE_ROLES as testimonialRoles, registerAdminTestimonialRoutes } from './content/admin-testimonials-routes';
import { ADMIN_ROUTE_ROLES as noticeRoles, registerAdminNoticeRoutes } from './content/admin-notice-routes';
import { ADMIN_ROUTE_ROLES as apiClientRoles, registerAdminApiClientRoutes } from './api-clients/admin-api-clients-routes';
import { registerApiClientRoutes } from './api-clients/api-clients-routes';
import { registerBudgetRoutes } from './api-clients/budget-charge';
import { registerTestimonialRoutes } from './content/testimonials-routes';
import { registerNoticeRoutes } from './content/notice-routes';
import { adminGate } from './operators/admin-gate';
import { measureRowsRead } from './db/rows-read';

export { API_BASE_PATH };

export function createBackend(): BackendApp {
  // strict: false — '/businesses/promoted/' and '/businesses/promoted' are the same call.
  const app: BackendApp = new Hono<{ Bindings: BackendEnv }>({ strict: false }).basePath(API_BASE_PATH);

  // Rows read per request, for the scale bench only (MEASURE_ROWS_READ; backend/db/rows-read.ts).
  app.use('*', measureRowsRead());
  // Operators' calls (issue 29): roles and the code step are checked before any /admin route reads its input.
  // Each route file's ADMIN_ROUTE_ROLES joins this list.
  app.use(
    '/admin/*',
    adminGate([
      securityRoles,
      overviewRoles,
      payoutRoles,
      paymentRoles,
      reportRoles,
      reviewRoles,
      inboxRoles,
      exchangeRateRoles,
      financeRoles,
      operatorResetRoles,
      categoryRoles,
      attributeRoles,
      businessRoles,
      contentRoles,
      menuRoles,
      centreRoles,
      testimonialRoles,
      noticeRoles,
      apiClientRoles,
    ]),
  );
  // First: its middleware records a configured ZWG_RATE before any route (payments included) reads rates.
  registerExchangeRateRoutes(app);
  registerCategoryRoutes(app);
  // Before the product and business routes: '/products/storeFinder' and '/businesses/search' are fixed paths
  // that a later '/products/:slug' or '/businesses/:slug' must not capture.
  registerSearchRoutes(app);
  registerBusinessSearchRoutes(app);
  registerProductRoutes(app);
  registerBusinessRoutes(app);
  registerBusinessSettingsRoutes(app);
  registerContentRoutes(app);
  registerPostRoutes(app);
  registerShoppingCentreRoutes(app);
  registerContactRoutes(app);
  registerFeedbackRoutes(app);
  registerTestimonialRoutes(app);
  registerNoticeRoutes(app);
  registerAuthRoutes(app);
  registerRegisterRoute(app);
  registerPasswordRoutes(app);
  registerSocialSignInRoutes(app);
  registerAccountRoutes(app);
  registerSubscriptionRoutes(app);
  registerAdvertisingRoutes(app);
  registerBillingRoutes(app);
  registerCartRoutes(app);
  registerWishlistRoutes(app);
  registerOrderRoutes(app);
  registerShipmentRoutes(app);
  registerDeliveryRoutes(app);
  registerCheckoutRoute(app);
  registerPayCheckoutRoute(app);
  registerReviewRoutes(app);
  registerReportRoutes(app);
  registerNotificationRoutes(app);
  registerOfferRoutes(app);
  registerBuyerRequestRoutes(app);
  registerMediaRoutes(app);
  registerVendorCatalogueRoutes(app);
  registerBulkImportRoute(app);
  registerVendorProductRoutes(app);
  registerAnalyticsRoutes(app);
  registerCustomerRoutes(app);
  registerPaymentRoutes(app);
  registerAdsManageRoutes(app);
  registerAdEventRoutes(app);
  registerAdsServingRoutes(app);
  registerChatRoutes(app);
  registerBookingRoutes(app);
  registerBusinessBookingRoutes(app);
  registerAuctionRoutes(app);
  registerFollowerRoutes(app);
  registerStaffRoutes(app);
  registerEarningsRoutes(app);
  registerAdminFinanceSettingsRoutes(app);
  registerAdminPayoutRoutes(app);
  registerAdminReportRoutes(app);
  registerAdminContentRoutes(app);
  registerAdminBusinessRoutes(app);
  registerAdminCategoryRoutes(app);
  registerAdminAttributeRoutes(app);
  registerAdminReviewRoutes(app);
  registerAdminInboxRoutes(app);
  registerAdminPaymentRoutes(app);
  registerSecurityRoutes(app);
  registerOverviewRoutes(app);
  registerAdminMenuRoutes(app);
  registerAdminCentreRoutes(app);
  registerAdminTestimonialRoutes(app);
  registerAdminNoticeRoutes(app);
  registerAdminExchangeRateRoutes(app);
  registerOperatorResetRoutes(app);
  registerApiClientRoutes(app);
  registerAdminApiClientRoutes(app);
  registerBudgetRoutes(app);

  app.notFound((c) => c.json({ success: false, code: 'rest_no_route', message: 'No route was found matching the URL and request method.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ success: false, message: error.message, data: { status: error.status } }, error.status, error.headers);
    }
    return unexpectedFailure(c, error);
  });
  return app;
}
