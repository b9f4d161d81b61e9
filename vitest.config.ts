/**
 * Three test projects:
 *   unit         Node: pure modules, resolvers, React components (vanilla-extract styles compile)
 *   integration  inside workerd with a migrated + seeded D1 (the real Worker from wrangler.toml)
 *   e2e          Node driving Chromium against `wrangler dev` (started by the global setup)
 * Run one with `vitest run --project <name>`.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

/** The seed the integration tests load; MUSIKA_SEED_SQL points elsewhere for trials. */
const SEED_SQL_PATH = process.env.MUSIKA_SEED_SQL ?? 'backend/db/seed.sql';

/** `import sdl from './x.graphql'` gives the file's text, as wrangler's Text rule does in the Worker. */
function graphqlAsText(): Plugin {
  return {
    name: 'musika:graphql-as-text',
    transform(code, id) {
      // Ids with a query (?raw, ?url) do not end in .graphql and are left to Vite.
      if (!id.endsWith('.graphql')) return null;
      return { code: `export default ${JSON.stringify(code)};`, map: null };
    },
  };
}

async function readSeedSql(): Promise<string> {
  try {
    return await readFile(SEED_SQL_PATH, 'utf8');
  } catch {
    throw new Error(`${SEED_SQL_PATH} is missing: run \`node scripts/seed/generate.mjs\` first.`);
  }
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [graphqlAsText(), vanillaExtractPlugin()],
        resolve: {
          // graphql 16 ships CJS and ESM; externalized deps (yoga, graphql-tools) load the CJS one, so our
          // sources must too, or graphql throws "Cannot use GraphQLSchema from another module or realm".
          alias: [
            { find: /^graphql(\/.*)?$/, replacement: '$&', customResolver: (id) => require.resolve(id) },
            // The app's own `~/…` imports, as in vite.config.ts.
            { find: /^~\//, replacement: `${fileURLToPath(new URL('./app/', import.meta.url))}` },
          ],
        },
        test: {
          name: 'unit',
          environment: 'node',
          // The files share their workers' module graph: importing React, graphql and vanilla-extract once per worker
          // instead of per file takes the project from ~75 s to ~15 s. Nothing here uses vi.mock; a file that stubs a
          // global or fakes timers restores them (shuffled runs pass too).
          isolate: false,
          include: ['{app,gateway,backend,schema,server,scripts}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        plugins: [
          graphqlAsText(),
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations('backend/db/migrations'),
                SEED_SQL: await readSeedSql(),
                // Tests pin a request's clock with the x-musika-test-now header (backend/clock.ts).
                TEST_CLOCK: 'header',
              },
            },
          })),
        ],
        // The app's own `~/…` imports, so a test can judge words with the app's code (tests/integration/support/notification-keys.ts).
        resolve: { alias: [{ find: /^~\//, replacement: `${fileURLToPath(new URL('./app/', import.meta.url))}` }] },
        test: {
          name: 'integration',
          // One Worker for all files: its module graph takes ~10 s to load in workerd, paid once instead of per
          // file. Storage isolation is kept by the setup file (reset() + migrate + seed before each file), but
          // module state and mocks (vi.mock, fetchMock) are shared: restore what a file changes. Tests call the Worker
          // through tests/integration/support/worker.ts, not SELF (why there); `npm test` runs two shards side by side
          // (scripts/integration.mjs).
          isolate: false,
          include: ['tests/integration/**/*.test.ts'],
          // PBKDF2 logins and whole-page renders on a shared 2-core CI machine: generous, not slow by design.
          testTimeout: 120_000,
          setupFiles: ['tests/integration/setup/apply-db.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          // A hang guard, not a speed check: a long journey (a product with photos, three kinds, storefront and search)
          // takes ~35 s alone and twice that beside the integration tests on a loaded two-core machine.
          testTimeout: 150_000,
          hookTimeout: 120_000,
          // Pages settle after client navigation and PBKDF2 logins: polls wait up to 10 s (not 1 s).
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // One wrangler dev and one browser at a time: parallel files would fight over the seeded data.
          fileParallelism: false,
          // The files share one worker's modules: playwright-core and the support files load once (~25 s of imports
          // when each file loaded its own). Specs keep their state (browser, tabs) in their own module.
          isolate: false,
          globalSetup: ['tests/e2e/setup/global-setup.ts'],
        },
      },
    ],
  },
});
