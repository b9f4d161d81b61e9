/**
 * D1 schema of store followers and their newsletters (issue #14 item 5; docs/decisions/015-followers.md).
 * Re-exported by schema.ts; migration 0015_followers.sql is written by hand to match.
 *
 * A follow is one row per (business, user). Unfollowing deletes it; unsubscribing from the newsletter keeps the
 * follow and sets `unsubscribed_at`. Each follow has its own random unsubscribe token, sent in every newsletter
 * link, so the link works without logging in and one follower's link can never touch another follow. It is kept
 * as it was issued (not hashed): every newsletter must repeat it, and all it can do is stop that store's mail.
 */
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { businesses, users } from '../db/schema-core';

export const businessFollowers = sqliteTable(
  'business_followers',
  {
    id: integer('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: text('created_at').notNull(),
    /** Set when the follower stopped the newsletter (the e-mailed link); they still follow. */
    unsubscribedAt: text('unsubscribed_at'),
    /** 32 random bytes, base64url: the follower's unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
  },
  (t) => [
    uniqueIndex('business_followers_pair_idx').on(t.businessId, t.userId),
    index('business_followers_list_idx').on(t.businessId, t.createdAt),
    uniqueIndex('business_followers_token_idx').on(t.unsubscribeToken),
    index('business_followers_user_idx').on(t.userId),
  ],
);

/** One newsletter a business sent: what it said and how many followers it went to (the e-mails are in `outbox`). */
export const newsletters = sqliteTable(
  'newsletters',
  {
    id: integer('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    recipients: integer('recipients').notNull(),
    /** Followers left out because the send reached its recipient cap. */
    leftOut: integer('left_out').notNull().default(0),
    /** Random, once per send: ties the send's outbox insert to this row inside one batch. */
    sendKey: text('send_key').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('newsletters_business_idx').on(t.businessId, t.createdAt), uniqueIndex('newsletters_send_key_idx').on(t.sendKey)],
);
