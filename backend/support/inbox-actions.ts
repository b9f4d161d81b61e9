/**
 * Support acting on an inbox item (issue 29); each action is one D1 batch with its audit entry.
 * - read / close / reopen: the item's conditional update (… WHERE read_at IS NULL, closed_at IS NULL or IS NOT
 *   NULL), stamped with a key only this request knows; the audit entry is inserted only where the item carries it,
 *   so of two operators acting at once only the one whose update landed is recorded.
 * - reply: the reply, its e-mail in the outbox, "read" and the audit entry. The (item, text digest) unique index
 *   makes a second identical reply fail whole: nothing is sent twice.
 */
import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { INBOX_MESSAGES, type InboxKind, type RestInboxItem } from '../../schema/rest/admin-inbox';
import { queueEmail } from '../auth/outbox';
import type { RecipientLanguage } from '../../schema/rest/languages';
import { mailWords } from '../mail/mail-words';
import { languageOfAddress } from '../mail/recipient-language';
import type { Db } from '../db/client';
import { constraintFailure, runBatch } from '../db/run-batch';
import { contactMessages, feedback, outbox } from '../db/schema';
import { HttpError } from '../http';
import { auditWhenApplied } from '../operators/audit-log';
import { auditEntry } from '../operators/audit-log';
import type { Operator } from '../operators/require-operator';
import { inboxItem } from './inbox-queries';
import { SOURCES } from './inbox-sources';
import { inboxReplies } from './support-tables';

export type InboxAction = 'read' | 'close' | 'reopen';

/**
 * The item's table as drizzle knows it. The three tables share the inbox columns (id, read_at, closed_at,
 * closed_by, inbox_key), which is all an action writes, so one of them stands for all in the types.
 */
function tableOf(kind: InboxKind) {
  const tables = { contact: contactMessages, feedback, custom_package: outbox };
  return tables[kind] as unknown as typeof contactMessages;
}

/** The item's row, by id and (for the outbox) kind: `extra` narrows it to the rows the action changes. */
function itemWhere(kind: InboxKind, id: number, extra?: SQL) {
  const t = tableOf(kind);
  const scope = SOURCES[kind].scope;
  return and(eq(t.id, id), scope ? sql.raw(scope.replace(/\bt\./g, '')) : undefined, extra);
}

/** The update each action makes, and the condition under which it is a change at all. */
function update(db: Db, kind: InboxKind, id: number, action: InboxAction, operator: Operator, at: string, stamp: string) {
  const t = tableOf(kind);
  if (action === 'read')
    return db
      .update(t)
      .set({ readAt: at, inboxKey: stamp })
      .where(itemWhere(kind, id, isNull(t.readAt)));
  if (action === 'close') {
    return db
      .update(t)
      .set({ closedAt: at, closedBy: operator.userId, readAt: sql`coalesce(${t.readAt}, ${at})`, inboxKey: stamp })
      .where(itemWhere(kind, id, isNull(t.closedAt)));
  }
  return db
    .update(t)
    .set({ closedAt: null, closedBy: null, inboxKey: stamp })
    .where(itemWhere(kind, id, isNotNull(t.closedAt)));
}

const CONFLICT: Record<InboxAction, string | null> = { read: null, close: INBOX_MESSAGES.alreadyClosed, reopen: INBOX_MESSAGES.alreadyOpen };

export async function changeStatus(c: Context, db: Db, operator: Operator, item: RestInboxItem, action: InboxAction, now: Date) {
  const at = now.toISOString();
  const stamp = crypto.randomUUID();
  const { kind, id } = item;
  const applied = sql`exists (select 1 from ${sql.raw(SOURCES[kind].table)} where id = ${id} and inbox_key = ${stamp})`;
  const [result] = (await runBatch(db, [
    update(db, kind, id, action, operator, at, stamp),
    auditWhenApplied(
      c,
      db,
      operator,
      {
        action: `inbox.${action}`,
        objectType: `inbox_${kind}`,
        objectId: id,
        before: { status: item.status },
        after: { status: action === 'close' ? 'closed' : 'open' },
      },
      applied,
      now,
    ),
  ])) as [{ meta?: { changes?: number } }];
  const changed = Boolean(result.meta?.changes);
  // Read twice is still read (the second says so with changed: false); closing or reopening twice is a conflict.
  const conflict = CONFLICT[action];
  if (!changed && conflict) throw new HttpError(409, conflict);
  return { item: (await inboxItem(db, kind, id))!, changed };
}

async function digestOf(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Support's words around the operator's own text, in the language of the address's account (English without one). */
function replyEmail(item: RestInboxItem, text: string, language: RecipientLanguage) {
  const original = item.body.length > 300 ? `${item.body.slice(0, 300)}…` : item.body;
  const kind = item.kind === 'contact' || item.kind === 'feedback' ? item.kind : 'other';
  const words = mailWords(language).supportReply({ kind, subject: item.subject, text, wroteOn: item.createdAt.slice(0, 10), original });
  return { kind: 'inbox_reply' as const, to: item.email, ...words };
}

export async function reply(c: Context, db: Db, operator: Operator, item: RestInboxItem, text: string, now: Date) {
  if (!item.email) throw new HttpError(409, INBOX_MESSAGES.noAddress);
  const at = now.toISOString();
  const { kind, id } = item;
  const t = tableOf(kind);
  try {
    await runBatch(db, [
      db.insert(inboxReplies).values({
        itemKind: kind,
        itemId: id,
        operatorId: operator.userId,
        toEmail: item.email,
        body: text,
        digest: await digestOf(text),
        createdAt: at,
      }),
      queueEmail(db, replyEmail(item, text, await languageOfAddress(db, item.email)), now),
      db
        .update(t)
        .set({ readAt: sql`coalesce(${t.readAt}, ${at})` })
        .where(itemWhere(kind, id)),
      auditEntry(c, db, operator, { action: 'inbox.replied', objectType: `inbox_${kind}`, objectId: id, after: { to: item.email, body: text } }, now),
    ]);
  } catch (error) {
    if (constraintFailure(error)?.kind === 'unique') throw new HttpError(409, INBOX_MESSAGES.duplicateReply);
    throw error;
  }
  return { item: (await inboxItem(db, kind, id))! };
}
