/**
 * SQL rendering for D1: one `INSERT OR IGNORE` statement per line with explicit ids, so the file can be run
 * repeatedly and split on newlines. No transactions (D1 rejects BEGIN/COMMIT) and no comments.
 */

/** snake_case column → camelCase property of the row object. */
const camel = (col) => col.replace(/_([a-z])/g, (_m, c) => c.toUpperCase());

/** Render one value as an SQL literal. */
export function literal(value, where) {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${where}: non-finite number`);
    return String(value);
  }
  if (typeof value === 'string') {
    if (/[\r\n\u2028\u2029\0]/.test(value)) throw new Error(`${where}: line break or NUL inside a string`);
    return `'${value.replace(/'/g, "''")}'`;
  }
  throw new Error(`${where}: unsupported value ${JSON.stringify(value)}`);
}

/** One line per row: INSERT OR IGNORE INTO table (cols) VALUES (...); Throws on a missing column value. */
export function inserts(table, columns, rows) {
  return rows.map((row, i) => {
    const values = columns.map((col) => {
      const value = row[camel(col)];
      if (value === undefined) throw new Error(`${table}[${i}]: missing ${col}`);
      return literal(value, `${table}[${i}].${col}`);
    });
    return `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${values.join(', ')});`;
  });
}

/** Column lists per table, in migration order, for every table the seed fills. */
export const COLUMNS = {
  users: [
    'id',
    'email',
    'username',
    'first_name',
    'last_name',
    'display_name',
    'whatsapp_number',
    'photo',
    'roles',
    'password_hash',
    'can_trial',
    'billing',
    'created_at',
  ],
  business_categories: ['id', 'name', 'slug'],
  businesses: [
    'id',
    'slug',
    'name',
    'owner_id',
    'status',
    'description',
    'logo',
    'cover_image',
    'phone',
    'whatsapp',
    'email',
    'website',
    'shop_address',
    'street_address',
    'suburb',
    'city',
    'province',
    'country',
    'lat',
    'lng',
    'opening_times',
    'socials',
    'is_promoted',
    'ads_balance_cents',
    'created_at',
  ],
  business_category_links: ['business_id', 'category_id'],
  product_categories: ['id', 'slug', 'name', 'parent_id', 'description', 'image', 'menu_order', 'is_popular'],
  attributes: ['id', 'slug', 'name', 'category_id'],
  attribute_terms: ['id', 'attribute_id', 'slug', 'name'],
  products: [
    'id',
    'slug',
    'business_id',
    'category_id',
    'kind',
    'status',
    'name',
    'short_description',
    'description',
    'price_cents',
    'regular_price_cents',
    'is_deal',
    'is_promoted',
    'stock_quantity',
    'city',
    'lat',
    'lng',
    'property_type',
    'listing_type',
    'bedrooms',
    'bathrooms',
    'stand_size_sqm',
    'make',
    'model',
    'year',
    'mileage_km',
    'transmission',
    'fuel_type',
    'rate_cents',
    'rate_unit',
    'service_area',
    'auction_start_cents',
    'auction_ends_at',
    'auction_status',
    'rating_average',
    'review_count',
    'created_at',
  ],
  product_images: ['id', 'product_id', 'url', 'alt', 'width', 'height', 'position'],
  product_variations: ['id', 'product_id', 'name', 'attributes', 'price_cents', 'stock_quantity'],
  product_attribute_terms: ['product_id', 'term_id'],
  pages: ['id', 'slug', 'title', 'excerpt', 'content', 'updated_at'],
  menus: ['id', 'slug', 'name'],
  menu_items: ['id', 'menu_id', 'parent_id', 'title', 'url', 'position'],
  subscription_packages: ['id', 'slug', 'name', 'description', 'price_cents', 'months', 'capabilities', 'limits', 'commission_bp'],
  user_subscriptions: ['id', 'user_id', 'package_id', 'status', 'started_at', 'ends_at'],
  buyer_requests: [
    'id',
    'user_id',
    'title',
    'description',
    'category_id',
    'budget_cents',
    'city',
    'lat',
    'lng',
    'photos',
    'status',
    'created_at',
    'updated_at',
  ],
  buyer_request_responses: ['id', 'request_id', 'business_id', 'user_id', 'message', 'product_id', 'price_cents', 'created_at'],
  offers: [
    'id',
    'uuid',
    'product_id',
    'variation_id',
    'business_id',
    'buyer_id',
    'buyer_name',
    'buyer_phone',
    'quantity',
    'amount_cents',
    'status',
    'last_actor',
    'expires_at',
    'created_at',
    'updated_at',
  ],
  offer_events: ['id', 'offer_id', 'actor', 'action', 'amount_cents', 'message', 'created_at'],
  orders: [
    'id',
    'number',
    'checkout_id',
    'idempotency_key',
    'user_id',
    'business_id',
    'status',
    'customer_name',
    'customer_phone',
    'customer_email',
    'fulfilment',
    'delivery_address',
    'notes',
    'subtotal_cents',
    'delivery_cents',
    'total_cents',
    'currency',
    'payment_method',
    'payment_status',
    'read_by_vendor',
    'created_at',
    'updated_at',
  ],
  order_items: [
    'id',
    'order_id',
    'product_id',
    'variation_id',
    'name',
    'variation_name',
    'unit_price_cents',
    'quantity',
    'line_total_cents',
    'offer_id',
  ],
  reviews: ['id', 'product_id', 'author_id', 'rating', 'review', 'created_at'],
  exchange_rates: ['id', 'currency', 'rate_micros', 'effective_date', 'source', 'created_at'],
  post_categories: ['id', 'taxonomy', 'slug', 'name', 'description', 'position'],
  posts: [
    'id',
    'post_type',
    'slug',
    'title',
    'excerpt',
    'content',
    'category_id',
    'image',
    'video_url',
    'duration_seconds',
    'author_name',
    'is_sticky',
    'position',
    'published_at',
    'updated_at',
  ],
  shopping_centres: ['id', 'slug', 'name', 'description', 'street_address', 'suburb', 'city', 'lat', 'lng', 'hours', 'parking'],
  shopping_centre_stores: ['centre_id', 'business_id', 'unit'],
  operator_roles: ['user_id', 'role', 'granted_at'],
  operator_totp: ['user_id', 'secret', 'confirmed_at', 'last_step', 'created_at'],
};

/** The whole seed file: tables in foreign-key order (parents first), one statement per line. */
export function renderSeed(data) {
  const order = [
    'users',
    'business_categories',
    'businesses',
    'business_category_links',
    'product_categories',
    'attributes',
    'attribute_terms',
    'products',
    'product_images',
    'product_variations',
    'product_attribute_terms',
    'pages',
    'menus',
    'menu_items',
    'subscription_packages',
    'user_subscriptions',
    'orders',
    'order_items',
    'reviews',
    'buyer_requests',
    'buyer_request_responses',
    'offers',
    'offer_events',
    'exchange_rates',
    'post_categories',
    'posts',
    'shopping_centres',
    'shopping_centre_stores',
    'operator_roles',
    'operator_totp',
  ];
  const lines = order.flatMap((table) => inserts(table, COLUMNS[table], data[table]));
  return `${lines.join('\n')}\n`;
}
