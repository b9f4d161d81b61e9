/**
 * Revocation reaches open chat sockets (issue #27 §3): after a route has ended someone's access (its D1 write
 * is committed), it calls closeChatSockets with whose access ended; the rooms that hold a socket of theirs
 * (chat_sockets) are told to recheck every socket, and close the ones that fail (socket-access.ts). Awaited by
 * the route, so by the time the owner sees "removed" or the user "logged out", those sockets are closed.
 *
 * Best effort by design: a room that cannot be reached still checks every socket before its next delivery, so
 * nothing is delivered to a revoked socket either way.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chatSockets } from '../db/schema';
import { roomOf, type ChatEnv } from './broadcast';
import { ROOM_RECHECK_URL } from './room-addresses';

/** Whose sockets to recheck: a user's (in one business, for a staff change), or the sockets of some tokens. */
export type Revoked = { userId: number; businessId?: number } | { tokenIds: number[] };

export async function closeChatSockets(env: ChatEnv, db: Db, revoked: Revoked): Promise<void> {
  if (!env.CHAT) return;
  const where =
    'tokenIds' in revoked
      ? revoked.tokenIds.length
        ? inArray(chatSockets.tokenId, revoked.tokenIds)
        : undefined
      : revoked.businessId === undefined
        ? eq(chatSockets.userId, revoked.userId)
        : and(eq(chatSockets.userId, revoked.userId), eq(chatSockets.businessId, revoked.businessId));
  if (!where) return;
  const rows = await db.selectDistinct({ id: chatSockets.conversationId }).from(chatSockets).where(where);
  const namespace = env.CHAT;
  await Promise.all(
    rows.map(async ({ id }) => {
      try {
        const answer = await roomOf(namespace, id).fetch(ROOM_RECHECK_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // The room's own id, so it can drop registry rows of sockets it no longer holds.
          body: JSON.stringify({ conversationId: id }),
        });
        await answer.body?.cancel();
      } catch (error) {
        console.error('chat recheck failed', id, error instanceof Error ? error.message : error);
      }
    }),
  );
}
