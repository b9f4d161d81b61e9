/**
 * Login, registration and reset are rate limited per IP (and link requests, registrations and resets per
 * address): 10 a minute, the 11th answers 429 with Retry-After. Client IPs are given as Cloudflare's
 * cf-connecting-ip header, which wrangler.toml trusts (auth-client-ip covers the untrusted case). Password
 * attempts per account back off instead of locking (auth-lockout).
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { call, clearRateLimits, SEEDED, type CallResult } from './support/accounts';

beforeEach(clearRateLimits);

const tryLogin = (username: string, password: string, ip: string) => call('POST', '/auth/token', { body: { username, password }, ip });

function expectLimited(answer: CallResult) {
  expect(answer.status).toBe(429);
  expect(answer.json).toMatchObject({ success: false, message: AUTH_MESSAGES.rateLimited });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe('login limits per IP', () => {
  it('answers the 11th login attempt from one IP within a minute with 429 + Retry-After, whatever the accounts', async () => {
    for (let i = 1; i <= 10; i++) expect((await tryLogin(`guess${i}@musika.co.zw`, 'x', '197.221.1.1')).status).toBe(403);
    expectLimited(await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '197.221.1.1'));
    expect((await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '197.221.1.2')).status).toBe(200);
  });

  it('counts successful logins too, so guessing between good logins is still bounded', async () => {
    for (let i = 1; i <= 10; i++) expect((await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '41.79.10.2')).status).toBe(200);
    expectLimited(await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '41.79.10.2'));
  });

  it('counts login-link requests against the same limits', async () => {
    for (let i = 1; i <= 10; i++)
      expect((await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email }, ip: `10.1.0.${i}` })).status).toBe(200);
    expectLimited(await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email }, ip: '10.1.0.99' }));
    const { n } = (await env.DB.prepare("select count(*) n from outbox where kind = 'login_link'").first<{ n: number }>())!;
    expect(n).toBe(10);
  });

  it('allows attempts again once the minute has passed', async () => {
    for (let i = 1; i <= 11; i++) await tryLogin(`nobody${i}@musika.co.zw`, 'wrong', '41.79.10.3');
    expect((await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '41.79.10.3')).status).toBe(429);
    await env.DB.prepare('update rate_limits set window_start = window_start - 60000').run();
    expect((await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '41.79.10.3')).status).toBe(200);
  });

  it("puts callers without cf-connecting-ip in one shared 'unknown' bucket", async () => {
    for (let i = 1; i <= 10; i++) await call('POST', '/auth/token', { body: { username: `nobody${i}`, password: 'x' } });
    expectLimited(await call('POST', '/auth/token', { body: { username: SEEDED.buyer.email, password: SEEDED.buyer.password } }));
    const row = await env.DB.prepare("select count from rate_limits where key = 'login:ip:unknown'").first<{ count: number }>();
    expect(row?.count).toBe(11);
  });
});

describe('registration limits', () => {
  const body = (email: string) => ({
    email,
    password: 'Mbare#Musika26',
    whatsAppNumber: '263771234567',
    firstName: 'Farai',
    lastName: 'Ncube',
    accountType: 'buyer',
  });

  it('answers the 11th registration from one IP within a minute with 429', async () => {
    for (let i = 1; i <= 10; i++)
      expect((await call('POST', '/register', { body: body(`farai${i}@example.co.zw`), ip: '41.60.0.1' })).status).toBe(200);
    expectLimited(await call('POST', '/register', { body: body('farai11@example.co.zw'), ip: '41.60.0.1' }));
    expect((await call('POST', '/register', { body: body('farai12@example.co.zw'), ip: '41.60.0.2' })).status).toBe(200);
  });

  it('limits registrations per address across IPs, so nobody can flood an inbox with its e-mails', async () => {
    for (let i = 1; i <= 10; i++) expect((await call('POST', '/register', { body: body(SEEDED.buyer.email), ip: `41.61.0.${i}` })).status).toBe(200);
    expectLimited(await call('POST', '/register', { body: body('Buyer@Musika.co.zw'), ip: '41.61.0.99' }));
    const { n } = (await env.DB.prepare("select count(*) n from outbox where kind = 'account_exists'").first<{ n: number }>())!;
    expect(n).toBe(10);
  });
});

describe('reset limits', () => {
  it('limits reset requests per IP', async () => {
    for (let i = 1; i <= 10; i++)
      expect((await call('POST', '/auth/reset', { body: { email: `r${i}@musika.co.zw` }, ip: '41.70.0.1' })).status).toBe(200);
    expectLimited(await call('POST', '/auth/reset', { body: { email: SEEDED.buyer.email }, ip: '41.70.0.1' }));
  });

  it('limits reset requests per email across IPs, so nobody can flood an inbox', async () => {
    for (let i = 1; i <= 10; i++)
      expect((await call('POST', '/auth/reset', { body: { email: SEEDED.buyer.email }, ip: `41.71.0.${i}` })).status).toBe(200);
    expectLimited(await call('POST', '/auth/reset', { body: { email: 'BUYER@musika.co.zw' }, ip: '41.71.0.99' }));
    const { n } = (await env.DB.prepare("select count(*) n from outbox where kind = 'password_reset'").first<{ n: number }>())!;
    expect(n).toBe(10);
  });

  it('limits reset key checks and password updates per IP', async () => {
    for (const path of ['/auth/checkResetKey', '/auth/update']) {
      const body = { login: SEEDED.buyer.email, key: 'guess', password: 'Guess#Pass2026' };
      for (let i = 1; i <= 10; i++) expect((await call('POST', path, { body, ip: '41.72.0.1' })).status, path).toBe(400);
      expectLimited(await call('POST', path, { body, ip: '41.72.0.1' }));
    }
  });
});

describe('password change limit', () => {
  it('limits current-password guesses with a stolen token to 10 a minute', async () => {
    const login = await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '41.73.0.1');
    const token = login.json.data.token;
    for (let i = 1; i <= 10; i++) {
      const answer = await call('POST', '/password/change', { token, body: { currentPassword: `guess-${i}`, newPassword: 'Stolen#Pass2026' } });
      expect(answer.status).toBe(403);
    }
    expectLimited(
      await call('POST', '/password/change', { token, body: { currentPassword: SEEDED.buyer.password, newPassword: 'Stolen#Pass2026' } }),
    );
  });
});
