/**
 * In-app notifications (spec §7 "notifications"; Musika's "conversations" are these threads). One row per
 * message in `notifications`; the badge counts rows with no read_at.
 *
 * Two forms:
 * - `notifyStatement(db, input, now?)` — the insert as a Drizzle statement, to put inside a `db.batch([...])`
 *   with the write it announces (so the notification exists exactly when the change does: D1's batch is the
 *   transaction).
 * - `notifyIfChangedStatement(db, input, now?)` — a raw D1 statement for batches of guarded raw writes: it
 *   inserts only when the statement just before it in the batch changed a row (SQLite's changes()), so a
 *   write that lost a race announces nothing.
 * - `notify(db, input, now?)` — runs that insert on its own (fan-outs to many people, where best effort is enough).
 */
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import type { NotificationValues } from '../../schema/rest/notifications';

/** Kinds in use (schema-buying.ts documents them on the column). */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_status',
  'offer_received',
  'offer_answered',
  'request_response',
  'request_match',
  'review_received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotifyInput {
  userId: number;
  /** One of NOTIFICATION_KINDS (plain string accepted so new kinds need no change here). */
  kind: NotificationKind | (string & {});
  title: string;
  body: string;
  /** A site path to open, e.g. /account/order/12 (null when there is nothing to open). */
  link?: string | null;
  /**
   * The same words as a message key of the site's catalogues and its values (issue 33 §3): the inbox shows
   * `<key>.title` and `<key>.body` in the reader's language (values named …Cents as money); title and body stay the
   * English, for API clients and for a key the site does not know. Every notification the backend writes has one.
   */
  message?: NotificationMessage;
}

export interface NotificationMessage {
  key: string;
  values: NotificationValues;
}

/** The message's two columns: the key and its values as JSON (null, null without one). */
export function messageColumns(input: NotifyInput): { messageKey: string | null; messageValues: string | null } {
  return input.message
    ? { messageKey: input.message.key, messageValues: JSON.stringify(input.message.values) }
    : { messageKey: null, messageValues: null };
}

export const MAX_TITLE = 200;
export const MAX_BODY = 2000;

export function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The insert, for use inside a batch with the change it announces. */
export function notifyStatement(db: Db, input: NotifyInput, now: Date = new Date()) {
  return db.insert(notifications).values({
    userId: input.userId,
    kind: input.kind,
    title: clip(input.title, MAX_TITLE),
    body: clip(input.body, MAX_BODY),
    link: input.link ?? null,
    readAt: null,
    createdAt: now.toISOString(),
    ...messageColumns(input),
  });
}

/** The insert as a plain D1 statement that runs only if the batch's previous statement changed a row. */
export function notifyIfChangedStatement(db: Db, input: NotifyInput, now: Date = new Date()): D1PreparedStatement {
  return db.$client
    .prepare(
      `insert into notifications (user_id, kind, title, body, link, read_at, created_at, message_key, message_values)
       select ?1, ?2, ?3, ?4, ?5, null, ?6, ?7, ?8 where changes() = 1`,
    )
    .bind(
      input.userId,
      input.kind,
      clip(input.title, MAX_TITLE),
      clip(input.body, MAX_BODY),
      input.link ?? null,
      now.toISOString(),
      messageColumns(input).messageKey,
      messageColumns(input).messageValues,
    );
}

/** Inserts one notification on its own. */
export async function notify(db: Db, input: NotifyInput, now: Date = new Date()): Promise<void> {
  await notifyStatement(db, input, now);
}
