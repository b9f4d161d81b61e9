/**
 * Several read-only SQL queries in one D1 batch: one round trip instead of one per query, which is most of a
 * small read's cost on D1. (Drizzle's `db.batch` takes only its query builders, not raw `sql` reads.)
 */
import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client';

const dialect = new SQLiteAsyncDialect();

export async function readBatch<T extends unknown[][]>(db: Db, queries: SQL[]): Promise<T> {
  const d1 = db.$client;
  const statements = queries.map((q) => {
    const { sql, params } = dialect.sqlToQuery(q);
    return d1.prepare(sql).bind(...params);
  });
  const results = await d1.batch(statements);
  return results.map((r) => r.results) as T;
}
