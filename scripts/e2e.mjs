#!/usr/bin/env node
/**
 * The browser tests: `npm run test:e2e` alone (it takes screenshots), and the e2e stage of `npm test`.
 * Assumes `npm run build` has produced build/ (each run's global setup serves it with wrangler dev).
 *
 * Without arguments the files run in E2E_LANES lanes side by side (default 2). A lane is a whole vitest run of its
 * shard: its own wrangler dev, its own freshly seeded D1 and its own Chromium, so no lane sees another's carts,
 * orders or logins. With arguments (files, -t …) it is one plain vitest run.
 */
import { CommandError, bin, run, runTogether } from './lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

export const LANES = Number(process.env.E2E_LANES ?? 2);

/** @param {string[]} args @param {NodeJS.ProcessEnv} env */
export async function runE2e(args = [], env = process.env) {
  const base = ['run', '--project', 'e2e'];
  if (args.length > 0 || LANES < 2) return run(bin('vitest'), [...base, ...args], { env });
  const lanes = Array.from({ length: LANES }, (_, i) => i + 1);
  await runTogether(
    lanes.map((lane) => ({ name: `e2e lane ${lane}/${LANES}`, command: bin('vitest'), args: [...base, `--shard=${lane}/${LANES}`], env })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Using ${ensureChromium()}`);
    await runE2e(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof CommandError ? error.exitCode || 1 : 1);
  }
}
