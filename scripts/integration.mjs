#!/usr/bin/env node
/**
 * The integration tests (workerd + D1) in a few shards, one after another, each in a fresh workerd.
 *
 * Why: the files share one Worker (isolate: false in vitest.config.ts, since loading its module graph is the
 * slow part), and requests in that Worker slow down as files accumulate — in one run of all 41 files the
 * late ones took 20–30× as long as the same files early in a run (CI: 1020 s in all). A fresh Worker per
 * shard costs ~15 s of loading and keeps every file fast.
 *
 * `node scripts/integration.mjs` runs all shards; with arguments (files, -t …) it runs one plain vitest.
 */
import { CommandError, bin, run } from './lib.mjs';

export const SHARDS = 4;

export function runIntegration(args = []) {
  const base = ['run', '--project', 'integration'];
  if (args.length > 0) return run(bin('vitest'), [...base, ...args]);
  for (let shard = 1; shard <= SHARDS; shard++) {
    console.log(`\nintegration shard ${shard}/${SHARDS}`);
    run(bin('vitest'), [...base, `--shard=${shard}/${SHARDS}`]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    runIntegration(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof CommandError ? error.exitCode || 1 : 1);
  }
}
