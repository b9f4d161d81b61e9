/**
 * POST /register: "check your e-mail" for every valid registration; the e-mailed link creates the buyer or
 * vendor account and logs it in. Duplicates, derived usernames and hostile input. (That a taken address gets
 * the very same answer is tested in auth-enumeration.)
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authResult, me, register as registerCall } from '../../schema/rest/auth';
import { call, clearRateLimits, keyFromOutbox, outboxFor, registerAndConfirm, SEEDED, sessionCookieOf, TEN_KB } from './support/accounts';

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
const redeem = (email: string, key: string) => call('POST', '/auth/token', { body: { email, key } });
const userCalled = (email: string) =>
  env.DB.prepare('select id, password_hash from users where email = ?').bind(email).first<{ id: number; password_hash: string }>();

describe('registration', () => {
  it('answers {sent: true} with no token and no cookie, and creates no account before the e-mailed link is used', async () => {
    const body = registration();
    const { status, json, headers } = await register(body);
    expect(status).toBe(200);
    expect(registerCall.data.parse(json.data)).toEqual({ sent: true });
    expect(sessionCookieOf(headers)).toBeNull();
    expect(await userCalled(body.email)).toBeNull();
    // Nor can the password log in yet: it answers like any wrong password.
    const early = await call('POST', '/auth/token', { body: { username: body.email, password: body.password } });
    expect(early.status).toBe(403);
    expect(early.json.message).toBe(AUTH_MESSAGES.badCredentials);
  });

  it('creates the buyer with the e-mailed link, logs it in (a token that works on /me, the login cookie), once', async () => {
    const body = registration();
    await register(body);
    const [mail] = await outboxFor(body.email, 'confirm_registration');
    expect(mail.subject).toBe('Finish creating your Musika account');
    const key = await keyFromOutbox(body.email, 'confirm_registration');
    const { status, json, headers } = await redeem(body.email, key);
    expect(status).toBe(200);
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
    expect(me.data.parse(session.json.data).user.email).toBe(body.email);
    expect((await redeem(body.email, key)).status).toBe(403);
  });

  it("creates a vendor with roles ['buyer', 'vendor'] and canTrial true, and its link goes on to the packages", async () => {
    const body = registration({ accountType: 'vendor' });
    await register(body);
    expect((await outboxFor(body.email, 'confirm_registration'))[0].body).toContain('&redirectTo=%2Faccount%2Fsubscriptions');
    const result = await registerAndConfirm(registration({ accountType: 'vendor' }));
    expect(result).toMatchObject({ roles: ['buyer', 'vendor'], canTrial: true, subscription: null, package: null });
  });

  it('lets the new account log in with its password afterwards', async () => {
    const body = registration();
    await registerAndConfirm(body);
    const { status } = await call('POST', '/auth/token', { body: { username: body.email, password: body.password } });
    expect(status).toBe(200);
  });

  it('stores the email lower-case and the password only as a PBKDF2 hash, before and after the link', async () => {
    const body = registration({ email: 'Nyasha.Dube@Example.CO.ZW' });
    await register(body);
    const pending = await env.DB.prepare(
      "select password_hash, key_hash from pending_registrations where email = 'nyasha.dube@example.co.zw'",
    ).first<{ password_hash: string; key_hash: string }>();
    expect(pending?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    const key = await keyFromOutbox('nyasha.dube@example.co.zw', 'confirm_registration');
    expect(pending?.key_hash).not.toBe(key);
    await redeem('nyasha.dube@example.co.zw', key);
    const row = await userCalled('nyasha.dube@example.co.zw');
    expect(row?.password_hash).toBe(pending?.password_hash);
    expect(row?.password_hash).not.toContain(body.password);
  });

  it('makes the account from the registration whose link is used; the other links of that address then stop working', async () => {
    const email = registration().email;
    await register(registration({ email, firstName: 'Someone', lastName: 'Else', password: 'Stranger#2026' }));
    const strangers = await keyFromOutbox(email, 'confirm_registration');
    await register(registration({ email }));
    const owners = await keyFromOutbox(email, 'confirm_registration');
    expect((await redeem(email, owners)).json.data.displayName).toBe('Tariro Gumbo');
    expect((await redeem(email, strangers)).status).toBe(403);
    expect((await call('POST', '/auth/token', { body: { username: email, password: 'Stranger#2026' } })).status).toBe(403);
  });

  it('refuses an expired registration link, a link for another address and junk with 403', async () => {
    const body = registration();
    await register(body);
    const key = await keyFromOutbox(body.email, 'confirm_registration');
    expect((await redeem(SEEDED.buyer.email, key)).status).toBe(403);
    expect((await redeem(body.email, 'not-a-key')).status).toBe(403);
    await env.DB.prepare("update pending_registrations set expires_at = '2000-01-01T00:00:00.000Z' where email = ?").bind(body.email).run();
    expect((await redeem(body.email, key)).status).toBe(403);
    expect(await userCalled(body.email)).toBeNull();
  });

  it("derives the username from the email's local part and keeps it unique", async () => {
    const first = await registerAndConfirm(registration({ email: 'vendor@gmail.com' }));
    const second = await registerAndConfirm(registration({ email: 'vendor@yahoo.com' }));
    expect(first.user.username).toBe('vendor2'); // 'vendor' is the seeded demo vendor
    expect(second.user.username).toBe('vendor3');
  });
});

describe('registration input validation', () => {
  it('requires a Zimbabwean WhatsApp number: 263 followed by 9 digits once the phone helper has run', async () => {
    for (const whatsAppNumber of ['26377123456', '2637712345678', '27821234567', '+27821234567', 'call me']) {
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

  it('creates no account and sends no e-mail when the input is refused, or when the address is taken', async () => {
    const before = await env.DB.prepare('select count(*) n from users').first<{ n: number }>();
    const refused = registration({ whatsAppNumber: 'call me' });
    await register(refused);
    expect(await outboxFor(refused.email, 'confirm_registration')).toEqual([]);
    await register(registration({ email: SEEDED.vendor.email }));
    expect(await env.DB.prepare('select count(*) n from users').first()).toEqual(before);
  });
});
