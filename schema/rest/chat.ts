/**
 * Chat between a buyer and a store (issue #14 item 7; docs/decisions/017-chat.md). One conversation per
 * (buyer, business); the store's side is whoever runs the business. Every call needs a bearer token; a
 * conversation the caller is not a party to answers 404 'Conversation not found', exactly as an unknown one.
 *
 * POST /chat/conversations {bID, text?}          → the caller's conversation with the store (made on first use:
 *                                                  created true), with a first message when text is given.
 * GET  /chat/conversations?bID&page&per_page     → the caller's conversations as a buyer; with bID, that
 *                                                  business's (the caller must run it), most recently active first.
 * GET  /chat/conversations/:id/messages?before&limit → the conversation and its messages, oldest first.
 * POST /chat/conversations/:id/messages {text}   → 201 the message (rate limited: 429 with Retry-After).
 * POST /chat/conversations/:id/read              → marks the caller's side read.
 * GET  /chat/unread?bID                          → unread messages: as a buyer plus every business the caller
 *                                                  runs (the header badge), or one business's.
 * GET  /chat/store?bID                           → who a buyer would be writing to, and their conversation if any.
 *
 * The same write serves the WebSocket (backend/chat/chat-room.ts): `messageText` is the one rule for a message.
 */
import { z } from 'zod';
import { defineCall, noInput, queryInt } from './call';
import { inboxBusinessId } from './notifications';
import { pageInfo } from './shared';

export const CHAT_LIMITS = {
  /** Characters in one message: a long enquiry fits; a pasted document does not. */
  textMax: 2000,
  /** Bytes of one WebSocket frame the room reads at all (a message of textMax characters fits in JSON). */
  frameMax: 16_384,
  /** Messages in one page of a conversation. */
  pageMax: 100,
  pageDefault: 50,
} as const;

export const CHAT_MESSAGES = {
  notFound: 'Conversation not found',
  storeNotFound: 'Store not found',
  ownStore: 'This is your own store: buyers write to you here',
  empty: 'Write a message first',
  tooLong: `A message is at most ${CHAT_LIMITS.textMax} characters`,
  // Spec §8's defaults for the inbox calls.
  fetchConversations: 'Error fetching conversations',
  markRead: 'Error marking conversation as read',
  unreadCount: 'Error fetching user messages count',
  fetchMessages: 'Error fetching messages',
  send: 'Your message was not sent. Try again.',
} as const;

/** Control characters other than tab and newline are dropped: they only ever hide or garble text. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** A message as stored: line endings unified, control characters dropped, trimmed, 1–textMax characters. */
export const messageText = z
  .string({ required_error: CHAT_MESSAGES.empty, invalid_type_error: CHAT_MESSAGES.empty })
  .transform((s) => s.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim())
  .pipe(z.string().min(1, CHAT_MESSAGES.empty).max(CHAT_LIMITS.textMax, CHAT_MESSAGES.tooLong));

/** The :id of a conversation path. */
export const conversationIdParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, CHAT_MESSAGES.notFound)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, CHAT_MESSAGES.notFound);

export const CHAT_ROLES = ['buyer', 'business'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

export const chatMessage = z.object({
  messageID: z.number().int(),
  conversationID: z.number().int(),
  fromRole: z.enum(CHAT_ROLES),
  /** The buyer's display name, or the store's name (staff write as the store). */
  senderName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type RestChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z.object({
  conversationID: z.number().int(),
  business: z.object({ bID: z.number().int(), name: z.string(), slug: z.string(), logo: z.string().nullable() }),
  buyer: z.object({ userId: z.number().int(), displayName: z.string() }),
  /** Which side the caller is on. */
  viewerRole: z.enum(CHAT_ROLES),
  lastMessage: z.object({ text: z.string(), fromRole: z.enum(CHAT_ROLES), createdAt: z.string() }).nullable(),
  /** Messages from the other side the caller has not read. */
  unread: z.number().int(),
  messages: z.number().int(),
  createdAt: z.string(),
  lastMessageAt: z.string().nullable(),
});
export type RestChatConversation = z.infer<typeof chatConversation>;

export const openConversation = defineCall({
  name: 'openConversation',
  method: 'POST',
  path: '/chat/conversations',
  query: noInput,
  body: z.object({ bID: inboxBusinessId, text: messageText.optional() }),
  data: z.object({ conversation: chatConversation, created: z.boolean(), message: chatMessage.nullable() }),
});

export const listConversations = defineCall({
  name: 'listConversations',
  method: 'GET',
  path: '/chat/conversations',
  query: z.object({ bID: inboxBusinessId.optional(), page: queryInt(1, 10_000).default(1), per_page: queryInt(1, 100).default(20) }),
  body: noInput,
  data: z.object({ load: z.array(chatConversation), pageInfo, unread: z.number().int() }),
});

export const conversationMessages = defineCall({
  name: 'conversationMessages',
  method: 'GET',
  path: '/chat/conversations/:id/messages',
  query: z.object({
    /** Only messages older than this id (the next page back). */
    before: queryInt(1, 2_147_483_647).optional(),
    limit: queryInt(1, CHAT_LIMITS.pageMax).default(CHAT_LIMITS.pageDefault),
  }),
  body: noInput,
  data: z.object({ conversation: chatConversation, messages: z.array(chatMessage), hasOlder: z.boolean() }),
});

export const sendMessage = defineCall({
  name: 'sendMessage',
  method: 'POST',
  path: '/chat/conversations/:id/messages',
  query: noInput,
  body: z.object({ text: messageText }),
  data: z.object({ message: chatMessage }),
  unwrap: 'message',
});

export const markChatRead = defineCall({
  name: 'markChatRead',
  method: 'POST',
  path: '/chat/conversations/:id/read',
  query: noInput,
  body: noInput,
  data: z.object({ updated: z.number().int(), count: z.number().int() }),
});

export const chatUnread = defineCall({
  name: 'chatUnread',
  method: 'GET',
  path: '/chat/unread',
  query: z.object({ bID: inboxBusinessId.optional() }),
  body: noInput,
  data: z.object({ count: z.number().int() }),
});

export const chatStore = defineCall({
  name: 'chatStore',
  method: 'GET',
  path: '/chat/store',
  query: z.object({ bID: inboxBusinessId }),
  body: noInput,
  data: z.object({
    store: z.object({ bID: z.number().int(), name: z.string(), slug: z.string(), logo: z.string().nullable() }),
    conversationID: z.number().int().nullable(),
    /** The caller runs this store: they cannot write to it as a buyer. */
    ownStore: z.boolean(),
  }),
});

/** What the room sends down a socket: a new message, or why the caller's last frame failed. */
export const socketEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessage }),
  z.object({ type: z.literal('error'), message: z.string(), clientId: z.string().optional() }),
  z.object({ type: z.literal('sent'), clientId: z.string().optional(), messageID: z.number().int() }),
]);
export type SocketEvent = z.infer<typeof socketEvent>;

/** What a browser sends up a socket. */
export const socketFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('send'), text: messageText, clientId: z.string().max(40).optional() }),
  z.object({ type: z.literal('read') }),
]);
