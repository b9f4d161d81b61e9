/**
 * D1 schema of the buyer's transactional life (issue #5): carts, wishlists, orders (WooCommerce statuses) with
 * reviews, reports, offers with their negotiation history,
 * buyer requests with vendor responses, and notifications. Re-exported by schema.ts.
 */
import { sql } from 'drizzle-orm';
import { sqliteTable, text, integer, real, primaryKey, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { businessCategories, businesses, products, users } from '../db/schema-core';

export const cartItems = sqliteTable(
  'cart_items',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** 0 when the product has no variation (so the unique index can treat "none" as a value). */
    variationId: integer('variation_id').notNull().default(0),
    quantity: integer('quantity').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('cart_items_line_idx').on(t.userId, t.productId, t.variationId)],
);

export const wishlistItems = sqliteTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: text('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** WooCommerce order statuses (DESIGN §7). */
export const ORDER_STATUSES = ['pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed'] as const;
export const FULFILMENT_METHODS = ['delivery', 'collection'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'paid', 'failed', 'refunded'] as const;

export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey(),
    /** Shown to people and used to track an order without logging in, e.g. "MSK-10042". */
    number: text('number').notNull().unique(),
    /** One checkout spanning several vendors makes one order per vendor, sharing this id. */
    checkoutId: text('checkout_id').notNull(),
    /** A retried or double-submitted checkout carries the same key and gets the same orders back. */
    idempotencyKey: text('idempotency_key').notNull(),
    userId: integer('user_id').references(() => users.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),
    fulfilment: text('fulfilment', { enum: FULFILMENT_METHODS }).notNull(),
    /** JSON {address1, suburb, city} for delivery; null for collection. */
    deliveryAddress: text('delivery_address'),
    notes: text('notes').notNull().default(''),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryCents: integer('delivery_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** The USD→ZWG rate (ZWG per USD, millionths) when the order was placed, so both prices stay as shown. */
    rateMicros: integer('rate_micros'),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    /** Whether the vendor has seen the order (spec: readStatus). */
    readByVendor: integer('read_by_vendor', { mode: 'boolean' }).notNull().default(false),
    /**
     * Where the buyer is, for the analytics: the delivery city, else the buyer's billing city, else 'Unknown'.
     * Set by a trigger when the order is written (migration 0013) and never changed, so the daily city rollup
     * subtracts a cancelled order from the same city it added it to, whatever the buyer edits later.
     */
    buyerCity: text('buyer_city'),
    /** The courier a delivery was sent with and its tracking number (issue 31); null until the store names them. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    shippedAt: text('shipped_at'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('orders_idempotency_business_idx').on(t.idempotencyKey, t.businessId),
    index('orders_user_idx').on(t.userId),
    // A buyer's orders newest first, a page at a time (migration 0043).
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_business_idx').on(t.businessId),
    // Analytics: a business's orders in a time range, covering the figures summed (status, total).
    index('orders_business_created_idx').on(t.businessId, t.createdAt, t.status, t.totalCents),
    index('orders_checkout_idx').on(t.checkoutId),
    // A store's orders of one status, and its unopened orders, newest first (migration 0049).
    index('orders_business_status_created_idx').on(t.businessId, t.status, t.createdAt, t.id),
    index('orders_business_unread_idx').on(t.businessId, t.createdAt, t.id).where(sql`read_by_vendor = 0`),
    // (orders_business_phone_idx, on the store and the normalised phone, finds a customer's orders for the
    // business_customers triggers: migration 0049.)
  ],
);

/**
 * A store's orders by status and how many of them the vendor has not opened, kept by triggers on orders (migration
 * 0049): the order list's total and the "new orders" badge without counting a store's orders on every page.
 */
export const businessOrderCounts = sqliteTable(
  'business_order_counts',
  {
    businessId: integer('business_id').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    orders: integer('orders').notNull().default(0),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.status] })],
);

/**
 * A store's customers, one row per normalised phone, kept by triggers on orders (migration 0049): what the customers
 * screen used to group every order of the store for. `latestName` and `latestCity` are '<created_at>|<value>' of
 * the latest order (the latest delivery order for the city); `names` every name an order gave, lowercase, each
 * between newlines (the search matches any of them).
 */
export const businessCustomers = sqliteTable(
  'business_customers',
  {
    businessId: integer('business_id').notNull(),
    phone: text('phone').notNull(),
    orders: integer('orders').notNull().default(0),
    spentCents: integer('spent_cents').notNull().default(0),
    lastOrderAt: text('last_order_at').notNull(),
    latestName: text('latest_name').notNull(),
    latestCity: text('latest_city'),
    names: text('names').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.phone] }),
    index('business_customers_recent_idx').on(t.businessId, sql`last_order_at desc`, t.phone),
  ],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: integer('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variationId: integer('variation_id').notNull().default(0),
    name: text('name').notNull(),
    variationName: text('variation_name'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** Bought at the price agreed in an accepted offer. */
    offerId: integer('offer_id'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    createdAt: text('created_at').notNull(),
    /** Hidden by a moderator (migration 0027): out of every public read, the product's rating and count. */
    hiddenAt: text('hidden_at'),
    hiddenBy: integer('hidden_by'),
    /** The hiding or restoring request's own value: what its audit entry is guarded by. */
    moderationKey: text('moderation_key'),
    /** Why it was hidden, as the reviewer was told (migration 0029). */
    hiddenReason: text('hidden_reason'),
  },
  (t) => [uniqueIndex('reviews_product_author_idx').on(t.productId, t.authorId)],
);

export const productReports = sqliteTable('product_reports', {
  id: integer('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  reporterId: integer('reporter_id').references(() => users.id),
  reason: text('reason').notNull(),
  details: text('details').notNull().default(''),
  createdAt: text('created_at').notNull(),
  /** Set when a moderator resolves it (migrations 0025, 0027): who, and whether the listing was unpublished. */
  resolvedAt: text('resolved_at'),
  resolvedBy: integer('resolved_by'),
  outcome: text('outcome', { enum: ['unpublished', 'dismissed'] }),
  resolutionNote: text('resolution_note'),
  /** The resolving request's own value: what its notifications and audit entry are guarded by. */
  resolutionKey: text('resolution_key'),
});

export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** order_placed, order_status, offer_received, offer_answered, request_response, request_match, review_received */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A site path to open, e.g. /account/order/12. */
    link: text('link'),
    readAt: text('read_at'),
    createdAt: text('created_at').notNull(),
    /** The words as a message key and JSON values, rendered in the reader's language (migration 0056); null: title/body. */
    messageKey: text('message_key'),
    messageValues: text('message_values'),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.readAt),
    // A person's inbox newest first, a page at a time (migration 0043).
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/** How many customers (business_customers rows) each store has, kept by triggers on that table (migration 0049). */
export const businessCustomerCounts = sqliteTable('business_customer_counts', {
  businessId: integer('business_id').primaryKey(),
  n: integer('n').notNull().default(0),
});

/** A person's notifications and how many are unread, kept by triggers on notifications (migration 0049). */
export const notificationCounts = sqliteTable('notification_counts', {
  userId: integer('user_id').primaryKey(),
  total: integer('total').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});

export const OFFER_STATUSES = ['pending', 'countered', 'accepted', 'rejected', 'expired', 'withdrawn'] as const;

export const offers = sqliteTable(
  'offers',
  {
    id: integer('id').primaryKey(),
    /** Unguessable id for the link sent by WhatsApp/SMS (opened with the matching phone). */
    uuid: text('uuid').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variationId: integer('variation_id').notNull().default(0),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    buyerId: integer('buyer_id').references(() => users.id),
    buyerName: text('buyer_name').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** The amount on the table now (the latest offer or counter-offer). */
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    /** Who moved last: 'buyer' or 'seller'; the other side answers next. */
    lastActor: text('last_actor').notNull(),
    expiresAt: text('expires_at').notNull(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('offers_buyer_idx').on(t.buyerId), index('offers_business_idx').on(t.businessId)],
);

export const offerEvents = sqliteTable(
  'offer_events',
  {
    id: integer('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    actor: text('actor').notNull(),
    /** offer, counter, accept, reject, withdraw */
    action: text('action').notNull(),
    amountCents: integer('amount_cents'),
    message: text('message').notNull().default(''),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('offer_events_offer_idx').on(t.offerId)],
);

export const buyerRequests = sqliteTable(
  'buyer_requests',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** One of the 14 business / buyer-request categories (spec §3). */
    categoryId: integer('category_id')
      .notNull()
      .references(() => businessCategories.id),
    budgetCents: integer('budget_cents'),
    city: text('city').notNull(),
    lat: real('lat'),
    lng: real('lng'),
    /** JSON array of image URLs. */
    photos: text('photos').notNull().default('[]'),
    status: text('status').notNull().default('open'),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('buyer_requests_category_idx').on(t.categoryId), index('buyer_requests_user_idx').on(t.userId)],
);

export const buyerRequestResponses = sqliteTable(
  'buyer_request_responses',
  {
    id: integer('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => buyerRequests.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    productId: integer('product_id').references(() => products.id),
    priceCents: integer('price_cents'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('brr_request_idx').on(t.requestId)],
);
