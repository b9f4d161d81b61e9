/**
 * GET /chat/{conversationId}/socket: the WebSocket upgrade of a conversation page (ours; issue #14 item 7). Before
 * anything reaches the conversation's ChatRoom (backend/chat/chat-room.ts) the request must:
 *   - ask for a WebSocket upgrade (426 otherwise);
 *   - come from one of our own pages: browsers send Origin on every WebSocket handshake and the session cookie
 *     rides along even from another site, so a foreign or missing Origin is refused (cross-site WebSocket
 *     hijacking; 403);
 *   - carry the session cookie with a token the API accepts (401);
 *   - be from the conversation's buyer or someone running its business (404 otherwise, as for an unknown one).
 * The room checks the token and the party again before every delivery, so the socket ends with the access.
 */
import { readToken } from '../app/features/auth/cookies.server';
import { findToken } from '../backend/auth/tokens';
import { PARTY_HEADER } from '../backend/chat/chat-room';
import { roomOf, type ChatEnv } from '../backend/chat/broadcast';
import { chatParty } from '../backend/chat/party';
import { createDb } from '../backend/db/client';

const SOCKET_PATH = /^\/chat\/([1-9]\d{0,9})\/socket\/?$/;

/** The conversation id of a socket path, or null for any other path. */
export function chatSocketId(pathname: string): number | null {
  const match = SOCKET_PATH.exec(pathname);
  const id = match ? Number(match[1]) : null;
  return id !== null && id <= 2_147_483_647 ? id : null;
}

const refuse = (status: number, message: string) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } });

/** The origins a page of ours may open a socket from: the request's own, and the configured public one. */
function allowedOrigin(request: Request, publicOrigin?: string): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return false;
  if (origin === new URL(request.url).origin) return true;
  try {
    return Boolean(publicOrigin) && origin === new URL(publicOrigin!).origin;
  } catch {
    return false;
  }
}

export async function chatSocket(request: Request, env: ChatEnv & { PUBLIC_ORIGIN?: string }, conversationId: number): Promise<Response> {
  if (request.method !== 'GET' || request.headers.get('upgrade')?.toLowerCase() !== 'websocket')
    return refuse(426, 'This address takes a WebSocket upgrade only.');
  if (!allowedOrigin(request, env.PUBLIC_ORIGIN)) return refuse(403, 'Cross-site WebSocket connections are not allowed.');
  if (!env.CHAT) return refuse(404, 'Not found');
  const token = await readToken(request);
  const db = createDb(env.DB);
  const owner = token ? await findToken(db, token, new Date()) : null;
  if (!owner) return refuse(401, 'Log in to chat.');
  const party = await chatParty(db, owner.userId, conversationId);
  if (!party) return refuse(404, 'Conversation not found');
  const headers = new Headers(request.headers);
  // The token goes along: the room closes this socket when that token is revoked (issue #27 §3).
  headers.set(PARTY_HEADER, JSON.stringify({ ...party, tokenId: owner.tokenId }));
  return roomOf(env.CHAT, conversationId).fetch(new Request(request.url, { method: 'GET', headers }));
}
