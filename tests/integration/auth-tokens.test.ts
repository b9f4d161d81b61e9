/** Bearer tokens, logout, the cookie session check and password change: when a token stops working. */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, changePassword, cookieToken } from '../../schema/rest/auth';
import { call, clearRateLimits, loginToken, SEEDED, sessionCookieOf, tamper, TEN_KB } from './support/accounts';

beforeEach(clearRateLimits);

const notLoggedIn = { success: false, message: AUTH_MESSAGES.notLoggedIn };

describe('bearer tokens on protected calls', () => {
  it('answers 401 "not logged in" without a token, with a malformed header and with junk', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Basic YnV5ZXI6cGFzcw==' },
      { authorization: 'Bearer' },
      { authorization: `Bearer ${TEN_KB}` },
    ];
    for (const headers of attempts) {
      const { status, json } = await call('GET', '/me', { headers });
      expect(status, JSON.stringify(headers).slice(0, 60)).toBe(401);
      expect(json).toMatchObject(notLoggedIn);
    }
  });

  it('answers 401 for a tampered token (one character flipped)', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    expect((await call('GET', '/me', { token })).status).toBe(200);
    const { status, json } = await call('GET', '/me', { token: tamper(token) });
    expect(status).toBe(401);
    expect(json).toMatchObject(notLoggedIn);
  });

  it('answers 401 for an expired token', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    await env.DB.prepare("update auth_tokens set expires_at = '2000-01-01T00:00:00.000Z'").run();
    const { status, json } = await call('GET', '/me', { token });
    expect(status).toBe(401);
    expect(json).toMatchObject(notLoggedIn);
  });

  it('does not accept the login cookie in place of a bearer (no cross-site requests on protected calls)', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    expect((await call('GET', '/me', { cookie: `ezw_session=${token}` })).status).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the presented token (401 afterwards), clears the cookie and leaves other sessions alone', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const other = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const out = await call('POST', '/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.json.data).toEqual({ loggedOut: true });
    expect(sessionCookieOf(out.headers)).toBe('');
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await call('GET', '/me', { token })).status).toBe(401);
    expect((await call('GET', '/me', { token: other })).status).toBe(200);
  });

  it('answers 401 for a token that is already revoked or was never valid', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    await call('POST', '/auth/logout', { token });
    expect((await call('POST', '/auth/logout', { token })).status).toBe(401);
    expect((await call('POST', '/auth/logout', { token: tamper(token) })).status).toBe(401);
    expect((await call('POST', '/auth/logout')).json).toMatchObject(notLoggedIn);
  });

  it("revokes the browser's login cookie too when that is what it holds", async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    expect((await call('POST', '/auth/logout', { cookie: `ezw_session=${token}` })).status).toBe(200);
    expect((await call('GET', '/auth/cookie-token', { cookie: `ezw_session=${token}` })).status).toBe(401);
  });
});

describe('GET /auth/cookie-token', () => {
  it('answers the session and its token when the login cookie holds a live token', async () => {
    const token = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    const { status, json } = await call('GET', '/auth/cookie-token', { cookie: `theme=dark; ezw_session=${token}; other=1` });
    expect(status).toBe(200);
    const session = cookieToken.data.parse(json.data);
    expect(session.token).toBe(token);
    expect(session.user.email).toBe(SEEDED.vendor.email);
    expect(session.roles).toContain('vendor');
  });

  it('answers 401 without the cookie, with an empty, tampered or revoked one', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const revoked = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    await call('POST', '/auth/logout', { token: revoked });
    const cookies = [undefined, 'ezw_session=', `ezw_session=${tamper(token)}`, `ezw_session=${revoked}`, `other=${token}`, `ezw_session=${TEN_KB}`];
    for (const cookie of cookies) {
      const { status, json } = await call('GET', '/auth/cookie-token', { cookie });
      expect(status, cookie?.slice(0, 60)).toBe(401);
      expect(json).toMatchObject(notLoggedIn);
    }
  });
});

describe('password change', () => {
  const change = (token: string, body: unknown) => call('POST', '/password/change', { token, body });

  it('needs a login: 401 without a token', async () => {
    const { status } = await call('POST', '/password/change', { body: { currentPassword: 'x', newPassword: 'Newpass#2026' } });
    expect(status).toBe(401);
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const { status, json } = await change(token, { currentPassword: 'Buyer#2025!', newPassword: 'Newpass#2026' });
    expect(status).toBe(403);
    expect(json.message).toBe(AUTH_MESSAGES.wrongCurrentPassword);
    expect((await call('GET', '/me', { token })).status).toBe(200);
    await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
  });

  it('revokes every token of the user and answers a new one that works; the new password logs in, the old not', async () => {
    // newVendor: the only test here that changes a password, so the others keep the seeded ones.
    const { email, username, password } = SEEDED.newVendor;
    const token = await loginToken(email, password);
    const otherDevice = await loginToken(username, password);
    const someoneElse = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);

    const { status, json } = await change(token, { currentPassword: password, newPassword: 'Kariba#Dam1959' });
    expect(status).toBe(200);
    const fresh = changePassword.data.parse(json.data);

    expect((await call('GET', '/me', { token })).status).toBe(401);
    expect((await call('GET', '/me', { token: otherDevice })).status).toBe(401);
    expect((await call('GET', '/me', { token: fresh.token })).status).toBe(200);
    expect((await call('GET', '/me', { token: someoneElse })).status).toBe(200);

    const old = await call('POST', '/auth/token', { body: { username: email, password } });
    expect(old.status).toBe(403);
    await loginToken(email, 'Kariba#Dam1959');
  });

  it('validates the new password (8 to 200 characters) with 400', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const short = await change(token, { currentPassword: SEEDED.buyer.password, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.json.message).toBe('newPassword: Password must be at least 8 characters');
    const long = await change(token, { currentPassword: TEN_KB, newPassword: TEN_KB });
    expect(long.status).toBe(400);
    expect(long.json.message).toMatch(/^currentPassword: /);
  });
});
