/**
 * Enumeration: register, password reset, login links and password login answer the same for an address with
 * an account and one without, and do the same work, so neither the answer nor its timing says who has an
 * account. Timing is checked without a clock (clocks make flaky tests): both paths must make the same D1
 * round trips with the same number of statements, the same PBKDF2 derivations and the same SHA-256 digests.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, clearRateLimits, keyFromOutbox, outboxFor, SEEDED } from './support/accounts';
import { backendCall, type Work } from './support/backend-call';

beforeEach(async () => {
  await clearRateLimits();
  await env.DB.prepare('delete from login_backoff').run();
  // The rate limiter sometimes adds a clean-up statement to its batch (1 in 50); never during these counts.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => vi.restoreAllMocks());

let serial = 0;
const registration = (email: string) => ({
  email,
  password: 'Mbare#Musika26',
  whatsAppNumber: '263771234567',
  firstName: 'Chipo',
  lastName: 'Mlambo',
  accountType: 'buyer',
});
const freshEmail = () => `chipo.mlambo${++serial}@example.co.zw`;
const userCount = async () => (await env.DB.prepare('select count(*) n from users').first<number>('n'))!;

/** The same call for two addresses; both answers and the work each did. */
async function compare(path: string, body: (email: string) => unknown, known: string, unknown: string) {
  const a = await backendCall('POST', path, { body: body(known), ip: '41.80.0.1' });
  const b = await backendCall('POST', path, { body: body(unknown), ip: '41.80.0.2' });
  return { known: a, unknown: b };
}

function expectSameWork(known: Work, unknown: Work) {
  expect(unknown).toEqual(known);
  // Not vacuous: each path did hash and write something.
  expect(known.sha256 + known.pbkdf2).toBeGreaterThan(0);
  expect(known.roundTrips).toBeGreaterThan(1);
}

describe('registration does not tell who has an account', () => {
  it('answers an address with an account exactly like a new one: same status, same body, no token', async () => {
    const { known, unknown } = await compare('/register', registration, SEEDED.buyer.email, freshEmail());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expect(known.json.data).toEqual({ sent: true });
    expect(known.headers.get('set-cookie')).toBeNull();
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });

  it('does the same work for both: one PBKDF2, one key digest, the same D1 writes', async () => {
    const { known, unknown } = await compare('/register', registration, SEEDED.vendor.email, freshEmail());
    expectSameWork(known.work, unknown.work);
    expect(known.work.pbkdf2).toBe(1);
  });

  it("e-mails the owner 'you already have an account' with a working login link, and changes nothing", async () => {
    const before = await userCount();
    await call('POST', '/register', { body: registration('Subscribed@Musika.co.zw'), ip: '41.80.0.3' });
    expect(await userCount()).toBe(before);
    const [mail] = await outboxFor(SEEDED.subscribed.email, 'account_exists');
    expect(mail.subject).toBe('You already have a Musika account');
    expect(mail.body).toMatch(/https?:\/\/\S+\/password-reset\//);
    // The owner's password is still theirs, and the link logs them in.
    expect((await call('POST', '/auth/token', { body: { username: SEEDED.subscribed.email, password: SEEDED.subscribed.password } })).status).toBe(
      200,
    );
    const key = await keyFromOutbox(SEEDED.subscribed.email, 'account_exists');
    expect((await call('POST', '/auth/token', { body: { email: SEEDED.subscribed.email, key } })).status).toBe(200);
    // The registering stranger's password does not open the account.
    expect((await call('POST', '/auth/token', { body: { username: SEEDED.subscribed.email, password: 'Mbare#Musika26' } })).status).toBe(403);
  });
});

describe('password reset does not tell who has an account', () => {
  it('answers and works the same for an address with an account and one without', async () => {
    const { known, unknown } = await compare('/auth/reset', (email) => ({ email }), SEEDED.buyer.email, 'ghost.reset@musika.co.zw');
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expectSameWork(known.work, unknown.work);
    expect(known.work.sha256).toBe(1);
    expect(await outboxFor('ghost.reset@musika.co.zw', 'password_reset')).toEqual([]);
  });
});

describe('login links do not tell who has an account', () => {
  it('answers and works the same for an address with an account and one without', async () => {
    const { known, unknown } = await compare('/auth/token', (email) => ({ email }), SEEDED.vendor.email, 'ghost.link@musika.co.zw');
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    expectSameWork(known.work, unknown.work);
    expect(await outboxFor('ghost.link@musika.co.zw', 'login_link')).toEqual([]);
  });
});

describe('password login does not tell who has an account', () => {
  const wrongPassword = (username: string) => ({ username, password: 'not-the-password' });

  it('answers and works the same for a wrong password and an unknown name', async () => {
    const { known, unknown } = await compare('/auth/token', wrongPassword, SEEDED.buyer.email, 'ghost.login@musika.co.zw');
    expect(known.status).toBe(403);
    expect(unknown.json).toEqual(known.json);
    expectSameWork(known.work, unknown.work);
    expect(known.work.pbkdf2).toBe(1);
  });

  it('works the same on the attempt that starts the back-off (the owner is e-mailed, a ghost costs as much)', async () => {
    for (let i = 0; i < 4; i++) {
      await call('POST', '/auth/token', { body: wrongPassword(SEEDED.vendor.email), ip: `41.81.0.${i}` });
      await call('POST', '/auth/token', { body: wrongPassword('ghost.backoff@musika.co.zw'), ip: `41.82.0.${i}` });
    }
    const { known, unknown } = await compare('/auth/token', wrongPassword, SEEDED.vendor.email, 'ghost.backoff@musika.co.zw');
    expect(unknown.json).toEqual(known.json);
    expectSameWork(known.work, unknown.work);
    expect(await outboxFor(SEEDED.vendor.email, 'account_unlock')).toHaveLength(1);
  });
});
