/** POST /register: new buyer and vendor accounts, duplicates, derived usernames and hostile input. */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authResult, me } from '../../schema/rest/auth';
import { call, clearRateLimits, SEEDED, sessionCookieOf, TEN_KB } from './support/accounts';

beforeEach(clearRateLimits);

let serial = 0;
/** A valid registration with a fresh address, with any field overridden. */
function registration(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    email: `tariro.gumbo${serial}@example.co.zw`,
    password: 'Mbare#Musika26',
    whatsAppNumber: '263771234567',
    firstName: 'Tariro',
    lastName: 'Gumbo',
    accountType: 'buyer',
    ...overrides,
  };
}

const register = (body: unknown) => call('POST', '/register', { body });

describe('registration', () => {
  it('creates a buyer: 201, the session with a token that works on /me, and the login cookie', async () => {
    const body = registration();
    const { status, json, headers } = await register(body);
    expect(status).toBe(201);
    const result = authResult.parse(json.data);
    expect(result).toMatchObject({
      displayName: 'Tariro Gumbo',
      roles: ['buyer'],
      canTrial: false,
      businesses: [],
      subscription: null,
      permissions: [],
      limits: {},
    });
    expect(result.user).toMatchObject({ email: body.email, firstName: 'Tariro', lastName: 'Gumbo', whatsAppNumber: '263771234567' });
    expect(sessionCookieOf(headers)).toBe(result.token);
    const session = await call('GET', '/me', { token: result.token });
    expect(session.status).toBe(200);
    expect(me.data.parse(session.json.data).user.email).toBe(body.email);
  });

  it("creates a vendor with roles ['buyer', 'vendor'] and canTrial true (no subscription yet)", async () => {
    const { status, json } = await register(registration({ accountType: 'vendor' }));
    expect(status).toBe(201);
    expect(json.data).toMatchObject({ roles: ['buyer', 'vendor'], canTrial: true, subscription: null, package: null });
  });

  it('lets the new account log in with its password afterwards', async () => {
    const body = registration();
    await register(body);
    const { status } = await call('POST', '/auth/token', { body: { username: body.email, password: body.password } });
    expect(status).toBe(200);
  });

  it('stores the email lower-case and the password only as a PBKDF2 hash', async () => {
    const body = registration({ email: 'Nyasha.Dube@Example.CO.ZW' });
    await register(body);
    const row = await env.DB.prepare("select email, password_hash from users where email = 'nyasha.dube@example.co.zw'").first<{ email: string; password_hash: string }>();
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row?.password_hash).not.toContain(body.password);
  });

  it('refuses an email that is already registered, in any case, with 409', async () => {
    for (const email of [SEEDED.buyer.email, 'BUYER@musika.co.zw', '  buyer@Musika.co.zw ']) {
      const { status, json } = await register(registration({ email }));
      expect(status, email).toBe(409);
      expect(json.message).toBe(AUTH_MESSAGES.emailTaken);
    }
  });

  it("derives the username from the email's local part and keeps it unique", async () => {
    const first = await register(registration({ email: 'vendor@gmail.com' }));
    const second = await register(registration({ email: 'vendor@yahoo.com' }));
    expect(first.json.data.user.username).toBe('vendor2'); // 'vendor' is the seeded demo vendor
    expect(second.json.data.user.username).toBe('vendor3');
  });
});

describe('registration input validation', () => {
  it('requires a Zimbabwean WhatsApp number as 263 followed by 9 digits', async () => {
    for (const whatsAppNumber of ['0771234567', '+263771234567', '26377123456', '2637712345678', '27821234567']) {
      const { status, json } = await register(registration({ whatsAppNumber }));
      expect(status, whatsAppNumber).toBe(400);
      expect(json.message).toBe('whatsAppNumber: Enter a Zimbabwean number: +263 followed by 9 digits');
    }
  });

  it('requires a valid email, a password of 8+ characters, names and a known account type', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email: Email is invalid'],
      [{ password: 'short' }, 'password: Password must be at least 8 characters'],
      [{ firstName: '   ' }, 'firstName: First name is required'],
      [{ lastName: '' }, 'lastName: Last name is required'],
      [{ accountType: 'admin' }, "accountType: Account type must be 'buyer' or 'vendor'"],
    ];
    for (const [override, message] of cases) {
      const { status, json } = await register(registration(override));
      expect(status).toBe(400);
      expect(json.message).toBe(message);
    }
  });

  it('answers 10 KB fields with 400 and a clear message, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: TEN_KB }, 'firstName: First name is too long'],
      [{ lastName: TEN_KB }, 'lastName: Last name is too long'],
      [{ password: TEN_KB }, 'password: Password is too long'],
      [{ email: `${TEN_KB}@example.co.zw` }, 'email: Email is too long'],
      [{ whatsAppNumber: TEN_KB }, 'whatsAppNumber: Enter a Zimbabwean number: +263 followed by 9 digits'],
    ];
    for (const [override, message] of cases) {
      const { status, json } = await register(registration(override));
      expect(status).toBe(400);
      expect(json.message).toBe(message);
    }
  });

  it('answers malformed JSON and missing fields with 400', async () => {
    const broken = await register('{"email": ');
    expect(broken.status).toBe(400);
    expect(broken.json.message).toBe('The request body is not valid JSON');
    const empty = await register({});
    expect(empty.status).toBe(400);
    expect(empty.json.message).toMatch(/^email: /);
  });

  it('creates no account when the input is refused', async () => {
    const before = await env.DB.prepare('select count(*) n from users').first<{ n: number }>();
    await register(registration({ whatsAppNumber: 'call me' }));
    await register(registration({ email: SEEDED.vendor.email }));
    expect(await env.DB.prepare('select count(*) n from users').first()).toEqual(before);
  });
});
