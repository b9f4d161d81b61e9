#!/usr/bin/env node
/**
 * Find a system Chromium (playwright-core never downloads a browser here), installing it with apt-get when we are
 * root on Debian. Prints the path the e2e tests will use.
 *
 * Two builds of one Debian source package: `chromium` (the whole browser; Lighthouse needs it) and
 * `chromium-headless-shell` (the old headless mode as its own binary, what Playwright itself launches for headless
 * runs). The shell drives the e2e journeys with less than half the CPU of `chromium --headless` (measured on two
 * files: 86 → 37 CPU-seconds, their tests 69 → 46 s), so the e2e tests take it when it is there and fall back to
 * the whole browser when it is not.
 * Import `findChromium` / `findTestBrowser` / `ensureChromium` from other scripts.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

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

/**
 * The browser for the e2e tests: $CHROME_PATH wins, then the headless shell, then the whole browser.
 * @returns {string | undefined}
 */
export function findTestBrowser() {
  if (process.env.CHROME_PATH) return findChromium();
  return isExecutable(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}

/** @param {string[]} packages */
function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) return false;
  }
  return true;
}

/**
 * Find Chromium (and the headless shell), installing what is missing when possible; returns the e2e tests' browser.
 * Throws with install instructions when there is no Chromium at all; a missing shell only costs speed.
 */
export function ensureChromium() {
  const canInstall = typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
  const missing = [...(findChromium() ? [] : ['chromium']), ...(isExecutable(HEADLESS_SHELL) ? [] : ['chromium-headless-shell'])];
  if (canInstall && missing.length > 0 && !process.env.CHROME_PATH) {
    console.log(`Installing ${missing.join(' and ')} with apt-get (root) …`);
    // Both in one go when the repository has the shell; Chromium alone when it does not (an older Debian).
    if (!aptInstall(missing) && missing.includes('chromium') && !aptInstall(['chromium'])) {
      throw new Error('apt-get install chromium failed');
    }
  }
  const found = findTestBrowser();
  if (found) return found;
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
