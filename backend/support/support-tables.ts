/**
 * D1 schema of the support inbox (issue 29, migration 0029): the replies support e-mailed to a contact message,
 * a feedback or a custom package request (each also queued in the outbox). The items themselves stay in their own
 * tables (contact_messages, feedback, outbox), which carry read_at / closed_at. Re-exported by schema.ts.
 */
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { INBOX_KINDS } from '../../schema/rest/admin-inbox';
import { users } from '../db/schema-core';

export const inboxReplies = sqliteTable(
  'inbox_replies',
  {
    id: integer('id').primaryKey(),
    itemKind: text('item_kind', { enum: INBOX_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    toEmail: text('to_email').notNull(),
    body: text('body').notNull(),
    /** SHA-256 of the text: the same reply to the same item is sent once, however often the form is sent. */
    digest: text('digest').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('inbox_replies_item_digest_idx').on(t.itemKind, t.itemId, t.digest)],
);
