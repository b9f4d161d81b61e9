/**
 * An audit entry that exists only if the action it records happened: the operator foundation's auditEntry
 * (backend/operators/audit-log.ts) inserts unconditionally, which is right when a constraint rolls a lost race
 * back whole; moderation instead guards its change with a conditional UPDATE (… WHERE resolved_at IS NULL), so
 * a batch that lost must leave no entry behind. Same columns and values as auditEntry, selected only while
 * `applied` (an SQL condition on the guarded write's result) holds.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { clientIp } from '../auth/rate-limit';
import type { Db } from '../db/client';
import type { AuditFacts } from '../operators/audit-log';
import { operatorAuditLog } from '../operators/operators-tables';
import type { Operator } from '../operators/require-operator';

export function auditWhenApplied(c: Context, db: Db, operator: Operator, facts: AuditFacts, applied: SQL, now: Date) {
  const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));
  // insert … select lists every column in table order: id null lets SQLite number the row.
  return db
    .insert(operatorAuditLog)
    .select(
      sql`select null, ${operator.userId}, ${JSON.stringify(operator.roles)}, ${facts.action}, ${facts.objectType}, ${String(facts.objectId)}, ${json(facts.before)}, ${json(facts.after)}, ${clientIp(c)}, ${now.toISOString()} where ${applied}`,
    );
}
