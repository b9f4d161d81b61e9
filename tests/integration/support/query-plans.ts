/**
 * Query plans of the real statements (issue 30): a D1 that records what the backend's query functions ask, and each
 * statement explained on the same database with the same parameters.
 */
import { env } from 'cloudflare:test';
import { type Asked, recordingD1 as recordReads } from '../../../backend/db/rows-read';

export type { Asked };

/** env.DB, recording every read statement the backend asks of it (the scale bench's recorder). */
export const recordingD1 = (asked: Asked[]): D1Database => recordReads(env.DB, asked);

export interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

export async function planOf({ sql, params }: Asked): Promise<PlanRow[]> {
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<PlanRow>();
  return results;
}
