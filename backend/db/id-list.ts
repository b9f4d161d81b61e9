/**
 * A list of ids written into the SQL rather than bound: D1 allows 100 bound parameters a statement, and a list of
 * a national catalogue's stores or categories is longer (GET /businesses failed at 4,818 stores: issue 30). Only
 * for ids read from our own database or checked to be integers here.
 */
import { sql, type SQL } from 'drizzle-orm';

export function idList(ids: number[]): SQL {
  if (ids.length === 0) return sql`(null)`;
  if (!ids.every(Number.isSafeInteger)) throw new Error('idList takes integer ids only');
  return sql.raw(`(${ids.join(',')})`);
}
