/**
 * The helpers of scripts/bench-scale.mjs (a seeded server, one timed request, rows read, the seed-vs-grown row), with
 * what the working screens need besides: a bearer and a JSON body per read. Kept here for the working-orders bench
 * while bench-scale.mjs's own move into scripts/scale/bench-lib.mjs lands; to be unified with it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, migrateAndSeed } from '../lib.mjs';
import { serveBundle } from '../serve-bundle.mjs';

export const API = '/wp-json/ezw/v1';
/** The budget of rows a read may read (issue 30). */
export const ROWS_BUDGET = 5_000;

/** A Worker as deployed on a D1 of its own, migrated and seeded, measuring rows read (MEASURE_ROWS_READ). */
export async function seededServer(label) {
  const persistTo = await mkdtemp(join(tmpdir(), `musika-bench-${label}-`));
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
/** One uncached request (a query string of its own); its time, D1's rows read when asked for, and its JSON. */
export async function ask(base, { method, path, token, body }, headers = {}) {
  const url = `${base}${API}${path}${path.includes('?') ? '&' : '?'}bench=${++nonce}`;
  const started = performance.now();
  const res = await fetch(url, {
    method,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  return { ms, rowsRead: Number(res.headers.get('x-musika-rows-read') ?? Number.NaN), text };
}

/** D1's rows read by one more request for the read (untimed). */
export async function rowsRead(base, read) {
  const { rowsRead: rows } = await ask(base, read, { 'x-musika-rows-read': '1' });
  if (!Number.isFinite(rows)) throw new Error(`${read.method} ${read.path}: no rows-read header (is MEASURE_ROWS_READ set?)`);
  return rows;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
const ms = (n) => `${n.toFixed(0)} ms`.padStart(8);
const rowsText = (n) => n.toLocaleString('en-US').padStart(10);

export function printHeader(width = 38) {
  console.log(
    `${'read'.padEnd(width)} ${'seed p50'.padStart(8)} ${'grown p50'.padStart(8)} ${'ratio'.padStart(7)} ${'seed p95'.padStart(8)} ${'grown p95'.padStart(8)} ${'seed rows'.padStart(10)} ${'grown rows'.padStart(10)}`,
  );
}

/**
 * Asks `reads[k]` of `servers[k]` in turn (warmup + runs times each), then once more each for the rows read; prints
 * and returns the row. `reads` has one read per server (tokens differ between databases).
 */
export async function compare(servers, label, reads, { runs, warmup, width = 38 }) {
  const times = servers.map(() => []);
  for (let i = 0; i < warmup + runs; i++) {
    for (const [k, server] of servers.entries()) {
      const { ms: t } = await ask(server.base, reads[k]);
      if (i >= warmup) times[k].push(t);
    }
  }
  const [seed, grown] = times.map((t) => t.sort((a, b) => a - b));
  const [seedRows, grownRows] = [await rowsRead(servers[0].base, reads[0]), await rowsRead(servers[1].base, reads[1])];
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
  console.log(
    `${label.padEnd(width)} ${ms(row['seed p50'])} ${ms(row['grown p50'])} ${`${row.ratio.toFixed(1)}×`.padStart(7)} ${ms(row['seed p95'])} ${ms(row['grown p95'])} ${rowsText(seedRows)} ${rowsText(grownRows)}`,
  );
  return row;
}

/** The closing lines: which reads are over 2× or over the rows budget. */
export function summarise(rows) {
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
