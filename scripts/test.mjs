#!/usr/bin/env node
/**
 * npm test: every stage in order, stopping at the first failure with its exit code. The type check and the unit
 * tests each need one core and run side by side (the machines have two).
 * The build comes first: tsc needs the generated GraphQL code, the Worker tests and e2e need build/.
 * The e2e suite runs after the integration tests, not beside them: run beside them (tried in issue 28) it took the
 * browser's CPU away mid-hydration, and React 18's error #421 (issue 31 item 4) then failed journeys at random.
 * The performance reports (bench + Lighthouse, issue 16) are not tests: `npm run reports`, which .ci/run runs
 * after this.
 */
import { CommandError, bin, run, runTogether } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { runIntegration } from './integration.mjs';
import { LANES, runE2e } from './e2e.mjs';

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
  [
    'typecheck (tsc --noEmit) and unit tests (Node), side by side',
    () =>
      runTogether([
        { name: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
        { name: 'unit tests', command: bin('vitest'), args: ['run', '--project', 'unit'] },
      ]),
  ],
  ['integration tests (workerd + D1, in shards)', () => runIntegration()],
  ['Chromium', () => console.log(`Using ${ensureChromium()}`)],
  // Screenshots are for eyeballing (npm run test:e2e takes them), not assertions: off here, they cost CPU.
  [`e2e tests (Miniflare + Chromium, ${LANES} lanes)`, () => runE2e([], { ...process.env, E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? '0' })],
];

const started = Date.now();
const timings = [];
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
