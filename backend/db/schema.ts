/**
 * D1 schema (Drizzle). Migrations in backend/db/migrations are generated from this file by drizzle-kit, so the
 * shape is written once. Money is integer cents; times are ISO-8601 UTC text; coordinates are WGS84 degrees.
 */
import { sqliteTable, text, integer, real, primaryKey, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { PRODUCT_KINDS } from '../../schema/rest/shared';

export const users = sqliteTable('users', {
  id: integer('id').primaryKey(),
  email: text('email').notNull().unique(),
  username: text('username').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  displayName: text('display_name').notNull(),
  whatsAppNumber: text('whatsapp_number'),
  photo: text('photo'),
  /** JSON array of roles: 'buyer' | 'vendor'. */
  roles: text('roles').notNull().default('["buyer"]'),
  /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`; empty for seed owners without a login yet. */
  passwordHash: text('password_hash').notNull().default(''),
  /** A vendor who has never subscribed may start a trial (spec §3 canTrial); activation clears it (§4). */
  canTrial: integer('can_trial', { mode: 'boolean' }).notNull().default(false),
  /** JSON of schema/rest/auth.ts `billing` ({company, address1, …, phone}), or null before it is given. */
  billing: text('billing'),
  createdAt: text('created_at').notNull(),
});

/** The 14 business and buyer-request categories of spec §3, ids 1–14 in spec order. */
export const businessCategories = sqliteTable('business_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const businesses = sqliteTable(
  'businesses',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    ownerId: integer('owner_id').notNull().references(() => users.id),
    status: text('status').notNull().default('publish'),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    coverImage: text('cover_image'),
    phone: text('phone'),
    whatsApp: text('whatsapp'),
    email: text('email'),
    website: text('website'),
    shopAddress: text('shop_address'),
    streetAddress: text('street_address'),
    suburb: text('suburb'),
    city: text('city').notNull(),
    province: text('province').notNull(),
    country: text('country').notNull().default('Zimbabwe'),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    /** JSON {monday: {open, close, disabled}, …}. */
    openingTimes: text('opening_times').notNull().default('{}'),
    /** JSON {facebook, linkedin, instagram, tiktok, twitter} as full addresses. */
    socials: text('socials').notNull().default('{}'),
    isPromoted: integer('is_promoted', { mode: 'boolean' }).notNull().default(false),
    adsBalanceCents: integer('ads_balance_cents').notNull().default(0),
    /** Spent on ads but not yet taken from the balance: the sub-cent part, 0–999 millicents (schema-ads.ts). */
    adsAccruedMillicents: integer('ads_accrued_millicents').notNull().default(0),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('businesses_city_idx').on(t.city), index('businesses_promoted_idx').on(t.isPromoted)],
);

/** A business's earlier slugs: renaming changes the slug, and links to the old one redirect to the new. */
export const businessSlugRedirects = sqliteTable('business_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id),
});

export const businessCategoryLinks = sqliteTable(
  'business_category_links',
  {
    businessId: integer('business_id').notNull().references(() => businesses.id),
    categoryId: integer('category_id').notNull().references(() => businessCategories.id),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.categoryId] })],
);

/** Product categories form a tree through parentId (WooCommerce product_cat). */
export const productCategories = sqliteTable(
  'product_categories',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    parentId: integer('parent_id'),
    description: text('description').notNull().default(''),
    image: text('image'),
    menuOrder: integer('menu_order').notNull().default(0),
    isPopular: integer('is_popular', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('product_categories_parent_idx').on(t.parentId)],
);

/** Filterable attributes per category (e.g. Size, Colour, Brand) and their terms. */
export const attributes = sqliteTable('attributes', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  categoryId: integer('category_id').notNull().references(() => productCategories.id),
});

export const attributeTerms = sqliteTable(
  'attribute_terms',
  {
    id: integer('id').primaryKey(),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('attribute_terms_attr_slug_idx').on(t.attributeId, t.slug)],
);

// The product kinds are part of the REST contract; the table stores exactly those.
export { PRODUCT_KINDS };

export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    businessId: integer('business_id').notNull().references(() => businesses.id),
    /** Primary (leaf) category. */
    categoryId: integer('category_id').notNull().references(() => productCategories.id),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull(),
    status: text('status').notNull().default('publish'),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** Set when the product is on sale: the price before the deal. */
    regularPriceCents: integer('regular_price_cents'),
    isDeal: integer('is_deal', { mode: 'boolean' }).notNull().default(false),
    isPromoted: integer('is_promoted', { mode: 'boolean' }).notNull().default(false),
    stockQuantity: integer('stock_quantity'),
    city: text('city').notNull(),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    // Real estate (and auction real estate)
    propertyType: text('property_type'),
    listingType: text('listing_type'),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    standSizeSqm: integer('stand_size_sqm'),
    // Motor vehicles
    make: text('make'),
    model: text('model'),
    year: integer('year'),
    mileageKm: integer('mileage_km'),
    transmission: text('transmission'),
    fuelType: text('fuel_type'),
    // Hire items and services: a rate per unit (hour, day, week, job)
    rateCents: integer('rate_cents'),
    rateUnit: text('rate_unit'),
    serviceArea: text('service_area'),
    // Auctions
    auctionStartCents: integer('auction_start_cents'),
    auctionEndsAt: text('auction_ends_at'),
    auctionStatus: text('auction_status', { enum: ['approved', 'rejected'] }),
    /** Hidden from buyers: only "reserve met" shows. */
    auctionReserveCents: integer('auction_reserve_cents'),
    // Real estate: the kind of title (title deeds, cession, council lease, agreement of sale)
    titleType: text('title_type'),
    // Hire items: a refundable deposit; services: the call-out fee
    depositCents: integer('deposit_cents'),
    callOutFeeCents: integer('call_out_fee_cents'),
    /** The vendor's own stock code; a bulk upload of the same SKU updates instead of duplicating. */
    sku: text('sku'),
    ratingAverage: real('rating_average').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('products_business_idx').on(t.businessId),
    uniqueIndex('products_business_sku_idx').on(t.businessId, t.sku),
    index('products_category_idx').on(t.categoryId),
    index('products_kind_idx').on(t.kind),
    index('products_deal_idx').on(t.isDeal),
    index('products_promoted_idx').on(t.isPromoted),
  ],
);

export const productImages = sqliteTable(
  'product_images',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const productVariations = sqliteTable(
  'product_variations',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id),
    name: text('name').notNull(),
    /** JSON object of attribute name → value, e.g. {"Size":"M","Colour":"Navy"}. */
    attributes: text('attributes').notNull(),
    priceCents: integer('price_cents').notNull(),
    stockQuantity: integer('stock_quantity'),
  },
  (t) => [index('product_variations_product_idx').on(t.productId)],
);

export const productAttributeTerms = sqliteTable(
  'product_attribute_terms',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    termId: integer('term_id').notNull().references(() => attributeTerms.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] }), index('pat_term_idx').on(t.termId)],
);

export const pages = sqliteTable('pages', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull().default(''),
  /** Trusted HTML written by site editors (WordPress page content). */
  content: text('content').notNull(),
  updatedAt: text('updated_at').notNull(),
});

export const menus = sqliteTable('menus', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const menuItems = sqliteTable(
  'menu_items',
  {
    id: integer('id').primaryKey(),
    menuId: integer('menu_id').notNull().references(() => menus.id),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId)],
);

// ── Accounts ────────────────────────────────────────────────────────────────────────────────────────────────
// Secrets (bearer tokens, login links, reset keys) are stored only as SHA-256 hashes (base64url), so a leaked
// database cannot be replayed; a lookup hashes what the client presents.

export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** One-time login links (POST /auth/token {email}); single use, 15 minutes. */
export const loginKeys = sqliteTable(
  'login_keys',
  {
    id: integer('id').primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('login_keys_user_idx').on(t.userId)],
);

/** Password reset keys (POST /auth/reset); single use, 1 hour. */
export const passwordResetKeys = sqliteTable(
  'password_reset_keys',
  {
    id: integer('id').primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('password_reset_keys_user_idx').on(t.userId)],
);

export const OUTBOX_KINDS = ['password_reset', 'login_link', 'account_unlock', 'account_exists', 'confirm_registration', 'custom_package_request'] as const;

/** E-mails the embedded backend would send: it has no mail service, so developers read them here. */
export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey(),
  kind: text('kind', { enum: OUTBOX_KINDS }).notNull(),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: text('created_at').notNull(),
});

/** Fixed-window attempt counters, e.g. key 'login:ip:41.79.1.2' (see backend/auth/rate-limit.ts). */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    /** Start of the current window, epoch milliseconds. */
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Per-account login back-off (backend/auth/backoff.ts), key 'user:7' or, for a name no account has,
 * 'name:ghost@example.co.zw'. Times are epoch milliseconds.
 */
export const loginBackoff = sqliteTable('login_backoff', {
  key: text('key').primaryKey(),
  /** Password attempts since the last success (an attempt counts until it proves right). */
  failures: integer('failures').notNull(),
  /** No password attempt is looked at before this time. */
  lockedUntil: integer('locked_until').notNull(),
  lastFailureAt: integer('last_failure_at').notNull(),
  /** Whether the latest attempt was let through: SQLite's RETURNING gives new values only, so it is stored. */
  admitted: integer('admitted', { mode: 'boolean' }).notNull(),
});

/**
 * Registrations waiting for their e-mailed link (POST /register): the account is created from the row whose
 * key is used, so the answer to /register never says whether the address already had an account. Single use,
 * 24 hours; only SHA-256(key) is stored.
 */
export const pendingRegistrations = sqliteTable(
  'pending_registrations',
  {
    id: integer('id').primaryKey(),
    keyHash: text('key_hash').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    whatsAppNumber: text('whatsapp_number').notNull(),
    accountType: text('account_type', { enum: ['buyer', 'vendor'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [index('pending_registrations_email_idx').on(t.email)],
);

export const subscriptionPackages = sqliteTable('subscription_packages', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  months: integer('months').notNull().default(1),
  /** JSON array of capabilities without the perm_ prefix, e.g. ["create_products","run_ads"]. */
  capabilities: text('capabilities').notNull().default('[]'),
  /** JSON object such as {"products":25,"businesses":1,"ads":0}; -1 means unlimited. */
  limits: text('limits').notNull().default('{}'),
  /** The free trial may be of this package; the entry package (TRIAL_PACKAGE_SLUG) offers one regardless. */
  offersTrial: integer('offers_trial', { mode: 'boolean' }).notNull().default(false),
});

export const SUBSCRIPTION_STATUSES = ['active', 'pending', 'expired', 'cancelled'] as const;

export const userSubscriptions = sqliteTable(
  'user_subscriptions',
  {
    id: integer('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    packageId: integer('package_id').notNull().references(() => subscriptionPackages.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    startedAt: text('started_at').notNull(),
    endsAt: text('ends_at').notNull(),
  },
  (t) => [index('user_subscriptions_user_idx').on(t.userId)],
);

export const newsletterSubscribers = sqliteTable('newsletter_subscribers', {
  id: integer('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: text('created_at').notNull(),
});

export * from './schema-buying';
export * from './schema-analytics';
export * from './schema-analytics-rollups';
export * from './schema-ads';
export * from './schema-money';
export * from './schema-sandbox';
export * from './schema-content';
export * from './schema-feedback';
export * from './schema-staff';
export * from './schema-auctions';
export * from './schema-followers';
export * from './schema-bookings';
export * from './schema-chat';
