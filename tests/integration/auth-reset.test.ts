/** Password reset by e-mailed key: /auth/reset, /auth/checkResetKey and /auth/update, end to end via the outbox. */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, checkResetKey, resetPassword, updatePassword } from '../../schema/rest/auth';
import { call, clearRateLimits, keyFromOutbox, loginToken, outboxFor, SEEDED, TEN_KB } from './support/accounts';

const { email, password } = SEEDED.subscribed;
const NEW_PASSWORD = 'Nyanga#Mist2026';

// Tests of one file share a database: each starts from the seeded password, whatever the last one set.
let seededHash: string;
beforeAll(async () => {
  seededHash = (await env.DB.prepare('select password_hash from users where email = ?').bind(email).first<string>('password_hash'))!;
});
beforeEach(async () => {
  await clearRateLimits();
  await env.DB.prepare('update users set password_hash = ? where email = ?').bind(seededHash, email).run();
});

async function requestKey(address = email): Promise<string> {
  const { status } = await call('POST', '/auth/reset', { body: { email: address } });
  expect(status).toBe(200);
  return keyFromOutbox(address.trim().toLowerCase(), 'password_reset');
}

const check = (login: string, key: string) => call('POST', '/auth/checkResetKey', { body: { login, key } });
const update = (login: string, key: string, newPassword = NEW_PASSWORD) =>
  call('POST', '/auth/update', { body: { login, key, password: newPassword } });

describe('password reset', () => {
  it('e-mails a reset link, accepts its key, sets the new password and ends every session', async () => {
    const before = await loginToken(email, password);
    const asked = await call('POST', '/auth/reset', { body: { email: 'Subscribed@Musika.co.zw' } });
    expect(resetPassword.data.parse(asked.json.data)).toEqual({ sent: true });
    const [mail] = await outboxFor(email, 'password_reset');
    expect(mail.subject).toBeTruthy();
    expect(mail.body).toContain(`/password-reset/?login=${email}&key=`);
    const key = await keyFromOutbox(email, 'password_reset');

    const checked = await check(email, key);
    expect(checked.status).toBe(200);
    expect(checkResetKey.data.parse(checked.json.data)).toEqual({ valid: true });

    const updated = await update(email, key);
    expect(updated.status).toBe(200);
    expect(updatePassword.data.parse(updated.json.data)).toEqual({ updated: true });

    expect((await call('GET', '/me', { token: before })).status).toBe(401);
    const old = await call('POST', '/auth/token', { body: { username: email, password } });
    expect(old.status).toBe(403);
    await loginToken(email, NEW_PASSWORD);
  });

  it('answers {sent: true} for an unknown address but e-mails nobody', async () => {
    const { status, json } = await call('POST', '/auth/reset', { body: { email: 'ghost@musika.co.zw' } });
    expect(status).toBe(200);
    expect(json.data).toEqual({ sent: true });
    expect(await outboxFor('ghost@musika.co.zw', 'password_reset')).toEqual([]);
  });

  it('stores only a hash of the key and gives it one hour', async () => {
    const key = await requestKey();
    const row = await env.DB.prepare('select key_hash, created_at, expires_at from password_reset_keys order by id desc limit 1').first<{
      key_hash: string;
      created_at: string;
      expires_at: string;
    }>();
    expect(row!.key_hash).not.toBe(key);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(3_600_000);
  });

  it('accepts the username as the login too, in any case', async () => {
    const key = await requestKey();
    expect((await check('SUBSCRIBED', key)).status).toBe(200);
  });
});

describe('reset keys that must not work', () => {
  it('refuses an unknown login, a wrong key, a key for another account and junk with 400', async () => {
    const key = await requestKey();
    const cases: [string, string][] = [
      ['ghost@musika.co.zw', key],
      [email, key.replace(/^./, key[0] === 'a' ? 'b' : 'a')],
      [SEEDED.buyer.email, key],
      [email, 'not-a-key'],
    ];
    for (const [login, k] of cases) {
      for (const answer of [await check(login, k), await update(login, k)]) {
        expect(answer.status, `${login} ${k}`).toBe(400);
        expect(answer.json.message).toBe(AUTH_MESSAGES.invalidResetKey);
      }
    }
    // None of those used the real key up.
    expect((await update(email, key)).status).toBe(200);
  });

  it('refuses an expired key (set in the past in D1)', async () => {
    const key = await requestKey();
    await env.DB.prepare("update password_reset_keys set expires_at = '2000-01-01T00:00:00.000Z'").run();
    expect((await check(email, key)).json.message).toBe(AUTH_MESSAGES.invalidResetKey);
    expect((await update(email, key)).status).toBe(400);
    await loginToken(email, password);
  });

  it('refuses a key the second time it is used, and retires older keys once one is used', async () => {
    const older = await requestKey();
    const key = await requestKey();
    expect((await update(email, key)).status).toBe(200);
    const reused = await update(email, key, 'Another#Pass2026');
    expect(reused.status).toBe(400);
    expect(reused.json.message).toBe(AUTH_MESSAGES.invalidResetKey);
    expect((await check(email, key)).status).toBe(400);
    expect((await update(email, older, 'Another#Pass2026')).status).toBe(400);
    await loginToken(email, NEW_PASSWORD);
  });
});

describe('reset input validation', () => {
  it('validates the email, login, key and new password with 400 and a clear message, never 500', async () => {
    const cases: [string, unknown, string | RegExp][] = [
      ['/auth/reset', { email: 'not-an-email' }, 'email: Email is invalid'],
      ['/auth/reset', { email: `${TEN_KB}@x.co.zw` }, 'email: Email is too long'],
      ['/auth/checkResetKey', { login: TEN_KB, key: 'k' }, /^login: /],
      ['/auth/checkResetKey', { login: email, key: TEN_KB }, /^key: /],
      ['/auth/update', { login: email, key: 'k', password: 'short' }, 'password: Password must be at least 8 characters'],
      ['/auth/update', { login: email, key: 'k', password: TEN_KB }, 'password: Password is too long'],
      ['/auth/update', '{"login": "x", ', 'The request body is not valid JSON'],
    ];
    for (const [path, body, message] of cases) {
      const { status, json } = await call('POST', path, { body });
      expect(status, path).toBe(400);
      expect(json.message).toMatch(message);
    }
  });
});
