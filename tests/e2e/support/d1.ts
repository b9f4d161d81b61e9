/** Statements against the e2e server's local D1 (fixtures a journey needs that no page creates). */
import { spawnSync } from 'node:child_process';
import { inject } from 'vitest';
import { bin, ROOT, wranglerEnv } from '../../../scripts/lib.mjs';

/** One statement; answers its rows. */
export function sql<T>(command: string): T[] {
  const args = ['d1', 'execute', 'DB', '--local', '--persist-to', inject('persistTo'), '--json', '--command', command];
  const result = spawnSync(bin('wrangler'), args, { cwd: ROOT, env: wranglerEnv({ CI: '1' }), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`d1 execute failed: ${result.stderr || result.stdout}`);
  return (JSON.parse(result.stdout) as { results: T[] }[])[0].results;
}
