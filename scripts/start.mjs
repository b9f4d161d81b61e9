#!/usr/bin/env node
/**
 * npm start: generate the seed, build, migrate and seed the local D1 (wrangler's default .wrangler/state), then serve.
 * Safe to run repeatedly: applied migrations are skipped and seed.sql uses INSERT OR IGNORE.
 *   node scripts/start.mjs [--no-serve]     PORT=8787 by default
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { CommandError, bin, parsePort, run, wranglerEnv } from './lib.mjs';

const serve = !process.argv.includes('--no-serve');

try {
  const port = parsePort(process.env.PORT, 8787);
  const wrangler = bin('wrangler');

  // The seed generator also writes public/images/seed/: run it before the build copies public/ to build/client.
  run('node', ['scripts/seed/generate.mjs']);
  run('npm', ['run', 'build']);
  // CI=1 makes wrangler skip its "Ok to proceed?" prompt; piping 'y' covers a wrangler that ignores CI.
  run(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local'], { env: wranglerEnv({ CI: '1' }), input: 'y\n' });
  run(wrangler, ['d1', 'execute', 'DB', '--local', '--file', 'backend/db/seed.sql'], {
    env: wranglerEnv({ CI: '1' }),
    input: 'y\n',
    quiet: true,
  });
  console.log('Seed loaded into the local D1 (.wrangler/state).');

  if (serve) {
    console.log(`\nServing on http://127.0.0.1:${port}`);
    // Reached directly, not through Cloudflare's edge: CF-Connecting-IP is whatever a client sends.
    const vars = ['--var', 'TRUST_CF_CONNECTING_IP:false', '--var', `PUBLIC_ORIGIN:http://127.0.0.1:${port}`];
    const child = spawn(wrangler, ['dev', '--ip', '127.0.0.1', '--port', String(port), ...vars], {
      stdio: 'inherit',
      env: wranglerEnv(),
    });
    // Forward stop signals so wrangler can shut workerd down cleanly (a terminal's Ctrl-C also reaches it).
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => child.kill(signal));
    }
    child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
  }
} catch (error) {
  console.error(`\nstart failed: ${error instanceof Error ? error.message : error}`);
  process.exit(error instanceof CommandError ? error.exitCode || 1 : 1);
}
