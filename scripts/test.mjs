#!/usr/bin/env node
/**
 * npm test: every stage in order, stopping at the first failure with its exit code.
 * The build comes first: tsc needs the generated GraphQL code, the Worker tests and e2e need build/.
 */
import { CommandError, bin, run } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { runIntegration } from './integration.mjs';

const vitest = (project) => () => run(bin('vitest'), ['run', '--project', project]);

/** @type {Array<[string, () => void]>} */
const stages = [
  // Deterministic, so regenerating is cheap and keeps seed.sql in step with its sources. First, because it
  // also writes public/images/seed/, which the build copies into build/client.
  ['seed (backend/db/seed.sql + public/images/seed)', () => run('node', ['scripts/seed/generate.mjs'])],
  ['build (codegen + Remix)', () => run('npm', ['run', 'build'])],
  // No import circle, and the backend imports neither app/ nor server/ (issue 28): seconds, so before the long ones.
  ['import graph', () => run('node', ['scripts/import-graph.mjs'])],
  ['typecheck (tsc --noEmit)', () => run(bin('tsc'), ['--noEmit'])],
  ['unit tests (Node)', vitest('unit')],
  ['integration tests (workerd + D1, in shards)', () => runIntegration()],
  ['Chromium', () => console.log(`Using ${ensureChromium()}`)],
  ['e2e tests (wrangler dev + Chromium)', vitest('e2e')],
  // Last, and reports only (issue 16): bench and Lighthouse print their tables; a slow number or a MISS does
  // not fail CI, a crash of either script does. Reuses build/ and the Chromium of the stages above.
  ['performance reports (bench + Lighthouse, not assertions)', () => run('node', ['scripts/lighthouse/ci-reports.mjs'])],
];

const started = Date.now();
const timings = [];
for (const [index, [name, stage]] of stages.entries()) {
  const heading = `[${index + 1}/${stages.length}] ${name}`;
  console.log(`\n${'='.repeat(72)}\n${heading}\n${'='.repeat(72)}`);
  const stageStart = Date.now();
  try {
    stage();
  } catch (error) {
    console.error(`\nFAILED at ${heading}: ${error instanceof Error ? error.message : error}`);
    process.exit(error instanceof CommandError ? error.exitCode || 1 : 1);
  }
  timings.push(`  ${((Date.now() - stageStart) / 1000).toFixed(1).padStart(6)} s  ${name}`);
}
console.log(`\nAll stages passed in ${((Date.now() - started) / 1000).toFixed(1)} s:\n${timings.join('\n')}`);
