/**
 * The Worker that Lighthouse measures: `wrangler dev` on a free port over the existing build/ and a D1 state
 * dir of its own (migrated and seeded here), so a measurement never touches `npm start`'s database or the
 * e2e runs' ones, and always sees the same seed. BASE_URL skips all of this and reuses a running server.
 * It does not build: `npm run build` (or npm test's build stage) must have written build/ first.
 */
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT, bin, freePort, migrateAndSeed, spawnGroup, stopGroup, waitForUrl, wranglerEnv } from '../lib.mjs';

// One fixed dir, wiped on every start: measurements must not depend on what an earlier run left behind
// (a cart, a purge that bumped the catalogue generation). .wrangler/ is gitignored.
export const PERSIST_TO = '.wrangler/lighthouse-state';
const LOG_FILE = join(ROOT, PERSIST_TO, 'wrangler-dev.log');

/**
 * @returns {Promise<{ baseURL: string, stop: () => Promise<void>, log?: string }>}
 */
export async function startServer() {
  const fromEnv = process.env.BASE_URL?.trim();
  if (fromEnv) {
    const baseURL = fromEnv.replace(/\/+$/, '');
    await waitForUrl(`${baseURL}/`, { timeoutMs: 10_000 }).catch(() => {
      throw new Error(`Nothing answers at BASE_URL=${baseURL}: start Musika there first (npm start).`);
    });
    return { baseURL, stop: async () => {} };
  }
  if (!existsSync(join(ROOT, 'build/server')) || !existsSync(join(ROOT, 'build/client'))) {
    throw new Error('build/ is missing: run `npm run build` first (or set BASE_URL to a running server).');
  }

  const wrangler = bin('wrangler');
  await rm(join(ROOT, PERSIST_TO), { recursive: true, force: true });
  migrateAndSeed(PERSIST_TO);

  const [port, inspectorPort] = [await freePort(), await freePort()];
  await mkdir(join(ROOT, PERSIST_TO), { recursive: true });
  const log = createWriteStream(LOG_FILE);
  const baseURL = `http://127.0.0.1:${port}`;
  // Reached directly, like `npm start`: CF-Connecting-IP is not trusted, links point back at this server.
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort)];
  const vars = ['--var', 'TRUST_CF_CONNECTING_IP:false', '--var', `PUBLIC_ORIGIN:${baseURL}`];
  const child = spawnGroup(wrangler, [...args, ...vars, '--persist-to', PERSIST_TO], {
    env: wranglerEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async () => {
    await stopGroup(child);
    log.end();
  };

  try {
    await waitForUrl(`${baseURL}/`, { timeoutMs: 90_000, isAlive: () => child.exitCode === null });
  } catch (error) {
    await stop();
    const output = await readFile(LOG_FILE, 'utf8').catch(() => '');
    throw new Error(`wrangler dev did not start: ${error instanceof Error ? error.message : error}\n${output.slice(-4000)}`);
  }
  return { baseURL, stop, log: LOG_FILE };
}
