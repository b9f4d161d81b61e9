/**
 * The automatic persisted queries' store on D1 (migration 0052; issue 32 §2). Reads are one indexed lookup; the
 * last-used time is written at most once a day per query, so a popular hash costs no write per request. Each new
 * query evicts whatever lies beyond the row cap, least recently used first.
 */
import { z } from 'zod';
import type { Clock } from '../backend/clock';
import { MAX_PERSISTED_QUERIES, MAX_PERSISTED_QUERY_BYTES, type PersistedQueryStore } from '../gateway/caching/persisted-queries-plugin';

/** How stale a query's last-used time may get before a read refreshes it. */
const TOUCH_AFTER_MS = 24 * 3600 * 1000;

const Row = z.object({ query: z.string(), used_at: z.number() });

export interface PersistedQueryStoreOptions {
  /** Rows kept at most (MAX_PERSISTED_QUERIES; a test lowers it). */
  maxRows?: number;
}

export function d1PersistedQueries(db: D1Database, clock: Clock, options: PersistedQueryStoreOptions = {}): PersistedQueryStore {
  const maxRows = options.maxRows ?? MAX_PERSISTED_QUERIES;
  return {
    async get(hash) {
      const found = await db.prepare('SELECT query, used_at FROM graphql_persisted_queries WHERE hash = ?1').bind(hash).first();
      if (!found) return null;
      const row = Row.parse(found);
      const now = clock.now().getTime();
      if (now - row.used_at > TOUCH_AFTER_MS) {
        await db.prepare('UPDATE graphql_persisted_queries SET used_at = ?2 WHERE hash = ?1').bind(hash, now).run();
      }
      return row.query;
    },
    async put(hash, query) {
      if (new TextEncoder().encode(query).byteLength > MAX_PERSISTED_QUERY_BYTES) return;
      const now = clock.now().getTime();
      await db.batch([
        db
          .prepare('INSERT INTO graphql_persisted_queries (hash, query, created_at, used_at) VALUES (?1, ?2, ?3, ?3) ON CONFLICT (hash) DO NOTHING')
          .bind(hash, query, now),
        db
          .prepare(
            'DELETE FROM graphql_persisted_queries WHERE hash IN (SELECT hash FROM graphql_persisted_queries ORDER BY used_at DESC, created_at DESC LIMIT -1 OFFSET ?1)',
          )
          .bind(maxRows),
      ]);
    },
  };
}
