/**
 * Issue #27 §3, as the probe ran it: a chat socket outlives its access. Each revocation (staff removal, role
 * change, logout, password change, password reset, a token revoked or expired by any other means) must close
 * every socket of that member or token, and the next message must not reach it. The positive signal before each
 * "received nothing" is another party's socket receiving the same message. Also the chat-frame item: a frame
 * over the limit is refused by its size before it is parsed.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MESSAGES } from '../../schema/rest/chat';
import { call, clearRateLimits, keyFromOutbox, loginToken, SEEDED } from './support/accounts';
import { BUYER_ID, conversation, send, socketFetch, STORE, tokens } from './support/chat';
import { answer, changeRole, clearStaff, invite } from './support/staff';

const ASSISTANT_EMAIL = SEEDED.subscribed.email;
const NEW_PASSWORD = 'Fresh#Pass-2026!';
let buyerHash: string | undefined;

beforeEach(async () => {
  await clearRateLimits();
  await clearStaff();
  await env.DB.batch([
    env.DB.prepare('delete from chat_messages'),
    env.DB.prepare('delete from chat_conversations'),
    env.DB.prepare('delete from chat_sockets'),
  ]);
  buyerHash = (await env.DB.prepare('select password_hash as h from users where id = ?').bind(BUYER_ID).first<{ h: string }>())?.h;
});

/** Every socket a test opened, closed after it (rooms are per conversation id, and ids restart with each test). */
const opened: WebSocket[] = [];

// The password tests change the seeded buyer's password: the next test logs in with the seeded one again.
afterEach(async () => {
  for (const ws of opened.splice(0)) {
    try {
      ws.close(1000, 'done');
    } catch {
      // Closed by the room already.
    }
  }
  await env.DB.prepare('update users set password_hash = ? where id = ?').bind(buyerHash, BUYER_ID).run();
});

/** A socket that records every event and its close. */
async function watch(id: number, token: string) {
  const response = await socketFetch(id, { token });
  if (response.status !== 101 || !response.webSocket) throw new Error(`socket answered ${response.status}`);
  const ws = response.webSocket;
  ws.accept();
  opened.push(ws);
  const events: any[] = [];
  ws.addEventListener('message', (e) => events.push(JSON.parse(String(e.data))));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  );
  const texts = () => events.filter((e) => e.type === 'message').map((e) => e.message.text);
  return { ws, events, closed, texts, send: (frame: string) => ws.send(frame) };
}

/** The seeded `subscribed` account, made an assistant of STORE through the invitation flow; answers its member id. */
async function hireAssistant(owner: string, assistant: string): Promise<number> {
  const invited = await invite(owner, { bID: STORE, contact: ASSISTANT_EMAIL, role: 'assistant' });
  expect(invited.status, invited.json.message).toBe(201);
  expect((await answer(assistant, { invitationID: invited.json.data.invitation.invitationID, answer: 'accept' })).status).toBe(200);
  const row = await env.DB.prepare('select s.id from business_staff s join users u on u.id = s.user_id where s.business_id = ? and u.email = ?')
    .bind(STORE, ASSISTANT_EMAIL)
    .first<{ id: number }>();
  return row!.id;
}

/** The buyer writes over REST; `witness` (a socket still allowed) receiving it is the signal that it was delivered. */
async function buyerWrites(buyer: string, id: number, text: string, witness: Awaited<ReturnType<typeof watch>>) {
  expect((await send(buyer, id, text)).status).toBe(201);
  await expect.poll(witness.texts, { timeout: 5000 }).toContain(text);
}

const socketsOf = async (tokenId?: number) =>
  (await env.DB.prepare(`select count(*) as n from chat_sockets${tokenId ? ' where token_id = ?' : ''}`)
    .bind(...(tokenId ? [tokenId] : []))
    .first<{ n: number }>())!.n;

describe('chat sockets end with the access', () => {
  it('staff removal: the removed assistant’s socket closes and the buyer’s next message does not reach it', async () => {
    const t = await tokens();
    const memberID = await hireAssistant(t.vendor, t.stranger);
    const id = await conversation(t.buyer, 'Hello');
    const [assistant, owner] = [await watch(id, t.stranger), await watch(id, t.vendor)];
    await buyerWrites(t.buyer, id, 'Before removal', owner);
    await expect.poll(assistant.texts).toContain('Before removal');

    expect((await call('DELETE', '/vendor/staff', { token: t.vendor, body: { bID: STORE, memberID } })).status).toBe(200);
    expect(await assistant.closed).toEqual({ code: 1008, reason: CHAT_MESSAGES.notFound });
    await buyerWrites(t.buyer, id, 'After removal', owner);
    expect(assistant.texts()).toEqual(['Before removal']);
    expect(await socketsOf()).toBe(1);
    expect((await socketFetch(id, { token: t.stranger })).status).toBe(404);
  });

  it('role change: a role that keeps the inbox keeps the socket (every staff role has it, so none loses chat)', async () => {
    const t = await tokens();
    const memberID = await hireAssistant(t.vendor, t.stranger);
    const id = await conversation(t.buyer, 'Hello');
    const assistant = await watch(id, t.stranger);
    expect((await changeRole(t.vendor, { bID: STORE, memberID, role: 'manager' })).status).toBe(200);
    await buyerWrites(t.buyer, id, 'Still there?', assistant);
    expect(await socketsOf()).toBe(1);
  });

  it('logout: the logged-out token’s socket closes and receives nothing; the same account’s other session keeps its own', async () => {
    const t = await tokens();
    const otherSession = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password, '198.51.100.21');
    const id = await conversation(t.buyer, 'Hello');
    const [loggedOut, stays, owner] = [await watch(id, t.buyer), await watch(id, otherSession), await watch(id, t.vendor)];
    expect((await call('POST', '/auth/logout', { token: t.buyer })).status).toBe(200);
    expect((await call('GET', '/me', { token: t.buyer })).status).toBe(401);
    expect((await loggedOut.closed).code).toBe(1008);
    owner.send(JSON.stringify({ type: 'send', text: 'Are you there?' }));
    await expect.poll(stays.texts, { timeout: 5000 }).toContain('Are you there?');
    expect(loggedOut.texts()).toEqual([]);
    expect((await socketFetch(id, { token: t.buyer })).status).toBe(401);
  });

  it('password change: every socket of the account’s old tokens closes; the new token opens a new one', async () => {
    const t = await tokens();
    const second = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password, '198.51.100.22');
    const id = await conversation(t.buyer, 'Hello');
    const [a, b, owner] = [await watch(id, t.buyer), await watch(id, second), await watch(id, t.vendor)];
    const changed = await call('POST', '/password/change', {
      token: t.buyer,
      body: { currentPassword: SEEDED.buyer.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.status, changed.json.message).toBe(200);
    expect([(await a.closed).code, (await b.closed).code]).toEqual([1008, 1008]);
    const fresh = await watch(id, changed.json.data.token);
    owner.send(JSON.stringify({ type: 'send', text: 'After the change' }));
    await expect.poll(fresh.texts, { timeout: 5000 }).toContain('After the change');
    expect([a.texts(), b.texts()]).toEqual([[], []]);
  });

  it('password reset: every socket of the account closes with its tokens', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'Hello');
    const [buyer, owner] = [await watch(id, t.buyer), await watch(id, t.vendor)];
    expect((await call('POST', '/auth/reset', { body: { email: SEEDED.buyer.email } })).status).toBe(200);
    const key = await keyFromOutbox(SEEDED.buyer.email, 'password_reset');
    const updated = await call('POST', '/auth/update', { body: { login: SEEDED.buyer.email, key, password: NEW_PASSWORD } });
    expect(updated.status, updated.json.message).toBe(200);
    expect((await buyer.closed).code).toBe(1008);
    owner.send(JSON.stringify({ type: 'send', text: 'After the reset', clientId: 'r' }));
    await expect.poll(() => owner.texts(), { timeout: 5000 }).toContain('After the reset');
    expect(buyer.texts()).toEqual([]);
  });

  it('token revoked (or expired) by any other means: the next delivery skips its socket and closes it', async () => {
    const t = await tokens();
    const second = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password, '198.51.100.23');
    const id = await conversation(t.buyer, 'Hello');
    const [revoked, expired, owner] = [await watch(id, t.buyer), await watch(id, second), await watch(id, t.vendor)];
    const [first, other] = (
      await env.DB.prepare('select id from auth_tokens where user_id = ? and revoked_at is null order by id desc limit 2')
        .bind(BUYER_ID)
        .all<{ id: number }>()
    ).results;
    // Straight in D1, as an operator or a future route would: nothing tells the room, so it must check itself.
    await env.DB.batch([
      env.DB.prepare("update auth_tokens set revoked_at = '2026-01-01T00:00:00.000Z' where id = ?").bind(other.id),
      env.DB.prepare("update auth_tokens set expires_at = '2026-01-01T00:00:00.000Z' where id = ?").bind(first.id),
    ]);
    owner.send(JSON.stringify({ type: 'send', text: 'Only the store sees this' }));
    await expect.poll(owner.texts, { timeout: 5000 }).toContain('Only the store sees this');
    expect([(await revoked.closed).code, (await expired.closed).code]).toEqual([1008, 1008]);
    expect([revoked.texts(), expired.texts()]).toEqual([[], []]);
    expect(await socketsOf()).toBe(1);
  });
});

describe('chat frames over the limit', () => {
  const storedTexts = async (id: number) =>
    (await env.DB.prepare('select body from chat_messages where conversation_id = ? order by id').bind(id).all<{ body: string }>()).results.map(
      (r) => r.body,
    );

  it('a 20 MB frame is refused and its socket closed; nothing is stored', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'Hello');
    const buyer = await watch(id, t.buyer);
    buyer.send(JSON.stringify({ type: 'send', text: 'x'.repeat(20 * 1024 * 1024) }));
    expect((await buyer.closed).code).toBe(1009);
    expect(await storedTexts(id)).toEqual(['Hello']);
  });

  it('a frame over the limit is refused by its size before it is parsed: not JSON, or JSON padded in multi-byte characters', async () => {
    const t = await tokens();
    const id = await conversation(t.buyer, 'Hello');
    // Not JSON at all: a parse would answer "not sent"; the size check answers first.
    const junk = await watch(id, t.buyer);
    junk.send('{'.repeat(CHAT_LIMITS.frameMax + 1));
    expect(await junk.closed).toEqual({ code: 1009, reason: 'Message too big' });
    expect(junk.events).toEqual([{ type: 'error', message: CHAT_MESSAGES.tooLong }]);
    // Fewer characters than the limit but more bytes: a valid message that would be stored if it were parsed.
    const padded = await watch(id, t.buyer);
    const pad = '€'.repeat(Math.ceil(CHAT_LIMITS.frameMax / 3) + 10);
    expect(pad.length).toBeLessThan(CHAT_LIMITS.frameMax);
    padded.send(JSON.stringify({ type: 'send', text: 'smuggled', pad }));
    expect((await padded.closed).code).toBe(1009);
    expect(await storedTexts(id)).toEqual(['Hello']);
  });
});
