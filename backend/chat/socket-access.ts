/**
 * Whether an open chat socket may still read its conversation (issue #27 §3). The socket route checks the
 * session and the party once, at the upgrade; access can end later (staff removal, a role without the inbox,
 * logout, a password change or reset, any revoked or expired token). So the room asks here again before every
 * delivery and on every recheck a revocation sends it, and closes the sockets that fail.
 *
 * No cache: a room has a handful of sockets, and one query for their tokens plus one membership read per staff
 * member is what it costs to be sure that no message reaches someone who lost access a moment ago.
 */
import { and, eq, gt, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conversationById } from './chat-queries';
import { authTokens, chatSockets } from '../db/schema';
import { chatParty, type ChatParty } from './party';

/** What a room keeps on each socket (its hibernation attachment): the party, its token, its registry row. */
export interface SocketTicket extends ChatParty {
  tokenId: number;
  socketId: number;
}

/** The registry row of a socket being accepted (chat_sockets): its id goes into the ticket. */
export async function registerSocket(db: Db, party: ChatParty, tokenId: number, now: Date): Promise<number> {
  const [row] = await db
    .insert(chatSockets)
    .values({ conversationId: party.conversationId, businessId: party.businessId, userId: party.userId, tokenId, openedAt: now.toISOString() })
    .returning({ id: chatSockets.id });
  return row.id;
}

export async function forgetSocket(db: Db, socketId: number): Promise<void> {
  await db.delete(chatSockets).where(eq(chatSockets.id, socketId));
}

/** Drops the conversation's rows that no open socket of the room backs (the room was evicted meanwhile). */
export async function forgetOtherSockets(db: Db, conversationId: number, liveIds: number[]): Promise<void> {
  const where = liveIds.length
    ? and(eq(chatSockets.conversationId, conversationId), notInArray(chatSockets.id, liveIds))
    : eq(chatSockets.conversationId, conversationId);
  await db.delete(chatSockets).where(where);
}

/** The socket ids among `tickets` (all of one conversation) whose token is live and whose user is still a party. */
export async function allowedSockets(db: Db, conversationId: number, tickets: SocketTicket[], now: Date): Promise<Set<number>> {
  const allowed = new Set<number>();
  if (tickets.length === 0) return allowed;
  const tokenIds = [...new Set(tickets.map((t) => t.tokenId))];
  const [liveTokens, conversation] = await Promise.all([
    db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(and(inArray(authTokens.id, tokenIds), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, now.toISOString()))),
    conversationById(db, conversationId),
  ]);
  if (!conversation) return allowed;
  const live = new Set(liveTokens.map((t) => t.id));
  const parties = new Map<number, boolean>();
  for (const ticket of tickets) {
    if (!live.has(ticket.tokenId)) continue;
    if (!parties.has(ticket.userId)) parties.set(ticket.userId, Boolean(await chatParty(db, ticket.userId, conversationId, conversation)));
    if (parties.get(ticket.userId)) allowed.add(ticket.socketId);
  }
  return allowed;
}
