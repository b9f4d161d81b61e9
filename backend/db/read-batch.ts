/**
 * Several read-only SQL queries in one D1 batch: one round trip instead of one per query, which is most of a
 * small read's cost on D1. (Drizzle's `db.batch` takes only its query builders, not raw `sql` reads.)
 */
import { sql, type SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from './client';

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

/**
 * A raw `select count(*) as n …` as a Drizzle builder (`select n from (…)`), so it can join `db.batch` beside
 * typed builders (a subscription with its package) in the same round trip; `db.all(sql)` cannot.
 */
export function countOf(db: Db, query: SQL) {
  return db.select({ n: sql<number>`n` }).from(sql`(${query})`);
}
