/**
 * The error catalogue (spec §8), in one table: each REST operation's code and default message. A failed call
 * carries the server's `message` when it gives one, else this default. Status-shaped failures keep a
 * status code the UI can act on (401 → UNAUTHENTICATED logs the user out).
 */
import { GraphQLError } from 'graphql';
import { AUCTION_MESSAGES } from '../schema/rest/auctions';
import { CHAT_MESSAGES } from '../schema/rest/chat';
import { FOLLOWER_MESSAGES } from '../schema/rest/followers';
import { STAFF_MESSAGES } from '../schema/rest/staff';

export interface CatalogueEntry {
  code: string;
  message: string;
}

const entry = (code: string, message: string): CatalogueEntry => ({ code, message });

export const errorCatalogue = {
  // Auth
  login: entry('LOGIN_FAILED', 'Login failed'),
  resetPassword: entry('PASSWORD_RESET_FAILED', 'Password reset failed'),
  passwordsMismatch: entry('PASSWORDS_DO_NOT_MATCH', 'Passwords do not match'),
  // Catalogue
  getProduct: entry('PRODUCTS_FETCH_FAILED', 'Failed to fetch products'),
  relatedProducts: entry('PRODUCTS_FETCH_FAILED', 'Failed to fetch products'),
  businessProducts: entry('PRODUCTS_FETCH_FAILED', 'Failed to fetch products'),
  productsBySaleType: entry('DEALS_FETCH_FAILED', 'Error fetching deals'),
  listCategories: entry('CATEGORIES_FETCH_FAILED', 'Failed to fetch categories'),
  getCategory: entry('CATEGORY_FETCH_FAILED', 'Failed to fetch category with slug: {slug}'),
  listAttributes: entry('ATTRIBUTES_FETCH_FAILED', 'Failed to fetch attributes'),
  popularCategories: entry('POPULAR_CATEGORIES_FETCH_FAILED', 'Failed to fetch popular categories'),
  categoryMenu: entry('CATEGORY_MENU_FETCH_FAILED', 'Error fetching categories'),
  deleteProduct: entry('PRODUCT_DELETE_FAILED', 'Failed to delete product'),
  createProduct: entry('PRODUCT_CREATE_FAILED', 'Request failed'),
  updateProduct: entry('PRODUCT_UPDATE_FAILED', 'Request failed'),
  productForEdit: entry('PRODUCTS_FETCH_FAILED', 'Failed to fetch products'),
  listVendorProducts: entry('PRODUCTS_FETCH_FAILED', 'Failed to fetch products'),
  bulkProducts: entry('REQUEST_FAILED', 'Request failed'),
  bulkImportProducts: entry('REQUEST_FAILED', 'Request failed'),
  createBusiness: entry('BUSINESS_CREATE_FAILED', 'An error occurred'),
  updateBusiness: entry('BUSINESS_UPDATE_FAILED', 'An error occurred'),
  getBusinessSettings: entry('REQUEST_FAILED', 'Request failed'),
  businessOrders: entry('ORDERS_FETCH_FAILED', 'Request failed'),
  updateOrder: entry('ORDER_UPDATE_FAILED', 'Request failed'),
  reportProduct: entry('PRODUCT_REPORT_FAILED', 'Failed to report product'),
  // Search
  searchFilter: entry('SEARCH_FILTER_FETCH_FAILED', 'Failed to fetch search filter items'),
  searchFilterCategories: entry('SEARCH_FILTER_FETCH_FAILED', 'Failed to fetch search filter items'),
  searchFilterAttributes: entry('SEARCH_FILTER_FETCH_FAILED', 'Failed to fetch search filter items'),
  searchProducts: entry('PRODUCTS_FETCH_FAILED', 'Failed to fetch products'),
  searchBusinesses: entry('REQUEST_FAILED', 'Request failed'),
  storeFinder: entry('REQUEST_FAILED', 'Request failed'),
  // Ads
  listAds: entry('ADS_FETCH_FAILED', 'Error fetching ads'),
  adsReport: entry('ADS_FETCH_FAILED', 'Error fetching ads'),
  serveAds: entry('ADS_FETCH_FAILED', 'Error fetching ads'),
  recordClick: entry('AD_VIEW_RECORD_FAILED', 'Error recording ad view'),
  createAd: entry('AD_CREATE_FAILED', 'Error creating ads'),
  getAd: entry('AD_FETCH_FAILED', 'Error fetching ad'),
  updateAd: entry('AD_UPDATE_FAILED', 'Error updating ad'),
  recordImpressions: entry('AD_IMPRESSION_RECORD_FAILED', 'Error recording ad impression'),
  fundAdsAccount: entry('ADS_FUNDING_FAILED', 'Error funding account'),
  adsBalance: entry('ADS_BALANCE_FAILED', 'Error requesting balance'),
  // Buyer requests, offers, messaging
  getOffer: entry('OFFER_FETCH_FAILED', 'Failed to fetch offer'),
  notificationsCount: entry('MESSAGES_COUNT_FETCH_FAILED', 'Error fetching user messages count'),
  conversations: entry('CONVERSATIONS_FETCH_FAILED', 'Error fetching conversations'),
  // Subscriptions and payments
  subscribe: entry('SUBSCRIPTION_FAILED', 'Subscription failed'),
  subscriptionPackages: entry('SUBSCRIPTIONS_FETCH_FAILED', 'Error fetching subscriptions'),
  startTrial: entry('SUBSCRIPTION_FAILED', 'Subscription failed'),
  customPackageRequest: entry('REQUEST_FAILED', 'Request failed'),
  billingPayments: entry('PAYMENTS_FETCH_FAILED', 'Request failed'),
  billingReceipt: entry('PAYMENT_STATUS_FAILED', 'Payment status check failed'),
  payment: entry('PAYMENT_FAILED', 'Payment failed'),
  paymentStatus: entry('PAYMENT_STATUS_FAILED', 'Payment status check failed'),
  // USD→ZWG rate (the spec has no message of its own for it)
  currentExchangeRate: entry('EXCHANGE_RATE_FETCH_FAILED', 'Request failed'),
  exchangeRateHistory: entry('EXCHANGE_RATE_FETCH_FAILED', 'Request failed'),
  setExchangeRate: entry('EXCHANGE_RATE_UPDATE_FAILED', 'Request failed'),
  // Pages, menus and anything without a more specific default
  getPage: entry('REQUEST_FAILED', 'Request failed'),
  getMenu: entry('REQUEST_FAILED', 'Request failed'),
  // Blog, knowledge base, shopping centres and contact (issue #13; the spec has no messages of their own)
  listPosts: entry('POSTS_FETCH_FAILED', 'Request failed'),
  getPost: entry('POST_FETCH_FAILED', 'Request failed'),
  postCategories: entry('POST_CATEGORIES_FETCH_FAILED', 'Request failed'),
  postsOption: entry('POSTS_FETCH_FAILED', 'Request failed'),
  searchPosts: entry('POSTS_SEARCH_FAILED', 'Request failed'),
  listFaqs: entry('FAQS_FETCH_FAILED', 'Request failed'),
  listShoppingCentres: entry('SHOPPING_CENTRES_FETCH_FAILED', 'Request failed'),
  getShoppingCentre: entry('SHOPPING_CENTRE_FETCH_FAILED', 'Request failed'),
  sendContact: entry('CONTACT_FAILED', 'Request failed'),
  // Feedback (issue #13): the spec's own failure text for the rating popover (§5)
  sendFeedback: entry('FEEDBACK_FAILED', 'Something went wrong. Please try again.'),
  subscribeNewsletter: entry('NEWSLETTER_SUBSCRIBE_FAILED', 'Request failed'),
  listBusinesses: entry('REQUEST_FAILED', 'Request failed'),
  promotedBusinesses: entry('REQUEST_FAILED', 'Request failed'),
  getBusiness: entry('REQUEST_FAILED', 'Request failed'),
  getCart: entry('REQUEST_FAILED', 'Request failed'),
  previewCart: entry('REQUEST_FAILED', 'Request failed'),
  syncCart: entry('REQUEST_FAILED', 'Request failed'),
  addToCart: entry('REQUEST_FAILED', 'Request failed'),
  updateCartLine: entry('REQUEST_FAILED', 'Request failed'),
  removeFromCart: entry('REQUEST_FAILED', 'Request failed'),
  clearCart: entry('REQUEST_FAILED', 'Request failed'),
  createOrder: entry('ORDER_CREATE_FAILED', 'Request failed'),
  payCheckout: entry('PAYMENT_FAILED', 'Payment failed'),
  userOrders: entry('ORDERS_FETCH_FAILED', 'Request failed'),
  getOrder: entry('ORDER_FETCH_FAILED', 'Request failed'),
  trackOrder: entry('ORDER_TRACK_FAILED', 'Request failed'),
  getWishlist: entry('REQUEST_FAILED', 'Request failed'),
  addToWishlist: entry('REQUEST_FAILED', 'Request failed'),
  removeFromWishlist: entry('REQUEST_FAILED', 'Request failed'),
  productReviews: entry('REVIEWS_FETCH_FAILED', 'Request failed'),
  canReview: entry('REQUEST_FAILED', 'Request failed'),
  createReview: entry('REVIEW_CREATE_FAILED', 'Request failed'),
  markConversationRead: entry('CONVERSATION_READ_FAILED', 'Error marking conversation as read'),
  makeOffer: entry('OFFER_CREATE_FAILED', 'Request failed'),
  respondToOffer: entry('OFFER_RESPONSE_FAILED', 'Request failed'),
  getOfferByUuid: entry('OFFER_FETCH_FAILED', 'Failed to fetch offer'),
  listOffers: entry('OFFER_FETCH_FAILED', 'Failed to fetch offer'),
  listBuyerRequests: entry('REQUESTS_FETCH_FAILED', 'Request failed'),
  searchBuyerRequests: entry('REQUESTS_FETCH_FAILED', 'Request failed'),
  buyerRequestDetail: entry('REQUEST_DETAILS_FETCH_FAILED', 'Failed to fetch request details'),
  createBuyerRequest: entry('REQUEST_CREATE_FAILED', 'Request failed'),
  createBuyerRequestResponse: entry('REQUEST_RESPONSE_FAILED', 'Request failed'),
  // Store operations (issue #14): each call's own failure message, shared with the backend's mount().
  placeBid: entry('BID_FAILED', AUCTION_MESSAGES.placeBid),
  listBids: entry('BIDS_FETCH_FAILED', AUCTION_MESSAGES.fetchBids),
  listVendorAuctions: entry('AUCTIONS_FETCH_FAILED', AUCTION_MESSAGES.fetchAuctions),
  decideAuction: entry('AUCTION_DECIDE_FAILED', AUCTION_MESSAGES.decide),
  getFollowState: entry('FOLLOW_FAILED', FOLLOWER_MESSAGES.follow),
  followBusiness: entry('FOLLOW_FAILED', FOLLOWER_MESSAGES.follow),
  unfollowBusiness: entry('FOLLOW_FAILED', FOLLOWER_MESSAGES.follow),
  listFollowers: entry('FOLLOWERS_FETCH_FAILED', FOLLOWER_MESSAGES.fetchFollowers),
  listNewsletters: entry('NEWSLETTERS_FETCH_FAILED', FOLLOWER_MESSAGES.fetchNewsletters),
  sendNewsletter: entry('NEWSLETTER_SEND_FAILED', FOLLOWER_MESSAGES.sendNewsletter),
  unsubscribe: entry('UNSUBSCRIBE_FAILED', FOLLOWER_MESSAGES.unsubscribe),
  unsubscribeStatus: entry('UNSUBSCRIBE_FAILED', FOLLOWER_MESSAGES.unsubscribe),
  businessStaff: entry('STAFF_FETCH_FAILED', STAFF_MESSAGES.fetchStaff),
  listConversations: entry('CONVERSATIONS_FETCH_FAILED', CHAT_MESSAGES.fetchConversations),
  conversationMessages: entry('MESSAGES_FETCH_FAILED', CHAT_MESSAGES.fetchMessages),
  openConversation: entry('MESSAGE_SEND_FAILED', CHAT_MESSAGES.send),
  sendMessage: entry('MESSAGE_SEND_FAILED', CHAT_MESSAGES.send),
  markChatRead: entry('CONVERSATION_READ_FAILED', CHAT_MESSAGES.markRead),
  chatUnread: entry('MESSAGES_COUNT_FETCH_FAILED', CHAT_MESSAGES.unreadCount),
  network: entry('NETWORK_ERROR', 'Network error'),
  unknown: entry('INTERNAL_SERVER_ERROR', 'An error occurred'),
} satisfies Record<string, CatalogueEntry>;

export type Operation = keyof typeof errorCatalogue;

/** The catalogue default for an operation, with `{name}` placeholders filled (e.g. the category slug). */
export function defaultMessage(operation: string, params: Record<string, unknown> = {}): string {
  const found = (errorCatalogue as Record<string, CatalogueEntry>)[operation] ?? errorCatalogue.unknown;
  return found.message.replace(/\{(\w+)\}/g, (_m, key: string) => String(params[key] ?? ''));
}

export function catalogueCode(operation: string): string {
  return ((errorCatalogue as Record<string, CatalogueEntry>)[operation] ?? errorCatalogue.unknown).code;
}

/** Codes for failures whose HTTP status says more than the operation does. */
export const STATUS_CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
};

/** A failed REST call. Its message is safe to show: the server's own `message` or the catalogue default. */
export class RestError extends GraphQLError {
  constructor(
    readonly operation: string,
    readonly status: number,
    message: string,
  ) {
    super(message, {
      extensions: { code: STATUS_CODES[status] ?? catalogueCode(operation), operation, status },
    });
  }
}

/** Upstream messages are shown to people: plain text, bounded, never markup or a dump. */
export function safeServerMessage(message: unknown): string | undefined {
  if (typeof message !== 'string') return undefined;
  const text = message
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text || text.length > 300) return undefined;
  return text;
}

/** For single-object queries, not found is an answer (null), not a failure. */
export function nullIfNotFound(error: unknown): null {
  if (error instanceof RestError && error.status === 404) return null;
  throw error;
}

/** REST statuses that mean "the user asked for something that cannot be done": shown, not thrown. */
export const EXPECTED_STATUSES: ReadonlySet<number> = new Set([400, 403, 404, 409, 413, 415, 422, 429]);

/**
 * Turns an expected REST failure into mutation userErrors (naming `field` when the input it is about is known);
 * anything else stays a GraphQL error.
 */
export function userErrorsFrom(error: unknown, field: string | null = null): { field: string | null; message: string }[] {
  if (error instanceof RestError && EXPECTED_STATUSES.has(error.status)) return [{ field, message: error.message }];
  throw error;
}

/**
 * userErrorsFrom for a REST answer that names its field first ("email: Email is invalid"): the name becomes the
 * userError's field, as `field` maps it (the GraphQL input's name), and leaves the message. A name `field` answers
 * null for stays in the message.
 */
export function userErrorsNamingFields(
  error: unknown,
  field: (restName: string) => string | null = (name) => name,
): { field: string | null; message: string }[] {
  return userErrorsFrom(error).map((e) => {
    const named = /^([\w.]+): (.+)$/.exec(e.message);
    const name = named ? field(named[1]) : null;
    return named && name ? { field: name, message: named[2] } : e;
  });
}
