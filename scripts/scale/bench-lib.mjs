/**
 * What the scale benches share (bench-scale.mjs, bench-working-store.mjs, bench-working-orders.mjs): a served, seeded D1 of its
 * own for each side, each read asked of both in turn uncached, and one line per read — medians, 95th percentiles,
 * their ratio and D1's rows read per request (`x-musika-rows-read: 1` with MEASURE_ROWS_READ, backend/db/rows-read.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, migrateAndSeed } from '../lib.mjs';
import { serveBundle } from '../serve-bundle.mjs';

export const RUNS = Number(process.env.RUNS ?? 15);
export const WARMUP = 3;
const API = '/wp-json/ezw/v1';

/** The budget of rows a read may read (issue 30). */
export const ROWS_BUDGET = 5_000;

/** A Worker as deployed (scripts/serve-bundle.mjs) on a migrated, seeded D1 of its own, measuring rows read. */
export async function seededServer(label) {
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

let nonce = 0;
/** One uncached request (a query string of its own: the edge cache keys on it, the API ignores it). */
export async function ask(base, method, path, headers = {}, body = undefined) {
  const url = `${base}${API}${path}${path.includes('?') ? '&' : '?'}bench=${++nonce}`;
  const started = performance.now();
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return { ms, rowsRead: Number(res.headers.get('x-musika-rows-read') ?? Number.NaN), text };
}

/** D1's rows read by one uncached request for the read (its own request, not one of the timed ones). */
async function rowsRead(base, method, path, headers, body) {
  const { rowsRead: rows } = await ask(base, method, path, { ...headers, 'x-musika-rows-read': '1' }, body);
  if (!Number.isFinite(rows)) throw new Error(`${method} ${path}: no rows-read header (is MEASURE_ROWS_READ set?)`);
  return rows;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

export function printHeader() {
  console.log(`\n${RUNS} runs a read on each database, after ${WARMUP} to warm up\n`);
  console.log(
    `${'read'.padEnd(38)} ${'seed p50'.padStart(8)} ${'grown p50'.padStart(8)} ${'ratio'.padStart(7)} ${'seed p95'.padStart(8)} ${'grown p95'.padStart(8)} ${'seed rows'.padStart(10)} ${'grown rows'.padStart(10)}`,
  );
}

/**
 * Times one read on each server in turn and prints its line. `auth`: true sends the server's own headers
 * (server.auth, set by the caller), a name sends server.auths[name] (a bench logged in as several people; tokens
 * differ between the databases); `body`: a JSON body.
 * @param {Array<{ base: string, auth?: Record<string, string>, auths?: Record<string, Record<string, string>> }>} servers [seed, grown]
 * @param {[string, string, string, (boolean | string)?, unknown?]} read [label, method, path, auth?, body?]
 */
export async function compare(servers, [label, method, path, auth = false, body = undefined]) {
  const headersOf = (server) => (auth === false ? {} : auth === true ? (server.auth ?? {}) : (server.auths?.[auth] ?? {}));
  const times = servers.map(() => []);
  for (let i = 0; i < WARMUP + RUNS; i++) {
    for (const [k, server] of servers.entries()) {
      const { ms } = await ask(server.base, method, path, headersOf(server), body);
      if (i >= WARMUP) times[k].push(ms);
    }
  }
  const [seed, grown] = times.map((t) => t.sort((a, b) => a - b));
  const [seedRows, grownRows] = await Promise.all(servers.map((server) => rowsRead(server.base, method, path, headersOf(server), body)));
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

/** The closing lines: which reads are more than 2× slower grown, and which read more than ROWS_BUDGET rows. */
export function printSummary(rows) {
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
}
