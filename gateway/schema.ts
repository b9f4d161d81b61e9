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
import type { GatewayContext } from './context';
import { accountResolvers } from './resolvers/accounts';
import { adsResolvers } from './resolvers/ads';
import { adsManageResolvers } from './resolvers/ads-manage';
import { auctionsResolvers } from './resolvers/auctions';
import { subscriptionResolvers } from './resolvers/subscriptions';
import { businessResolvers } from './resolvers/businesses';
import { cartResolvers } from './resolvers/cart';
import { serverCartResolvers } from './resolvers/cart-server';
import { orderResolvers } from './resolvers/orders';
import { engagementResolvers } from './resolvers/engagement';
import { offerResolvers } from './resolvers/offers';
import { buyerRequestResolvers } from './resolvers/buyer-requests';
import { mediaResolvers } from './resolvers/media';
import { businessAdminResolvers } from './resolvers/business-admin';
import { productAdminResolvers } from './resolvers/product-admin';
import { catalogueAdminResolvers } from './resolvers/catalogue-admin';
import { vendorOrderResolvers } from './resolvers/vendor-orders';
import { analyticsResolvers } from './resolvers/analytics';
import { vendorInboxResolvers } from './resolvers/vendor-inbox';
import { customerResolvers } from './resolvers/customers';
import { moneyResolvers } from './resolvers/money';
import { paymentResolvers } from './resolvers/payments';
import { categoryResolvers } from './resolvers/categories';
import { contentResolvers } from './resolvers/content';
import { productResolvers } from './resolvers/products';
import { searchResolvers } from './resolvers/search';
import { postResolvers } from './resolvers/posts';
import { shoppingCentreResolvers } from './resolvers/shopping-centres';
import { supportResolvers } from './resolvers/support';
import { feedbackResolvers } from './resolvers/feedback';
import { adsServingResolvers } from './resolvers/ads-serving';
import { bookingResolvers } from './resolvers/bookings';
import { followerResolvers } from './resolvers/followers';
import { staffResolvers } from './resolvers/staff';
import { chatResolvers } from './resolvers/chat';

export const typeDefs = [
  commonSdl,
  catalogueSdl,
  businessesSdl,
  contentSdl,
  accountsSdl,
  searchSdl,
  cartSdl,
  ordersSdl,
  engagementSdl,
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
];

export const schema = makeExecutableSchema<GatewayContext>({
  typeDefs,
  resolvers: [
    { Query: { ok: () => true } },
    productResolvers,
    categoryResolvers,
    businessResolvers,
    contentResolvers,
    accountResolvers,
    searchResolvers,
    cartResolvers,
    serverCartResolvers,
    orderResolvers,
    engagementResolvers,
    offerResolvers,
    buyerRequestResolvers,
    mediaResolvers,
    businessAdminResolvers,
    catalogueAdminResolvers,
    productAdminResolvers,
    vendorInboxResolvers,
    customerResolvers,
    analyticsResolvers,
    vendorOrderResolvers,
    moneyResolvers,
    paymentResolvers,
    subscriptionResolvers,
    adsResolvers,
    adsManageResolvers,
    postResolvers,
    shoppingCentreResolvers,
    supportResolvers,
    feedbackResolvers,
    adsServingResolvers,
    bookingResolvers,
    auctionsResolvers,
    followerResolvers,
    staffResolvers,
    chatResolvers,
  ],
});
