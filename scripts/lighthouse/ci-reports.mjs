#!/usr/bin/env node
/**
 * npm test's last stage: the performance reports of issue 16 — `npm run bench` (short) and
 * `npm run lighthouse` — against one Worker over the build/ the earlier stages made, printing their tables,
 * then `npm run bench:render` (CPU per uncached render) on that Worker's D1 once it has stopped, and a short
 * `npm run bench:scale` (20,000 listings beside the seed, issue 30) on Workers of its own.
 * Reports, not assertions: a slow number or a Lighthouse MISS never fails CI. A script that crashes, exits
 * non-zero or hangs past its time limit does, so the reports keep working.
 *   BENCH_REQUESTS=100 node scripts/lighthouse/ci-reports.mjs
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from '../lib.mjs';
import { PERSIST_TO, startServer } from './server.mjs';

// Short enough for CI (bench ≈ 30 s on a loaded 2-core machine, Lighthouse ≈ 2 min: one run per page and
// profile), long enough that the ratios mean something. The time limits are a hang guard, not a budget.
const BENCH_REQUESTS = process.env.BENCH_REQUESTS ?? '100';
const BENCH_LIMIT_MS = 4 * 60_000;
const LIGHTHOUSE_LIMIT_MS = 8 * 60_000;
const RENDER_LIMIT_MS = 4 * 60_000;
const SCALE_LIMIT_MS = 6 * 60_000;

/** Run a report script to completion with its output shown; throw when it fails or overruns. */
function report(name, args, env, timeout) {
  console.log(`\n--- ${name} ---\n$ ${args.join(' ')}`);
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
    timeout,
    killSignal: 'SIGTERM', // run.mjs stops its Chromium on SIGTERM
  });
  if (result.error) throw new Error(`${name} could not run or ran past ${timeout / 1000} s: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${name} exited with ${result.status ?? result.signal}`);
}

async function main() {
  // One server for both: migrating and seeding a fresh D1 costs ~30 s here, and neither report writes.
  const server = await startServer();
  const stopOnSignal = () => server.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    console.log(`Reports against ${server.baseURL}`);
    report('bench (short)', ['scripts/bench.mjs'], { BASE_URL: server.baseURL, REQUESTS: BENCH_REQUESTS, CONCURRENCY: '10' }, BENCH_LIMIT_MS);
    report('Lighthouse', ['scripts/lighthouse/run.mjs'], { BASE_URL: server.baseURL, RUNS: '1' }, LIGHTHOUSE_LIMIT_MS);
  } finally {
    await server.stop();
  }
  // Its own workerd on the D1 the server migrated and seeded: only where this script made that server.
  // 7 rounds, not 3: on a shared machine one noisy round moved a median of 3 by up to 2 ms (~45 s in all).
  if (!process.env.BASE_URL) report('render CPU', ['scripts/profile/render-cpu.mjs', '7', '100'], { PERSIST_TO }, RENDER_LIMIT_MS);
  // Ratios and rows read at 20,000 listings: a tenth of the size, so a CI run shows a read that grows with
  // the catalogue without spending the minutes the full 200,000 take (npm run bench:scale).
  report('scale (short)', ['scripts/bench-scale.mjs'], { SCALE: '20000', RUNS: '5' }, SCALE_LIMIT_MS);
}

main().catch((error) => {
  console.error(`\nperformance reports failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
