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
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, migrateAndSeed } from './lib.mjs';
import { growStatements, GROWN_TABLES } from './scale/grow-sql.mjs';
import { serveBundle } from './serve-bundle.mjs';

const SCALE = Number(process.env.SCALE ?? 200_000);
const RUNS = Number(process.env.RUNS ?? 15);
const WARMUP = 3;
/** ONLY=near: only the reads whose label holds it (a quick look at one read at scale). */
const ONLY = process.env.ONLY;
const API = '/wp-json/ezw/v1';

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

async function seededServer(label) {
  const persistTo = await mkdtemp(join(tmpdir(), `musika-bench-scale-${label}-`));
  migrateAndSeed(persistTo);
  const server = await serveBundle({ persistTo, port: await freePort(), vars: { MEASURE_ROWS_READ: 'true' } });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await rm(persistTo, { recursive: true, force: true });
    },
  };
}

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

/** The budget of rows a public read may read (issue 30). */
const ROWS_BUDGET = 5_000;

let nonce = 0;
async function ask(base, method, path, headers = {}) {
  const url = `${base}${API}${path}${path.includes('?') ? '&' : '?'}bench=${++nonce}`;
  const started = performance.now();
  const res = await fetch(url, { method, headers });
  const body = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return { ms, rowsRead: Number(res.headers.get('x-musika-rows-read') ?? Number.NaN) };
}

/** D1's rows read by one uncached request for the read (its own request, not one of the timed ones). */
async function rowsRead(base, method, path) {
  const { rowsRead: rows } = await ask(base, method, path, { 'x-musika-rows-read': '1' });
  if (!Number.isFinite(rows)) throw new Error(`${method} ${path}: no rows-read header (is MEASURE_ROWS_READ set?)`);
  return rows;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

async function compare(servers, [label, method, path]) {
  const times = servers.map(() => []);
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (const [k, server] of servers.entries()) {
      const { ms } = await ask(server.base, method, path);
      if (i >= WARMUP) times[k].push(ms);
    }
  }
  const [seed, grown] = times.map((t) => t.sort((a, b) => a - b));
  const [seedRows, grownRows] = await Promise.all(servers.map((server) => rowsRead(server.base, method, path)));
  const row = {
    read: label,
    'seed p50': percentile(seed, 0.5),
    'grown p50': percentile(grown, 0.5),
    ratio: percentile(grown, 0.5) / percentile(seed, 0.5),
    'seed p95': percentile(seed, 0.95),
    'grown p95': percentile(grown, 0.95),
    'seed rows': seedRows,
    'grown rows': grownRows,
  };
  const ms = (n) => `${n.toFixed(0)} ms`.padStart(8);
  const rows = (n) => n.toLocaleString('en-US').padStart(10);
  console.log(
    `${label.padEnd(38)} ${ms(row['seed p50'])} ${ms(row['grown p50'])} ${`${row.ratio.toFixed(1)}×`.padStart(7)} ${ms(row['seed p95'])} ${ms(row['grown p95'])} ${rows(seedRows)} ${rows(grownRows)}`,
  );
  return row;
}

const servers = [];
try {
  servers.push(await seededServer('seed'), await seededServer('grown'));
  await grow(servers[1]);
  const seedDb = await servers[0].mf.getD1Database('DB');
  const { slug } = await seedDb.prepare("select slug from products where status = 'publish' and kind = 'general' order by id limit 1").first();
  console.log(`\n${RUNS} runs a read on each database, after ${WARMUP} to warm up\n`);
  console.log(
    `${'read'.padEnd(38)} ${'seed p50'.padStart(8)} ${'grown p50'.padStart(8)} ${'ratio'.padStart(7)} ${'seed p95'.padStart(8)} ${'grown p95'.padStart(8)} ${'seed rows'.padStart(10)} ${'grown rows'.padStart(10)}`,
  );
  const rows = [];
  for (const read of READS.filter((r) => !ONLY || r[0].includes(ONLY)))
    rows.push(await compare(servers, [read[0], read[1], read[2].replace('PRODUCT', slug)]));
  const over = rows.filter((r) => r.ratio > 2);
  console.log(
    over.length
      ? `\n${over.length} of ${rows.length} reads are more than 2× slower grown: ${over.map((r) => r.read).join('; ')}`
      : '\nevery read within 2×',
  );
  const heavy = rows.filter((r) => r['grown rows'] > ROWS_BUDGET);
  console.log(
    heavy.length
      ? `${heavy.length} of ${rows.length} reads read more than ${ROWS_BUDGET.toLocaleString('en-US')} rows grown: ${heavy.map((r) => r.read).join('; ')}`
      : `every read within ${ROWS_BUDGET.toLocaleString('en-US')} rows`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const server of servers) await server.stop();
}
