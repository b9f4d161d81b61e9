#!/usr/bin/env node
/**
 * npm run bench:scale — the public reads at national size beside the seed (issue 30). Two Workers as deployed
 * (scripts/serve-bundle.mjs), each on a D1 of its own: one seeded, one seeded and then grown to SCALE listings
 * (scripts/scale/grow-sql.mjs: every store and listing copied, so a read's answer at scale is the seed's
 * repeated). Each read is asked of both in turn, uncached (a query string of its own each time: the edge cache
 * keys on it, the API ignores it), and the medians, 95th percentiles and their ratio are printed.
 *
 *   npm run bench:scale                 # 200,000 listings (~2 minutes to grow), RUNS=15 per read and database
 *   SCALE=20000 RUNS=5 npm run bench:scale
 *   ONLY=near npm run bench:scale       # only the reads whose label holds 'near'
 *
 * Rows read: each read is asked once more of each database, untimed, with `x-musika-rows-read: 1`; the servers run
 * with MEASURE_ROWS_READ, so the backend answers D1's rows_read for that request (backend/db/rows-read.ts). Goal:
 * ≤ 5,000 per read at any size.
 *
 * Needs build/ (npm run build). A report, not a test: the figures depend on the machine, so read the ratios.
 * Exits 1 only when a read fails.
 */
import { growStatements, GROWN_TABLES } from './scale/grow-sql.mjs';
import { compare, printHeader, printSummary, seededServer } from './scale/bench-lib.mjs';

const SCALE = Number(process.env.SCALE ?? 200_000);
/** ONLY=near: only the reads whose label holds it (a quick look at one read at scale). */
const ONLY = process.env.ONLY;

/** [label, method, path]: the public reads of search, browse and the store pages. */
const READS = [
  ['search: a term', 'GET', '/search?term=toyota'],
  ['search: a term, cheapest first', 'GET', '/search?term=phone&sortBy=price_asc'],
  ['search: a category', 'GET', '/search?category=motor-vehicles'],
  ['search: everything, cheapest first', 'GET', '/search?sortBy=price_asc'],
  ['search: everything, newest first', 'GET', '/search?sortBy=newest'],
  ['search: best rated', 'GET', '/search?sortBy=rating'],
  ['search: near a point, nearest first', 'GET', '/search?coordinates=-17.82,31.05&radius=10&sortBy=distance'],
  ['search facets: a term', 'GET', '/search/filter?term=phone'],
  ['search: a term and a category', 'GET', '/search?term=phone&category=electronics'],
  ['search: a term and a price, cheapest first', 'GET', '/search?term=toyota&priceRange=1000-&sortBy=price_asc'],
  ['search facets: a term and a category', 'GET', '/search/filter?term=toyota&category=motor-vehicles'],
  ['search: a term and a category few of its matches are in', 'GET', '/search?term=phone&category=real-estate&sortBy=price_asc'],
  ['search: a term and an attribute term', 'GET', '/search?term=shirt&attributes=clothing-size:l'],
  ['search facets: a term and an attribute term', 'GET', '/search/filter?term=shirt&attributes=clothing-size:l'],
  ['search: a term in stores by name', 'GET', '/search?term=samsung&bTerm=digital'],
  ['search: stores by name alone', 'GET', '/search?bTerm=digital'],
  ['search: a term within a store', 'GET', '/search?term=phone&bID=4'],
  ['search: a term near a point, nearest first', 'GET', '/search?term=toyota&coordinates=-17.82,31.05&radius=10&sortBy=distance'],
  ['search facets: a category', 'GET', '/search/filter?category=motor-vehicles'],
  ['category screen', 'GET', '/categories?slug=electronics'],
  ['all categories', 'POST', '/categories'],
  ["today's deals", 'GET', '/products/sale-type?saleType=deals'],
  ['a product', 'POST', '/product?slug=PRODUCT'],
  ['related products', 'GET', '/products/related?slug=PRODUCT'],
  ["a store's listings", 'POST', '/products?bID=4&page=1&limit=12'],
  ['stores list, all (a page of 250)', 'GET', '/businesses'],
  ['stores list, the newest 12', 'GET', '/businesses?limit=12'],
  ['stores page (by name)', 'GET', '/businesses/search?sortBy=name&page=1&per_page=20'],
  ['stores page (newest)', 'GET', '/businesses/search?sortBy=newest&page=1&per_page=20'],
  ['store finder', 'GET', '/products/storeFinder?coordinates=-17.82,31.05&radius=25'],
];

/** Grows the served D1 to about SCALE listings, through the Worker's own binding. */
async function grow(server) {
  const db = await server.mf.getD1Database('DB');
  const columns = {};
  for (const table of GROWN_TABLES) {
    columns[table] = (await db.prepare(`select name from pragma_table_info('${table}')`).all()).results.map((r) => r.name);
  }
  const seed = await db
    .prepare('select count(*) as products, max(id) as maxProduct, (select max(id) from businesses) as maxStore from products')
    .first();
  const productCopies = Math.max(1, Math.round(SCALE / seed.products) - 1);
  // About one store per forty listings, as the seed has (229 listings in 22 stores would be ten a store).
  const storeCopies = Math.max(1, Math.round(productCopies / 4));
  const started = performance.now();
  for (const statement of growStatements({ columns, storeCopies, productCopies, seedMaxProductId: seed.maxProduct, seedMaxStoreId: seed.maxStore })) {
    await db.prepare(statement).run();
  }
  const grown = await db.prepare('select (select count(*) from products) as products, (select count(*) from businesses) as stores').first();
  console.log(
    `grown to ${grown.products.toLocaleString('en-US')} listings in ${grown.stores.toLocaleString('en-US')} stores in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

const servers = [];
try {
  servers.push(await seededServer('seed'), await seededServer('grown'));
  await grow(servers[1]);
  const seedDb = await servers[0].mf.getD1Database('DB');
  const { slug } = await seedDb.prepare("select slug from products where status = 'publish' and kind = 'general' order by id limit 1").first();
  printHeader();
  const rows = [];
  for (const read of READS.filter((r) => !ONLY || r[0].includes(ONLY))) {
    rows.push(await compare(servers, [read[0], read[1], read[2].replace('PRODUCT', slug)]));
  }
  printSummary(rows);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const server of servers) await server.stop();
}
