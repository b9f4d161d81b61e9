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
import { ask, compare, printHeader, printSummary, seededServer } from './scale/bench-lib.mjs';
import { BUYER, EXPORT_CHUNK, growWorkingOrders, login, ORDER_READS, VENDOR } from './scale/working-orders.mjs';

/** Every order of the store through POST /orders {after}, as the CSV export reads them. */
async function exportAll(base, token, withRows) {
  let after;
  let orders = 0;
  let chunks = 0;
  let rows = 0;
  let maxRows = 0;
  const started = performance.now();
  for (;;) {
    const { text, rowsRead } = await ask(
      base,
      'POST',
      '/orders',
      { authorization: `Bearer ${token}`, ...(withRows ? { 'x-musika-rows-read': '1' } : {}) },
      { bID: VENDOR.store, perPage: EXPORT_CHUNK, ...(after ? { after } : {}) },
    );
    const list = JSON.parse(text).data.orders;
    if (after && list[0]?.id === after.id) throw new Error('POST /orders ignored `after`: no keyset chunks to read');
    chunks += 1;
    orders += list.length;
    if (withRows) {
      rows += rowsRead;
      maxRows = Math.max(maxRows, rowsRead);
    }
    if (list.length < EXPORT_CHUNK) break;
    const last = list[list.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
  return { orders, chunks, rows, maxRows, ms: performance.now() - started };
}

const servers = [];
try {
  servers.push(await seededServer('orders-seed'), await seededServer('orders-grown'));
  const started = performance.now();
  const grown = await growWorkingOrders(await servers[1].mf.getD1Database('DB'));
  console.log(
    `grown: the store ${grown.storeOrders.toLocaleString('en-US')} orders, the buyer ${grown.buyerOrders.toLocaleString('en-US')} orders and ${grown.buyerNotifications.toLocaleString('en-US')} notifications, in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const tokens = await Promise.all(servers.map(async (s) => ({ vendor: await login(s.base, VENDOR), buyer: await login(s.base, BUYER) })));
  for (const [k, server] of servers.entries()) {
    server.auths = { vendor: { authorization: `Bearer ${tokens[k].vendor}` }, buyer: { authorization: `Bearer ${tokens[k].buyer}` } };
  }
  printHeader();
  const rows = [];
  // [label, method, path, as whom, body]: `whom` names the server's auths.
  for (const read of ORDER_READS) rows.push(await compare(servers, read));
  printSummary(rows);
  // The CSV export reads every order: its goal is bounded chunks (keyset pages), not a bounded total. Once timed, once
  // with rows read (each chunk's header summed).
  console.log('\nCSV export (every order of the store, keyset chunks of the list):');
  for (const [k, server] of servers.entries()) {
    if (process.env.EXPORT === '0') break;
    const exported = await exportAll(server.base, tokens[k].vendor, false);
    const measured = await exportAll(server.base, tokens[k].vendor, true);
    console.log(
      `${k === 0 ? 'seed ' : 'grown'}: ${exported.orders.toLocaleString('en-US')} orders in ${exported.chunks} chunks, ${(exported.ms / 1000).toFixed(1)} s (${(exported.ms / exported.chunks).toFixed(0)} ms a chunk); ` +
        `${measured.rows.toLocaleString('en-US')} rows read, ${(measured.rows / measured.orders).toFixed(1)} an order, at most ${measured.maxRows.toLocaleString('en-US')} a chunk`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const server of servers) await server.stop();
}
