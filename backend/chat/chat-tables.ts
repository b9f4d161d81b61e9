/**
 * D1 schema of buyer ⇄ store chat (issue #14 item 7; docs/decisions/017-chat.md). Re-exported by schema.ts.
 *
 * One conversation per (business, buyer). Unread messages are kept as two counters on the conversation, one
 * per side, moved in the same batch as the message insert (and zeroed by "read"): the header badge sums them
 * on every page, so it must not count message rows.
 */
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { CHAT_ROLES } from '../../schema/rest/chat';
import { businesses, users } from '../db/schema-core';

export const chatConversations = sqliteTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    /** Messages from the store the buyer has not read, and from the buyer the store has not read. */
    buyerUnread: integer('buyer_unread').notNull().default(0),
    businessUnread: integer('business_unread').notNull().default(0),
    messageCount: integer('message_count').notNull().default(0),
    createdAt: text('created_at').notNull(),
    /** Null until the first message: lists sort by it. */
    lastMessageAt: text('last_message_at'),
  },
  (t) => [
    uniqueIndex('chat_conversations_pair_idx').on(t.businessId, t.buyerId),
    index('chat_conversations_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('chat_conversations_business_idx').on(t.businessId, t.lastMessageAt),
  ],
);

export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: integer('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    /** Who wrote it (kept for the record); a store's message shows as the store whoever of its staff wrote it. */
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    senderRole: text('sender_role', { enum: CHAT_ROLES }).notNull(),
    /** Plain text exactly as the sender typed it (after schema/rest/chat.ts messageText): never HTML. */
    body: text('body').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/**
 * One row per open chat socket (migration 0023; issue #27 §3): which room holds a socket of which token, so a
 * revocation can tell exactly those rooms to close it. Written by the room on accept, deleted on close; a row
 * the room no longer backs (an evicted room) is dropped by the room's next recheck and costs one call till then.
 */
export const chatSockets = sqliteTable(
  'chat_sockets',
  {
    id: integer('id').primaryKey(),
    conversationId: integer('conversation_id').notNull(),
    /** The conversation's business: a staff removal closes the member's sockets of that business only. */
    businessId: integer('business_id').notNull(),
    userId: integer('user_id').notNull(),
    tokenId: integer('token_id').notNull(),
    openedAt: text('opened_at').notNull(),
  },
  (t) => [
    index('chat_sockets_user_idx').on(t.userId, t.businessId),
    index('chat_sockets_token_idx').on(t.tokenId),
    index('chat_sockets_conversation_idx').on(t.conversationId),
  ],
);
