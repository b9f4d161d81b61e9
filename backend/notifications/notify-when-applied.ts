/**
 * A notification that exists only if the change it announces happened: the insert runs inside the same batch
 * as a guarded write and selects its row only while `applied` (an SQL condition on that write's result) holds.
 * A change that lost a race (its guarded update matched nothing) therefore announces nothing.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { clip, MAX_BODY, MAX_TITLE, messageColumns, type NotifyInput } from './notify';

export function notifyWhenApplied(db: Db, applied: SQL, input: NotifyInput, now: Date = new Date()) {
  const { messageKey, messageValues } = messageColumns(input);
  // insert … select lists every column in table order (message_key and message_values last, migration 0056):
  // id null lets SQLite number the row.
  return db
    .insert(notifications)
    .select(
      sql`select null, ${input.userId}, ${input.kind}, ${clip(input.title, MAX_TITLE)}, ${clip(input.body, MAX_BODY)}, ${input.link ?? null}, null, ${now.toISOString()}, ${messageKey}, ${messageValues} where ${applied}`,
    );
}
