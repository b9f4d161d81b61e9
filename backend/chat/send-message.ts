/**
 * THE write of a chat message, shared by the REST call (and so the no-JavaScript form post) and the WebSocket
 * room: the sender is still a party, the text passes schema/rest/chat.ts messageText, the sender is within the
 * rate limit, then the message and the conversation's counters are stored together. Broadcasting is the
 * caller's: the room sends to its sockets itself, the REST route asks the room to (broadcast.ts).
 */
import { eq } from 'drizzle-orm';
import { CHAT_MESSAGES, messageText, type RestChatMessage } from '../../schema/rest/chat';
import { enforceRateLimits, limitKey } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { insertMessage, storeById, toMessage } from './chat-queries';
import { users } from '../db/schema';
import { HttpError } from '../http';
import { chatParty } from './party';

/** One rate-limit bucket per sender and conversation: a chatty exchange with one store never blocks another. */
export const chatLimitKey = (userId: number, conversationId: number) => limitKey('chat', 'user', `${userId}:${conversationId}`);

export async function sendChatMessage(
  db: Db,
  userId: number,
  conversationId: number,
  rawText: unknown,
  now: Date = new Date(),
): Promise<RestChatMessage> {
  const party = await chatParty(db, userId, conversationId);
  if (!party) throw new HttpError(404, CHAT_MESSAGES.notFound);
  const parsed = messageText.safeParse(rawText);
  if (!parsed.success) throw new HttpError(400, `text: ${parsed.error.issues[0]?.message ?? CHAT_MESSAGES.empty}`);
  await enforceRateLimits(db, [chatLimitKey(userId, conversationId)], now);
  const row = await insertMessage(db, conversationId, userId, party.role, parsed.data, now);
  const name =
    party.role === 'business'
      ? (await storeById(db, party.businessId))?.name
      : (await db.select({ name: users.displayName }).from(users).where(eq(users.id, userId)).get())?.name;
  return toMessage(row, name ?? '');
}
