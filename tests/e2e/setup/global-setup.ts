/**
 * e2e global setup: a fresh, seeded D1 in its own state dir (never the one `npm start` uses),
 * then the Worker served by Miniflare on a free port. Tests read the address with `inject('baseURL')`.
 * Assumes build/ exists (npm test builds first); it does not rebuild.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT, bin, freePort, run, wranglerEnv } from '../../../scripts/lib.mjs';
import { serveBundle } from '../../../scripts/serve-bundle.mjs';
import { startD1Bridge } from './d1-bridge';

// One state dir per run (named by pid), so two e2e runs on one checkout never share or wipe a database.
const STATE_ROOT = '.wrangler/e2e-state';
const PERSIST_TO = `${STATE_ROOT}/${process.pid}`;
const LOG_FILE = join(ROOT, PERSIST_TO, 'worker.log');
const SEED_SQL = process.env.MUSIKA_SEED_SQL ?? 'backend/db/seed.sql';
const MIGRATIONS_DIR = 'backend/db/migrations';

/** Remove state left by earlier runs whose process is gone (the last one is kept until then, to inspect). */
async function removeStaleRuns() {
  const entries = await readdir(join(ROOT, STATE_ROOT)).catch(() => [] as string[]);
  for (const name of entries) {
    if (!/^\d+$/.test(name) || isRunning(Number(name))) continue;
    await rm(join(ROOT, STATE_ROOT, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The migrations, their record as `wrangler d1 migrations apply` keeps it, and the seed, as one script: one wrangler
 * start (~9 s) instead of two (`migrations apply` alone took ~19 s, starting a statement batch per migration).
 */
async function migrateAndSeedScript(): Promise<string> {
  const names = (await readdir(join(ROOT, MIGRATIONS_DIR))).filter((name) => name.endsWith('.sql')).sort();
  const migrations = await Promise.all(names.map((name) => readFile(join(ROOT, MIGRATIONS_DIR, name), 'utf8')));
  const record = [
    'CREATE TABLE IF NOT EXISTS d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);',
    ...names.map((name) => `INSERT INTO d1_migrations (name) VALUES ('${name}');`),
  ];
  return [...migrations, ...record, await readFile(resolve(ROOT, SEED_SQL), 'utf8')].join('\n');
}

/**
 * Load the script into the lane's D1. CI once saw this wrangler call exit 1 in one of two lanes while the other lane,
 * with the same script, succeeded: a failure of the tool, not of the SQL. So one more try, from an empty database
 * (a half-applied script would fail on its own tables); a script that is wrong fails both times and stops the run.
 */
async function seedDatabase(wrangler: string, script: string) {
  const execute = () =>
    run(wrangler, ['d1', 'execute', 'DB', '--local', '--persist-to', PERSIST_TO, '--file', script], {
      env: wranglerEnv({ CI: '1' }),
      input: 'y\n',
      quiet: true,
    });
  try {
    execute();
  } catch (error) {
    console.error(`e2e: ${(error as Error).message}; trying once more from an empty database`);
    await rm(join(ROOT, PERSIST_TO, 'v3'), { recursive: true, force: true });
    execute();
  }
}

/** The container the e2e server is configured with (shell-overlays.spec.ts stubs Google's answer). */
export const E2E_TAG_MANAGER_ID = 'GTM-MUSIKA1';

export default async function setup(project: TestProject) {
  const wrangler = bin('wrangler');
  // Start from an empty database each run: tests may write (carts, orders) and must not see the last run.
  await removeStaleRuns();
  await mkdir(join(ROOT, PERSIST_TO), { recursive: true });
  const script = join(ROOT, PERSIST_TO, 'migrate-and-seed.sql');
  await writeFile(script, await migrateAndSeedScript());
  await seedDatabase(wrangler, script);

  const port = await freePort();
  const log = createWriteStream(LOG_FILE);
  const baseURL = `http://127.0.0.1:${port}`;
  // This server plays Cloudflare's edge for the test browsers: each sends its own CF-Connecting-IP
  // (support/browser.ts), which must count as its address. E-mailed links point back at this server.
  // A tag manager container is configured, so the consent tests show it loads only after "Accept".
  // Express payments wait for the journey to answer on the phone (support/paynow-phone.ts), never for a timer.
  const vars = {
    TRUST_CF_CONNECTING_IP: 'true',
    PUBLIC_ORIGIN: baseURL,
    GTM_ID: E2E_TAG_MANAGER_ID,
    PAYNOW_SANDBOX_DELAY_SCALE: '1000',
  };
  // The Worker as `wrangler deploy` bundles it now, served by Miniflare itself: a run on a machine where code is
  // being edited tests one version, and no `wrangler dev` proxy stands between the browser and the Worker
  // (under CPU load it held a module GET for up to a minute after a post; docs/decisions/022-test-run.md).
  const server = await serveBundle({ persistTo: join(ROOT, PERSIST_TO), port, log, vars }).catch(async (error) => {
    log.end();
    const output = await readFile(LOG_FILE, 'utf8').catch(() => '');
    throw new Error(`the e2e server did not start: ${(error as Error).message}\n--- ${LOG_FILE} ---\n${output.slice(-4000)}`);
  });
  console.log(`e2e: the Worker on ${baseURL} (log: ${LOG_FILE})`);
  const bridge = await startD1Bridge(await server.mf.getD1Database('DB'));
  project.provide('baseURL', baseURL);
  project.provide('d1BridgeURL', bridge.url);

  return async () => {
    await bridge.close();
    await server.stop();
    log.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where support/d1.ts sends statements for the e2e server's D1 (setup/d1-bridge.ts). */
    d1BridgeURL: string;
  }
}
