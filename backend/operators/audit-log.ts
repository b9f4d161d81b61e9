/**
 * Writing the operator audit log (issue 29): who, with which roles, did what to which object, before → after,
 * when and from where. `auditEntry` returns a statement for the caller to put in the same D1 batch as the
 * action itself, so an action is never recorded without happening or done without being recorded.
 */
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
