/**
 * Chat through GraphQL (schema/graphql/chat.graphql): both sides' lists, one thread, sending with userErrors,
 * marking read, the unread count, starting a chat — and null for anyone who is not a party.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../schema/rest/chat';
import { clearRateLimits } from './support/accounts';
import { conversation, STORE, tokens } from './support/chat';
import { gql } from './support/http';

beforeEach(async () => {
  await clearRateLimits();
  await env.DB.batch([env.DB.prepare('delete from chat_messages'), env.DB.prepare('delete from chat_conversations')]);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });

const THREAD = `query ($id: ID!) { chatConversation(id: $id) { conversation { id viewerRole store { id name } buyerName unread } messages { id fromRole senderName text } hasOlder } }`;
const LIST = `query ($b: ID) { chatConversations(businessId: $b) { unreadCount items { id store { name } buyerName unread lastMessage { text fromRole } } pageInfo { total } } }`;
const SEND = `mutation ($id: ID!, $text: String!) { sendChatMessage(input: { conversationId: $id, text: $text }) { message { id text fromRole } userErrors { field message } } }`;
const START = `mutation ($b: ID!, $text: String) { startChat(input: { businessId: $b, text: $text }) { conversation { id viewerRole } message { text } userErrors { field message } } }`;

describe('chat over GraphQL', () => {
  it('starts a chat, lists it on both sides, sends and reads', async () => {
    const t = await tokens();
    const started = await gql(START, { b: String(STORE), text: 'Hi <there>' }, as(t.buyer));
    expect(started.data.startChat).toMatchObject({ conversation: { viewerRole: 'BUYER' }, message: { text: 'Hi <there>' }, userErrors: [] });
    const id = started.data.startChat.conversation.id;

    const store = await gql(LIST, { b: String(STORE) }, as(t.vendor));
    expect(store.data.chatConversations).toMatchObject({
      unreadCount: 1,
      items: [{ id, buyerName: expect.any(String), unread: 1, lastMessage: { text: 'Hi <there>', fromRole: 'BUYER' } }],
    });

    const reply = await gql(SEND, { id, text: 'Hello! How can we help?' }, as(t.vendor));
    expect(reply.data.sendChatMessage).toMatchObject({ message: { fromRole: 'BUSINESS' }, userErrors: [] });
    expect((await gql(`{ chatUnreadCount }`, {}, as(t.buyer))).data.chatUnreadCount).toBe(1);

    const thread = await gql(THREAD, { id }, as(t.buyer));
    expect(thread.data.chatConversation).toMatchObject({
      conversation: { viewerRole: 'BUYER', store: { id: String(STORE) }, unread: 1 },
      hasOlder: false,
    });
    expect(thread.data.chatConversation.messages.map((m: { text: string }) => m.text)).toEqual(['Hi <there>', 'Hello! How can we help?']);

    expect((await gql(`mutation ($id: ID!) { markChatRead(conversationId: $id) { ok } }`, { id }, as(t.buyer))).data.markChatRead.ok).toBe(true);
    expect((await gql(`{ chatUnreadCount }`, {}, as(t.buyer))).data.chatUnreadCount).toBe(0);
  });

  it('answers bad text as userErrors on the text field', async () => {
    const t = await tokens();
    const id = String(await conversation(t.buyer));
    const long = await gql(SEND, { id, text: 'x'.repeat(2001) }, as(t.buyer));
    expect(long.data.sendChatMessage).toEqual({ message: null, userErrors: [{ field: 'text', message: CHAT_MESSAGES.tooLong }] });
    const own = await gql(START, { b: String(STORE), text: 'me' }, as(t.vendor));
    expect(own.data.startChat.userErrors).toEqual([{ field: 'businessId', message: CHAT_MESSAGES.ownStore }]);
  });

  it('gives null to a stranger, another business and a visitor', async () => {
    const t = await tokens();
    const id = String(await conversation(t.buyer));
    for (const token of [t.stranger, t.enterprise]) {
      expect((await gql(THREAD, { id }, as(token))).data.chatConversation).toBeNull();
      expect((await gql(SEND, { id, text: 'hi' }, as(token))).data.sendChatMessage.userErrors).toEqual([
        { field: 'text', message: CHAT_MESSAGES.notFound },
      ]);
    }
    expect((await gql(LIST, { b: String(STORE) }, as(t.enterprise))).data.chatConversations).toBeNull();
    expect((await gql(THREAD, { id })).data.chatConversation).toBeNull();
    expect((await gql(`{ chatUnreadCount }`)).data.chatUnreadCount).toBeNull();
  });
});
