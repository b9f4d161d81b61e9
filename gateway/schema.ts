/**
 * The gateway's executable schema: every contract file in schema/graphql and its resolvers, one per line. Served
 * over /graphql by Yoga (yoga.ts) and executed in-process for the app's own operations (in-process.ts).
 */
import { makeExecutableSchema } from '@graphql-tools/schema';
import commonSdl from '../schema/graphql/common.graphql';
import catalogueSdl from '../schema/graphql/catalogue.graphql';
import businessesSdl from '../schema/graphql/businesses.graphql';
import contentSdl from '../schema/graphql/content.graphql';
import accountsSdl from '../schema/graphql/accounts.graphql';
import languagesSdl from '../schema/graphql/languages.graphql';
import socialSignInSdl from '../schema/graphql/social-sign-in.graphql';
import searchSdl from '../schema/graphql/search.graphql';
import cartSdl from '../schema/graphql/cart.graphql';
import ordersSdl from '../schema/graphql/orders.graphql';
import engagementSdl from '../schema/graphql/engagement.graphql';
import offersSdl from '../schema/graphql/offers.graphql';
import buyerRequestsSdl from '../schema/graphql/buyer-requests.graphql';
import mediaSdl from '../schema/graphql/media.graphql';
import businessAdminSdl from '../schema/graphql/business-admin.graphql';
import productAdminSdl from '../schema/graphql/product-admin.graphql';
import catalogueAdminSdl from '../schema/graphql/catalogue-admin.graphql';
import vendorOrdersSdl from '../schema/graphql/vendor-orders.graphql';
import analyticsSdl from '../schema/graphql/analytics.graphql';
import vendorInboxSdl from '../schema/graphql/vendor-inbox.graphql';
import customersSdl from '../schema/graphql/customers.graphql';
import moneySdl from '../schema/graphql/money.graphql';
import subscriptionsSdl from '../schema/graphql/subscriptions.graphql';
import adsBalanceSdl from '../schema/graphql/ads-balance.graphql';
import adsManageSdl from '../schema/graphql/ads-manage.graphql';
import paymentsSdl from '../schema/graphql/payments.graphql';
import postsSdl from '../schema/graphql/posts.graphql';
import shoppingCentresSdl from '../schema/graphql/shopping-centres.graphql';
import supportSdl from '../schema/graphql/support.graphql';
import feedbackSdl from '../schema/graphql/feedback.graphql';
import adsServingSdl from '../schema/graphql/ads-serving.graphql';
import bookingsSdl from '../schema/graphql/bookings.graphql';
import auctionsSdl from '../schema/graphql/auctions.graphql';
import followersSdl from '../schema/graphql/followers.graphql';
import staffSdl from '../schema/graphql/staff.graphql';
import chatSdl from '../schema/graphql/chat.graphql';
import ledgerSdl from '../schema/graphql/ledger.graphql';
import operatorsSdl from '../schema/graphql/operators.graphql';
import adminPaymentsSdl from '../schema/graphql/admin-payments.graphql';
import moderationSdl from '../schema/graphql/moderation.graphql';
import reviewModerationSdl from '../schema/graphql/review-moderation.graphql';
import adminInboxSdl from '../schema/graphql/admin-inbox.graphql';
import adminBusinessesSdl from '../schema/graphql/admin-businesses.graphql';
import adminSiteContentSdl from '../schema/graphql/admin-site-content.graphql';
import adminContentSdl from '../schema/graphql/admin-content.graphql';
import adminCategoriesSdl from '../schema/graphql/admin-categories.graphql';
import adminFinanceSdl from '../schema/graphql/admin-finance.graphql';
import operatorResetSdl from '../schema/graphql/operator-reset.graphql';
import deliverySdl from '../schema/graphql/delivery.graphql';
import apiClientsSdl from '../schema/graphql/api-clients.graphql';
import type { GatewayContext } from './context';
import { apiClientResolvers } from './resolvers/api-clients/api-clients';
import { pageInfoResolvers } from './resolvers/shared/paging';
import { adsAccountResolvers } from './resolvers/ads/ads-account';
import { adsManageResolvers } from './resolvers/ads/ads-manage';
import { adsServingResolvers } from './resolvers/ads/ads-serving';
import { analyticsResolvers } from './resolvers/analytics/analytics';
import { auctionsResolvers } from './resolvers/auctions/auctions';
import { accountResolvers } from './resolvers/auth/accounts';
import { languageResolvers } from './resolvers/auth/language';
import { socialSignInResolvers } from './resolvers/social-sign-in/social-sign-in';
import { viewerBusinessResolvers } from './resolvers/auth/viewer-businesses';
import { billingResolvers } from './resolvers/billing/payments-and-receipts';
import { bookingResolvers } from './resolvers/bookings/bookings';
import { businessSearchResolvers } from './resolvers/businesses/business-search';
import { businessSettingsResolvers } from './resolvers/businesses/business-settings';
import { businessResolvers } from './resolvers/businesses/businesses';
import { buyerRequestResolvers } from './resolvers/buyer-requests/buyer-requests';
import { cartPreviewResolvers } from './resolvers/cart/cart-preview';
import { serverCartResolvers } from './resolvers/cart/server-cart';
import { wishlistResolvers } from './resolvers/cart/wishlist';
import { categoryResolvers } from './resolvers/catalogue/categories';
import { productResolvers } from './resolvers/catalogue/products';
import { vendorCatalogueResolvers } from './resolvers/catalogue/vendor-catalogue';
import { vendorProductResolvers } from './resolvers/catalogue/vendor-products';
import { chatResolvers } from './resolvers/chat/chat';
import { contactResolvers } from './resolvers/content/contact';
import { feedbackResolvers } from './resolvers/content/feedback';
import { pageAndMenuResolvers } from './resolvers/content/pages-and-menus';
import { postResolvers } from './resolvers/content/posts';
import { shoppingCentreResolvers } from './resolvers/content/shopping-centres';
import { followerResolvers } from './resolvers/followers/followers';
import { adminPaymentResolvers } from './resolvers/admin-payments/admin-payments';
import { ledgerResolvers } from './resolvers/ledger/ledger';
import { adminFinanceResolvers } from './resolvers/ledger/admin-finance';
import { operatorResetResolvers } from './resolvers/operators/operator-reset';
import { moderationResolvers } from './resolvers/moderation/moderation';
import { reviewModerationResolvers } from './resolvers/moderation/review-moderation';
import { adminInboxResolvers } from './resolvers/support/admin-inbox';
import { adminBusinessResolvers } from './resolvers/businesses/admin-businesses';
import { adminSiteContentResolvers } from './resolvers/content/admin-site-content';
import { adminContentResolvers } from './resolvers/content/admin-content';
import { adminCategoryResolvers } from './resolvers/catalogue/admin-categories';
import { photoUploadResolvers } from './resolvers/media/photo-upload';
import { exchangeRateResolvers } from './resolvers/money/exchange-rates';
import { businessInboxResolvers } from './resolvers/notifications/business-inbox';
import { notificationResolvers } from './resolvers/notifications/notifications';
import { offerResolvers } from './resolvers/offers/offers';
import { operatorResolvers } from './resolvers/operators/operators';
import { buyerOrderResolvers } from './resolvers/orders/buyer-orders';
import { customerResolvers } from './resolvers/orders/customers';
import { vendorOrderResolvers } from './resolvers/orders/vendor-orders';
import { deliveryResolvers } from './resolvers/delivery/delivery';
import { paymentStatusResolvers } from './resolvers/payments/payment-status';
import { reviewResolvers } from './resolvers/reviews/reviews';
import { productSearchResolvers } from './resolvers/search/product-search';
import { staffResolvers } from './resolvers/staff/staff';
import { subscriptionResolvers } from './resolvers/subscriptions/subscriptions';

export const typeDefs = [
  commonSdl,
  catalogueSdl,
  businessesSdl,
  contentSdl,
  accountsSdl,
  socialSignInSdl,
  searchSdl,
  cartSdl,
  ordersSdl,
  engagementSdl,
  languagesSdl,
  offersSdl,
  buyerRequestsSdl,
  mediaSdl,
  businessAdminSdl,
  catalogueAdminSdl,
  productAdminSdl,
  vendorInboxSdl,
  customersSdl,
  analyticsSdl,
  vendorOrdersSdl,
  moneySdl,
  paymentsSdl,
  subscriptionsSdl,
  adsBalanceSdl,
  adsManageSdl,
  postsSdl,
  shoppingCentresSdl,
  supportSdl,
  feedbackSdl,
  adsServingSdl,
  bookingsSdl,
  auctionsSdl,
  followersSdl,
  staffSdl,
  chatSdl,
  operatorsSdl,
  ledgerSdl,
  adminPaymentsSdl,
  moderationSdl,
  reviewModerationSdl,
  adminInboxSdl,
  adminBusinessesSdl,
  adminSiteContentSdl,
  adminContentSdl,
  adminCategoriesSdl,
  adminFinanceSdl,
  operatorResetSdl,
  deliverySdl,
  apiClientsSdl,
];

export const schema = makeExecutableSchema<GatewayContext>({
  typeDefs,
  resolvers: [
    { Query: { ok: () => true } },
    pageInfoResolvers,
    productResolvers,
    categoryResolvers,
    businessResolvers,
    pageAndMenuResolvers,
    accountResolvers,
    languageResolvers,
    socialSignInResolvers,
    productSearchResolvers,
    businessSearchResolvers,
    cartPreviewResolvers,
    serverCartResolvers,
    buyerOrderResolvers,
    wishlistResolvers,
    reviewResolvers,
    notificationResolvers,
    viewerBusinessResolvers,
    offerResolvers,
    buyerRequestResolvers,
    photoUploadResolvers,
    businessSettingsResolvers,
    vendorCatalogueResolvers,
    vendorProductResolvers,
    businessInboxResolvers,
    customerResolvers,
    analyticsResolvers,
    vendorOrderResolvers,
    deliveryResolvers,
    exchangeRateResolvers,
    paymentStatusResolvers,
    subscriptionResolvers,
    billingResolvers,
    adsAccountResolvers,
    adsManageResolvers,
    postResolvers,
    shoppingCentreResolvers,
    contactResolvers,
    feedbackResolvers,
    adsServingResolvers,
    bookingResolvers,
    auctionsResolvers,
    followerResolvers,
    staffResolvers,
    chatResolvers,
    operatorResolvers,
    ledgerResolvers,
    adminPaymentResolvers,
    moderationResolvers,
    reviewModerationResolvers,
    adminInboxResolvers,
    adminBusinessResolvers,
    adminSiteContentResolvers,
    adminContentResolvers,
    adminCategoryResolvers,
    adminFinanceResolvers,
    operatorResetResolvers,
    apiClientResolvers,
  ],
});
