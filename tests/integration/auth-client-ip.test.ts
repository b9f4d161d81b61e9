/**
 * The per-IP limits trust CF-Connecting-IP only when the Worker runs behind Cloudflare's edge
 * (TRUST_CF_CONNECTING_IP=true, as wrangler.toml has it for a deployment): the edge overwrites the header with
 * the connecting address. Anywhere else (wrangler dev) a client can send any value, so it is ignored and every
 * caller shares one 'untrusted' bucket: inventing a new address per request must not buy new attempts.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { call, clearRateLimits, SEEDED } from './support/accounts';
import { backendCall } from './support/backend-call';

beforeEach(async () => {
  await clearRateLimits();
  await env.DB.prepare('delete from login_backoff').run();
});

const UNTRUSTED = { TRUST_CF_CONNECTING_IP: 'false' };
const loginBody = (i: number) => ({ username: `nobody${i}@musika.co.zw`, password: 'x' });
const counterOf = (key: string) => env.DB.prepare('select count from rate_limits where key = ?').bind(key).first<number>('count');

describe('CF-Connecting-IP behind Cloudflare (trusted)', () => {
  it('is configured as trusted in wrangler.toml, the deployment configuration', () => {
    expect((env as unknown as Record<string, string>).TRUST_CF_CONNECTING_IP).toBe('true');
  });

  it('keeps each address its own bucket: one address at its limit does not slow another', async () => {
    for (let i = 1; i <= 10; i++) expect((await call('POST', '/auth/token', { body: loginBody(i), ip: '41.79.20.1' })).status).toBe(403);
    expect((await call('POST', '/auth/token', { body: loginBody(11), ip: '41.79.20.1' })).status).toBe(429);
    expect(
      (await call('POST', '/auth/token', { body: { username: SEEDED.buyer.email, password: SEEDED.buyer.password }, ip: '41.79.20.2' })).status,
    ).toBe(200);
    expect(await counterOf('login:ip:41.79.20.1')).toBe(11);
  });
});

describe('CF-Connecting-IP without Cloudflare in front (untrusted)', () => {
  it('ignores the header: 10 attempts from 10 invented addresses use up the one shared bucket', async () => {
    for (let i = 1; i <= 10; i++) {
      const answer = await backendCall('POST', '/auth/token', { body: loginBody(i), ip: `203.0.113.${i}`, vars: UNTRUSTED });
      expect(answer.status).toBe(403);
    }
    const eleventh = await backendCall('POST', '/auth/token', { body: loginBody(11), ip: '198.51.100.77', vars: UNTRUSTED });
    expect(eleventh.status).toBe(429);
    expect(eleventh.json.message).toBe(AUTH_MESSAGES.rateLimited);
    expect(await counterOf('login:ip:untrusted')).toBe(11);
    expect(await counterOf('login:ip:203.0.113.1')).toBeNull();
  });

  it('counts callers with and without the header together', async () => {
    for (let i = 1; i <= 5; i++)
      await backendCall('POST', '/auth/reset', { body: { email: `r${i}@musika.co.zw` }, ip: `203.0.113.${i}`, vars: UNTRUSTED });
    for (let i = 6; i <= 10; i++) await backendCall('POST', '/auth/reset', { body: { email: `r${i}@musika.co.zw` }, vars: UNTRUSTED });
    expect((await backendCall('POST', '/auth/reset', { body: { email: 'r11@musika.co.zw' }, ip: '10.9.9.9', vars: UNTRUSTED })).status).toBe(429);
    expect(await counterOf('reset:ip:untrusted')).toBe(11);
  });

  it('treats an empty variable as untrusted (the safe default)', async () => {
    await backendCall('POST', '/auth/token', { body: loginBody(1), ip: '203.0.113.50', vars: { TRUST_CF_CONNECTING_IP: '' } });
    expect(await counterOf('login:ip:untrusted')).toBe(1);
  });
});
