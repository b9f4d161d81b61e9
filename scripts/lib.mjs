/**
 * Helpers shared by the build/start/test scripts and the e2e global setup.
 * Plain ESM with JSDoc so Node runs it directly and TypeScript can still import it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: scripts are run from anywhere (npm, CI, vitest), paths are resolved from here. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Project-local binaries: faster than npx and never reaches for the registry. */
export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/**
 * Environment for every wrangler call: no network for `Request.cf`, no telemetry.
 * @param {Record<string, string>} [extra]
 */
export function wranglerEnv(extra = {}) {
  return { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', ...extra };
}

/**
 * Run a command to completion; throw (with the command line) when it fails, so a broken step stops
 * the script instead of being skipped silently.
 * `quiet` captures the output and shows its tail only on failure: `wrangler d1 execute` prints every
 * statement's result as JSON when stdout is not a terminal (thousands of lines for the seed).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, input?: string, quiet?: boolean }} [options]
 */
export function run(command, args, options = {}) {
  const line = [command.startsWith(ROOT) ? command.slice(ROOT.length + 1) : command, ...args].join(' ');
  console.log(`\n$ ${line}`);
  const output = options.quiet ? 'pipe' : 'inherit';
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
    // `input` answers prompts; otherwise stdin is inherited so Ctrl-C still works.
    stdio: [options.input === undefined ? 'inherit' : 'pipe', output, output],
    input: options.input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw new Error(`Could not run \`${line}\`: ${result.error.message}`);
  if (result.status !== 0) {
    if (options.quiet) console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-8000));
    const how = result.signal ? `was killed by ${result.signal}` : `exited with code ${result.status}`;
    throw new CommandError(`\`${line}\` ${how}`, result.status ?? 1);
  }
}

/**
 * A local D1 under `persistTo`, migrated and loaded with the demo seed, quietly (the benchmarks' and reports'
 * databases of their own; the e2e setup does both in one wrangler start, tests/e2e/setup/global-setup.ts).
 * @param {string} persistTo
 */
export function migrateAndSeed(persistTo) {
  const quiet = { env: wranglerEnv({ CI: '1' }), input: 'y\n', quiet: true };
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo], quiet);
  run(bin('wrangler'), ['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--file', 'backend/db/seed.sql'], quiet);
}

export class CommandError extends Error {
  /** @param {string} message @param {number} exitCode */
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

/**
 * Parse a TCP port (e.g. from $PORT); fall back when unset or empty, throw on anything else
 * rather than letting wrangler pick a surprising port.
 * @param {string | undefined} value
 * @param {number} fallback
 */
export function parsePort(value, fallback) {
  if (value === undefined || value.trim() === '') return fallback;
  const text = value.trim();
  const port = Number(text);
  if (!/^\d+$/.test(text) || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`Invalid port "${value}": expected an integer from 1 to 65535`);
  }
  return port;
}

/** Ask the OS for a free loopback port (listen on 0, read it, close). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Poll `url` until it answers with any HTTP status (a 500 still means the server is up).
 * `isAlive` lets the caller stop early when the server process has already died.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, isAlive?: () => boolean }} [options]
 */
export async function waitForUrl(url, { timeoutMs = 60_000, intervalMs = 250, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`Server process exited before ${url} answered`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      return response.status;
    } catch (error) {
      lastError = error instanceof Error ? (error.cause?.message ?? error.message) : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}

/**
 * Start a long-running command in its own process group (detached) so the whole tree
 * (wrangler → workerd) can be stopped with one signal to the group.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
export function spawnGroup(command, args, options) {
  return spawn(command, args, { cwd: ROOT, ...options, detached: true });
}

/**
 * Stop a process group started by spawnGroup: SIGTERM, then SIGKILL if it lingers.
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} [graceMs]
 */
export async function stopGroup(child, graceMs = 5_000) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // ESRCH: the group is already gone.
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  // workerd may outlive wrangler for a moment: make sure nothing of the group survives.
  signalGroup('SIGKILL');
}

/** One ezw/v1 call for the benchmark scripts: JSON in, the envelope's `data` out, a clear error otherwise. */
export async function api(base, path, { token, body, method = 'POST' } = {}) {
  const res = await fetch(`${base}/wp-json/ezw/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${json.message}`);
  return json.data;
}

/**
 * Run several commands at once (the machine has two cores and most stages use one), each one's output printed
 * as a block when it ends so the log stays readable; reject with the first failure once all have ended.
 * @param {Array<{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv }>} jobs
 */
export async function runTogether(jobs) {
  const results = await Promise.all(
    jobs.map(
      (job) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(job.command, job.args, { cwd: ROOT, env: job.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('error', (error) => resolve({ job, code: 1, output: `${output}\n${error.message}`, ms: Date.now() - started }));
          child.on('close', (code, signal) => resolve({ job, code: code ?? (signal ? 1 : 0), output, ms: Date.now() - started }));
        }),
    ),
  );
  for (const { job, code, output, ms } of results) {
    console.log(
      `\n--- ${job.name} (${(ms / 1000).toFixed(1)} s, exit ${code}) ---\n$ ${[job.command.replace(`${ROOT}/`, ''), ...job.args].join(' ')}\n${output.trimEnd()}`,
    );
  }
  const failed = results.find((r) => r.code !== 0);
  if (failed) throw new CommandError(`${failed.job.name} exited with code ${failed.code}`, failed.code);
}
