import { drizzle } from 'drizzle-orm/d1';

/**
 * A Drizzle instance over a D1 binding or one of its sessions. No relational schema: Musika reads with the query
 * builder only, and a schema made each instance walk every table's relations (~1 ms of CPU), which ruled out one
 * instance per request — and a read through D1's Sessions API is a new D1 object per request (read-replica.ts).
 */
const make = (d1: D1Database) => drizzle(d1);

const instances = new WeakMap<D1Database, ReturnType<typeof make>>();

export function createDb(d1: D1Database) {
  let db = instances.get(d1);
  if (!db) {
    db = make(d1);
    instances.set(d1, db);
  }
  return db;
}

export type Db = ReturnType<typeof make>;
