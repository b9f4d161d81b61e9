/**
 * Runs before every integration test file. Files share one Worker (isolate: false in vitest.config.ts,
 * because loading the Worker's module graph is the slow part), so each file starts from a wiped storage
 * (reset()), migrates and loads the seed: every file sees the same fresh database (~0.1 s per file).
 */
import { applyD1Migrations, env, reset } from 'cloudflare:test';
import { afterEach } from 'vitest';
import { bumpGeneration } from '../../../server/catalogue-generation';
import { settleWorkerTasks } from '../support/worker';

/** D1 batches are transactions; ~50 statements keeps each one well under D1's limits. */
const CHUNK = 50;

await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// seed.sql holds one statement per line (scripts/seed/generate.mjs writes it that way).
const statements = env.SEED_SQL.split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('--'));

for (let i = 0; i < statements.length; i += CHUNK) {
  const chunk = statements.slice(i, i + CHUNK);
  try {
    await env.DB.batch(chunk.map((sql) => env.DB.prepare(sql)));
  } catch (error) {
    const where = `seed statements ${i + 1}-${i + chunk.length} (first: ${chunk[0].slice(0, 120)})`;
    throw new Error(`Loading the seed failed at ${where}: ${error instanceof Error ? error.message : error}`);
  }
}

// A fresh database is a new catalogue: pages and REST reads cached by an earlier file must not be served.
await bumpGeneration((caches as unknown as { default: Parameters<typeof bumpGeneration>[0] }).default);

// The Worker's background work (waitUntil) of each test's calls ends with the test, as it did for the pool's SELF.
afterEach(settleWorkerTasks);
