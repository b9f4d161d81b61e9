/** Consistency checks run by the generator: bad seed data fails loudly instead of reaching the SQL. */

/** Product kinds, mirroring PRODUCT_KINDS in backend/db/schema.ts. */
const PRODUCT_KINDS_LIST = [
  'general',
  'real_estate',
  'trades_services',
  'auction',
  'auction_real_estate',
  'motor_vehicle',
  'food',
  'clothing',
  'hat',
  'hire_item',
];

/** Which business categories (ids 1–14) may sell in each top-level product category. */
const FIT = {
  electronics: [4],
  'motor-vehicles': [11],
  'motor-vehicles-spare-parts': [10],
  'real-estate': [12],
  'trades-and-services': [14],
  'food-and-grocery': [6],
  'clothing-apparel': [2, 13],
  hats: [2, 13],
  'books-and-stationery': [1],
  'health-and-beauty': [7],
  'home-and-garden': [8],
  'construction-and-hardware': [3, 9],
  'farming-supplies': [5],
  'sports-and-leisure': [13],
  'hire-items': [14, 13, 3, 9, 11],
  auctions: [9, 11, 12, 8],
};

/** Which top-level product category each kind lives under ("general" takes the rest). */
const KIND_TOP = {
  real_estate: ['real-estate'],
  auction_real_estate: ['auctions'],
  auction: ['auctions'],
  motor_vehicle: ['motor-vehicles'],
  trades_services: ['trades-and-services'],
  food: ['food-and-grocery'],
  clothing: ['clothing-apparel'],
  hat: ['hats'],
  hire_item: ['hire-items'],
  general: [
    'electronics',
    'books-and-stationery',
    'health-and-beauty',
    'home-and-garden',
    'construction-and-hardware',
    'farming-supplies',
    'sports-and-leisure',
    'motor-vehicles-spare-parts',
  ],
};

export function validateFit(entry, top, biz) {
  if (!KIND_TOP[entry.kind]?.includes(top.slug)) throw new Error(`${entry.name}: kind ${entry.kind} does not belong under ${top.slug}`);
  if (!biz.categoryIds.some((c) => FIT[top.slug].includes(c))) throw new Error(`${entry.name}: ${biz.name} does not trade in ${top.slug}`);
}

function assert(cond, message) {
  if (!cond) throw new Error(`seed check failed: ${message}`);
}

/** Whole-dataset checks: counts, coverage and referenced images. */
export function validateAll({ businesses, businessCategories, products, productImages, productVariations, images }) {
  assert(businessCategories.length === 14, '14 business categories');
  assert(businesses.length >= 16, 'at least 16 businesses');
  assert(new Set(businesses.map((b) => b.city)).size >= 5, 'at least 5 cities');
  assert(products.length >= 170, `at least 170 products (have ${products.length})`);
  for (const kind of PRODUCT_KINDS_LIST) {
    const n = products.filter((p) => p.kind === kind).length;
    assert(n >= 8, `at least 8 products of kind ${kind} (have ${n})`);
  }
  const covered = new Set();
  for (const p of products) for (const c of businesses[p.businessId - 1].categoryIds) covered.add(c);
  assert(covered.size === 14, 'products cover all 14 business categories');
  for (const bc of businessCategories) {
    const sellers = new Set(
      products
        .map((p) => businesses[p.businessId - 1])
        .filter((b) => b.categoryIds.includes(bc.id))
        .map((b) => b.id),
    );
    assert(sellers.size > 0, `business category ${bc.name} has products`);
  }
  assert(new Set(products.map((p) => p.slug)).size === products.length, 'unique product slugs');
  for (const p of products) {
    assert(p.regularPriceCents === null || (p.isDeal === 1 && p.regularPriceCents > p.priceCents), `${p.slug} deal prices`);
    const n = productImages.filter((im) => im.productId === p.id).length;
    assert(n >= 1 && n <= 3, `${p.slug} has 1–3 images`);
    if (p.kind === 'clothing' || p.kind === 'hat') {
      const v = productVariations.filter((x) => x.productId === p.id).length;
      assert(v >= 2 && v <= 4, `${p.slug} has 2–4 variations`);
    }
    assert(p.createdAt >= '2026-01-01' && p.createdAt < '2026-11-01', `${p.slug} created_at in range`);
  }
  const deals = products.filter((p) => p.isDeal).length / products.length;
  assert(deals > 0.18 && deals < 0.32, `about 25% deals (have ${(deals * 100).toFixed(1)}%)`);
  const urls = [...businesses.flatMap((b) => [b.logo, b.coverImage]), ...productImages.map((im) => im.url)];
  for (const url of urls) assert(images.has(url), `image generated for ${url}`);
}

const STORED_HASH = /^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/;

/** Accounts: unique logins, usable hashes, the demo vendor's two businesses and subscriptions that resolve. */
export function validateAccounts({ users, businesses, subscriptionPackages, userSubscriptions }) {
  assert(new Set(users.map((u) => u.id)).size === users.length, 'unique user ids');
  assert(new Set(users.map((u) => u.email)).size === users.length, 'unique user emails');
  assert(new Set(users.map((u) => u.username)).size === users.length, 'unique usernames');
  for (const u of users) {
    assert(u.email === u.email.toLowerCase() && u.username === u.username.toLowerCase(), `${u.email} stored lower-case`);
    assert(u.passwordHash === '' || STORED_HASH.test(u.passwordHash), `${u.email} password hash format`);
    assert(u.whatsappNumber === null || /^263\d{9}$/.test(u.whatsappNumber), `${u.email} WhatsApp number 263XXXXXXXXX`);
  }
  const withLogin = users.filter((u) => u.passwordHash !== '');
  assert(withLogin.length === 10, 'ten accounts can log in: five demo accounts and five operators (operators.mjs)');
  const vendor = users.find((u) => u.email === 'vendor@musika.co.zw');
  assert(businesses.filter((b) => b.ownerId === vendor.id).length === 2, 'the demo vendor owns exactly two businesses');
  for (const b of businesses)
    assert(
      users.some((u) => u.id === b.ownerId),
      `${b.slug} owner exists`,
    );
  assert(subscriptionPackages.length === 3, 'three subscription packages');
  for (const s of userSubscriptions) {
    assert(
      subscriptionPackages.some((p) => p.id === s.packageId),
      `subscription ${s.id} package exists`,
    );
    assert(
      users.some((u) => u.id === s.userId),
      `subscription ${s.id} user exists`,
    );
    assert(s.startedAt < s.endsAt, `subscription ${s.id} starts before it ends`);
  }
}

/**
 * Orders and reviews (scripts/seed/buying.mjs): prices and totals as checkout would compute them, numbers in
 * the MSK- format, the demo buyer's completed order from the demo vendor, and reviews a buyer could have left.
 */
export function validateBuying({ users, businesses, products, productVariations, orders, orderItems, reviews }) {
  const productById = new Map(products.map((p) => [p.id, p]));
  const businessById = new Map(businesses.map((b) => [b.id, b]));
  assert(new Set(orders.map((o) => o.number)).size === orders.length, 'unique order numbers');
  for (const o of orders) {
    assert(o.number === `MSK-${10000 + o.id}`, `order ${o.id} number MSK-${10000 + o.id}`);
    assert(businessById.has(o.businessId), `order ${o.id} business exists`);
    assert(o.userId === null || users.some((u) => u.id === o.userId), `order ${o.id} user exists`);
    assert(/^263\d{9}$/.test(o.customerPhone), `order ${o.id} phone 263XXXXXXXXX`);
    const items = orderItems.filter((i) => i.orderId === o.id);
    assert(items.length > 0, `order ${o.id} has items`);
    for (const i of items) {
      const p = productById.get(i.productId);
      assert(p && p.businessId === o.businessId, `order item ${i.id} product of the order's business`);
      const v = i.variationId ? productVariations.find((x) => x.id === i.variationId && x.productId === p.id) : null;
      assert(i.variationId === 0 || v, `order item ${i.id} variation of its product`);
      assert(i.offerId !== null || i.unitPriceCents === (v ? v.priceCents : p.priceCents), `order item ${i.id} priced from the catalogue`);
      assert(i.lineTotalCents === i.unitPriceCents * i.quantity, `order item ${i.id} line total`);
    }
    const subtotal = items.reduce((n, i) => n + i.lineTotalCents, 0);
    assert(o.subtotalCents === subtotal, `order ${o.id} subtotal`);
    assert(o.deliveryCents === (o.fulfilment === 'delivery' ? 300 : 0), `order ${o.id} delivery fee`);
    assert(o.totalCents === subtotal + o.deliveryCents, `order ${o.id} total`);
  }
  const vendor = users.find((u) => u.email === 'vendor@musika.co.zw');
  const buyer = users.find((u) => u.email === 'buyer@musika.co.zw');
  assert(
    orders.some((o) => o.userId === buyer.id && o.status === 'completed' && businessById.get(o.businessId).ownerId === vendor.id),
    "the demo buyer has a completed order from one of the demo vendor's businesses",
  );

  assert(new Set(reviews.map((r) => `${r.productId}:${r.authorId}`)).size === reviews.length, 'one review per product and author');
  for (const r of reviews) {
    const p = productById.get(r.productId);
    assert(p, `review ${r.id} product exists`);
    assert(
      users.some((u) => u.id === r.authorId),
      `review ${r.id} author exists`,
    );
    assert(businessById.get(p.businessId).ownerId !== r.authorId, `review ${r.id} not by the product's own vendor`);
    assert(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5, `review ${r.id} rating 1–5`);
    assert(r.review.length >= 10 && r.review.length <= 2000, `review ${r.id} text 10–2000 characters`);
    assert(r.createdAt > p.createdAt, `review ${r.id} written after the product was listed`);
  }
  // A product's rating is its reviews' (issue "Review counts"): the count of its rows, their average to 2 places.
  for (const p of products) {
    const ratings = reviews.filter((r) => r.productId === p.id).map((r) => r.rating);
    const average = ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 100) / 100 : 0;
    assert(p.reviewCount === ratings.length, `product ${p.id} review_count ${p.reviewCount} is its ${ratings.length} reviews`);
    assert(p.ratingAverage === average, `product ${p.id} rating_average ${p.ratingAverage} is its reviews' ${average}`);
  }
  assert(!reviews.some((r) => r.authorId === buyer.id), 'the demo buyer has not reviewed yet (they can review their completed order)');
}
