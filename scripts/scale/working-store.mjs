/**
 * One seeded store grown to a working store's own scale (issue 30: "a store with 10,000 listings: storefront, all
 * sell items, bulk upload preview"), and the reads of those screens.
 *
 * The store is the enterprise vendor's (Kopje Wholesale Depot, business 22, enterprise@musika.co.zw): the one seeded
 * account whose package includes bulk upload; it is seeded empty. It is given copies of every seeded listing (each with its own id, slug
 * and SKU, its photos, sizes and attribute terms, at the store's place) until it holds WORKING_STORE_LISTINGS; one
 * copy in ten is a draft, so the vendor's status filter has both to show. Copies keep every other column, so the
 * store's screens show the seed's catalogue repeated.
 *
 * Ids cannot meet grow-sql.mjs's (products below 9,100,000, photo and size rows below 91,000,000): products are
 * numbered from PRODUCT_BASE, photos and sizes from ROW_BASE. Either script may run first, or alone.
 */

export const STORE = { id: 22, slug: 'kopje-wholesale-depot', login: { username: 'enterprise@musika.co.zw', password: 'Vendor#2026!' } };
export const WORKING_STORE_LISTINGS = 10_000;

const PRODUCT_BASE = 20_000_000;
const PRODUCT_STRIDE = 10_000;
const ROW_BASE = 200_000_000;
const ROW_STRIDE = 100_000;

/** `columns` as a select list over alias `t`, the columns in `replaced` given as expressions instead. */
const selectList = (columns, replaced) => columns.map((c) => (c in replaced ? `${replaced[c]} as ${c}` : `t.${c}`)).join(', ');
const copies = (n) => `with recursive copies(k) as (select 1 union all select k + 1 from copies where k < ${n})`;
/** The copy k of seeded product `product`'s id. */
const copyId = (product) => `${PRODUCT_BASE} + k * ${PRODUCT_STRIDE} + ${product}`;

/**
 * @param {{ columns: Record<string, string[]>, seedMaxProductId: number, seedProducts: number, storeListings: number,
 *   listings?: number, storeId?: number }} plan
 * @returns {string[]} statements, in order (products first)
 */
export function workingStoreStatements({
  columns,
  seedMaxProductId,
  seedProducts,
  storeListings,
  listings = WORKING_STORE_LISTINGS,
  storeId = STORE.id,
}) {
  if (seedMaxProductId >= PRODUCT_STRIDE) throw new Error('the seed has outgrown the copy stride');
  const wanted = listings - storeListings;
  if (wanted <= 0) return [];
  const n = Math.ceil(wanted / seedProducts);
  const isCopy = (product) => `${product} <= ${seedMaxProductId} and p.id = ${copyId(product)}`;
  return [
    `insert into products ${copies(n)} select ${selectList(columns.products, {
      id: copyId('t.id'),
      slug: `t.slug || '-w' || k`,
      business_id: String(storeId),
      city: 'b.city',
      lat: 'b.lat',
      lng: 'b.lng',
      sku: `'WS-' || k || '-' || t.id`,
      status: `case when (k + t.id) % 10 = 0 then 'draft' else t.status end`,
    })} from products t, copies join businesses b on b.id = ${storeId}
    where t.id <= ${seedMaxProductId} order by k, t.id limit ${wanted}`,
    ...['product_images', 'product_variations'].map(
      (table) =>
        `insert into ${table} ${copies(n)} select ${selectList(columns[table], {
          id: `${ROW_BASE} + k * ${ROW_STRIDE} + t.id`,
          product_id: 'p.id',
        })} from ${table} t, copies join products p on ${isCopy('t.product_id')} where t.id < ${ROW_STRIDE}`,
    ),
    `insert into product_attribute_terms ${copies(n)} select ${selectList(columns.product_attribute_terms, {
      product_id: 'p.id',
    })} from product_attribute_terms t, copies join products p on ${isCopy('t.product_id')}`,
  ];
}

export const WORKING_STORE_TABLES = ['products', 'product_images', 'product_variations', 'product_attribute_terms'];

/**
 * Grows the store of a seeded D1 (a D1Database binding, e.g. Miniflare's getD1Database('DB')) to `listings`.
 * @returns {Promise<{ listings: number, drafts: number }>}
 */
export async function growStore(db, { listings = WORKING_STORE_LISTINGS, storeId = STORE.id } = {}) {
  const columns = {};
  for (const table of WORKING_STORE_TABLES) {
    columns[table] = (await db.prepare(`select name from pragma_table_info('${table}')`).all()).results.map((r) => r.name);
  }
  const seed = await db
    .prepare(
      `select count(*) as products, max(id) as maxProduct, (select count(*) from products where business_id = ?1) as storeListings
       from products where id < ${PRODUCT_STRIDE}`,
    )
    .bind(storeId)
    .first();
  for (const statement of workingStoreStatements({
    columns,
    seedMaxProductId: seed.maxProduct,
    seedProducts: seed.products,
    storeListings: seed.storeListings,
    listings,
    storeId,
  })) {
    await db.prepare(statement).run();
  }
  return db
    .prepare("select count(*) as listings, coalesce(sum(status = 'draft'), 0) as drafts from products where business_id = ?1")
    .bind(storeId)
    .first();
}

/** Logs in as the store's vendor (POST /auth/token) and answers the bearer token. */
export async function loginToken(base, login = STORE.login) {
  const res = await fetch(`${base}/wp-json/ezw/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`login as ${login.username} answered ${res.status}: ${json.message}`);
  return json.data.token;
}

/**
 * A bulk-upload preview of `rows` CSV rows (POST /products/bulk-import, dryRun): every other row names a SKU the
 * grown store already holds (an update), the rest are new, as a vendor re-uploading a spreadsheet sends.
 */
export function bulkPreviewBody(rows = 50, storeId = STORE.id) {
  return {
    bID: storeId,
    dryRun: true,
    rows: Array.from({ length: rows }, (_, i) => ({
      row: i + 2,
      values: {
        sku: i % 2 === 0 ? `WS-${1 + (i % 40)}-${1 + i}` : `BENCH-NEW-${i}`,
        kind: 'general',
        status: 'publish',
        name: `Enamel mug ${i}`,
        category: 'kitchenware',
        price: '4.50',
        stock: '20',
        description: 'A working-store bench row (scripts/scale/working-store.mjs).',
        images: `https://images.example.com/bench/${i}-a.jpg`,
      },
    })),
  };
}

/**
 * [label, method, path, auth?, body?]: the reads of a store's working screens. `auth` reads carry the vendor's bearer
 * token. The storefront (its listings, its filter panel — the kind counts — and a kind's section), its deepest page the
 * pager offers (the count stops at 1,000: 84 pages of 12), the dashboard's session and counters (every logged-in
 * page asks them), the vendor's "all sell items" (newest change first, by status, a deep page, a search), and the bulk
 * upload preview.
 */
export const STORE_READS = [
  ['storefront: the store', 'POST', `/business?bSlug=${STORE.slug}`],
  ['storefront: listings, page 1', 'POST', `/products?bID=${STORE.id}&page=1&limit=12`],
  ['storefront: filter panel', 'GET', `/search/filter?bID=${STORE.id}`],
  ['storefront: a section (general)', 'GET', `/search?bID=${STORE.id}&kind=general&sortBy=newest&page=1&per_page=12`],
  ['storefront: a section (motor vehicles)', 'GET', `/search?bID=${STORE.id}&kind=motor_vehicle&sortBy=newest&page=1&per_page=12`],
  ['storefront: cheapest first', 'GET', `/search?bID=${STORE.id}&sortBy=price_asc&page=1&per_page=12`],
  ['storefront: a search in the store', 'GET', `/search?bID=${STORE.id}&term=toyota&page=1&per_page=12`],
  ['storefront: page 84 (deepest offered)', 'POST', `/products?bID=${STORE.id}&page=84&limit=12`],
  ['dashboard: the session (/me)', 'GET', '/me', true],
  ['dashboard: counters', 'GET', `/business/analytics/counters?bID=${STORE.id}`, true],
  ['all sell items', 'GET', `/business/products?bID=${STORE.id}`, true],
  ['all sell items: published', 'GET', `/business/products?bID=${STORE.id}&status=publish`, true],
  ['all sell items: drafts', 'GET', `/business/products?bID=${STORE.id}&status=draft`, true],
  ['all sell items: a kind', 'GET', `/business/products?bID=${STORE.id}&kind=motor_vehicle`, true],
  ['all sell items: page 50', 'GET', `/business/products?bID=${STORE.id}&page=50`, true],
  ['all sell items: a search', 'GET', `/business/products?bID=${STORE.id}&term=toyota`, true],
  ['bulk upload preview (50 rows)', 'POST', '/products/bulk-import', true, bulkPreviewBody(50)],
];
