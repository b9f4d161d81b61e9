/**
 * D1 has no BEGIN: `db.batch()` is the transaction (STACK.md). Drizzle types batch() for a non-empty tuple; this
 * takes the array a handler builds step by step, and skips the round trip when there is nothing to write.
 */
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client';

export type Statement = BatchItem<'sqlite'>;

export async function runBatch(db: Db, statements: Statement[]): Promise<unknown[]> {
  if (statements.length === 0) return [];
  return db.batch(statements as [Statement, ...Statement[]]);
}

/** What a failed D1 write was about, from its message (D1 reports SQLite's text, e.g. "UNIQUE constraint failed: t.c"). */
export function constraintFailure(error: unknown): { kind: 'unique' | 'not_null' | 'other'; detail: string } | null {
  const text = error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}` : String(error);
  const unique = /UNIQUE constraint failed: ([\w.,\s]+)/.exec(text);
  if (unique) return { kind: 'unique', detail: unique[1].trim() };
  const notNull = /NOT NULL constraint failed: ([\w.]+)/.exec(text);
  if (notNull) return { kind: 'not_null', detail: notNull[1] };
  if (/PRIMARY KEY|constraint failed/i.test(text)) return { kind: 'other', detail: text.slice(0, 200) };
  return null;
}

/** How many rows the first statement of a batch changed (D1's meta.changes): 0 when a guarded write lost. */
export function changesOf(results: unknown[]): number {
  return (results[0] as { meta?: { changes?: number } } | undefined)?.meta?.changes ?? 0;
}
