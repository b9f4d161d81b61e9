/**
 * Runs before every integration test file: migrate the D1 binding, then load the seed.
 * Idempotent (migrations are tracked, the seed is INSERT OR IGNORE), so it is harmless
 * when the pool reuses a database between files.
 */
import { applyD1Migrations, env } from 'cloudflare:test';

/** D1 batches are transactions; ~50 statements keeps each one well under D1's limits. */
const CHUNK = 50;

const t0 = Date.now();
const before = await env.DB.prepare("select count(*) as n from sqlite_master").first();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
console.log('TIMING migrate', Date.now() - t0, JSON.stringify(before));

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

console.log('TIMING total', Date.now() - t0, statements.length);
