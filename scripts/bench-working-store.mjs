#!/usr/bin/env node
/**
 * node scripts/bench-working-store.mjs — a store's working screens at their own scale beside the seed (issue 30: "a
 * store with 10,000 listings: storefront, all sell items, bulk upload preview"). Two Workers as deployed, each on a D1
 * of its own: one seeded, one seeded and then its enterprise vendor's store grown to 10,000 listings
 * (scripts/scale/working-store.mjs); that store is seeded empty, so on the seeded side it is given a seeded store's
 * average (SEED_LISTINGS, 10). Each read is asked of both in turn, uncached, as the vendor where the screen
 * needs a login; printed as `npm run bench:scale` prints (scripts/scale/bench-lib.mjs): medians, 95th percentiles,
 * their ratio and D1's rows read per request (goal: within 2× and ≤ 5,000 rows).
 *
 *   node scripts/bench-working-store.mjs           # RUNS=15 per read and database
 *   LISTINGS=20000 RUNS=5 node scripts/bench-working-store.mjs
 *
 * Needs build/ (npm run build). A report, not a test. Exits 1 only when a read fails.
 */
import { compare, printHeader, printSummary, seededServer } from './scale/bench-lib.mjs';
import { growStore, loginToken, STORE, STORE_READS, WORKING_STORE_LISTINGS } from './scale/working-store.mjs';

const LISTINGS = Number(process.env.LISTINGS ?? WORKING_STORE_LISTINGS);
/**
 * The seeded side's store holds as many listings as a seeded store holds on average (229 in 22): the enterprise
 * vendor's store is seeded empty, and an empty store would time every screen against a page of nothing.
 */
const SEED_LISTINGS = Number(process.env.SEED_LISTINGS ?? 10);

const servers = [];
try {
  servers.push(await seededServer('store-seed'), await seededServer('store-grown'));
  const seeded = await growStore(await servers[0].mf.getD1Database('DB'), { listings: SEED_LISTINGS });
  const started = performance.now();
  const grown = await growStore(await servers[1].mf.getD1Database('DB'), { listings: LISTINGS });
  const size = (s) => `${s.listings.toLocaleString('en-US')} listings (${s.drafts.toLocaleString('en-US')} drafts)`;
  console.log(
    `store ${STORE.id}: ${size(seeded)} on the seeded side, grown to ${size(grown)} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const server of servers) server.auth = { authorization: `Bearer ${await loginToken(server.base)}` };
  printHeader();
  const rows = [];
  for (const read of STORE_READS) rows.push(await compare(servers, read));
  printSummary(rows);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const server of servers) await server.stop();
}
