#!/usr/bin/env node
/**
 * npm run test:e2e: the browser tests alone. Assumes `npm run build` has produced build/
 * (the global setup serves it with wrangler dev); `npm test` runs the whole chain.
 */
import { CommandError, bin, run } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

try {
  console.log(`Using ${ensureChromium()}`);
  run(bin('vitest'), ['run', '--project', 'e2e', ...process.argv.slice(2)]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof CommandError ? error.exitCode || 1 : 1);
}
