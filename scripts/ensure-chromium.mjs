#!/usr/bin/env node
/**
 * Find a system Chromium for the e2e tests (playwright-core never downloads a browser here),
 * installing it with apt-get when we are root on Debian. Prints the path it found.
 * Import `findChromium` / `ensureChromium` from other scripts.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The first usable browser: $CHROME_PATH wins (and must exist), then the usual Debian paths.
 * @returns {string | undefined}
 */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} is not an executable file`);
    return fromEnv;
  }
  return CANDIDATES.find(isExecutable);
}

function aptInstallChromium() {
  console.log('Chromium not found: installing it with apt-get (root) …');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status})`);
  }
}

/** Find Chromium, installing it when possible; throws with install instructions otherwise. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    aptInstallChromium();
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'Chromium is needed for the e2e tests but was not found in ' +
      `${CANDIDATES.join(', ')}.\n` +
      'Install it with:  sudo apt-get install chromium\n' +
      'or point CHROME_PATH at a Chromium/Chrome binary.',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
