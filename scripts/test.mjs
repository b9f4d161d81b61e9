#!/usr/bin/env node
/**
 * npm test: every stage in order, stopping at the first failure with its exit code. The last stage runs two lanes
 * at once on the two cores: the CPU-bound checks (type check beside the unit tests, then the integration shards)
 * and the e2e suite, which mostly waits (pages, the payment sandbox's delays, timers) and so fits beside them.
 * The build comes first: tsc needs the generated GraphQL code, the Worker tests and e2e need build/.
 * The performance reports (bench + Lighthouse, issue 16) are not tests: `npm run reports`, which .ci/run runs
 * after this.
 */
import { CommandError, bin, run, runStreaming, runTogether } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { runIntegration } from './integration.mjs';

/** @type {Array<[string, () => void | Promise<void>]>} */
const stages = [
  // Deterministic, so regenerating is cheap and keeps seed.sql in step with its sources. First, because it
  // also writes public/images/seed/, which the build copies into build/client.
  ['seed (backend/db/seed.sql + public/images/seed)', () => run('node', ['scripts/seed/generate.mjs'])],
  ['build (codegen + Remix)', () => run('npm', ['run', 'build'])],
  // No import circle and no backend import of app/ or server/ (issue 28), lint and format: seconds, first.
  [
    'import graph, lint and format (Biome)',
    () => {
      run('node', ['scripts/import-graph.mjs']);
      run(bin('biome'), ['check', '.']);
    },
  ],
  ['Chromium', () => console.log(`Using ${ensureChromium()}`)],
  [
    'side by side: typecheck + unit, then integration (workerd + D1) | e2e (wrangler dev + Chromium)',
    () =>
      inLanes({
        // CPU-bound, about 4 minutes: type check and unit tests side by side, then the integration shards.
        'checks lane': async () => {
          await runTogether([
            { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
            { name: 'unit tests', command: bin('vitest'), args: ['run', '--project', 'unit'] },
          ]);
          await runIntegration();
        },
        // Mostly waiting on pages, payments and timers (under one core on average): it runs beside the checks
        // instead of after them. Its output streams; the checks print as blocks when each ends.
        'e2e lane': () => runStreaming(bin('vitest'), ['run', '--project', 'e2e']),
      }),
  ],
];

const timings = [];

/** Runs the lanes at once; waits for all (none is left running), then fails with the first failure. */
async function inLanes(lanes) {
  const results = await Promise.allSettled(
    Object.entries(lanes).map(async ([name, lane]) => {
      const laneStart = Date.now();
      try {
        await lane();
      } finally {
        timings.push(`  ${((Date.now() - laneStart) / 1000).toFixed(1).padStart(6)} s    (${name})`);
      }
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

const started = Date.now();
for (const [index, [name, stage]] of stages.entries()) {
  const heading = `[${index + 1}/${stages.length}] ${name}`;
  console.log(`\n${'='.repeat(72)}\n${heading}\n${'='.repeat(72)}`);
  const stageStart = Date.now();
  try {
    await stage();
  } catch (error) {
    console.error(`\nFAILED at ${heading}: ${error instanceof Error ? error.message : error}`);
    process.exit(error instanceof CommandError ? error.exitCode || 1 : 1);
  }
  timings.push(`  ${((Date.now() - stageStart) / 1000).toFixed(1).padStart(6)} s  ${name}`);
}
console.log(`\nAll stages passed in ${((Date.now() - started) / 1000).toFixed(1)} s:\n${timings.join('\n')}`);
