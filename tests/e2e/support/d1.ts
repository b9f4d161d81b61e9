/** Statements against the e2e server's local D1 (fixtures a journey needs that no page creates), through the bridge. */
import { inject } from 'vitest';

/** One statement; answers its rows. */
export async function sql<T = Record<string, unknown>>(command: string): Promise<T[]> {
  const response = await fetch(inject('d1BridgeURL'), { method: 'POST', body: JSON.stringify({ sql: command }) });
  if (!response.ok) throw new Error(`D1 statement failed: ${await response.text()}\n${command}`);
  return ((await response.json()) as { results: T[] }).results;
}
