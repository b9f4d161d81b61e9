/**
 * What every editor write of the site content shares (issue 29; schema/rest/admin-site-content.ts). A write is
 * one D1 batch whose first statement stamps the object with a key only this request knows, where the object still
 * carries the key the request read (migration 0032's edit_key); every later statement — the change itself, the
 * audit entry — runs only where that stamp holds. So of two editors acting at once exactly one changes anything,
 * and the loser's batch writes nothing: it is told `editedMeanwhile`, or `changed: false` when the winner already
 * made the very change it asked for (a double submit).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { idParam, SITE_CONTENT_MESSAGES } from '../../schema/rest/admin-site-content';
import { setPurgeHeader } from '../cache/purge-tags';
import type { Db } from '../db/client';
import { runBatch, type Statement } from '../db/run-batch';
import { HttpError } from '../http';
import { clientIp } from '../auth/rate-limit';
import type { AuditFacts } from '../operators/audit-log';
import { operatorAuditLog } from '../operators/operators-tables';
import type { Operator } from '../operators/require-operator';
import { auditWhenApplied } from '../operators/audit-log';

/** The tables with an edit_key, by their SQL names (never user input). */
export type EditedTable = 'menus' | 'shopping_centres' | 'testimonials' | 'notice_bar';

/** True once this request's stamp is on the object: guards every statement after the stamp. */
export const stampHolds = (table: EditedTable, id: number, stamp: string): SQL =>
  sql`exists (select 1 from ${sql.raw(table)} where id = ${id} and edit_key = ${stamp})`;

/** `edit_key IS ?`: null-safe, so an object never edited (key null) matches a read of null. */
export const keyIs = (table: EditedTable, key: string | null): SQL => sql`${sql.raw(`"${table}"."edit_key"`)} is ${key}`;

export interface GuardedWrite {
  c: Context;
  db: Db;
  operator: Operator;
  now: Date;
  table: EditedTable;
  id: number;
  stamp: string;
  /** The stamping statement first, then the change, each guarded by stampHolds. */
  statements: Statement[];
  audit: AuditFacts;
  /** Cache tags of the public copies the change makes stale (any tag bumps the catalogue generation). */
  purge: string[];
  /** Whether the object as it is now already reads as the request asked (the loser of a race of twins). */
  alreadyDone: () => Promise<boolean>;
}

/** Runs the batch; true when it applied, false when the twin request had already done the same. */
export async function guardedWrite(w: GuardedWrite): Promise<boolean> {
  const applied = stampHolds(w.table, w.id, w.stamp);
  const [stamped] = (await runBatch(w.db, [...w.statements, auditWhenApplied(w.c, w.db, w.operator, w.audit, applied, w.now)])) as [
    { meta?: { changes?: number } },
  ];
  if (stamped.meta?.changes) {
    setPurgeHeader(w.c, w.purge);
    return true;
  }
  if (await w.alreadyDone()) return false;
  throw new HttpError(409, SITE_CONTENT_MESSAGES.editedMeanwhile);
}

/** The id in the path, or 404 with the call's own message. */
export function pathId(c: Context, message: string, name = 'id'): number {
  const parsed = idParam(message).safeParse(c.req.param(name));
  if (!parsed.success) throw new HttpError(404, message);
  return parsed.data;
}

/** Same field values (the request's input against the stored row), so a repeat changes nothing. */
export function sameFields<T extends object>(row: T, wanted: Partial<T>): boolean {
  return Object.entries(wanted).every(([k, v]) => row[k as keyof T] === v);
}

/**
 * The audit entry of a creation, whose id the batch assigns: it names the row the insert stamped, and exists only
 * if the insert happened (same columns as auditEntry, like auditWhenApplied).
 */
export function auditCreated(
  c: Context,
  db: Db,
  operator: Operator,
  facts: Omit<AuditFacts, 'objectId'>,
  table: EditedTable,
  stamp: string,
  now: Date,
) {
  return db
    .insert(operatorAuditLog)
    .select(
      sql`select null, ${operator.userId}, ${JSON.stringify(operator.roles)}, ${facts.action}, ${facts.objectType}, cast(id as text), null, ${JSON.stringify(facts.after ?? null)}, ${clientIp(c)}, ${now.toISOString()} from ${sql.raw(table)} where edit_key = ${stamp}`,
    );
}

/** A new edit key. */
export const newStamp = () => crypto.randomUUID();
