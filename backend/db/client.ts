import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

const make = (d1: D1Database) => drizzle(d1, { schema });

/**
 * One Drizzle instance per D1 binding and isolate: building one walks the whole schema's relational config
 * (~1 ms of CPU), and a page makes about ten API calls, each of which used to build its own.
 */
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
