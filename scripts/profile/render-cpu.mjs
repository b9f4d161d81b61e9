#!/usr/bin/env node
/**
 * npm run bench:render — CPU per uncached render of the four pages issue 16 sets a goal for (≤ 8 ms), measured as
 * the workerd process's CPU time (/proc/PID/stat) over sequential requests. Serves the deploy bundle itself
 * (scripts/serve-bundle.mjs) on the D1 that `npm start` migrated and seeded (.wrangler/state, or PERSIST_TO).
 * Rounds of requests, median and best round per page, since a shared machine's neighbours add noise. The
 * process also runs what production does elsewhere (Miniflare's entry and asset workers, the D1 and Cache API
 * simulators): a REST 404 costs ~1.5 ms here, so the Worker's own CPU is lower. A report, not a test
 * (docs/decisions/004-page-cost.md); npm test prints it last.
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
  const get = async (path) => {
    const res = await fetch(server.base + path, UNCACHED);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  };
  console.log(`workerd CPU per uncached render: ${ROUNDS} rounds × ${PER_ROUND} sequential requests (goal ≤ 8 ms)\n`);
  console.log('page'.padEnd(44), 'median'.padStart(8), 'best'.padStart(8));
  for (const path of PAGES) {
    for (let i = 0; i < 30; i += 1) await get(path);
    const rounds = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      const before = cpuMs();
      for (let i = 0; i < PER_ROUND; i += 1) await get(path);
      rounds.push((cpuMs() - before) / PER_ROUND);
    }
    rounds.sort((a, b) => a - b);
    console.log(path.padEnd(44), rounds[Math.floor(rounds.length / 2)].toFixed(1).padStart(8), rounds[0].toFixed(1).padStart(8));
  }
} finally {
  await server.stop();
}
