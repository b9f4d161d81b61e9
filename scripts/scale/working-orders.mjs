/**
 * The SQL that grows a seeded Musika database to the working screens' own scale (issue 30): ONE seeded store
 * (Borrowdale Digital, run by vendor@musika.co.zw) gets 100,000 orders over two years from 20,000 customers
 * (15,000 buyer accounts, 5,000 guests by phone), each order with one to three of the store's listings; ONE seeded
 * buyer (buyer@musika.co.zw) gets 1,000 orders across the other stores and 10,000 notifications (their orders'
 * status changes, the newest 700 unread).
 *
 * Generated inside SQLite (recursive CTEs), one statement per table, so the triggers that keep counts (migrations
 * 0013, 0049) run as they do for real orders. Each insert names only the columns it knows that the table still has
 * (`columns`, from pragma table_info): a column added later takes its default.
 *
 * Ids start at 50,000,000 for everything added here (users, orders, order items, notifications), far from the seed and
 * from scripts/scale/grow-sql.mjs's copies. Order numbers are MSK-(10000 + id), as checkout numbers its own.
 */

export const GROWN_BASE = 50_000_000;
/** The seeded store and its owner, the seeded buyer (backend/db/seed.sql; passwords in README.md). */
export const VENDOR = { email: 'vendor@musika.co.zw', password: 'Vendor#2026!', store: 4 };
export const BUYER = { email: 'buyer@musika.co.zw', password: 'Buyer#2026!', id: 19 };

export const STORE_ORDERS = 100_000;
export const CUSTOMERS = 20_000;
const ACCOUNTS = 15_000;
export const BUYER_ORDERS = 1_000;
export const BUYER_NOTIFICATIONS = 10_000;
const UNREAD_NOTIFICATIONS = 700;
/** Ids of each kind: the store's orders, then the buyer's. */
const BUYER_ORDER_BASE = GROWN_BASE + 200_000;
const BUYER_ITEM_BASE = GROWN_BASE + 400_000;
/** The newest order or notification added; the oldest is two years before. */
const ANCHOR = '2026-11-26T00:00:00.000Z';
const TWO_YEARS = 730 * 86_400;

/** The tables whose columns the statements need. */
export const WORKING_TABLES = ['users', 'orders', 'order_items', 'notifications'];

const FIRST = [
  'Tendai',
  'Rudo',
  'Tatenda',
  'Nyasha',
  'Farai',
  'Chipo',
  'Kudakwashe',
  'Blessing',
  'Tinashe',
  'Rutendo',
  'Tafadzwa',
  'Memory',
  'Simbarashe',
  'Ruvimbo',
  'Tapiwa',
  'Vimbai',
  'Tonderai',
  'Themba',
  'Nokuthula',
  'Sipho',
];
const LAST = [
  'Moyo',
  'Chikwanha',
  'Mutasa',
  'Sibanda',
  'Ncube',
  'Dube',
  'Marufu',
  'Ndlovu',
  'Gumbo',
  'Mhlanga',
  'Makoni',
  'Chinembiri',
  'Zhou',
  'Mapfumo',
  'Mazarura',
  'Chigumba',
  'Shumba',
  'Khumalo',
  'Nyathi',
  'Mpofu',
];
const CITIES = ['Harare', 'Harare', 'Harare', 'Chitungwiza', 'Ruwa', 'Bulawayo', 'Mutare', 'Gweru', 'Norton', 'Epworth'];
const pick = (list, index) => `json_extract('${JSON.stringify(list)}', '$[' || ((${index}) % ${list.length}) || ']')`;

const upTo = (name, n) => `${name}(k) as (select 1 union all select k + 1 from ${name} where k < ${n})`;
const iso = (secondsBack) => `strftime('%Y-%m-%dT%H:%M:%fZ', '${ANCHOR}', '-' || (${secondsBack}) || ' seconds')`;

/** `insert into table (…) select …`: the columns of `values` the table has, in its own order. */
function insert(columns, table, values, from) {
  const names = columns[table].filter((c) => c in values);
  return `insert into ${table} (${names.join(', ')}) ${from.with} select ${names.map((c) => values[c]).join(', ')} ${from.rest}`;
}

/** A customer c's name, phone (263 7… as the phone helper stores it) and account (null for a guest). */
const customer = {
  name: (c) => `${pick(FIRST, c)} || ' ' || ${pick(LAST, `(${c}) / ${FIRST.length}`)}`,
  phone: (c) => `'2637' || printf('%08d', 10000000 + (${c}))`,
  user: (c) => `iif((${c}) <= ${ACCOUNTS}, ${GROWN_BASE} + (${c}), null)`,
};

/**
 * Order k's (1 = oldest) status: the newest `open` still open, older ones mostly completed, some cancelled,
 * refunded or failed (WooCommerce's statuses).
 */
const status = (k, total, open = 300) => `iif(${k} > ${total} - ${open},
  iif((${k} * 31) % 10 < 4, 'pending', iif((${k} * 31) % 10 < 8, 'processing', 'on-hold')),
  iif((${k} * 37) % 100 < 85, 'completed', iif((${k} * 37) % 100 < 91, 'cancelled', iif((${k} * 37) % 100 < 93, 'refunded', 'failed'))))`;
const paymentStatus = (s) => `iif(${s} = 'completed', 'paid', iif(${s} = 'refunded', 'refunded', iif(${s} = 'failed', 'failed', 'unpaid')))`;

/** Item j (1–3) of order k: how many items the order has, which of the store's listings (numbered rn) and how many. */
const itemCount = (k) => `(1 + (${k}) % 3)`;
const itemRn = (k, j, n) => `(((${k}) * 7 + (${j}) * 13) % ${n}) + 1`;
const itemQty = (k, j) => `(1 + ((${k}) + (${j})) % 2)`;

/**
 * @param {{ columns: Record<string, string[]>, storeProducts: number }} plan — `storeProducts`: how many published
 *   listings the store has (its order items are drawn from them).
 * @returns {string[]} statements, in order (parents first)
 */
export function workingOrdersStatements({ columns, storeProducts }) {
  const S = VENDOR.store;
  const n = storeProducts;
  if (n < 1) throw new Error(`store ${S} has no published listing to order`);
  const listings = `listings(rn, id, name, price) as (select row_number() over (order by id), id, name, price_cents from products where business_id = ${S} and status = 'publish')`;
  const js = `js(j) as (select 1 union all select 2 union all select 3)`;
  const subtotal = (k) =>
    `(select sum(l.price * ${itemQty(k, 'js.j')}) from js join listings l on l.rn = ${itemRn(k, 'js.j', n)} where js.j <= ${itemCount(k)})`;
  const delivery = (k) => `iif((${k}) % 3 = 0, 0, 300)`;
  const orderCustomer = (k) => `(((${k}) * 7919) % ${CUSTOMERS}) + 1`;
  const storeOrderAt = (k) => iso(`(${STORE_ORDERS} - (${k})) * ${Math.floor(TWO_YEARS / STORE_ORDERS)} + ((${k}) * 17) % 600`);

  const users = insert(
    columns,
    'users',
    {
      id: `${GROWN_BASE} + k`,
      email: `'grown-buyer-' || k || '@example.co.zw'`,
      username: `'grownbuyer' || k`,
      first_name: pick(FIRST, 'k'),
      last_name: pick(LAST, `k / ${FIRST.length}`),
      display_name: customer.name('k'),
      whatsapp_number: customer.phone('k'),
      roles: `'["buyer"]'`,
      password_hash: `''`,
      can_trial: '0',
      created_at: iso(`${TWO_YEARS} + k * 60`),
    },
    { with: `with recursive ${upTo('c', ACCOUNTS)}`, rest: 'from c' },
  );

  const storeOrders = insert(
    columns,
    'orders',
    {
      id: `${GROWN_BASE} + k`,
      number: `'MSK-' || (10000 + ${GROWN_BASE} + k)`,
      checkout_id: `'grown-' || k`,
      idempotency_key: `'grown-' || k`,
      user_id: customer.user(orderCustomer('k')),
      business_id: `${S}`,
      status: status('k', STORE_ORDERS),
      customer_name: customer.name(orderCustomer('k')),
      customer_phone: customer.phone(orderCustomer('k')),
      customer_email: `iif(${orderCustomer('k')} <= ${ACCOUNTS}, 'grown-buyer-' || ${orderCustomer('k')} || '@example.co.zw', null)`,
      fulfilment: `iif(k % 3 = 0, 'collection', 'delivery')`,
      delivery_address: `iif(k % 3 = 0, null, json_object('address1', (k % 200 + 1) || ' Samora Machel Avenue', 'suburb', null, 'city', ${pick(CITIES, `${orderCustomer('k')}`)}))`,
      notes: `''`,
      subtotal_cents: subtotal('k'),
      delivery_cents: delivery('k'),
      total_cents: `${subtotal('k')} + ${delivery('k')}`,
      currency: `'USD'`,
      payment_method: `iif(k % 2 = 0, 'cash_on_delivery', 'ecocash')`,
      payment_status: paymentStatus(status('k', STORE_ORDERS)),
      read_by_vendor: `iif(k > ${STORE_ORDERS} - 40, 0, 1)`,
      created_at: storeOrderAt('k'),
      updated_at: storeOrderAt('k'),
    },
    { with: `with recursive ${upTo('o', STORE_ORDERS)}, ${listings}, ${js}`, rest: 'from o' },
  );

  const storeItems = insert(
    columns,
    'order_items',
    {
      id: `${GROWN_BASE} + (o.k - 1) * 3 + js.j`,
      order_id: `${GROWN_BASE} + o.k`,
      product_id: 'l.id',
      variation_id: '0',
      name: 'l.name',
      unit_price_cents: 'l.price',
      quantity: itemQty('o.k', 'js.j'),
      line_total_cents: `l.price * ${itemQty('o.k', 'js.j')}`,
    },
    {
      with: `with recursive ${upTo('o', STORE_ORDERS)}, ${listings}, ${js}`,
      rest: `from o join js on js.j <= ${itemCount('o.k')} join listings l on l.rn = ${itemRn('o.k', 'js.j', n)}`,
    },
  );

  // The buyer's orders: one listing each (the first published one of a store), round the other stores that sell.
  const shops = `shops(rn, id, product, name, price) as (select row_number() over (order by b.id), b.id, p.id, p.name, p.price_cents
    from businesses b join products p on p.id = (select min(q.id) from products q where q.business_id = b.id and q.status = 'publish')
    where b.id <> ${S})`;
  const shopCount = `(select count(*) from shops)`;
  const buyerOrderAt = (k) => iso(`(${BUYER_ORDERS} - (${k})) * ${Math.floor(TWO_YEARS / BUYER_ORDERS)} + 3600`);
  const buyerStatus = (k) => status(k, BUYER_ORDERS, 10);
  const buyerOrders = insert(
    columns,
    'orders',
    {
      id: `${BUYER_ORDER_BASE} + k`,
      number: `'MSK-' || (10000 + ${BUYER_ORDER_BASE} + k)`,
      checkout_id: `'grown-buyer-' || k`,
      idempotency_key: `'grown-buyer-' || k`,
      user_id: `${BUYER.id}`,
      business_id: 's.id',
      status: buyerStatus('k'),
      customer_name: `'Chiedza Mavhunga'`,
      customer_phone: `'263772146318'`,
      customer_email: `'${BUYER.email}'`,
      fulfilment: `'delivery'`,
      delivery_address: `'{"address1":"14 Fife Avenue","suburb":"Avenues","city":"Harare"}'`,
      notes: `''`,
      subtotal_cents: 's.price',
      delivery_cents: '300',
      total_cents: 's.price + 300',
      currency: `'USD'`,
      payment_method: `'ecocash'`,
      payment_status: paymentStatus(buyerStatus('k')),
      read_by_vendor: '1',
      created_at: buyerOrderAt('k'),
      updated_at: buyerOrderAt('k'),
    },
    { with: `with recursive ${upTo('o', BUYER_ORDERS)}, ${shops}`, rest: `from o join shops s on s.rn = (o.k % ${shopCount}) + 1` },
  );
  const buyerItems = insert(
    columns,
    'order_items',
    {
      id: `${BUYER_ITEM_BASE} + k`,
      order_id: `${BUYER_ORDER_BASE} + k`,
      product_id: 's.product',
      variation_id: '0',
      name: 's.name',
      unit_price_cents: 's.price',
      quantity: '1',
      line_total_cents: 's.price',
    },
    { with: `with recursive ${upTo('o', BUYER_ORDERS)}, ${shops}`, rest: `from o join shops s on s.rn = (o.k % ${shopCount}) + 1` },
  );

  // Ten notifications an order (its status changes), oldest first; the newest UNREAD_NOTIFICATIONS unread.
  const perOrder = BUYER_NOTIFICATIONS / BUYER_ORDERS;
  const noteOrder = `(${BUYER_ORDER_BASE} + (k - 1) / ${perOrder} + 1)`;
  const noteAt = iso(`(${BUYER_NOTIFICATIONS} - k) * ${Math.floor(TWO_YEARS / BUYER_NOTIFICATIONS)}`);
  const notifications = insert(
    columns,
    'notifications',
    {
      id: `${GROWN_BASE} + k`,
      user_id: `${BUYER.id}`,
      kind: `'order_status'`,
      title: `'Order MSK-' || (10000 + ${noteOrder}) || ' is ' || ${pick(['being processed', 'on hold', 'being processed', 'completed'], 'k')}`,
      body: `'Your order MSK-' || (10000 + ${noteOrder}) || ' changed status.'`,
      link: `'/account/order/' || ${noteOrder}`,
      read_at: `iif(k > ${BUYER_NOTIFICATIONS - UNREAD_NOTIFICATIONS}, null, ${noteAt})`,
      created_at: noteAt,
    },
    { with: `with recursive ${upTo('n', BUYER_NOTIFICATIONS)}`, rest: 'from n' },
  );

  return [users, storeOrders, storeItems, buyerOrders, buyerItems, notifications];
}

/**
 * Grows the D1 database `db` (a D1Database: Miniflare's binding or the Worker's) in place. Returns what it holds.
 * @param {D1Database} db
 */
export async function growWorkingOrders(db) {
  const columns = {};
  for (const table of WORKING_TABLES) {
    columns[table] = (await db.prepare(`select name from pragma_table_info('${table}')`).all()).results.map((r) => r.name);
  }
  const { n } = await db.prepare(`select count(*) as n from products where business_id = ? and status = 'publish'`).bind(VENDOR.store).first();
  for (const statement of workingOrdersStatements({ columns, storeProducts: n })) await db.prepare(statement).run();
  return db
    .prepare(
      `select (select count(*) from orders where business_id = ?1) as storeOrders, (select count(*) from orders where user_id = ?2) as buyerOrders,
              (select count(*) from notifications where user_id = ?2) as buyerNotifications`,
    )
    .bind(VENDOR.store, BUYER.id)
    .first();
}

/** The ezw/v1 bearer token of an account (POST /auth/token). */
export async function login(base, { email, password }) {
  const res = await fetch(`${base}/wp-json/ezw/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = await res.json();
  if (res.status !== 200 || !body?.data?.token) throw new Error(`login as ${email} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.data.token;
}

/**
 * [label, method, path, as whom, body?]: the working screens' reads. 'vendor' and 'buyer' are VENDOR and BUYER's
 * bearer tokens. POST bodies are JSON.
 */
export const ORDER_READS = [
  ['vendor orders, page 1', 'POST', '/orders', 'vendor', { bID: VENDOR.store, page: 1, perPage: 20 }],
  ['vendor orders, a deep page (50)', 'POST', '/orders', 'vendor', { bID: VENDOR.store, page: 50, perPage: 20 }],
  ['vendor orders, one status (failed)', 'POST', '/orders', 'vendor', { bID: VENDOR.store, status: 'failed', page: 1, perPage: 20 }],
  ['vendor orders, new (unopened)', 'POST', '/orders', 'vendor', { bID: VENDOR.store, unread: true, page: 1, perPage: 20 }],
  ['vendor orders, a month', 'POST', '/orders', 'vendor', { bID: VENDOR.store, from: '2026-10-01', to: '2026-10-31', page: 1, perPage: 20 }],
  ['vendor orders, search a name', 'POST', '/orders', 'vendor', { bID: VENDOR.store, search: 'moyo', page: 1, perPage: 20 }],
  ['vendor orders, search a number', 'POST', '/orders', 'vendor', { bID: VENDOR.store, search: 'MSK-10002', page: 1, perPage: 20 }],
  ['customers, page 1', 'GET', `/business/customers?bID=${VENDOR.store}&page=1&per_page=50`, 'vendor'],
  ['customers, page 20', 'GET', `/business/customers?bID=${VENDOR.store}&page=20&per_page=50`, 'vendor'],
  ['customers, search a name', 'GET', `/business/customers?bID=${VENDOR.store}&term=ncube&page=1&per_page=20`, 'vendor'],
  ['customers, search a phone', 'GET', `/business/customers?bID=${VENDOR.store}&term=0772146318&page=1&per_page=20`, 'vendor'],
  ["buyer's orders, page 1", 'POST', '/user-orders', 'buyer', { page: 1, perPage: 20 }],
  ["buyer's orders, page 50", 'POST', '/user-orders', 'buyer', { page: 50, perPage: 20 }],
  ['notifications, unread count', 'GET', '/notifications/count', 'buyer'],
  ['notifications, page 1', 'GET', '/notifications/platform/conversations?page=1&per_page=20', 'buyer'],
  ['notifications, unread only', 'GET', '/notifications/platform/conversations?page=1&per_page=20&unread=1', 'buyer'],
  ['notifications, threads', 'GET', '/notifications/platform/threads?page=1&per_page=20', 'buyer'],
];

/** Orders a chunk of the CSV export (app/routes/dashboard-orders-export.ts reads the list 100 at a time, keyset). */
export const EXPORT_CHUNK = 100;
