/**
 * One headless Chromium with a DevTools port for Lighthouse to drive. Started here rather than through
 * chrome-launcher (a transitive dependency of lighthouse, not ours) with the same helpers as wrangler dev,
 * so it runs in its own process group and is always stopped, with a throwaway profile dir.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, findChromium } from '../ensure-chromium.mjs';
import { freePort, spawnGroup, stopGroup, waitForUrl } from '../lib.mjs';
import { CHROME_FLAGS } from './profiles.mjs';

/** @returns {Promise<{ port: number, path: string, version: string, stop: () => Promise<void> }>} */
export async function launchChrome() {
  // The whole browser, not the e2e tests' headless shell: Lighthouse measures what a phone's Chrome does.
  ensureChromium();
  const path = findChromium();
  if (!path) throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs`');
  const port = await freePort();
  // A fresh profile each run: a reused one would carry an HTTP cache into the "first view".
  const userDataDir = await mkdtemp(join(tmpdir(), 'musika-lighthouse-'));
  const child = spawnGroup(path, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: 'ignore',
  });
  const stop = async () => {
    await stopGroup(child);
    await rm(userDataDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`http://127.0.0.1:${port}/json/version`, { timeoutMs: 30_000, isAlive: () => child.exitCode === null });
    const info = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
    return { port, path, version: info.Browser ?? 'unknown', stop };
  } catch (error) {
    await stop();
    throw new Error(`Chromium (${path}) did not open its DevTools port: ${error instanceof Error ? error.message : error}`);
  }
}
