#!/usr/bin/env node
/**
 * npm run bench:render — CPU per uncached render of the four pages issue 16 sets a goal for (≤ 8 ms), measured as
 * the workerd process's CPU time (/proc/PID/stat) over sequential requests. Serves the deploy bundle itself
 * (scripts/serve-bundle.mjs) on the D1 that `npm start` migrated and seeded (.wrangler/state, or PERSIST_TO).
 * Rounds of requests, median and best round per page, since a shared machine's neighbours add noise.
 * The process also runs what production runs elsewhere: Miniflare's entry and asset-router workers in front of
 * ours, and the D1 and Cache API simulators. So the same rounds time a floor, a REST 404 (those front workers plus
 * our routing, ~2 ms), and the last column is a page's median minus the floor's: the render's own CPU. It still
 * counts the Cache API simulator (~0.5 ms per edge-cached read; production's cache lookups are not Worker CPU).
 * A report, not a test (docs/decisions/004-page-cost.md); npm test prints it last.
 *   [PERSIST_TO=.wrangler/state] node scripts/profile/render-cpu.mjs [rounds=5] [requests per round=100]
 */
import { existsSync } from 'node:fs';
import { freePort } from '../lib.mjs';
import { serveBundle } from '../serve-bundle.mjs';
import { processCpuMs, workerdPid } from './workerd-pid.mjs';

const ROUNDS = Number(process.argv[2] ?? 5);
const PER_ROUND = Number(process.argv[3] ?? 100);
const PORT = await freePort();
const PAGES = ['/', '/category/electronics', '/search?term=phone', '/product/samsung-galaxy-a15-128gb-37'];
/** The harness floor: a request the Worker answers at once (an unknown REST route → 404). */
const FLOOR = '/wp-json/ezw/v1/__bench-floor';
// Rendered as an anonymous visitor but kept out of the page cache (server/page-cache.ts).
const UNCACHED = { headers: { cookie: 'musika_bench=1' } };

const PERSIST_TO = process.env.PERSIST_TO ?? '.wrangler/state';
if (!existsSync(`${PERSIST_TO}/v3/d1`)) {
  console.error(`No local D1 in ${PERSIST_TO}: run \`npm start\` once (it migrates and seeds .wrangler/state).`);
  process.exit(1);
}
const server = await serveBundle({ persistTo: PERSIST_TO, port: PORT });
try {
  const pid = workerdPid(PORT);
  const cpuMs = () => processCpuMs(pid);
  const get = async (path, { floor = false } = {}) => {
    const res = await fetch(server.base + path, UNCACHED);
    await res.arrayBuffer();
    if (floor ? res.status !== 404 : !res.ok) throw new Error(`${path} answered ${res.status}`);
  };
  const batch = async (path, floor) => {
    const before = cpuMs();
    for (let i = 0; i < PER_ROUND; i += 1) await get(path, { floor });
    return (cpuMs() - before) / PER_ROUND;
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`workerd CPU per uncached render: ${ROUNDS} rounds × ${PER_ROUND} sequential requests (goal ≤ 8 ms)\n`);
  console.log('page'.padEnd(44), 'median'.padStart(8), 'best'.padStart(8), 'floor'.padStart(8), 'render'.padStart(8));
  for (const path of PAGES) {
    for (let i = 0; i < 30; i += 1) await get(path);
    // Each round times the page, then the floor: the machine's drift moves both alike.
    const pages = [];
    const floors = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      pages.push(await batch(path, false));
      floors.push(await batch(FLOOR, true));
    }
    const own = median(pages.map((ms, r) => ms - floors[r]));
    console.log(path.padEnd(44), ...[median(pages), Math.min(...pages), median(floors), own].map((ms) => ms.toFixed(1).padStart(8)));
  }
  console.log(`\nfloor: ${FLOOR} (404), timed after each round of the page; render: the median of (page − floor) per round,`);
  console.log("the page's own CPU without the harness's front workers.");
} finally {
  await server.stop();
}
