/**
 * Serves the Worker as `wrangler deploy` would upload it, in workerd through Miniflare, on a D1 that
 * `wrangler --persist-to` prepared: for benchmarks that time the server itself, and for the e2e journeys.
 *
 * Why not `wrangler dev`: it puts a proxy Worker in front (a second workerd process, ~25 ms of CPU per request
 * on our 2-core machines) and wraps the Worker in its dev middleware, so a page timed through it costs 15–30 ms
 * more than the same page served by the deployed bundle. Production has neither. Under CPU load that proxy also
 * held a module GET for up to a minute after a form post (docs/decisions/022-test-run.md).
 */
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { bin, ROOT, run, wranglerEnv } from './lib.mjs';

/**
 * Miniflare's messages (each request with its status and time, warnings) and the Worker's console, written to a
 * stream (a log file) instead of the terminal.
 */
class StreamLog extends Log {
  /** @param {NodeJS.WritableStream} stream */
  constructor(stream) {
    super(LogLevel.INFO);
    this.stream = stream;
  }
  /** @param {string} message */
  log(message) {
    this.stream.write(`${message}\n`);
  }
}

/**
 * `persistTo` as given to wrangler's --persist-to; `inspectorPort` opens V8's inspector for profiles; `log` shows
 * the runtime's warnings and errors (the queue broker's included), or writes them and the Worker's console to a
 * stream; `vars` override wrangler.toml's [vars]. Answers the Miniflare instance too, for scripts that read the D1
 * it serves (mf.getD1Database('DB')).
 * @param {{ persistTo: string, port: number, inspectorPort?: number, log?: boolean | NodeJS.WritableStream,
 *   vars?: Record<string, string> }} options
 */
export async function serveBundle({ persistTo, port, inspectorPort, log = false, vars = {} }) {
  const outdir = await mkdtemp(join(tmpdir(), 'musika-bundle-'));
  run(bin('wrangler'), ['deploy', '--dry-run', '--outdir', outdir], {
    env: wranglerEnv({ CI: '1' }),
    quiet: true,
  });
  // The bundle imports the GraphQL schema files as text modules (wrangler.toml [[rules]]).
  const texts = readdirSync(outdir).filter((f) => f.endsWith('.graphql'));
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(ROOT, 'wrangler.toml'));
  const v3 = join(persistTo, 'v3');
  const mf = new Miniflare({
    ...workerOptions,
    bindings: { ...workerOptions.bindings, ...vars },
    modules: [{ type: 'ESModule', path: join(outdir, 'server.js') }, ...texts.map((f) => ({ type: 'Text', path: join(outdir, f) }))],
    modulesRoot: outdir,
    d1Persist: join(v3, 'd1'),
    r2Persist: join(v3, 'r2'),
    kvPersist: join(v3, 'kv'),
    cachePersist: join(v3, 'cache'),
    host: '127.0.0.1',
    port,
    ...(inspectorPort ? { inspectorPort } : {}),
    ...logOptions(log),
  });
  const url = await mf.ready;
  return {
    base: url.origin,
    mf,
    stop: async () => {
      await mf.dispose();
      await rm(outdir, { recursive: true, force: true });
    },
  };
}

/** @param {boolean | NodeJS.WritableStream} log */
function logOptions(log) {
  if (log === false) return {};
  if (log === true) return { cf: false, log: new Log(process.env.DEBUG ? LogLevel.DEBUG : LogLevel.WARN) };
  return {
    cf: false,
    log: new StreamLog(log),
    /** @param {import('node:stream').Readable} stdout @param {import('node:stream').Readable} stderr */
    handleRuntimeStdio: (stdout, stderr) => {
      stdout.pipe(log, { end: false });
      stderr.pipe(log, { end: false });
    },
  };
}
