/**
 * Helpers for the account tests: ezw/v1 calls with headers (bearer, cookie, client IP), logins as the seeded
 * accounts, and reads of the outbox and the rate-limit counters straight from D1.
 */
import { env } from 'cloudflare:test';
import { SELF } from './worker';
import { TEST_CLOCK_HEADER } from '../../../backend/clock';
import { API } from './http';

/** The accounts scripts/seed/accounts.mjs creates. */
export const SEEDED = {
  buyer: { email: 'buyer@musika.co.zw', username: 'buyer', password: 'Buyer#2026!' },
  vendor: { email: 'vendor@musika.co.zw', username: 'vendor', password: 'Vendor#2026!' },
  newVendor: { email: 'newvendor@musika.co.zw', username: 'newvendor', password: 'Vendor#2026!' },
  subscribed: { email: 'subscribed@musika.co.zw', username: 'subscribed', password: 'Vendor#2026!' },
} as const;

export interface CallOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  cookie?: string;
  /** 'https' to call the API as a browser on the public site would. */
  scheme?: 'http' | 'https';
  headers?: Record<string, string>;
  /** Pins the backend's clock for this call to this instant (ms), as backend/clock.ts allows in tests. */
  now?: number;
}

export interface CallResult {
  status: number;
  headers: Headers;
  json: { success?: boolean; message?: string; data?: any };
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.ip !== undefined) headers['cf-connecting-ip'] = options.ip;
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  if (options.now !== undefined) headers[TEST_CLOCK_HEADER] = String(options.now);
  const base = options.scheme === 'https' ? API.replace(/^http:/, 'https:') : API;
  const response = await SELF.fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as CallResult['json'] };
}

/** Logs in with a password and answers the bearer token (fails the test when the login fails). */
export async function loginToken(username: string, password: string, ip = '198.51.100.1'): Promise<string> {
  const { status, json } = await call('POST', '/auth/token', { body: { username, password }, ip });
  if (status !== 200) throw new Error(`login as ${username} answered ${status}: ${json.message}`);
  return json.data.token;
}

/** Each test starts with no attempts counted, so limits only bite where a test means them to. */
export async function clearRateLimits(): Promise<void> {
  await env.DB.prepare('delete from rate_limits').run();
}

export interface OutboxRow {
  id: number;
  kind: string;
  to_email: string;
  subject: string;
  body: string;
  created_at: string;
}

export type OutboxKind = 'password_reset' | 'login_link' | 'account_unlock' | 'account_exists' | 'confirm_registration';

export async function outboxFor(email: string, kind: OutboxKind): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare('select * from outbox where to_email = ? and kind = ? order by id').bind(email, kind).all<OutboxRow>();
  return results;
}

/** The key of the newest e-mail of that kind to that address, read from its link as a browser would. */
export async function keyFromOutbox(email: string, kind: OutboxKind): Promise<string> {
  const rows = await outboxFor(email, kind);
  const last = rows.at(-1);
  if (!last) throw new Error(`no ${kind} e-mail to ${email} in the outbox`);
  const link = /(\/(?:login|password-reset)\/\?\S+)/.exec(last.body)?.[1];
  if (!link) throw new Error(`no link in: ${last.body}`);
  const key = new URL(link, 'http://musika.test').searchParams.get('key');
  if (!key) throw new Error(`no key in ${link}`);
  return key;
}

/**
 * Registers through POST /register and finishes with the e-mailed link (POST /auth/token {email, key}), as a
 * new user does: answers the login result (token, userId, session).
 */
export async function registerAndConfirm(body: { email: string } & Record<string, unknown>, ip?: string): Promise<CallResult['json']['data']> {
  const asked = await call('POST', '/register', { body, ip });
  if (asked.status !== 200) throw new Error(`register answered ${asked.status}: ${asked.json.message}`);
  const email = body.email.trim().toLowerCase();
  const key = await keyFromOutbox(email, 'confirm_registration');
  const { status, json } = await call('POST', '/auth/token', { body: { email, key }, ip });
  if (status !== 200) throw new Error(`the registration link answered ${status}: ${json.message}`);
  return json.data;
}

/** The value of the ezw_session cookie a response sets ('' when it clears it), or null when it sets none. */
export function sessionCookieOf(headers: Headers): string | null {
  const header = headers.get('set-cookie');
  const match = header ? /(?:^|,\s*)ezw_session=([^;]*)/.exec(header) : null;
  return match ? match[1] : null;
}

/** The same token with one character changed: still well-formed, no longer valid. */
export function tamper(token: string): string {
  const i = Math.floor(token.length / 2);
  return token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
}

export const TEN_KB = 'x'.repeat(10 * 1024);
