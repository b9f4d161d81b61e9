/**
 * One Durable Object per conversation (DESIGN §1: never an in-memory map in the Worker): it holds the
 * conversation's open WebSockets through the Hibernation API, so an idle chat costs nothing while its sockets
 * stay open. The socket route (server/chat-socket.ts) checks the session, the Origin and that the caller is a
 * party before it hands the upgrade here with the party and its token attached; the room trusts that header
 * because only the CHAT binding can reach it.
 *
 * A frame from a browser: {type:'send', text, clientId?} writes through sendChatMessage (the same write as the
 * REST call: party check, zod, rate limit, D1) and the stored message goes to every socket of the room;
 * {type:'read'} marks the sender's side read. A message written over REST arrives on /broadcast.
 *
 * Access can end while a socket is open (issue #27 §3): every delivery and every frame first asks
 * socket-access.ts whether each socket's token is live and its user still a party, and closes those that fail;
 * a revocation (revoke.ts) asks the same at once on /recheck. A frame over CHAT_LIMITS.frameMax bytes is
 * refused by its size alone, before it is parsed, and its socket closed (1009).
 */
import { DurableObject } from 'cloudflare:workers';
import { CHAT_LIMITS, CHAT_MESSAGES, socketFrame, type SocketEvent } from '../../schema/rest/chat';
import { systemClock } from '../clock';
import { createDb, type Db } from '../db/client';
import { markSideRead } from './chat-queries';
import { HttpError } from '../http';
import { ROOM_BROADCAST_URL, ROOM_RECHECK_URL, type ChatRoomEnv } from './room-addresses';
import type { ChatParty } from './party';
import { sendChatMessage } from './send-message';
import { allowedSockets, forgetOtherSockets, forgetSocket, registerSocket, type SocketTicket } from './socket-access';

/** The request header that carries the checked party ({...ChatParty, tokenId}) from the socket route to the room. */
export const PARTY_HEADER = 'x-musika-chat-party';

/** Close codes: access ended (policy violation), and a frame over the limit (message too big). */
const ACCESS_ENDED = 1008;
const TOO_BIG = 1009;

/** Over the frame limit, judged from the length alone where it can be (UTF-8 takes 1–3 bytes per UTF-16 unit). */
function oversized(data: string | ArrayBuffer): boolean {
  if (typeof data !== 'string') return data.byteLength > CHAT_LIMITS.frameMax;
  if (data.length > CHAT_LIMITS.frameMax) return true;
  return data.length * 3 > CHAT_LIMITS.frameMax && new TextEncoder().encode(data).byteLength > CHAT_LIMITS.frameMax;
}

/** A socket's ticket; one without a token (accepted before tickets existed) has none and is closed on sight. */
function ticketOf(ws: WebSocket): SocketTicket | null {
  const ticket = ws.deserializeAttachment() as Partial<SocketTicket> | null;
  return ticket && typeof ticket.tokenId === 'number' && typeof ticket.socketId === 'number' ? (ticket as SocketTicket) : null;
}

export class ChatRoom extends DurableObject<ChatRoomEnv> {
  async fetch(request: Request): Promise<Response> {
    if (request.method === 'POST' && request.url === ROOM_BROADCAST_URL) {
      await this.deliver(await request.text());
      return new Response(null, { status: 204 });
    }
    if (request.method === 'POST' && request.url === ROOM_RECHECK_URL) {
      await this.recheck(Number((await request.json<{ conversationId?: unknown }>()).conversationId));
      return new Response(null, { status: 204 });
    }
    const claim = JSON.parse(request.headers.get(PARTY_HEADER) ?? 'null') as (ChatParty & { tokenId: number }) | null;
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket' || !claim) return new Response('Not found', { status: 404 });
    const db = createDb(this.env.DB);
    const { tokenId, ...party } = claim;
    const ticket: SocketTicket = { ...party, tokenId, socketId: await registerSocket(db, party, tokenId, systemClock.now()) };
    // Registered first, checked second: a revocation committed since the route's check either sees the row (and
    // rechecks this room) or committed before this check (and fails it).
    if (!(await allowedSockets(db, party.conversationId, [ticket], systemClock.now())).has(ticket.socketId)) {
      await forgetSocket(db, ticket.socketId);
      return new Response('Not found', { status: 404 });
    }
    const [client, server] = Object.values(new WebSocketPair());
    this.ctx.acceptWebSocket(server);
    // Survives hibernation with the socket: who is on the other end, with which token.
    server.serializeAttachment(ticket);
    return new Response(null, { status: 101, webSocket: client });
  }

  async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    // The size first, before anything reads the frame (a 20 MB frame is refused by its length alone).
    if (oversized(data)) {
      this.send(ws, { type: 'error', message: CHAT_MESSAGES.tooLong });
      return this.closeSocket(ws, TOO_BIG, 'Message too big');
    }
    const ticket = ticketOf(ws);
    if (!ticket) return this.closeSocket(ws, ACCESS_ENDED, CHAT_MESSAGES.notFound);
    if (typeof data !== 'string') return this.send(ws, { type: 'error', message: CHAT_MESSAGES.send });
    let frame: unknown;
    try {
      frame = JSON.parse(data);
    } catch {
      return this.send(ws, { type: 'error', message: CHAT_MESSAGES.send });
    }
    const clientId =
      typeof (frame as { clientId?: unknown })?.clientId === 'string' ? String((frame as { clientId: string }).clientId).slice(0, 40) : undefined;
    const parsed = socketFrame.safeParse(frame);
    if (!parsed.success) return this.send(ws, { type: 'error', message: parsed.error.issues[0]?.message ?? CHAT_MESSAGES.send, clientId });
    const db = createDb(this.env.DB);
    const now = systemClock.now();
    // A logged-out token or a removed member writes and marks nothing: the socket is closed instead.
    if (!(await allowedSockets(db, ticket.conversationId, [ticket], now)).has(ticket.socketId))
      return this.closeSocket(ws, ACCESS_ENDED, CHAT_MESSAGES.notFound, db);
    try {
      if (parsed.data.type === 'read') return void (await markSideRead(db, ticket.conversationId, ticket.role));
      const message = await sendChatMessage(db, ticket.userId, ticket.conversationId, parsed.data.text, now);
      this.send(ws, { type: 'sent', clientId, messageID: message.messageID });
      await this.deliver(JSON.stringify({ type: 'message', message } satisfies SocketEvent), db);
    } catch (error) {
      if (error instanceof HttpError) {
        this.send(ws, { type: 'error', message: error.message, clientId });
        // Someone no longer a party (removed from the business) is disconnected.
        if (error.status === 404) await this.closeSocket(ws, ACCESS_ENDED, CHAT_MESSAGES.notFound, db);
        return;
      }
      console.error('chat room write failed', ticket.conversationId, error);
      this.send(ws, { type: 'error', message: CHAT_MESSAGES.send, clientId });
    }
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // Complete the closing handshake; 1005/1006 are reserved and may not be sent back.
    await this.closeSocket(ws, code === 1005 || code === 1006 ? 1000 : code, 'Closed');
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    await this.closeSocket(ws, 1011, 'Error');
  }

  private send(ws: WebSocket, event: SocketEvent): void {
    try {
      ws.send(JSON.stringify(event));
    } catch {
      // The socket closed meanwhile.
    }
  }

  /** Closes a socket (if it is not closed already) and drops its registry row. */
  private async closeSocket(ws: WebSocket, code: number, reason: string, db: Db = createDb(this.env.DB)): Promise<void> {
    const ticket = ticketOf(ws);
    try {
      ws.close(code, reason);
    } catch {
      // Already closed.
    }
    if (ticket) await forgetSocket(db, ticket.socketId);
  }

  /** The room's sockets split by whether they may still read the conversation. */
  private async sortSockets(db: Db): Promise<{ allowed: WebSocket[]; ended: WebSocket[] }> {
    const sockets = this.ctx.getWebSockets().map((ws) => ({ ws, ticket: ticketOf(ws) }));
    const tickets = sockets.flatMap((s) => (s.ticket ? [s.ticket] : []));
    const conversationId = tickets[0]?.conversationId;
    const ok = conversationId === undefined ? new Set<number>() : await allowedSockets(db, conversationId, tickets, systemClock.now());
    const allowed = sockets.filter((s) => s.ticket && ok.has(s.ticket.socketId)).map((s) => s.ws);
    return { allowed, ended: sockets.map((s) => s.ws).filter((ws) => !allowed.includes(ws)) };
  }

  /** Sends `text` to every socket still allowed to read it; the others are closed, never sent to. */
  private async deliver(text: string, db: Db = createDb(this.env.DB)): Promise<void> {
    const { allowed, ended } = await this.sortSockets(db);
    await Promise.all(ended.map((ws) => this.closeSocket(ws, ACCESS_ENDED, CHAT_MESSAGES.notFound, db)));
    for (const ws of allowed) {
      try {
        ws.send(text);
      } catch {
        // A socket that closed meanwhile.
      }
    }
  }

  /** After a revocation: close the sockets that lost access, and drop registry rows no socket here backs. */
  private async recheck(conversationId: number): Promise<void> {
    const db = createDb(this.env.DB);
    const { allowed, ended } = await this.sortSockets(db);
    await Promise.all(ended.map((ws) => this.closeSocket(ws, ACCESS_ENDED, CHAT_MESSAGES.notFound, db)));
    if (Number.isSafeInteger(conversationId))
      await forgetOtherSockets(
        db,
        conversationId,
        allowed.map((ws) => ticketOf(ws)!.socketId),
      );
  }
}
