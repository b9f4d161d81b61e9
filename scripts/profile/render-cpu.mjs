#!/usr/bin/env node
/**
 * CPU per uncached render of the four pages issue 16 sets a goal for (≤ 8 ms), measured as the workerd process's
 * CPU time (/proc/PID/stat) over sequential requests. Serves the deploy bundle itself (scripts/serve-bundle.mjs)
 * on the D1 that `npm start` migrated and seeded (.wrangler/state). Rounds of requests, median and best round per
 * page, since a shared machine's neighbours add noise. Includes local D1's SQLite, which production runs
 * elsewhere, so it overstates the Worker's own CPU a little. A report for docs/decisions/004-page-cost.md.
 *   node scripts/profile/render-cpu.mjs [rounds=5] [requests per round=100]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { serveBundle } from '../serve-bundle.mjs';

const ROUNDS = Number(process.argv[2] ?? 5);
const PER_ROUND = Number(process.argv[3] ?? 100);
const PORT = 8795;
const PAGES = ['/', '/category/electronics', '/search?term=phone', '/product/samsung-galaxy-a15-128gb-37'];
// Rendered as an anonymous visitor but kept out of the page cache (server/page-cache.ts).
const UNCACHED = { headers: { cookie: 'musika_bench=1' } };

if (!existsSync('.wrangler/state/v3/d1')) {
  console.error('No local D1: run `npm start` once (it migrates and seeds .wrangler/state).');
  process.exit(1);
}
const server = await serveBundle({ persistTo: '.wrangler/state', port: PORT });
try {
  const pid = execFileSync('pgrep', ['-f', `workerd serve.*127.0.0.1:${PORT}`], { encoding: 'utf8' }).trim().split('\n')[0];
  const cpuMs = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / 100); // utime + stime, in clock ticks of 10 ms
  };
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
