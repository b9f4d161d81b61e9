/**
 * The operator's code step (issue 29): a password alone opens nothing; a right code does, once; wrong codes
 * back off like passwords; recovery codes are spent once; the demo secret is refused on a public origin.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { OPERATOR_MESSAGES, SECOND_FACTOR_MESSAGES } from '../../schema/rest/operators';
import { call, clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { backendCall } from './support/backend-call';
import { totpAt } from '../../backend/operators/totp';
import { operatorLogin, passwordOnly, SEEDED_SECRET, verifyCode } from './support/operators';

beforeEach(async () => {
  await clearRateLimits();
  await env.DB.prepare("delete from login_backoff where key like 'totp:%'").run();
});

describe('the code step', () => {
  it('a password alone gives a token that opens no operator call; the code opens them and is audit-logged', async () => {
    const login = await passwordOnly('moderator');
    const status = await call('GET', '/auth/second-factor', { token: login.token, now: login.now });
    expect(status.json.data).toEqual({ roles: ['moderator'], state: 'code' });
    const refused = await call('GET', '/admin/overview', { token: login.token, now: login.now });
    expect([refused.status, refused.json.message]).toEqual([403, OPERATOR_MESSAGES.secondFactorNeeded]);

    const passed = await verifyCode(login, login.code);
    expect([passed.status, passed.json.data]).toEqual([200, { passed: true }]);
    expect((await call('GET', '/auth/second-factor', { token: login.token, now: login.now })).json.data.state).toBe('passed');
    expect((await call('GET', '/admin/overview', { token: login.token, now: login.now })).status).toBe(200);
    const logged = await env.DB.prepare("select * from operator_audit_log where operator_id = ? and action = 'operator.signed_in'")
      .bind(login.userId)
      .all<{ roles: string; object_type: string; after_json: string }>();
    expect(logged.results.at(-1)).toMatchObject({ roles: '["moderator"]', object_type: 'user', after_json: '{"method":"totp"}' });
  });

  it('a buyer has no code step and the login of non-operators is unchanged', async () => {
    const token = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    expect((await call('GET', '/auth/second-factor', { token })).json.data).toEqual({ roles: [], state: 'none' });
    const code = await call('POST', '/auth/second-factor', { token, body: { code: '123456' } });
    expect([code.status, code.json.message]).toEqual([403, SECOND_FACTOR_MESSAGES.notOperator]);
    expect((await call('GET', '/me', { token })).json.data.operatorRoles).toEqual([]);
  });

  it('refuses a code already used, even within its 30 seconds, on another login', async () => {
    const first = await operatorLogin('editor');
    const second = await passwordOnly('editor');
    // The code the first login used, at the first login's instant: its step is spent.
    const replay = await verifyCode({ ...second, now: first.now }, await totpAt(SEEDED_SECRET, first.now));
    expect([replay.status, replay.json.message]).toEqual([403, SECOND_FACTOR_MESSAGES.badCode]);
    expect((await verifyCode(second, second.code)).status).toBe(200);
  });

  it('counts wrong codes in the password back-off: the sixth waits (429 + Retry-After), the right code then works', async () => {
    const login = await passwordOnly('finance');
    for (let i = 0; i < 5; i++) {
      const wrong = await verifyCode(login, '000000');
      expect([wrong.status, wrong.json.message]).toEqual([403, SECOND_FACTOR_MESSAGES.badCode]);
    }
    const waiting = await verifyCode(login, login.code);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    const later = { ...login, now: login.now + 2_000 };
    expect((await verifyCode(later, login.code)).status).toBe(200);
  });

  it('a recovery code works once; malformed codes get the clear format message', async () => {
    const login = await passwordOnly('support');
    const code = 'abcde-fghij';
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('abcdefghij')));
    const hash = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    await env.DB.prepare("insert into operator_recovery_codes (user_id, code_hash, created_at) values (?, ?, '2026-01-01')")
      .bind(login.userId, hash)
      .run();
    expect((await verifyCode(login, 'ABCDE FGHIJ')).status).toBe(200);
    const again = await passwordOnly('support');
    expect((await verifyCode(again, code)).json.message).toBe(SECOND_FACTOR_MESSAGES.badCode);
    for (const junk of ['12345', 'drop table', '1234567', '']) {
      const answer = await verifyCode(again, junk);
      expect([answer.status, answer.json.message]).toEqual([400, `code: ${SECOND_FACTOR_MESSAGES.codeFormat}`]);
    }
  });

  it('refuses the seeded secret when PUBLIC_ORIGIN is public, and the password alone cannot enrol another', async () => {
    const token = await loginToken('admin@musika.co.zw', 'Admin#2026!');
    const vars = { PUBLIC_ORIGIN: 'https://musika.co.zw', PAYNOW_SANDBOX_ON_PUBLIC_SITE: 'true' };
    const headers = { authorization: `Bearer ${token}` };
    const answer = await backendCall('POST', '/auth/second-factor', { body: { code: '123456' }, headers, vars });
    expect([answer.status, answer.json.message]).toEqual([403, SECOND_FACTOR_MESSAGES.seededSecret]);
    expect((await backendCall('GET', '/auth/second-factor', { headers, vars })).json.data.state).toBe('enrol');
    expect((await backendCall('GET', '/admin/overview', { headers, vars })).status).toBe(403);
    // The seed's password is public (README): with it alone nobody may enrol an authenticator of their own.
    const started = await backendCall('POST', '/admin/security/totp', { headers, vars });
    expect([started.status, started.json.message]).toEqual([403, SECOND_FACTOR_MESSAGES.seededSecret]);
  });
});
