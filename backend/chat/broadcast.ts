/**
 * How a message written outside the room (the REST call, the no-JavaScript form post) reaches the sockets open
 * on its conversation: the conversation's ChatRoom Durable Object is asked to send it on. Best effort: the
 * message is stored already, and a page without a live socket shows it on its next load.
 */
import type { RestChatMessage } from '../../schema/rest/chat';
import type { ChatRoom } from './chat-room';
import { ROOM_BROADCAST_URL } from './room-addresses';

/** The bindings chat needs (wrangler.toml [[durable_objects.bindings]] CHAT). */
export interface ChatEnv {
  DB: D1Database;
  CHAT?: DurableObjectNamespace<ChatRoom>;
}

export function roomOf(namespace: DurableObjectNamespace<ChatRoom>, conversationId: number): DurableObjectStub<ChatRoom> {
  return namespace.get(namespace.idFromName(`conversation:${conversationId}`));
}

export async function broadcastMessage(env: ChatEnv, message: RestChatMessage): Promise<void> {
  if (!env.CHAT) return;
  try {
    const answer = await roomOf(env.CHAT, message.conversationID).fetch(ROOM_BROADCAST_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'message', message }),
    });
    await answer.body?.cancel();
  } catch (error) {
    console.error('chat broadcast failed', message.conversationID, error instanceof Error ? error.message : error);
  }
}
