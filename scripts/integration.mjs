#!/usr/bin/env node
/**
 * The integration tests (workerd + D1) in shards, each in a fresh workerd.
 *
 * Why shards: the files share one Worker (isolate: false in vitest.config.ts, since loading its module graph is
 * the slow part), and requests in that Worker slow down as files accumulate — in one run of all 41 files the
 * late ones took 20–30× as long as the same files early in a run (CI: 1020 s in all). A fresh Worker per shard
 * costs ~15 s of loading and keeps every file fast. The shards share nothing (each workerd has its own storage),
 * so they can run side by side where there are cores to spare.
 *
 * `node scripts/integration.mjs` runs all shards; with arguments (files, -t …) it runs one plain vitest.
 */
import { CommandError, bin, run, runTogether } from './lib.mjs';

export const SHARDS = 4;
/**
 * Shards running at once: one by default. Two at a time (INTEGRATION_PARALLEL=2) shortened the stage, but on two
 * cores the contention pushed the 200-simultaneous-bids test past its 120 s limit, so it stays opt-in.
 */
export const PARALLEL = Number(process.env.INTEGRATION_PARALLEL ?? 1);

export async function runIntegration(args = []) {
  const base = ['run', '--project', 'integration'];
  if (args.length > 0) return run(bin('vitest'), [...base, ...args]);
  const shards = Array.from({ length: SHARDS }, (_, i) => i + 1);
  for (let first = 0; first < shards.length; first += PARALLEL) {
    const wave = shards.slice(first, first + PARALLEL);
    console.log(`\nintegration shards ${wave.join(', ')} of ${SHARDS}`);
    await runTogether(
      wave.map((shard) => ({ name: `integration shard ${shard}/${SHARDS}`, command: bin('vitest'), args: [...base, `--shard=${shard}/${SHARDS}`] })),
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runIntegration(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof CommandError ? error.exitCode || 1 : 1);
  });
}
