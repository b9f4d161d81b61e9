#!/usr/bin/env node
/**
 * The working screens' reads at their own scale beside the seed (issue 30): two Workers as deployed
 * (scripts/serve-bundle.mjs), each on a D1 of its own, one seeded and one seeded and then grown by
 * scripts/scale/working-orders.mjs (a store with 100,000 orders from 20,000 customers; a buyer with 1,000 orders and
 * 10,000 notifications). Each read (ORDER_READS) is asked of both in turn as the store's owner or the buyer, uncached,
 * and the medians, 95th percentiles, their ratio and D1's rows read (MEASURE_ROWS_READ, `x-musika-rows-read: 1`) are
 * printed, as `npm run bench:scale` prints them.
 *
 *   node scripts/bench-working-orders.mjs           # RUNS=15 per read and database
 *   RUNS=5 node scripts/bench-working-orders.mjs
 *
 * Needs build/ (npm run build). A report, not a test. Exits 1 only when a read fails.
 */
import { compare, printHeader, seededServer, summarise } from './scale/bench-orders-lib.mjs';
import { BUYER, growWorkingOrders, login, ORDER_READS, VENDOR } from './scale/working-orders.mjs';

const RUNS = Number(process.env.RUNS ?? 15);
const WARMUP = 3;

const servers = [];
try {
  servers.push(await seededServer('orders-seed'), await seededServer('orders-grown'));
  const started = performance.now();
  const grown = await growWorkingOrders(await servers[1].mf.getD1Database('DB'));
  console.log(
    `grown: the store ${grown.storeOrders.toLocaleString('en-US')} orders, the buyer ${grown.buyerOrders.toLocaleString('en-US')} orders and ${grown.buyerNotifications.toLocaleString('en-US')} notifications, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const tokens = await Promise.all(servers.map(async (s) => ({ vendor: await login(s.base, VENDOR), buyer: await login(s.base, BUYER) })));
  console.log(`\n${RUNS} runs a read on each database, after ${WARMUP} to warm up\n`);
  printHeader();
  const rows = [];
  for (const [label, method, path, whom, body] of ORDER_READS) {
    const reads = tokens.map((t) => ({ method, path, body, token: t[whom] }));
    rows.push(await compare(servers, label, reads, { runs: RUNS, warmup: WARMUP }));
  }
  summarise(rows);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const server of servers) await server.stop();
}
