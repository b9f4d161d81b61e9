/**
 * Writing the operator audit log (issue 29): who, with which roles, did what to which object, before → after,
 * when and from where. `auditEntry` returns a statement for the caller to put in the same D1 batch as the
 * action itself, so an action is never recorded without happening or done without being recorded.
 * `auditWhenApplied` is the same entry for a batch whose change is guarded by a condition (… WHERE resolved_at IS
 * NULL, an edit key) rather than a constraint: it is inserted only while `applied` (an SQL condition on the guarded
 * write's result) holds, so a batch that lost a race leaves no entry behind (docs/decisions/021-back-office.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { clientIp } from '../auth/rate-limit';
import type { Db } from '../db/client';
import type { Operator } from './require-operator';
import { operatorAuditLog } from './operators-tables';

export interface AuditFacts {
  /** Dotted verb, e.g. `payout.paid`, `report.dismissed`, `business.suspended`. */
  action: string;
  objectType: string;
  objectId: string | number;
  /** The object's relevant fields before and after; omit for creations (before) or removals (after). */
  before?: unknown;
  after?: unknown;
}

export function auditEntry(c: Context, db: Db, operator: Operator, facts: AuditFacts, now: Date) {
  return db.insert(operatorAuditLog).values({
    operatorId: operator.userId,
    roles: JSON.stringify(operator.roles),
    action: facts.action,
    objectType: facts.objectType,
    objectId: String(facts.objectId),
    before: facts.before === undefined ? null : JSON.stringify(facts.before),
    after: facts.after === undefined ? null : JSON.stringify(facts.after),
    address: clientIp(c),
    createdAt: now.toISOString(),
  });
}

/** As AuditFacts; the object's id may be an SQL expression (an id known only inside the batch that inserts it). */
export interface GuardedAuditFacts extends Omit<AuditFacts, 'objectId'> {
  objectId: string | number | SQL;
}

export function auditWhenApplied(c: Context, db: Db, operator: Operator, facts: GuardedAuditFacts, applied: SQL, now: Date) {
  const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));
  const objectId = typeof facts.objectId === 'object' ? sql`cast(${facts.objectId} as text)` : String(facts.objectId);
  // insert … select lists every column in table order: id null lets SQLite number the row.
  return db
    .insert(operatorAuditLog)
    .select(
      sql`select null, ${operator.userId}, ${JSON.stringify(operator.roles)}, ${facts.action}, ${facts.objectType}, ${objectId}, ${json(facts.before)}, ${json(facts.after)}, ${clientIp(c)}, ${now.toISOString()} where ${applied}`,
    );
}
