/** POST /auth/token: password logins, one-time login links, the login cookie, and hostile input. */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authResult, login, me } from '../../schema/rest/auth';
import { call, clearRateLimits, keyFromOutbox, outboxFor, SEEDED, sessionCookieOf, TEN_KB } from './support/accounts';

beforeEach(clearRateLimits);

const passwordLogin = (username: string, password: string, extra: Parameters<typeof call>[2] = {}) =>
  call('POST', '/auth/token', { body: { username, password }, ...extra });

describe('password login', () => {
  it('logs in by email and answers the session with a bearer token that works on /me', async () => {
    const { status, json } = await passwordLogin(SEEDED.buyer.email, SEEDED.buyer.password);
    expect(status).toBe(200);
    const result = authResult.parse(json.data);
    expect(result.user.email).toBe(SEEDED.buyer.email);
    expect(result.roles).toEqual(['buyer']);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(result.expiresAt) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const session = await call('GET', '/me', { token: result.token });
    expect(me.data.parse(session.json.data).userId).toBe(result.userId);
  });

  it('logs in by username, and takes the email or username in any case', async () => {
    for (const username of [SEEDED.vendor.username, 'VENDOR', 'Vendor@Musika.CO.ZW', `  ${SEEDED.vendor.email}  `]) {
      const { status, json } = await passwordLogin(username, SEEDED.vendor.password);
      expect(status, username).toBe(200);
      expect(login.data.parse(json.data)).toHaveProperty('token');
    }
  });

  it('stores only a SHA-256 of the token, never the token itself', async () => {
    const { json } = await passwordLogin(SEEDED.buyer.email, SEEDED.buyer.password);
    const row = await env.DB.prepare('select token_hash from auth_tokens order by id desc limit 1').first<{ token_hash: string }>();
    expect(row?.token_hash).toBeTruthy();
    expect(row?.token_hash).not.toContain(json.data.token);
  });

  it('refuses a wrong password with 403 and the bad-credentials message', async () => {
    const { status, json } = await passwordLogin(SEEDED.buyer.email, 'Buyer#2025!');
    expect(status).toBe(403);
    expect(json).toMatchObject({ success: false, message: AUTH_MESSAGES.badCredentials });
  });

  it('answers an unknown account exactly like a wrong password (no account enumeration)', async () => {
    const unknown = await passwordLogin('nobody@musika.co.zw', 'Buyer#2026!');
    const wrong = await passwordLogin(SEEDED.buyer.email, 'not-the-password');
    expect(unknown.status).toBe(403);
    expect(unknown.json).toEqual(wrong.json);
  });

  it('never logs in a seeded business owner whose password hash is empty, whatever the password', async () => {
    for (const password of ['', ' ', 'x', 'password']) {
      const { status } = await passwordLogin('tendai.moyo@example.co.zw', password);
      expect([400, 403], JSON.stringify(password)).toContain(status);
    }
    const { status, json } = await passwordLogin('tendaimoyo', 'anything-at-all');
    expect(status).toBe(403);
    expect(json.message).toBe(AUTH_MESSAGES.badCredentials);
  });

  it('sets the API login cookie: HttpOnly, API path, SameSite=Lax, 30 days; Secure only over https', async () => {
    const plain = await passwordLogin(SEEDED.buyer.email, SEEDED.buyer.password);
    expect(plain.headers.get('set-cookie')).toBe(`ezw_session=${plain.json.data.token}; HttpOnly; Path=/; SameSite=Lax; Max-Age=2592000`);
    const secure = await passwordLogin(SEEDED.buyer.email, SEEDED.buyer.password, { scheme: 'https' });
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure$/);
    const failed = await passwordLogin(SEEDED.buyer.email, 'wrong-password');
    expect(sessionCookieOf(failed.headers)).toBeNull();
  });
});

describe('login input validation', () => {
  it('answers malformed JSON with 400 and a clear message', async () => {
    const { status, json } = await call('POST', '/auth/token', { body: '{"username": "buyer", ' });
    expect(status).toBe(400);
    expect(json.message).toBe('The request body is not valid JSON');
  });

  it('answers a body that is not an object, or has neither username nor email, with 400', async () => {
    for (const body of ['"buyer"', '[]', '{}', '{"password":"Buyer#2026!"}']) {
      const { status, json } = await call('POST', '/auth/token', { body });
      expect(status, body).toBe(400);
      expect(json.message, body).toBeTruthy();
    }
  });

  it('answers 10 KB fields with 400 naming the field, never 500', async () => {
    const cases = [
      [{ username: TEN_KB, password: 'Buyer#2026!' }, /^username: /],
      [{ username: SEEDED.buyer.email, password: TEN_KB }, /^password: Password is too long$/],
      [{ email: `${TEN_KB}@musika.co.zw` }, /^email: Email is too long$/],
      [{ email: SEEDED.buyer.email, key: TEN_KB }, /^key: /],
    ] as const;
    for (const [body, message] of cases) {
      const { status, json } = await call('POST', '/auth/token', { body });
      expect(status).toBe(400);
      expect(json.message).toMatch(message);
    }
  });

  it('answers malformed JSON with 400 on every account call that takes a body, logged in or not', async () => {
    const paths = ['/auth/token', '/register', '/profile', '/password/change', '/auth/reset', '/auth/checkResetKey', '/auth/update', '/subscribe'];
    for (const path of paths) {
      const { status, json } = await call('POST', path, { body: '{"email": "buyer@musika.co.zw"' });
      expect(status, path).toBe(400);
      expect(json).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
    }
  });

  it('treats SQL-looking logins as plain text: 403, never a login or a 500', async () => {
    for (const username of ["' OR 1=1 --", "buyer'--", 'buyer@musika.co.zw" OR "1"="1', '%', '_']) {
      const { status, json } = await passwordLogin(username, "' OR '1'='1");
      expect(status, username).toBe(403);
      expect(json.message).toBe(AUTH_MESSAGES.badCredentials);
    }
  });

  it('refuses a body over 1 MiB with 413 before parsing it', async () => {
    const { status, json } = await call('POST', '/auth/token', { body: { username: 'x'.repeat(1_100_000), password: 'p' } });
    expect(status).toBe(413);
    expect(json.message).toBe('The request body is too large');
  });
});

describe('login links', () => {
  it('e-mails a single-use link for an existing account and logs in with it once', async () => {
    const ask = await call('POST', '/auth/token', { body: { email: 'Buyer@Musika.co.zw' } });
    expect(ask.status).toBe(200);
    expect(login.data.parse(ask.json.data)).toEqual({ sent: true });
    const [mail] = await outboxFor(SEEDED.buyer.email, 'login_link');
    expect(mail.body).toContain(`/login/?email=${SEEDED.buyer.email}&key=`);
    const key = await keyFromOutbox(SEEDED.buyer.email, 'login_link');

    const first = await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email, key } });
    expect(first.status).toBe(200);
    const result = authResult.parse(first.json.data);
    expect(result.user.email).toBe(SEEDED.buyer.email);
    expect(sessionCookieOf(first.headers)).toBe(result.token);

    const again = await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email, key } });
    expect(again.status).toBe(403);
    expect(again.json.message).toBe(AUTH_MESSAGES.badCredentials);
  });

  it('answers {sent: true} for an unknown address too, but e-mails nobody', async () => {
    const { status, json } = await call('POST', '/auth/token', { body: { email: 'stranger@musika.co.zw' } });
    expect(status).toBe(200);
    expect(json.data).toEqual({ sent: true });
    expect(await outboxFor('stranger@musika.co.zw', 'login_link')).toEqual([]);
  });

  it("refuses a link key for another account's email, a wrong key and an expired key with 403", async () => {
    await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email } });
    const key = await keyFromOutbox(SEEDED.buyer.email, 'login_link');
    const other = await call('POST', '/auth/token', { body: { email: SEEDED.vendor.email, key } });
    expect(other.status).toBe(403);
    const wrong = await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email, key: key.replace(/^./, key[0] === 'a' ? 'b' : 'a') } });
    expect(wrong.status).toBe(403);
    const junk = await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email, key: 'not-a-key' } });
    expect(junk.status).toBe(403);

    await env.DB.prepare("update login_keys set expires_at = '2000-01-01T00:00:00.000Z'").run();
    const expired = await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email, key } });
    expect(expired.status).toBe(403);
    expect(expired.json.message).toBe(AUTH_MESSAGES.badCredentials);
  });

  it('gives login links 15 minutes to live', async () => {
    await call('POST', '/auth/token', { body: { email: SEEDED.vendor.email } });
    const row = await env.DB.prepare('select created_at, expires_at from login_keys order by id desc limit 1').first<{
      created_at: string;
      expires_at: string;
    }>();
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(15 * 60_000);
  });
});
