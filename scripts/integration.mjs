#!/usr/bin/env node
/**
 * The integration tests (workerd + D1) in shards, each in a fresh workerd, two at a time.
 *
 * The files of a shard share one Worker (isolate: false in vitest.config.ts, since loading its module graph is the
 * slow part). Requests used to slow down as files accumulated: cloudflare:test's SELF.fetch costs more with every
 * call in a workerd (workers-sdk#15446), so the tests call the Worker's handler directly
 * (tests/integration/support/worker.ts) and a shard's requests stay as fast late as early. Two shards side by side
 * finish in ~165 s on two cores (four one at a time took 1,340 s with SELF); they share nothing (each workerd has
 * its own storage). INTEGRATION_SHARDS and INTEGRATION_PARALLEL change the split.
 *
 * `node scripts/integration.mjs` runs all shards; with arguments (files, -t …) it runs one plain vitest.
 */
import { CommandError, bin, run, runTogether } from './lib.mjs';

export const SHARDS = Number(process.env.INTEGRATION_SHARDS ?? 2);
export const PARALLEL = Number(process.env.INTEGRATION_PARALLEL ?? 2);

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
