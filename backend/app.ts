/** The embedded ezw/v1 REST API on D1, mounted at /wp-json/ezw/v1 (spec §7). */
import { Hono } from 'hono';
import { API_BASE_PATH, HttpError, unexpectedFailure, type BackendApp, type BackendEnv } from './http';
import { registerCategoryRoutes } from './routes/categories';
import { registerProductRoutes } from './routes/products';
import { registerBusinessRoutes } from './routes/businesses';
import { registerBusinessSettingsRoutes } from './routes/business-settings';
import { registerBusinessSearchRoutes } from './routes/business-search';
import { registerSearchRoutes } from './routes/search';
import { registerContentRoutes } from './routes/content';
import { registerAuthRoutes } from './routes/auth';
import { registerRegisterRoute } from './routes/register';
import { registerPasswordRoutes } from './routes/password';
import { registerAccountRoutes } from './routes/account';
import { registerSubscriptionRoutes } from './routes/subscriptions';
import { registerCartRoutes } from './routes/cart';
import { registerWishlistRoutes } from './routes/wishlist';
import { registerOrderRoutes } from './routes/orders';
import { registerReviewRoutes } from './routes/reviews';
import { registerReportRoutes } from './routes/reports';
import { registerNotificationRoutes } from './routes/notifications';
import { registerOfferRoutes } from './routes/offers';
import { registerBuyerRequestRoutes } from './routes/buyer-requests';
import { registerMediaRoutes } from './routes/media';
import { registerVendorCatalogueRoutes } from './routes/vendor-catalogue';
import { registerVendorProductRoutes } from './routes/vendor-products';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerCustomerRoutes } from './routes/customers';
import { registerPaymentRoutes } from './routes/payments';
import { registerExchangeRateRoutes } from './routes/exchange-rates';
import { registerPostRoutes } from './routes/posts';
import { registerShoppingCentreRoutes } from './routes/shopping-centres';
import { registerContactRoutes } from './routes/contact';
import { registerFeedbackRoutes } from './routes/feedback';
import { registerAdsManageRoutes } from './routes/ads-manage';
import { registerAdEventRoutes } from './routes/ads-events';
import { registerAdsServingRoutes } from './routes/ads-serving';
import { registerChatRoutes } from './routes/chat';
import { registerBookingRoutes } from './routes/bookings';
import { registerAuctionRoutes } from './routes/auctions';
import { registerFollowerRoutes } from './routes/followers';
import { registerStaffRoutes } from './routes/staff';
import { registerAdvertisingRoutes } from './routes/advertising';
import { registerBillingRoutes } from './routes/billing';
import { registerCheckoutRoute } from './orders/checkout';
import { registerPayCheckoutRoute } from './orders/checkout-payment';
import { registerBusinessBookingRoutes } from './routes/business-bookings';
import { registerBulkImportRoute } from './routes/vendor-bulk-import';

export { API_BASE_PATH };

export function createBackend(): BackendApp {
  // strict: false — '/businesses/promoted/' and '/businesses/promoted' are the same call.
  const app: BackendApp = new Hono<{ Bindings: BackendEnv }>({ strict: false }).basePath(API_BASE_PATH);

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
  registerAuthRoutes(app);
  registerRegisterRoute(app);
  registerPasswordRoutes(app);
  registerAccountRoutes(app);
  registerSubscriptionRoutes(app);
  registerAdvertisingRoutes(app);
  registerBillingRoutes(app);
  registerCartRoutes(app);
  registerWishlistRoutes(app);
  registerOrderRoutes(app);
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

  app.notFound((c) =>
    c.json({ success: false, code: 'rest_no_route', message: 'No route was found matching the URL and request method.' }, 404),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ success: false, message: error.message, data: { status: error.status } }, error.status, error.headers);
    }
    return unexpectedFailure(c, error);
  });
  return app;
}
