/**
 * Buyer ⇄ store chat over ezw/v1 (issue #14 item 7): opening a conversation, reading and writing messages, the
 * lists of each side, unread counts and marking read — with hostile text, the rate limit, and the rule that
 * only the conversation's buyer and the people running its business see it (anyone else: 404, as unknown).
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES } from '../../schema/rest/chat';
import { call, clearRateLimits } from './support/accounts';
import {
  BUYER_ID,
  conversation,
  ENTERPRISE_STORE,
  list,
  markRead,
  messages,
  OTHER_STORE_OF_VENDOR,
  open,
  send,
  STORE,
  tokens,
  unread,
} from './support/chat';

beforeEach(async () => {
  await clearRateLimits();
  await env.DB.batch([env.DB.prepare('delete from chat_messages'), env.DB.prepare('delete from chat_conversations')]);
});

describe('POST /chat/conversations', () => {
  it('opens the buyer’s conversation with a store once, with its first message', async () => {
    const t = await tokens();
    const first = await open(t.buyer, STORE, 'Do you have size 8?');
    expect(first.status, first.json.message).toBe(200);
    expect(first.json.data).toMatchObject({
      created: true,
      conversation: {
        business: { bID: STORE, name: 'Eastlea Fashion House' },
        buyer: { userId: BUYER_ID },
        viewerRole: 'buyer',
        messages: 1,
        unread: 0,
      },
      message: { fromRole: 'buyer', text: 'Do you have size 8?' },
    });
    const again = await open(t.buyer, STORE);
    expect(again.json.data).toMatchObject({
      created: false,
      message: null,
      conversation: { conversationID: first.json.data.conversation.conversationID },
    });
  });

  it('refuses a store that does not exist, the caller’s own store, a missing bID and a visitor', async () => {
    const t = await tokens();
    expect(await open(t.buyer, 999_999)).toMatchObject({ status: 404, json: { message: CHAT_MESSAGES.storeNotFound } });
    expect(await open(t.vendor, STORE, 'hi me')).toMatchObject({ status: 400, json: { message: `bID: ${CHAT_MESSAGES.ownStore}` } });
    expect((await call('POST', '/chat/conversations', { token: t.buyer, body: {} })).status).toBe(400);
    expect((await call('POST', '/chat/conversations', { body: { bID: STORE } })).status).toBe(401);
  });
});

describe('POST /chat/conversations/:id/messages', () => {
  it('stores the text exactly as typed: markup and SQL-looking text are only text', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer);
    const hostile = [
      `<script>alert('x')</script><b onmouseover=alert(1)>hi</b>`,
      `'); drop table chat_messages; --`,
      'Call +263 77 123 4567 or see https://evil.example/?a=1',
    ];
    for (const text of hostile) {
      const sent = await send(t.buyer, id, text);
      expect(sent.status, sent.json.message).toBe(201);
      expect(sent.json.data.message).toMatchObject({ text, fromRole: 'buyer', conversationID: id });
    }
    const read = await messages(t.vendor, id);
    expect(read.json.data.messages.map((m: { text: string }) => m.text).slice(-3)).toEqual(hostile);
  });

  it('trims, unifies line endings and drops control characters; refuses empty, too long and non-text messages', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer);
    const tidy = await send(t.buyer, id, '  line one\r\nline\u0000 two\u0007  ');
    expect(tidy.json.data.message.text).toBe('line one\nline two');
    expect(await send(t.buyer, id, '   \n ')).toMatchObject({ status: 400, json: { message: `text: ${CHAT_MESSAGES.empty}` } });
    expect(await send(t.buyer, id, 'x'.repeat(CHAT_LIMITS.textMax + 1))).toMatchObject({
      status: 400,
      json: { message: `text: ${CHAT_MESSAGES.tooLong}` },
    });
    expect((await send(t.buyer, id, 'x'.repeat(CHAT_LIMITS.textMax))).status).toBe(201);
    expect((await send(t.buyer, id, { html: '<b>' })).status).toBe(400);
    expect((await send(t.buyer, id, 42)).status).toBe(400);
  });

  it('rate limits a sender to 10 messages a minute in one conversation (429 with Retry-After)', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'one');
    for (let i = 2; i <= 10; i += 1) expect((await send(t.buyer, id, `message ${i}`)).status).toBe(201);
    const refused = await send(t.buyer, id, 'eleven');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The store's side has its own bucket.
    expect((await send(t.vendor, id, 'We are here')).status).toBe(201);
    const stored = await env.DB.prepare('select count(*) as n from chat_messages where conversation_id = ?').bind(id).first<{ n: number }>();
    expect(stored!.n).toBe(11);
  });

  it('lets only the buyer and the store write: anyone else, an unknown id or a bad id reads as not found', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer);
    expect((await send(t.vendor, id, 'Yes, in stock')).json.data.message).toMatchObject({
      fromRole: 'business',
      senderName: 'Eastlea Fashion House',
    });
    for (const token of [t.stranger, t.enterprise])
      expect(await send(token, id, 'let me in')).toMatchObject({ status: 404, json: { message: CHAT_MESSAGES.notFound } });
    expect((await send(t.buyer, 987_654, 'hello?')).status).toBe(404);
    expect((await send(t.buyer, '1 or 1=1', 'hello?')).status).toBe(404);
    expect((await call('POST', `/chat/conversations/${id}/messages`, { body: { text: 'anonymous' } })).status).toBe(401);
  });
});

describe('GET /chat/conversations/:id/messages', () => {
  it('answers both parties oldest first, pages back with before, and refuses everyone else', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'first');
    await send(t.vendor, id, 'second');
    await send(t.buyer, id, 'third');
    const all = await messages(t.vendor, id);
    expect(all.json.data.conversation).toMatchObject({ viewerRole: 'business', buyer: { userId: BUYER_ID } });
    expect(all.json.data.messages.map((m: { text: string }) => m.text)).toEqual(['first', 'second', 'third']);
    const newest = await messages(t.buyer, id, '?limit=2');
    expect(newest.json.data).toMatchObject({ hasOlder: true, messages: [{ text: 'second' }, { text: 'third' }] });
    const older = await messages(t.buyer, id, `?limit=2&before=${newest.json.data.messages[0].messageID}`);
    expect(older.json.data).toMatchObject({ hasOlder: false, messages: [{ text: 'first' }] });
    for (const token of [t.stranger, t.enterprise]) expect((await messages(token, id)).status).toBe(404);
    expect((await messages(t.buyer, id, '?limit=1000')).status).toBe(400);
  });
});

describe('GET /chat/conversations', () => {
  it('shows the buyer their conversations and a business only its own', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer);
    expect((await list(t.buyer)).json.data.load.map((c: { conversationID: number }) => c.conversationID)).toEqual([id]);
    const store = await list(t.vendor, STORE);
    expect(store.json.data.load).toMatchObject([{ conversationID: id, viewerRole: 'business', lastMessage: { fromRole: 'buyer' }, unread: 1 }]);
    expect((await list(t.vendor, OTHER_STORE_OF_VENDOR)).json.data.load).toEqual([]);
    expect((await list(t.enterprise, ENTERPRISE_STORE)).json.data.load).toEqual([]);
    expect((await list(t.enterprise, STORE)).status).toBe(403);
    expect((await list(t.stranger)).json.data.load).toEqual([]);
    expect((await call('GET', '/chat/conversations')).status).toBe(401);
  });

  it('does not show a business a conversation the buyer opened but has not written in', async () => {
    const t = await tokens();
    await open(t.buyer, STORE);
    expect((await list(t.buyer)).json.data.load).toHaveLength(1);
    expect((await list(t.vendor, STORE)).json.data.load).toEqual([]);
  });
});

describe('unread counts', () => {
  it('count the other side’s messages until read, per side and per business', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'one');
    await send(t.buyer, id, 'two');
    expect((await unread(t.vendor)).json.data.count).toBe(2);
    expect((await unread(t.vendor, STORE)).json.data.count).toBe(2);
    expect((await unread(t.vendor, OTHER_STORE_OF_VENDOR)).json.data.count).toBe(0);
    expect((await unread(t.buyer)).json.data.count).toBe(0);
    expect((await unread(t.enterprise, STORE)).status).toBe(403);

    await send(t.vendor, id, 'reply');
    expect((await unread(t.buyer)).json.data.count).toBe(1);
    expect(await markRead(t.vendor, id)).toMatchObject({ status: 200, json: { data: { updated: 1, count: 0 } } });
    expect((await unread(t.vendor)).json.data.count).toBe(0);
    expect((await markRead(t.vendor, id)).json.data).toEqual({ updated: 0, count: 0 });
    expect((await markRead(t.stranger, id)).status).toBe(404);
    expect((await unread(t.buyer)).json.data.count).toBe(1);
    await markRead(t.buyer, id);
    expect((await unread(t.buyer)).json.data.count).toBe(0);
  });
});

describe('GET /chat/store', () => {
  it('names the store and the buyer’s conversation with it, and tells a vendor it is their own', async () => {
    const t = await tokens();
    expect((await call('GET', `/chat/store?bID=${STORE}`, { token: t.buyer })).json.data).toMatchObject({
      store: { bID: STORE, slug: 'eastlea-fashion-house' },
      conversationID: null,
      ownStore: false,
    });
    const id = await conversation(t.buyer);
    expect((await call('GET', `/chat/store?bID=${STORE}`, { token: t.buyer })).json.data.conversationID).toBe(id);
    expect((await call('GET', `/chat/store?bID=${STORE}`, { token: t.vendor })).json.data.ownStore).toBe(true);
    expect((await call('GET', '/chat/store?bID=999999', { token: t.buyer })).status).toBe(404);
  });
});
