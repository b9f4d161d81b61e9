/**
 * The chat's WebSocket path in workerd (server/chat-socket.ts → the conversation's ChatRoom Durable Object): a
 * message sent on one party's socket is stored in D1 and reaches the other party's socket; a message written
 * over REST (the no-JavaScript form post's path) reaches open sockets too. The upgrade is refused without a
 * session, from another site's Origin, to someone who is not a party, and without an upgrade at all.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES } from '../../schema/rest/chat';
import { clearRateLimits } from './support/accounts';
import { connect, conversation, send, socketFetch, tokens, unread } from './support/chat';

beforeEach(async () => {
  await clearRateLimits();
  await env.DB.batch([env.DB.prepare('delete from chat_messages'), env.DB.prepare('delete from chat_conversations')]);
});

const storedTexts = async (id: number) =>
  (await env.DB.prepare('select body from chat_messages where conversation_id = ? order by id').bind(id).all<{ body: string }>()).results.map(
    (r) => r.body,
  );

describe('the chat socket', () => {
  it('carries a message from one party to the other and stores it', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'Hello');
    const buyer = await connect(id, t.buyer);
    const vendor = await connect(id, t.vendor);
    buyer.send({ type: 'send', text: '<b>Is it</b> still available?', clientId: 'c1' });
    expect(await buyer.next()).toEqual({ type: 'sent', clientId: 'c1', messageID: expect.any(Number) });
    const echoed = await buyer.next();
    const received = await vendor.next();
    expect(received).toMatchObject({ type: 'message', message: { conversationID: id, fromRole: 'buyer', text: '<b>Is it</b> still available?' } });
    expect(echoed).toEqual(received);
    expect(await storedTexts(id)).toEqual(['Hello', '<b>Is it</b> still available?']);

    vendor.send({ type: 'send', text: 'Yes, come by today' });
    await vendor.next(); // its own 'sent'
    expect(await buyer.next()).toMatchObject({
      type: 'message',
      message: { fromRole: 'business', senderName: 'Eastlea Fashion House', text: 'Yes, come by today' },
    });
    buyer.close();
    vendor.close();
  });

  it('delivers a message written over REST to the open sockets', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'Hello');
    const vendor = await connect(id, t.vendor);
    expect((await send(t.buyer, id, 'Sent without JavaScript')).status).toBe(201);
    expect(await vendor.next()).toMatchObject({ type: 'message', message: { text: 'Sent without JavaScript', fromRole: 'buyer' } });
    vendor.close();
  });

  it('answers a bad frame with an error and stores nothing: too long, empty, not JSON, unknown type', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'Hello');
    const buyer = await connect(id, t.buyer);
    buyer.send({ type: 'send', text: 'x'.repeat(CHAT_LIMITS.textMax + 1), clientId: 'long' });
    expect(await buyer.next()).toEqual({ type: 'error', message: CHAT_MESSAGES.tooLong, clientId: 'long' });
    buyer.send({ type: 'send', text: '   ' });
    expect(await buyer.next()).toMatchObject({ type: 'error', message: CHAT_MESSAGES.empty });
    buyer.send('{not json');
    expect(await buyer.next()).toMatchObject({ type: 'error' });
    buyer.send({ type: 'drop-table' });
    expect(await buyer.next()).toMatchObject({ type: 'error' });
    buyer.send('x'.repeat(CHAT_LIMITS.frameMax + 1));
    expect(await buyer.next()).toMatchObject({ type: 'error', message: CHAT_MESSAGES.tooLong });
    expect(await storedTexts(id)).toEqual(['Hello']);
    buyer.close();
  });

  it('rate limits socket messages with the same bucket as REST', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'one');
    for (let i = 2; i <= 10; i += 1) expect((await send(t.buyer, id, `rest ${i}`)).status).toBe(201);
    const buyer = await connect(id, t.buyer);
    buyer.send({ type: 'send', text: 'eleven', clientId: 'x' });
    expect(await buyer.next()).toMatchObject({ type: 'error', clientId: 'x', message: expect.stringMatching(/too many/i) });
    expect((await storedTexts(id)).length).toBe(10);
    buyer.close();
  });

  it('marks the sender’s side read on a read frame', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'one');
    expect((await unread(t.vendor, 2)).json.data.count).toBe(1);
    const vendor = await connect(id, t.vendor);
    vendor.send({ type: 'read' });
    await expect.poll(async () => (await unread(t.vendor, 2)).json.data.count).toBe(0);
    vendor.close();
  });

  it('is refused without a session, from another site, to a non-party, and without an upgrade', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'Hello');
    expect((await socketFetch(id)).status).toBe(401);
    expect((await socketFetch(id, { token: 'not-a-real-token' })).status).toBe(401);
    expect((await socketFetch(id, { token: t.buyer, origin: 'https://evil.example' })).status).toBe(403);
    expect((await socketFetch(id, { token: t.buyer, origin: null })).status).toBe(403);
    expect((await socketFetch(id, { token: t.stranger })).status).toBe(404);
    expect((await socketFetch(id, { token: t.enterprise })).status).toBe(404);
    expect((await socketFetch(987_654, { token: t.buyer })).status).toBe(404);
    expect((await socketFetch(id, { token: t.buyer, upgrade: false })).status).toBe(426);
  });
});
