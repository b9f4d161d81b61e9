/**
 * The ChatRoom Durable Object's internal addresses, shared by the room and the code that calls it through its
 * binding (never reachable from outside: only the binding calls them).
 */

/** "Send this message to your sockets" (broadcast.ts). */
export const ROOM_BROADCAST_URL = 'https://chat-room.internal/broadcast';
/** "Check every socket's access again and close the ones that lost it" (revoke.ts). */
export const ROOM_RECHECK_URL = 'https://chat-room.internal/recheck';

/** What the room itself needs of the Worker's bindings. */
export interface ChatRoomEnv {
  DB: D1Database;
}
