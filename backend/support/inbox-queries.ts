/**
 * Reads of the support inbox (issue 29): one kind's items newest first, one item with its replies, and the unread
 * counts — the very statements of the admin overview (backend/operators/overview-queries.ts), so the inbox's tabs
 * and the overview's "unread inbox" always agree. tests/integration/admin-inbox.test.ts checks the list plans.
 */
import { asc, eq, sql, and } from 'drizzle-orm';
import type { InboxKind, InboxStatus, RestInboxItem } from '../../schema/rest/admin-inbox';
import type { Db } from '../db/client';
import { users } from '../db/schema-core';
import { overviewStatements } from '../operators/overview-queries';
import { listWhere, selectFrom, SOURCES, toItem, type InboxRow } from './inbox-sources';
import { inboxReplies } from './support-tables';

export interface InboxListOptions {
  kind: InboxKind;
  status: InboxStatus;
  search?: string;
  page: number;
  perPage: number;
}

/** The list's statements, exported so the test can EXPLAIN them. */
export function inboxListQuery(opts: InboxListOptions) {
  const where = listWhere(opts.kind, opts.status, opts.search);
  return {
    rows: sql`${selectFrom(opts.kind)} ${where} order by t.created_at desc, t.id desc limit ${opts.perPage} offset ${(opts.page - 1) * opts.perPage}`,
    total: sql`select count(*) as n from ${sql.raw(SOURCES[opts.kind].table)} t ${where}`,
  };
}

export async function unreadCounts(db: Db, now: Date) {
  const { feedback, contact, customPackages } = overviewStatements(now).sql;
  const row = await db.get<{ contact: number; feedback: number; custom: number }>(
    sql`select (${contact}) as contact, (${feedback}) as feedback, (${customPackages}) as custom`,
  );
  const counts = { contact: Number(row?.contact ?? 0), feedback: Number(row?.feedback ?? 0), customPackage: Number(row?.custom ?? 0) };
  return { ...counts, total: counts.contact + counts.feedback + counts.customPackage };
}

export async function inboxPage(db: Db, opts: InboxListOptions, now: Date) {
  const q = inboxListQuery(opts);
  const [rows, total, unread] = await Promise.all([db.all<InboxRow>(q.rows), db.get<{ n: number }>(q.total), unreadCounts(db, now)]);
  return { load: rows.map((r) => toItem(opts.kind, r)), total: Number(total?.n ?? 0), unread };
}

export async function repliesTo(db: Db, kind: InboxKind, id: number): Promise<RestInboxItem['replies']> {
  return db
    .select({
      id: inboxReplies.id,
      operatorName: users.displayName,
      toEmail: inboxReplies.toEmail,
      body: inboxReplies.body,
      createdAt: inboxReplies.createdAt,
    })
    .from(inboxReplies)
    .innerJoin(users, eq(users.id, inboxReplies.operatorId))
    .where(and(eq(inboxReplies.itemKind, kind), eq(inboxReplies.itemId, id)))
    .orderBy(asc(inboxReplies.id));
}

/** One item (null when the kind has no such id), with its replies. */
export async function inboxItem(db: Db, kind: InboxKind, id: number): Promise<RestInboxItem | null> {
  const scope = SOURCES[kind].scope;
  const [row, replies] = await Promise.all([
    db.get<InboxRow>(sql`${selectFrom(kind)} where t.id = ${id}${scope ? sql.raw(` and ${scope}`) : sql``}`),
    repliesTo(db, kind, id),
  ]);
  return row ? toItem(kind, row, replies) : null;
}
