#!/usr/bin/env node
/**
 * npm run bench:bulk-upload — how long a 1,000-row bulk upload takes against the local backend (issue 9: under
 * 30 s). Logs in as the seeded enterprise vendor, previews the rows (dry run) and imports them in batches of
 * 250 as the bulk-upload page does, then imports them again (every row an update by SKU). Exits 1 over 30 s.
 *
 *   node scripts/bench-bulk-upload.mjs                       # its own wrangler dev on a fresh, seeded D1 (needs build/)
 *   BASE_URL=http://127.0.0.1:8787 node scripts/bench-bulk-upload.mjs   # a running Musika (npm start)
 * ROWS=1000 sets the row count. A report, not a test: the numbers depend on the machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, bin, freePort, migrateAndSeed, spawnGroup, stopGroup, waitForUrl, wranglerEnv } from './lib.mjs';

const ROWS = Number(process.env.ROWS ?? 1000);
const BATCH = 250;
const BUDGET_MS = 30_000;
const LOGIN = { username: 'enterprise@musika.co.zw', password: 'Vendor#2026!' };

/** A fresh wrangler dev with a migrated, seeded D1 of its own (the way the e2e setup starts one). */
async function startServer() {
  const persistTo = await mkdtemp(join(tmpdir(), 'musika-bench-'));
  migrateAndSeed(persistTo);
  const [port, inspector] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${port}`;
  const child = spawnGroup(
    bin('wrangler'),
    ['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--persist-to', persistTo],
    {
      env: wranglerEnv(),
      stdio: 'ignore',
    },
  );
  await waitForUrl(`${base}/`, { timeoutMs: 90_000, isAlive: () => child.exitCode === null });
  return {
    base,
    stop: async () => {
      await stopGroup(child);
      await rm(persistTo, { recursive: true, force: true });
    },
  };
}

/** Rows of several kinds, as a vendor's spreadsheet would hold them. */
function rows(stamp) {
  const kinds = [
    (i) => ({ kind: 'general', name: `Enamel mug ${i}`, category: 'kitchenware', price: '4.50', stock: '20' }),
    (i) => ({
      kind: 'clothing',
      name: `Cotton T-shirt ${i}`,
      category: 'mens-clothing',
      price: '12.50',
      sale_price: '9.99',
      variations: 'M:Navy:10|L:Navy:6|XL:Black:4:13.50',
    }),
    (i) => ({
      kind: 'motor_vehicle',
      name: `Toyota Axio ${i}`,
      category: 'cars',
      price: '9800',
      make: 'Toyota',
      model: 'Axio',
      year: '2017',
      mileage_km: '84000',
      transmission: 'automatic',
      fuel_type: 'petrol',
    }),
    (i) => ({
      kind: 'real_estate',
      name: `3 bedroom house ${i}`,
      category: 'houses-for-sale',
      price: '85000',
      property_type: 'house',
      listing_type: 'sale',
      bedrooms: '3',
      bathrooms: '2',
    }),
    (i) => ({ kind: 'food', name: `Maize meal 10 kg ${i}`, category: 'staples-and-grains', price: '7.20', stock: '100' }),
  ];
  return Array.from({ length: ROWS }, (_, i) => ({
    row: i + 2,
    values: {
      sku: `BENCH-${stamp}-${i}`,
      status: 'publish',
      description: 'Benchmark row, imported by scripts/bench-bulk-upload.mjs.',
      images: `/images/bench/${i}-a.jpg|/images/bench/${i}-b.jpg`,
      ...kinds[i % kinds.length](i),
    },
  }));
}

async function timedImport(base, token, bID, all, dryRun) {
  const started = performance.now();
  const outcomes = {};
  for (let i = 0; i < all.length; i += BATCH) {
    const { results } = await api(base, '/products/bulk-import', { token, body: { bID, rows: all.slice(i, i + BATCH), dryRun } });
    for (const r of results) outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
  }
  return { ms: performance.now() - started, outcomes };
}

const server = process.env.BASE_URL ? { base: process.env.BASE_URL, stop: async () => {} } : await startServer();
try {
  const { token } = await api(server.base, '/auth/token', { body: LOGIN });
  const me = await api(server.base, '/me', { token, method: 'GET' });
  const bID = me.businesses[0].bID;
  const all = rows(Date.now().toString(36));
  console.log(`\n${ROWS} rows in batches of ${BATCH}, against ${server.base} (business ${bID})\n`);
  const preview = await timedImport(server.base, token, bID, all, true);
  const first = await timedImport(server.base, token, bID, all, false);
  const again = await timedImport(server.base, token, bID, all, false);
  const line = (label, r) => console.log(`${label.padEnd(28)} ${(r.ms / 1000).toFixed(2).padStart(7)} s   ${JSON.stringify(r.outcomes)}`);
  line('preview (dry run)', preview);
  line('import (all new)', first);
  line('re-import (all updates)', again);
  const worst = Math.max(first.ms, again.ms);
  console.log(`\n${worst <= BUDGET_MS ? 'OK' : 'TOO SLOW'}: ${ROWS} rows import in ${(worst / 1000).toFixed(2)} s (budget ${BUDGET_MS / 1000} s)`);
  process.exitCode = worst <= BUDGET_MS && first.outcomes.created === ROWS && again.outcomes.updated === ROWS ? 0 : 1;
} finally {
  await server.stop();
}
