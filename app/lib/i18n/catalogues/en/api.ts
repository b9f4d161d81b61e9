/**
 * The API's own wordings that no screen's area holds (issue 33 §3), so that any refusal a reader can meet is in
 * the catalogue and app/lib/i18n/api-message.server.ts can word it in the page's language. Each value IS the
 * API's message (schema/rest), so the two cannot drift; a message made by a function is written out here with
 * its values as ICU place-holders, which api-message.server.test.ts checks against the function's output.
 * Values the API fills in: {status} of an offer (pending, countered, accepted, rejected, expired, withdrawn) or of an
 * order (pending, processing, on-hold, completed, cancelled, refunded, failed), or an HTTP status number for a
 * photo address; {waitingFor} and {actual} are buyer or seller; {city}, {name} are the store's words.
 */
import { ADMIN_BUSINESS_MESSAGES } from '../../../../../schema/rest/admin-businesses';
import { CATEGORY_MESSAGES } from '../../../../../schema/rest/admin-categories';
import { ADMIN_CONTENT_MESSAGES } from '../../../../../schema/rest/admin-content';
import { ADMIN_FINANCE_MESSAGES } from '../../../../../schema/rest/admin-finance';
import { INBOX_MESSAGES, INBOX_WORDINGS } from '../../../../../schema/rest/admin-inbox';
import { ADMIN_PAYMENT_MESSAGES } from '../../../../../schema/rest/admin-payments';
import { AD_FIELD_MESSAGES } from '../../../../../schema/rest/ads-manage';
import { AD_MESSAGES } from '../../../../../schema/rest/ads';
import { API_CLIENT_MESSAGES } from '../../../../../schema/rest/api-clients';
import { AUCTION_MESSAGES } from '../../../../../schema/rest/auctions';
import { AUTH_MESSAGES } from '../../../../../schema/rest/auth';
import { BOOKING_MESSAGES } from '../../../../../schema/rest/bookings';
import { BUSINESS_MESSAGES } from '../../../../../schema/rest/business-settings';
import { BUYER_REQUEST_MESSAGES } from '../../../../../schema/rest/buyer-requests';
import { CART_MESSAGES } from '../../../../../schema/rest/cart';
import { CHAT_MESSAGES } from '../../../../../schema/rest/chat';
import { DELIVERY_MESSAGES } from '../../../../../schema/rest/delivery';
import { FEEDBACK_REQUEST_TYPE } from '../../../../../schema/rest/feedback';
import { FOLLOWER_MESSAGES } from '../../../../../schema/rest/followers';
import { LEDGER_MESSAGES } from '../../../../../schema/rest/ledger';
import { MEDIA_MESSAGES, REMOTE_PHOTO_MESSAGES } from '../../../../../schema/rest/media';
import { MODERATION_MESSAGES } from '../../../../../schema/rest/moderation';
import { OFFER_MESSAGES } from '../../../../../schema/rest/offers';
import { OPERATOR_RESET_MESSAGES } from '../../../../../schema/rest/operator-reset';
import { OPERATOR_MESSAGES, SECOND_FACTOR_MESSAGES } from '../../../../../schema/rest/operators';
import { ORDER_MESSAGES } from '../../../../../schema/rest/orders';
import { REVIEW_MODERATION_MESSAGES } from '../../../../../schema/rest/review-moderation';
import { SOCIAL_MESSAGES } from '../../../../../schema/rest/social-sign-in';
import { STAFF_MESSAGES } from '../../../../../schema/rest/staff';
import { SUBSCRIPTION_MESSAGES } from '../../../../../schema/rest/subscriptions';
import { CATALOGUE_MESSAGES } from '../../../../../schema/rest/vendor-catalogue';
import { VENDOR_PRODUCT_MESSAGES } from '../../../../../schema/rest/vendor-products';

export const api = {
  'api.adminBusinesses.listBusinesses': ADMIN_BUSINESS_MESSAGES.listBusinesses,
  'api.adminBusinesses.storeSuspended': ADMIN_BUSINESS_MESSAGES.storeSuspended,
  'api.adminCategories.list': CATEGORY_MESSAGES.list,
  'api.adminCategories.attributesList': CATEGORY_MESSAGES.attributesList,
  'api.adminContent.unchanged': ADMIN_CONTENT_MESSAGES.unchanged,
  'api.adminContent.listContent': ADMIN_CONTENT_MESSAGES.listContent,
  'api.adminFinance.rateRaced': "Another operator set today's rate meanwhile (now ZiG {now}); nothing changed",
  'api.adminFinance.commissionRaced': 'Another operator changed this commission meanwhile (now {now}); nothing changed',
  'api.adminFinance.listRates': ADMIN_FINANCE_MESSAGES.listRates,
  'api.adminFinance.listCommissions': ADMIN_FINANCE_MESSAGES.listCommissions,
  'api.adminInbox.listInbox': INBOX_MESSAGES.listInbox,
  // What the inbox writes of a feedback and a contact message (schema/rest/admin-inbox.ts INBOX_WORDINGS).
  'api.adminInbox.supportRequest': INBOX_WORDINGS.feedbackKinds[FEEDBACK_REQUEST_TYPE.support],
  'api.adminInbox.optOut': INBOX_WORDINGS.feedbackKinds[FEEDBACK_REQUEST_TYPE.optOut],
  'api.adminInbox.featureRating': INBOX_WORDINGS.feedbackKinds[FEEDBACK_REQUEST_TYPE.featureRating],
  'api.adminInbox.phone': 'Phone: {phone}',
  'api.adminInbox.feature': 'Feature: {feature}',
  'api.adminInbox.rating': 'Rating: {value}/5 ({label})',
  'api.adminPayments.fetch': ADMIN_PAYMENT_MESSAGES.fetch,
  'api.adsManage.title': AD_FIELD_MESSAGES.title,
  'api.adsManage.bid': AD_FIELD_MESSAGES.bid,
  'api.adsManage.minCpmBid': AD_FIELD_MESSAGES.minCpmBid,
  'api.adsManage.minCpcBid': AD_FIELD_MESSAGES.minCpcBid,
  'api.adsManage.budget': AD_FIELD_MESSAGES.budget,
  'api.adsManage.date': AD_FIELD_MESSAGES.date,
  'api.adsManage.startsInPast': AD_FIELD_MESSAGES.startsInPast,
  'api.adsManage.endsBeforeStart': AD_FIELD_MESSAGES.endsBeforeStart,
  'api.adsManage.endsInPast': AD_FIELD_MESSAGES.endsInPast,
  'api.adsManage.tooLong': AD_FIELD_MESSAGES.tooLong,
  'api.adsManage.keywords': AD_FIELD_MESSAGES.keywords,
  'api.adsManage.city': AD_FIELD_MESSAGES.city,
  'api.adsManage.product': AD_FIELD_MESSAGES.product,
  'api.adsManage.category': AD_FIELD_MESSAGES.category,
  'api.adsManage.ended': AD_FIELD_MESSAGES.ended,
  'api.adsManage.adsLimit': 'Your package allows {count, plural, one {# ad} other {# ads}} that have not ended. Upgrade to run more.',
  'api.ads.fetchAd': AD_MESSAGES.fetchAd,
  'api.apiClients.list': API_CLIENT_MESSAGES.list,
  'api.auctions.notEnded': AUCTION_MESSAGES.notEnded,
  'api.auctions.decided': AUCTION_MESSAGES.decided,
  'api.auctions.noWinner': AUCTION_MESSAGES.noWinner,
  'api.auctions.fetchBids': AUCTION_MESSAGES.fetchBids,
  'api.auth.wrongCurrentPassword': AUTH_MESSAGES.wrongCurrentPassword,
  'api.auth.notLoggedIn': AUTH_MESSAGES.notLoggedIn,
  'api.auth.linkSent': AUTH_MESSAGES.linkSent,
  'api.vendorProducts.notFound': VENDOR_PRODUCT_MESSAGES.notFound,
  'api.bookings.notHireItem': BOOKING_MESSAGES.notHireItem,
  'api.businessSettings.notVendor': BUSINESS_MESSAGES.notVendor,
  'api.businessSettings.noSubscription': BUSINESS_MESSAGES.noSubscription,
  'api.businessSettings.unknownPlace': 'Choose the map location: we do not know where {city} is',
  'api.buyerRequests.notFound': BUYER_REQUEST_MESSAGES.notFound,
  'api.buyerRequests.notOwner': BUYER_REQUEST_MESSAGES.notOwner,
  'api.buyerRequests.closed': BUYER_REQUEST_MESSAGES.closed,
  'api.buyerRequests.ownRequest': BUYER_REQUEST_MESSAGES.ownRequest,
  'api.buyerRequests.notYourBusiness': BUYER_REQUEST_MESSAGES.notYourBusiness,
  'api.buyerRequests.productNotYours': BUYER_REQUEST_MESSAGES.productNotYours,
  'api.buyerRequests.duplicate': BUYER_REQUEST_MESSAGES.duplicate,
  'api.cart.tooManyLines': CART_MESSAGES.tooManyLines,
  'api.cart.notInCart': CART_MESSAGES.notInCart,
  // removedLineMessage (schema/rest/cart.ts): a line that left the cart, named or not.
  'api.cart.removedOutOfStock': '‘{name}’ is out of stock and was removed from your cart.',
  'api.cart.removedOwnProduct': '‘{name}’ is sold by your own business and was removed from your cart.',
  'api.cart.removedUnavailable': '‘{name}’ is no longer available and was removed from your cart.',
  'api.cart.removedItemOutOfStock': 'An item in your cart is out of stock and was removed from your cart.',
  'api.cart.removedItemOwnProduct': 'An item in your cart is sold by your own business and was removed from your cart.',
  'api.cart.removedItemUnavailable': 'An item in your cart is no longer available and was removed from your cart.',
  'api.chat.notFound': CHAT_MESSAGES.notFound,
  'api.chat.fetchConversations': CHAT_MESSAGES.fetchConversations,
  'api.chat.unreadCount': CHAT_MESSAGES.unreadCount,
  'api.chat.fetchMessages': CHAT_MESSAGES.fetchMessages,
  'api.delivery.tooManyZones': DELIVERY_MESSAGES.tooManyZones,
  'api.followers.badLink': FOLLOWER_MESSAGES.badLink,
  'api.followers.fetchFollowers': FOLLOWER_MESSAGES.fetchFollowers,
  'api.followers.fetchNewsletters': FOLLOWER_MESSAGES.fetchNewsletters,
  'api.followers.unsubscribe': FOLLOWER_MESSAGES.unsubscribe,
  'api.ledger.fetchEarnings': LEDGER_MESSAGES.fetchEarnings,
  'api.media.wrongType': MEDIA_MESSAGES.wrongType,
  'api.media.empty': MEDIA_MESSAGES.empty,
  'api.media.tooManyPixels': MEDIA_MESSAGES.tooManyPixels,
  'api.media.notPublic': REMOTE_PHOTO_MESSAGES.notPublic,
  'api.media.timeout': 'The address did not send the photo within {seconds} seconds',
  'api.media.status': 'The address answered {status} instead of a photo',
  'api.media.unreachable': REMOTE_PHOTO_MESSAGES.unreachable,
  'api.media.tooManyRedirects': REMOTE_PHOTO_MESSAGES.tooManyRedirects,
  'api.media.tooMany': 'Too many photo addresses in one upload (at most {max}): import the rest in another file',
  'api.moderation.listReports': MODERATION_MESSAGES.listReports,
  'api.offers.notFound': OFFER_MESSAGES.notFound,
  'api.offers.productNotFound': OFFER_MESSAGES.productNotFound,
  'api.offers.ownProduct': OFFER_MESSAGES.ownProduct,
  'api.offers.auction': OFFER_MESSAGES.auction,
  'api.offers.phoneRequired': OFFER_MESSAGES.phoneRequired,
  'api.offers.duplicate': OFFER_MESSAGES.duplicate,
  'api.offers.counterRequired': OFFER_MESSAGES.counterRequired,
  'api.offers.counterSame': OFFER_MESSAGES.counterSame,
  'api.offers.onlyBuyerWithdraws': OFFER_MESSAGES.onlyBuyerWithdraws,
  'api.offers.notYourTurn': 'It is not your turn: the {waitingFor} has to answer first',
  'api.offers.final': 'This offer is {status} and can no longer change',
  'api.offers.wrongRole': 'you are the {actual} in this offer',
  'api.offers.changed': OFFER_MESSAGES.changed,
  'api.offers.sellerLink': OFFER_MESSAGES.sellerLink,
  'api.operatorReset.listOperators': OPERATOR_RESET_MESSAGES.listOperators,
  'api.operators.secondFactorNeeded': OPERATOR_MESSAGES.secondFactorNeeded,
  'api.operators.badCode': SECOND_FACTOR_MESSAGES.badCode,
  'api.operators.codeFormat': SECOND_FACTOR_MESSAGES.codeFormat,
  'api.operators.notEnrolled': SECOND_FACTOR_MESSAGES.notEnrolled,
  'api.operators.alreadyEnrolled': SECOND_FACTOR_MESSAGES.alreadyEnrolled,
  'api.operators.noPendingSecret': SECOND_FACTOR_MESSAGES.noPendingSecret,
  'api.operators.seededSecret': SECOND_FACTOR_MESSAGES.seededSecret,
  'api.operators.notOperator': SECOND_FACTOR_MESSAGES.notOperator,
  'api.orderShipment.closed': 'An order that is {status} is not sent any more',
  'api.orders.notThisBusiness': '{name} is not a product of this business',
  'api.orders.manualIsCash': ORDER_MESSAGES.manualIsCash,
  'api.reviewModeration.listReviews': REVIEW_MODERATION_MESSAGES.listReviews,
  'api.socialSignIn.badRedirect': SOCIAL_MESSAGES.badRedirect,
  'api.socialSignIn.notLinked': SOCIAL_MESSAGES.notLinked,
  'api.socialSignIn.lastMethod': SOCIAL_MESSAGES.lastMethod,
  'api.staff.contact': STAFF_MESSAGES.contact,
  'api.staff.yourself': STAFF_MESSAGES.yourself,
  'api.staff.alreadyMember': STAFF_MESSAGES.alreadyMember,
  'api.staff.alreadyInvited': STAFF_MESSAGES.alreadyInvited,
  'api.staff.memberNotFound': STAFF_MESSAGES.memberNotFound,
  'api.staff.refused': STAFF_MESSAGES.refused,
  'api.subscriptions.totalMismatch': SUBSCRIPTION_MESSAGES.totalMismatch,
  'api.subscriptions.termNotAllowed': SUBSCRIPTION_MESSAGES.termNotAllowed,
  'api.subscriptions.unknownPackage': SUBSCRIPTION_MESSAGES.unknownPackage,
  'api.subscriptions.trialUsed': SUBSCRIPTION_MESSAGES.trialUsed,
  'api.subscriptions.noTrial': SUBSCRIPTION_MESSAGES.noTrial,
  'api.vendorCatalogue.foreignIds': CATALOGUE_MESSAGES.foreignIds,
  'api.vendorCatalogue.noBulkUpload': CATALOGUE_MESSAGES.noBulkUpload,
  'api.vendorCatalogue.duplicateSku': 'this SKU is already used by row {row} of the file',
  'api.vendorProducts.unknownCategory': VENDOR_PRODUCT_MESSAGES.unknownCategory,
  'api.vendorProducts.notLeafCategory': VENDOR_PRODUCT_MESSAGES.notLeafCategory,
  'api.vendorProducts.skuTaken': VENDOR_PRODUCT_MESSAGES.skuTaken,
  'api.vendorProducts.deleted': VENDOR_PRODUCT_MESSAGES.deleted,
  'api.vendorProducts.keptUnpublished': VENDOR_PRODUCT_MESSAGES.keptUnpublished,
  'api.vendorProducts.deleteFailed': VENDOR_PRODUCT_MESSAGES.deleteFailed,
} as const;
