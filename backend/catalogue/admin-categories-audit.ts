/**
 * The audit entry of an editor's category or attribute write (issue 29). Like moderation's auditWhenApplied
 * (backend/moderation/guarded-audit.ts) it is selected only while `applied` holds, so a write that lost a race
 * records nothing; unlike it, the object's id may be an SQL expression, because an added category's id is only
 * known inside the batch that inserts it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { clientIp } from '../auth/rate-limit';
import type { Db } from '../db/client';
import type { AuditFacts } from '../operators/audit-log';
import { operatorAuditLog } from '../operators/operators-tables';
import type { Operator } from '../operators/require-operator';

export interface EditorAudit extends Omit<AuditFacts, 'objectId'> {
  objectId: string | number | SQL;
}

export function editorAudit(c: Context, db: Db, operator: Operator, facts: EditorAudit, applied: SQL, now: Date) {
  const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));
  const objectId = typeof facts.objectId === 'object' ? sql`cast(${facts.objectId} as text)` : String(facts.objectId);
  // insert … select lists every column in table order: id null lets SQLite number the row.
  return db
    .insert(operatorAuditLog)
    .select(
      sql`select null, ${operator.userId}, ${JSON.stringify(operator.roles)}, ${facts.action}, ${facts.objectType}, ${objectId}, ${json(facts.before)}, ${json(facts.after)}, ${clientIp(c)}, ${now.toISOString()} where ${applied}`,
    );
}

/** How many rows the first statement of a batch changed (D1's meta.changes). */
export function changesOf(results: unknown[]): number {
  return (results[0] as { meta?: { changes?: number } } | undefined)?.meta?.changes ?? 0;
}
