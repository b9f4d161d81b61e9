/**
 * Cache hints of the GraphQL schema (issue 32 §1): which fields anyone may share from the edge cache, and for how
 * long. One table, not directives in every .graphql file, checked against the schema by cache-hints.test.ts.
 *
 * - Every Query field is listed (the test fails for a new one): PUBLIC with the policy of the ezw/v1 read it comes
 *   from (schema/rest/public-reads.ts), or PRIVATE. Public means "shown on the anonymous pages", which the page
 *   cache keeps under the same catalogue generation and purges (server/page-cache.ts).
 * - Below the root, a field inherits what its root field says (the documented default), unless a field
 *   (`Type.field`) or the type it answers or sits on (`Type`) is listed here as private or with a shorter policy.
 *   The test makes every field or type whose description says it depends on the viewer carry such a hint.
 * Mutations are never cached, whatever their fields say.
 */
import { ADS, type CachePolicy, LONG, SHORT } from '../../schema/rest/public-reads';

export type CacheHint = { scope: 'PUBLIC'; policy: CachePolicy } | { scope: 'PRIVATE' };

const PRIVATE: CacheHint = { scope: 'PRIVATE' };
const publicFor = (policy: CachePolicy): CacheHint => ({ scope: 'PUBLIC', policy });
const LONG_PUBLIC = publicFor(LONG);
const SHORT_PUBLIC = publicFor(SHORT);

/** What anonymous pages show: categories, products, stores, search, content. */
const PUBLIC_ROOTS: Record<string, CacheHint> = {
  ok: LONG_PUBLIC,
  subscriptionPackages: LONG_PUBLIC,
  testimonials: LONG_PUBLIC,
  noticeBar: LONG_PUBLIC,
  categories: LONG_PUBLIC,
  attributes: LONG_PUBLIC,
  popularCategories: LONG_PUBLIC,
  categoryMenu: LONG_PUBLIC,
  page: LONG_PUBLIC,
  menu: LONG_PUBLIC,
  business: LONG_PUBLIC,
  businessCategories: LONG_PUBLIC,
  // What can serve changes by the second; see ADS in public-reads.ts for why a few seconds cost no vendor money.
  sponsoredAds: publicFor(ADS),
  category: SHORT_PUBLIC,
  product: SHORT_PUBLIC,
  relatedProducts: SHORT_PUBLIC,
  deals: SHORT_PUBLIC,
  promotedProducts: SHORT_PUBLIC,
  productReviews: SHORT_PUBLIC,
  businesses: SHORT_PUBLIC,
  promotedBusinesses: SHORT_PUBLIC,
  businessProducts: SHORT_PUBLIC,
  search: SHORT_PUBLIC,
  searchFacets: SHORT_PUBLIC,
  searchBusinesses: SHORT_PUBLIC,
  storeFinder: SHORT_PUBLIC,
  exchangeRate: SHORT_PUBLIC,
  posts: SHORT_PUBLIC,
  post: SHORT_PUBLIC,
  postCategories: SHORT_PUBLIC,
  stickyPosts: SHORT_PUBLIC,
  searchPosts: SHORT_PUBLIC,
  faqs: SHORT_PUBLIC,
  shoppingCentres: SHORT_PUBLIC,
  shoppingCentre: SHORT_PUBLIC,
};

/**
 * About the viewer (their session, cart, orders, stores, messages), an operator's or a store's working screens,
 * one-time links, or live state no purge covers (auction bids, booking holds): never shared.
 */
const PRIVATE_ROOTS = [
  'viewer',
  // The caller's own budget (issue 32 §3), and a store owner's or operator's API clients.
  'rateLimit',
  'myApiClients',
  'adminApiClients',
  'cookieSession',
  'passwordResetKeyValid',
  'cart',
  'cartPreview',
  'wishlist',
  'order',
  'myOrders',
  'trackOrder',
  'payment',
  'receipt',
  'billingPayments',
  'myBookings',
  'myBooking',
  'myOffers',
  'offer',
  'offerByLink',
  'canReview',
  'storeFollow',
  'newsletterSubscription',
  'notificationCount',
  'notifications',
  'conversationThreads',
  'chatConversations',
  'chatConversation',
  'chatUnreadCount',
  'chatStart',
  'myStaffInvitations',
  'auctionLot',
  'bookingAvailability',
  'buyerRequests',
  'buyerRequest',
  // A store's working screens (the dashboard).
  'businessSettings',
  'newBusinessSettings',
  'businessAds',
  'businessAd',
  'adsBalance',
  'adsReport',
  'businessAnalytics',
  'businessCounters',
  'vendorAuctions',
  'businessBookings',
  'businessServices',
  'sellItems',
  'editableProduct',
  'businessCustomers',
  'deliveryTerms',
  'businessFollowers',
  'businessNewsletters',
  'businessEarnings',
  'businessLedger',
  'businessStaff',
  'businessInbox',
  'businessOrders',
  'businessOrder',
  'newOrderCount',
  // The back office.
  'adminBusinesses',
  'adminBusiness',
  'storeSuspension',
  'adminCategories',
  'adminCategory',
  'adminAttributes',
  'adminContent',
  'adminContentItem',
  'adminContentCategories',
  'adminContentPreview',
  'adminExchangeRates',
  'adminCommissionRates',
  'adminInbox',
  'adminInboxItem',
  'adminPayments',
  'adminPayment',
  'adminMenus',
  'adminShoppingCentres',
  'adminShoppingCentre',
  'adminTestimonials',
  'adminNoticeBar',
  'adminPayouts',
  'adminLedgerSettings',
  'adminReports',
  'adminOperators',
  'operatorStatus',
  'operatorSecurity',
  'adminOverview',
  'adminAuditLog',
  'adminReviews',
];

/** Every Query field's hint. */
export const ROOT_HINTS: Readonly<Record<string, CacheHint>> = {
  ...PUBLIC_ROOTS,
  ...Object.fromEntries(PRIVATE_ROOTS.map((name) => [name, PRIVATE])),
};

/** Below the root: fields (`Type.field`) and types (`Type`) that differ from the root field that reached them. */
export const NESTED_HINTS: Readonly<Record<string, CacheHint>> = {
  // A product as the logged-in visitor sees it (false or null when logged out, but still about the viewer).
  'Product.inWishlist': PRIVATE,
  'Product.viewerIsOwner': PRIVATE,
  'Product.reviewEligibility': PRIVATE,
  Viewer: PRIVATE,
  ViewerBusiness: PRIVATE,
  StoreFollow: PRIVATE,
  AuctionViewer: PRIVATE,
  // Served ads (a product page's sponsored slot, say) change by the second like sponsoredAds itself.
  SponsoredAd: publicFor(ADS),
};

/** The hint that applies to `field` of `parentType` answering `returnType`, when the field is not at the root. */
export function nestedHint(parentType: string, field: string, returnType: string): CacheHint | undefined {
  return NESTED_HINTS[`${parentType}.${field}`] ?? NESTED_HINTS[returnType] ?? NESTED_HINTS[parentType];
}
