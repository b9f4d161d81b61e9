/**
 * One Durable Object per conversation (DESIGN §1: never an in-memory map in the Worker): it holds the
 * conversation's open WebSockets through the Hibernation API, so an idle chat costs nothing while its sockets
 * stay open. The socket route (server/chat-socket.ts) checks the session, the Origin and that the caller is a
 * party before it hands the upgrade here with the party attached; the room trusts that header because only the
 * CHAT binding can reach it.
 *
 * A frame from a browser: {type:'send', text, clientId?} writes through sendChatMessage (the same write as the
 * REST call: party check, zod, rate limit, D1) and the stored message goes to every socket of the room;
 * {type:'read'} marks the sender's side read. A message written over REST arrives on /broadcast.
 */
import { DurableObject } from 'cloudflare:workers';
import { CHAT_LIMITS, CHAT_MESSAGES, socketFrame, type SocketEvent } from '../../schema/rest/chat';
import { createDb } from '../db/client';
import { markSideRead } from '../db/queries/chat';
import { HttpError } from '../http';
import { ROOM_BROADCAST_URL, type ChatEnv } from './broadcast';
import { chatParty, type ChatParty } from './party';
import { sendChatMessage } from './send-message';

/** The request header that carries the checked party from the socket route to the room. */
export const PARTY_HEADER = 'x-musika-chat-party';

export class ChatRoom extends DurableObject<ChatEnv> {
  async fetch(request: Request): Promise<Response> {
    if (request.method === 'POST' && request.url === ROOM_BROADCAST_URL) {
      this.broadcast(await request.text());
      return new Response(null, { status: 204 });
    }
    const party = JSON.parse(request.headers.get(PARTY_HEADER) ?? 'null') as ChatParty | null;
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket' || !party) return new Response('Not found', { status: 404 });
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server);
    // Survives hibernation with the socket: who is on the other end.
    server.serializeAttachment(party);
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const party = ws.deserializeAttachment() as ChatParty | null;
    if (!party) return ws.close(1008, 'Not a party');
    const size = typeof data === 'string' ? data.length : data.byteLength;
    if (typeof data !== 'string' || size > CHAT_LIMITS.frameMax) return this.send(ws, { type: 'error', message: CHAT_MESSAGES.tooLong });
    let frame: unknown;
    try {
      frame = JSON.parse(data);
    } catch {
      return this.send(ws, { type: 'error', message: CHAT_MESSAGES.send });
    }
    const clientId = typeof (frame as { clientId?: unknown })?.clientId === 'string' ? String((frame as { clientId: string }).clientId).slice(0, 40) : undefined;
    const parsed = socketFrame.safeParse(frame);
    if (!parsed.success) return this.send(ws, { type: 'error', message: parsed.error.issues[0]?.message ?? CHAT_MESSAGES.send, clientId });
    const db = createDb(this.env.DB);
    try {
      if (parsed.data.type === 'read') {
        // Still a party (a removed staff member is not): reading marks nothing otherwise.
        if (await chatParty(db, party.userId, party.conversationId)) await markSideRead(db, party.conversationId, party.role);
        return;
      }
      const message = await sendChatMessage(db, party.userId, party.conversationId, parsed.data.text);
      this.send(ws, { type: 'sent', clientId, messageID: message.messageID });
      this.broadcast(JSON.stringify({ type: 'message', message } satisfies SocketEvent));
    } catch (error) {
      if (error instanceof HttpError) {
        this.send(ws, { type: 'error', message: error.message, clientId });
        // Someone no longer a party (removed from the business) is disconnected.
        if (error.status === 404) ws.close(1008, CHAT_MESSAGES.notFound);
        return;
      }
      console.error('chat room write failed', party.conversationId, error);
      this.send(ws, { type: 'error', message: CHAT_MESSAGES.send, clientId });
    }
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // Complete the closing handshake; 1005/1006 are reserved and may not be sent back.
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, 'Closed');
    } catch {
      // Already closed.
    }
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    try {
      ws.close(1011, 'Error');
    } catch {
      // Already closed.
    }
  }

  private send(ws: WebSocket, event: SocketEvent): void {
    try {
      ws.send(JSON.stringify(event));
    } catch {
      // The socket closed meanwhile.
    }
  }

  private broadcast(text: string): void {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
      } catch {
        // A socket that closed meanwhile.
      }
    }
  }
}
