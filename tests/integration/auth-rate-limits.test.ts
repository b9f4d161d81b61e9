/**
 * Login, registration and reset are rate limited per IP and per account: 10 attempts a minute, the 11th
 * answers 429 with Retry-After. Client IPs are given as Cloudflare's cf-connecting-ip header.
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

describe('login limits', () => {
  it('answers the 11th login attempt from one IP for one account within a minute with 429 + Retry-After', async () => {
    for (let i = 1; i <= 10; i++) expect((await tryLogin(SEEDED.buyer.email, `wrong-${i}`, '41.79.10.1')).status).toBe(403);
    expectLimited(await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '41.79.10.1'));
  });

  it('counts successful logins too, so guessing between good logins is still bounded', async () => {
    for (let i = 1; i <= 10; i++) expect((await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '41.79.10.2')).status).toBe(200);
    expectLimited(await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '41.79.10.2'));
  });

  it('limits one account across different IPs, whether named by email or username', async () => {
    for (let i = 1; i <= 10; i++) {
      const name = i % 2 ? SEEDED.vendor.email : SEEDED.vendor.username.toUpperCase();
      expect((await tryLogin(name, 'wrong-password', `102.128.0.${i}`)).status).toBe(403);
    }
    expectLimited(await tryLogin(SEEDED.vendor.email, SEEDED.vendor.password, '102.128.0.99'));
    // Another account from a fresh IP is not affected.
    expect((await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '102.128.0.100')).status).toBe(200);
  });

  it('limits an unknown account name across IPs the same way', async () => {
    for (let i = 1; i <= 10; i++) expect((await tryLogin('ghost@musika.co.zw', 'x', `102.129.0.${i}`)).status).toBe(403);
    expectLimited(await tryLogin('Ghost@Musika.co.zw', 'x', '102.129.0.99'));
  });

  it('limits one IP across different accounts', async () => {
    for (let i = 1; i <= 10; i++) expect((await tryLogin(`guess${i}@musika.co.zw`, 'x', '197.221.1.1')).status).toBe(403);
    expectLimited(await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '197.221.1.1'));
    expect((await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password, '197.221.1.2')).status).toBe(200);
  });

  it('counts login-link requests against the same limits', async () => {
    for (let i = 1; i <= 10; i++) expect((await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email }, ip: `10.1.0.${i}` })).status).toBe(200);
    expectLimited(await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email }, ip: '10.1.0.99' }));
    const { n } = (await env.DB.prepare("select count(*) n from outbox where kind = 'login_link'").first<{ n: number }>())!;
    expect(n).toBe(10);
  });

  it('allows attempts again once the minute has passed', async () => {
    for (let i = 1; i <= 11; i++) await tryLogin(SEEDED.buyer.email, 'wrong', '41.79.10.3');
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
  it('answers the 11th registration from one IP within a minute with 429', async () => {
    const body = (i: number) => ({
      email: `farai${i}@example.co.zw`,
      password: 'Mbare#Musika26',
      whatsAppNumber: '263771234567',
      firstName: 'Farai',
      lastName: 'Ncube',
      accountType: 'buyer',
    });
    for (let i = 1; i <= 10; i++) expect((await call('POST', '/register', { body: body(i), ip: '41.60.0.1' })).status).toBe(201);
    expectLimited(await call('POST', '/register', { body: body(11), ip: '41.60.0.1' }));
    expect((await call('POST', '/register', { body: body(12), ip: '41.60.0.2' })).status).toBe(201);
  });
});

describe('reset limits', () => {
  it('limits reset requests per IP', async () => {
    for (let i = 1; i <= 10; i++) expect((await call('POST', '/auth/reset', { body: { email: `r${i}@musika.co.zw` }, ip: '41.70.0.1' })).status).toBe(200);
    expectLimited(await call('POST', '/auth/reset', { body: { email: SEEDED.buyer.email }, ip: '41.70.0.1' }));
  });

  it('limits reset requests per email across IPs, so nobody can flood an inbox', async () => {
    for (let i = 1; i <= 10; i++) expect((await call('POST', '/auth/reset', { body: { email: SEEDED.buyer.email }, ip: `41.71.0.${i}` })).status).toBe(200);
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
    expectLimited(await call('POST', '/password/change', { token, body: { currentPassword: SEEDED.buyer.password, newPassword: 'Stolen#Pass2026' } }));
  });
});
