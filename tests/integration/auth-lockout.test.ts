/**
 * Lockout: wrong passwords slow an account down (a back-off) instead of locking it, so an attacker can never
 * keep the owner out: the owner's right password works once the wait has passed, and the unlock link e-mailed
 * as the account enters back-off logs them in at once. Each attempt comes from its own IP, as a distributed
 * attacker's would, so only the per-account rule is at work.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { call, clearRateLimits, keyFromOutbox, outboxFor, SEEDED, type CallResult } from './support/accounts';

let ipSerial = 0;
const nextIp = () => `100.64.${Math.floor(++ipSerial / 250)}.${(ipSerial % 250) + 1}`;
/**
 * The backend's clock, pinned for every call (backend/clock.ts): a burst of attempts happens at one instant however
 * slow the machine, and a wait passes when the test moves the clock on, not by sleeping.
 */
let nowMs = 0;
const passTime = (ms: number) => (nowMs += ms);
const tryLogin = (username: string, password: string) => call('POST', '/auth/token', { body: { username, password }, ip: nextIp(), now: nowMs });
const wrong = (username: string = SEEDED.buyer.email) => tryLogin(username, 'not-the-password');

const seededHashes = new Map<string, string>();
/** The buyer's back-off bucket, 'user:<id>'. */
let buyerKey: string;
beforeAll(async () => {
  buyerKey = `user:${await env.DB.prepare('select id from users where email = ?').bind(SEEDED.buyer.email).first<number>('id')}`;
  for (const { email } of [SEEDED.buyer, SEEDED.vendor]) {
    seededHashes.set(email, (await env.DB.prepare('select password_hash from users where email = ?').bind(email).first<string>('password_hash'))!);
  }
});
beforeEach(async () => {
  nowMs = Date.now();
  await clearRateLimits();
  await env.DB.batch([env.DB.prepare('delete from login_backoff'), env.DB.prepare('delete from outbox')]);
  for (const [email, hash] of seededHashes) await env.DB.prepare('update users set password_hash = ? where email = ?').bind(hash, email).run();
});

function retryAfterOf(answer: CallResult): number {
  expect(answer.status).toBe(429);
  expect(answer.json).toMatchObject({ success: false, message: AUTH_MESSAGES.rateLimited });
  return Number(answer.headers.get('retry-after'));
}

/** As if the current wait had passed (the schedule itself is checked by moving the clock in the first test). */
const skipWait = () => env.DB.prepare('update login_backoff set locked_until = 0').run();
const backoffRow = (key: string) =>
  env.DB.prepare('select failures, locked_until from login_backoff where key = ?').bind(key).first<{ failures: number; locked_until: number }>();

describe('lockout', () => {
  it('11 wrong passwords a minute only slow the account: once the wait has passed, the owner logs in', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await wrong());
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
    const waits = answers.slice(5).map(retryAfterOf);
    // The wait after 5 failures is 2 s; the refused attempts did not lengthen it.
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(2);
    passTime(Math.max(...waits) * 1000 - 1);
    retryAfterOf(await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password));
    passTime(1);
    expect((await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password)).status).toBe(200);
  });

  it('refuses attempts during the wait with 429 + Retry-After without counting them (no renewable lock)', async () => {
    for (let i = 0; i < 5; i++) expect((await wrong()).status).toBe(403);
    for (let i = 0; i < 20; i++) expect(retryAfterOf(await wrong())).toBeLessThanOrEqual(2);
    const row = await backoffRow(buyerKey);
    expect(row?.failures).toBe(5);
    expect(row!.locked_until - nowMs).toBe(2_000);
  });

  it('refuses even the right password during the wait, so a guess in the wait learns nothing', async () => {
    for (let i = 0; i < 5; i++) await wrong();
    retryAfterOf(await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password));
  });

  it('doubles the wait with each further failure and never waits more than 15 minutes', async () => {
    for (let i = 0; i < 5; i++) await wrong();
    expect(retryAfterOf(await wrong())).toBe(2);
    const seen = [];
    for (let i = 0; i < 3; i++) {
      await skipWait();
      expect((await wrong()).status).toBe(403);
      seen.push(retryAfterOf(await wrong()));
    }
    expect(seen).toEqual([4, 8, 16]);
    await env.DB.prepare('update login_backoff set failures = 60, locked_until = 0 where key = ?').bind(buyerKey).run();
    expect((await wrong()).status).toBe(403);
    expect(retryAfterOf(await wrong())).toBe(15 * 60);
  });

  it('forgets failures once the right password is given', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await wrong()).status).toBe(403);
      expect((await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password)).status).toBe(200);
    }
    expect(await backoffRow(buyerKey)).toBeNull();
  });

  it('e-mails one unlock link as the account enters back-off; it logs the owner in at once and lifts the back-off', async () => {
    for (let i = 0; i < 4; i++) await wrong();
    expect(await outboxFor(SEEDED.buyer.email, 'account_unlock')).toEqual([]);
    await wrong();
    for (let i = 0; i < 5; i++) await wrong();
    const mails = await outboxFor(SEEDED.buyer.email, 'account_unlock');
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toMatch(/^.*https?:\/\/\S+\/login\/\?email=buyer@musika\.co\.zw&key=/);

    const key = await keyFromOutbox(SEEDED.buyer.email, 'account_unlock');
    const unlocked = await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email, key }, ip: nextIp(), now: nowMs });
    expect(unlocked.status).toBe(200);
    expect(unlocked.json.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The back-off is gone: the password works right away, and the link worked once only.
    expect((await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password)).status).toBe(200);
    expect((await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email, key }, ip: nextIp(), now: nowMs })).status).toBe(403);
  });

  it('keeps the unlock link working however many attempts an attacker makes meanwhile', async () => {
    for (let i = 0; i < 5; i++) await wrong();
    const key = await keyFromOutbox(SEEDED.buyer.email, 'account_unlock');
    for (let i = 0; i < 15; i++) await wrong();
    expect((await call('POST', '/auth/token', { body: { email: SEEDED.buyer.email, key }, ip: nextIp(), now: nowMs })).status).toBe(200);
  });

  it('is one back-off per account, whether it is named by email or username, and leaves other accounts alone', async () => {
    for (let i = 0; i < 5; i++) await wrong(i % 2 ? SEEDED.vendor.email : SEEDED.vendor.username.toUpperCase());
    retryAfterOf(await tryLogin(SEEDED.vendor.username, SEEDED.vendor.password));
    expect((await tryLogin(SEEDED.buyer.email, SEEDED.buyer.password)).status).toBe(200);
  });

  it('backs off an unknown name exactly like an account, and e-mails nobody', async () => {
    const ghost = [];
    const real = [];
    for (let i = 0; i < 6; i++) ghost.push(await wrong('ghost@musika.co.zw'));
    for (let i = 0; i < 6; i++) real.push(await wrong(SEEDED.vendor.email));
    expect(ghost.map((a) => a.status)).toEqual(real.map((a) => a.status));
    expect(ghost.map((a) => a.json)).toEqual(real.map((a) => a.json));
    expect(ghost[5].headers.get('retry-after')).toBe(real[5].headers.get('retry-after'));
    expect(await outboxFor('ghost@musika.co.zw', 'account_unlock')).toEqual([]);
  });

  it('lets at most 5 of 20 simultaneous guesses be checked: a burst cannot slip through an open window', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => wrong()));
    expect(answers.filter((a) => a.status === 403)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
  });

  it('lifts the back-off when the owner resets the password', async () => {
    for (let i = 0; i < 6; i++) await wrong();
    await call('POST', '/auth/reset', { body: { email: SEEDED.buyer.email }, ip: nextIp(), now: nowMs });
    const key = await keyFromOutbox(SEEDED.buyer.email, 'password_reset');
    const newPassword = 'Borrowdale#2026';
    expect(
      (await call('POST', '/auth/update', { body: { login: SEEDED.buyer.email, key, password: newPassword }, ip: nextIp(), now: nowMs })).status,
    ).toBe(200);
    expect((await tryLogin(SEEDED.buyer.email, newPassword)).status).toBe(200);
  });
});
