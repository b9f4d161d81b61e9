/**
 * D1 reads and writes of buyer ⇄ store chat (backend/chat/chat-tables.ts). Authorization is the caller's job
 * (backend/chat/party.ts): nothing here checks who asks.
 */
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ChatRole, RestChatConversation, RestChatMessage } from '../../schema/rest/chat';
import type { Db } from '../db/client';
import { businesses, chatConversations, chatMessages, users } from '../db/schema';

export type ConversationRow = typeof chatConversations.$inferSelect;

export function conversationById(db: Db, id: number): Promise<ConversationRow | undefined> {
  return db.select().from(chatConversations).where(eq(chatConversations.id, id)).get();
}

export function conversationBetween(db: Db, businessId: number, buyerId: number): Promise<ConversationRow | undefined> {
  return db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.businessId, businessId), eq(chatConversations.buyerId, buyerId)))
    .get();
}

/** Makes the pair's conversation if there is none (a concurrent open loses the race quietly); answers it and whether this call made it. */
export async function openConversationRow(
  db: Db,
  businessId: number,
  buyerId: number,
  now: Date,
): Promise<{ row: ConversationRow; created: boolean }> {
  const made = await db.insert(chatConversations).values({ businessId, buyerId, createdAt: now.toISOString() }).onConflictDoNothing().returning();
  if (made[0]) return { row: made[0], created: true };
  const row = await conversationBetween(db, businessId, buyerId);
  if (!row) throw new Error('conversation vanished after a conflicting insert');
  return { row, created: false };
}

export interface StoreRow {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  status: string;
}

export function storeById(db: Db, businessId: number): Promise<StoreRow | undefined> {
  return db
    .select({ id: businesses.id, name: businesses.name, slug: businesses.slug, logo: businesses.logo, status: businesses.status })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .get();
}

/** Conversations with the store, the buyer and the newest message, for one side's point of view. */
export async function conversationViews(db: Db, where: SQL, viewerRole: ChatRole, limit: number, offset: number): Promise<RestChatConversation[]> {
  const rows = await db
    .select({
      c: chatConversations,
      business: { bID: businesses.id, name: businesses.name, slug: businesses.slug, logo: businesses.logo },
      buyerName: users.displayName,
      lastText: sql<
        string | null
      >`(select m.body from ${chatMessages} m where m.conversation_id = ${chatConversations.id} order by m.id desc limit 1)`,
      lastRole: sql<ChatRole | null>`(select m.sender_role from ${chatMessages} m where m.conversation_id = ${chatConversations.id} order by m.id desc limit 1)`,
    })
    .from(chatConversations)
    .innerJoin(businesses, eq(businesses.id, chatConversations.businessId))
    .innerJoin(users, eq(users.id, chatConversations.buyerId))
    .where(where)
    // Conversations without messages yet sort by when they were opened.
    .orderBy(desc(sql`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt})`), desc(chatConversations.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    conversationID: r.c.id,
    business: r.business,
    buyer: { userId: r.c.buyerId, displayName: r.buyerName },
    viewerRole,
    lastMessage:
      r.lastText !== null && r.lastRole !== null && r.c.lastMessageAt
        ? { text: r.lastText, fromRole: r.lastRole, createdAt: r.c.lastMessageAt }
        : null,
    unread: viewerRole === 'buyer' ? r.c.buyerUnread : r.c.businessUnread,
    messages: r.c.messageCount,
    createdAt: r.c.createdAt,
    lastMessageAt: r.c.lastMessageAt,
  }));
}

export const asBuyer = (userId: number) => eq(chatConversations.buyerId, userId);
/** A business's conversations that have begun: an opened but unwritten one is the buyer's business alone. */
export const ofBusiness = (businessId: number) =>
  and(eq(chatConversations.businessId, businessId), sql`${chatConversations.lastMessageAt} is not null`)!;
export const byId = (id: number) => eq(chatConversations.id, id);

export function countConversations(db: Db, where: SQL): Promise<number> {
  return db.$count(chatConversations, where);
}

/** Messages oldest first, `limit` of them ending just before `before` (or at the newest). */
export async function messageViews(
  db: Db,
  conversationId: number,
  limit: number,
  before?: number,
): Promise<{ messages: RestChatMessage[]; hasOlder: boolean }> {
  const rows = await db
    .select({ m: chatMessages, buyerName: users.displayName, storeName: businesses.name })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .innerJoin(users, eq(users.id, chatConversations.buyerId))
    .innerJoin(businesses, eq(businesses.id, chatConversations.businessId))
    .where(and(eq(chatMessages.conversationId, conversationId), before === undefined ? undefined : lt(chatMessages.id, before)))
    .orderBy(desc(chatMessages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).reverse();
  return {
    messages: page.map((r) => toMessage(r.m, r.m.senderRole === 'buyer' ? r.buyerName : r.storeName)),
    hasOlder: rows.length > limit,
  };
}

export function toMessage(m: typeof chatMessages.$inferSelect, senderName: string): RestChatMessage {
  return { messageID: m.id, conversationID: m.conversationId, fromRole: m.senderRole, senderName, text: m.body, createdAt: m.createdAt };
}

/**
 * The message and the conversation's counters in one batch (D1's batch is a transaction): the other side's
 * unread count can never disagree with the messages.
 */
export async function insertMessage(db: Db, conversationId: number, senderId: number, role: ChatRole, text: string, now: Date) {
  const at = now.toISOString();
  const other =
    role === 'buyer' ? { businessUnread: sql`${chatConversations.businessUnread} + 1` } : { buyerUnread: sql`${chatConversations.buyerUnread} + 1` };
  const [inserted] = await db.batch([
    db.insert(chatMessages).values({ conversationId, senderId, senderRole: role, body: text, createdAt: at }).returning(),
    db
      .update(chatConversations)
      .set({ ...other, messageCount: sql`${chatConversations.messageCount} + 1`, lastMessageAt: at })
      .where(eq(chatConversations.id, conversationId)),
  ]);
  return inserted[0];
}

/** Zeroes one side's unread counter; answers 1 when there was anything to mark, else 0. */
export async function markSideRead(db: Db, conversationId: number, role: ChatRole): Promise<number> {
  const column = role === 'buyer' ? chatConversations.buyerUnread : chatConversations.businessUnread;
  const [marked] = await db
    .update(chatConversations)
    .set(role === 'buyer' ? { buyerUnread: 0 } : { businessUnread: 0 })
    .where(and(eq(chatConversations.id, conversationId), sql`${column} > 0`))
    .returning({ id: chatConversations.id });
  return marked ? 1 : 0;
}

/** Unread messages for a user: as a buyer (unless buyerId is null) plus as the store of `businessIds`. */
export async function unreadTotal(db: Db, buyerId: number | null, businessIds: number[]): Promise<number> {
  const parts: Promise<number>[] = [];
  if (buyerId !== null) {
    parts.push(
      db
        .select({ n: sql<number>`coalesce(sum(${chatConversations.buyerUnread}), 0)` })
        .from(chatConversations)
        .where(eq(chatConversations.buyerId, buyerId))
        .get()
        .then((r) => Number(r?.n ?? 0)),
    );
  }
  if (businessIds.length > 0) {
    parts.push(
      db
        .select({ n: sql<number>`coalesce(sum(${chatConversations.businessUnread}), 0)` })
        .from(chatConversations)
        .where(inArray(chatConversations.businessId, businessIds))
        .get()
        .then((r) => Number(r?.n ?? 0)),
    );
  }
  return (await Promise.all(parts)).reduce((a, b) => a + b, 0);
}
