#!/usr/bin/env node
/**
 * Musika seed generator. Rewrites backend/db/seed.sql and every SVG under public/images/seed/ from the data
 * modules in this folder. Deterministic: seeded PRNG streams and fixed timestamps, never the clock, so two
 * runs produce identical bytes. Usage: node scripts/seed/generate.mjs
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { businessCategories, productCategories, attributes, attributeTerms, categoryBySlug } from './categories.mjs';
import { users as owners, businesses as catalogBusinesses, businessCategoryLinks } from './businesses.mjs';
import { loginUsers, subscriptionPackages, userSubscriptions, withDemoOwners } from './accounts.mjs';
import { products, productImages, productVariations, productAttributeTerms } from './products.mjs';
import { pages, menus, menuItems } from './content.mjs';
import { orders, orderItems, reviews as handwrittenReviews } from './buying.mjs';
import { applyRatings, seedReviews } from './reviews.mjs';
import { productSvg, categorySvg, logoSvg, coverSvg } from './svg.mjs';
import { renderSeed } from './sql.mjs';
import { validateAccounts, validateAll, validateBuying } from './checks.mjs';
import { requestsAndOffers, validateRequestsAndOffers } from './requests-offers.mjs';
import { exchangeRates } from './money.mjs';
import { postCategories, posts, postSvg } from './posts.mjs';
import { shoppingCentresFor } from './shopping-centres.mjs';
import { testimonials } from './testimonials.mjs';
import { operatorRoleRows, operatorTotpRows, operatorUsers } from './operators.mjs';
import { contactMessages, customPackageRequests, feedback } from './inbox.mjs';
import { livingOrders } from './living-orders.mjs';
import { livingAds, productViews } from './living-activity.mjs';
import { auctionLots, bids, bookings, businessFollowers, chatConversations, chatMessages, livingNotifications } from './living-social.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const users = [...owners, ...loginUsers, ...operatorUsers];
const trade = livingOrders({ earlier: orders, earlierItems: orderItems, products, productVariations, users });
// Advertisers' balances are what their top-ups left after the seeded ad days (living-activity.mjs).
const withOwners = withDemoOwners(catalogBusinesses);
const advertising = livingAds({ productCategories, businesses: withOwners, firstPaymentId: trade.payments.length + 1 });
const businesses = withOwners.map((b) => ({ adsAccruedMillicents: 0, ...b, ...advertising.money.get(b.id) }));
// Ratings come from review rows only: every rated product gets its reviews, then its average and count.
const reviews = seedReviews({ products, businesses, authors: owners, handwritten: handwrittenReviews });
applyRatings(products, reviews);

const IMAGE_DIR = join(ROOT, 'public/images/seed');
const SEED_SQL = join(ROOT, 'backend/db/seed.sql');

/** url ('/images/seed/…') → SVG text, for every image the SQL references. */
const images = new Map();
const add = (url, svg) => {
  if (images.has(url)) throw new Error(`duplicate image ${url}`);
  images.set(url, svg);
};

for (const c of productCategories) add(c.image, categorySvg(c));
for (const b of businesses) {
  add(b.logo, logoSvg(b));
  add(b.coverImage, coverSvg(b));
}
const categoryById = new Map(productCategories.map((c) => [c.id, c]));
const productById = new Map(products.map((p) => [p.id, p]));
for (const im of productImages) {
  const p = productById.get(im.productId);
  const cat = categoryById.get(p.categoryId);
  const n = im.position + 1;
  add(im.url, productSvg({ name: p.name, kind: p.kind, categorySlug: cat.slug, categoryIcon: cat.icon, n }));
}

for (const post of posts) if (post.image) add(post.image, postSvg(post));
const centres = shoppingCentresFor(businesses);

validateAll({ businesses, businessCategories, products, productImages, productVariations, images });
validateAccounts({ users, businesses, subscriptionPackages, userSubscriptions });
const requestsOffers = requestsAndOffers({ products, productVariations, businesses });
validateRequestsAndOffers(requestsOffers, { users, businesses, businessCategoryLinks });
validateBuying({ users, businesses, products, productVariations, orders: trade.orders, orderItems: trade.orderItems, reviews });
if (!categoryBySlug.has('auctions')) throw new Error('category tree incomplete');

const sql = renderSeed({
  users,
  business_categories: businessCategories,
  businesses,
  business_category_links: businessCategoryLinks,
  product_categories: productCategories,
  attributes,
  attribute_terms: attributeTerms,
  products,
  product_images: productImages,
  product_variations: productVariations,
  product_attribute_terms: productAttributeTerms,
  pages,
  menus,
  menu_items: menuItems,
  subscription_packages: subscriptionPackages,
  user_subscriptions: userSubscriptions,
  orders: trade.orders,
  order_items: trade.orderItems,
  reviews,
  buyer_requests: requestsOffers.buyerRequests,
  buyer_request_responses: requestsOffers.buyerRequestResponses,
  offers: requestsOffers.offers,
  offer_events: requestsOffers.offerEvents,
  exchange_rates: exchangeRates,
  post_categories: postCategories,
  posts,
  shopping_centres: centres.centres,
  shopping_centre_stores: centres.stores,
  testimonials,
  operator_roles: operatorRoleRows,
  operator_totp: operatorTotpRows,
  contact_messages: contactMessages,
  feedback,
  outbox: customPackageRequests,
  payments: [...trade.payments, ...advertising.payments],
  payment_refunds: trade.paymentRefunds,
  store_ledger_entries: trade.ledger,
  product_views: productViews(products),
  ads: advertising.ads,
  ad_daily_stats: advertising.adDailyStats,
  bookings,
  bids,
  auction_lots: auctionLots,
  business_followers: businessFollowers,
  chat_conversations: chatConversations,
  chat_messages: chatMessages,
  notifications: livingNotifications({ orders: trade.orders, orderItems: trade.orderItems, products, businesses }),
});

// Start from an empty image folder so no stale, unreferenced files survive a rename.
rmSync(IMAGE_DIR, { recursive: true, force: true });
for (const [url, svg] of [...images].sort(([a], [b]) => (a < b ? -1 : 1))) {
  const file = join(ROOT, 'public', url);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
mkdirSync(dirname(SEED_SQL), { recursive: true });
writeFileSync(SEED_SQL, sql);

const bytes = [...images.values()].reduce((n, s) => n + Buffer.byteLength(s), 0);
console.log(
  `seed.sql: ${sql.split('\n').length - 1} statements; ${products.length} products, ${businesses.length} businesses, ${users.length} users (${loginUsers.length} can log in), ${subscriptionPackages.length} packages`,
);
console.log(`images: ${images.size} SVGs, ${(bytes / 1024).toFixed(0)} KiB under public/images/seed/`);
