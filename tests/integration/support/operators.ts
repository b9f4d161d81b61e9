/**
 * Operators in the integration tests: the seeded accounts (scripts/seed/operators.mjs), their codes computed
 * from the seeded secret, and logins that pass the code step. A step is accepted once per account, so each
 * login reads the last one used and takes the next: every call of such a login is pinned to that instant.
 */
import { env } from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { OperatorRole } from '../../../schema/rest/operators';
import { stepAt, totpAt } from '../../../backend/operators/totp';
import { call, clearRateLimits, type CallResult } from './accounts';
import { cookiesFrom, visit } from './session';

export const OPERATOR_PASSWORD = 'Admin#2026!';
export const SEEDED_SECRET = 'MUSIKAADMINSEED2';
export const OPERATOR_IDS: Record<OperatorRole, number> = { admin: 40, moderator: 41, editor: 42, finance: 43, support: 44 };
/** Where operator tests' clocks start: any fixed instant (a Harare Monday morning). */
export const BASE_MS = Date.parse('2026-06-01T08:00:05.000Z');

/** An instant whose step this account has not used yet (and the code it shows then). */
export async function nextCodeAt(userId: number): Promise<{ now: number; code: string }> {
  const row = await env.DB.prepare('select last_step from operator_totp where user_id = ?').bind(userId).first<{ last_step: number | null }>();
  const step = Math.max(stepAt(BASE_MS), (row?.last_step ?? 0) + 2);
  const now = step * 30_000 + 5_000;
  return { now, code: await totpAt(SEEDED_SECRET, now) };
}

export interface OperatorLogin {
  token: string;
  /** Pin every call of this login here (tokens are issued for 30 days from it). */
  now: number;
  userId: number;
}

/** Password login only: the token has not passed the code step. */
export async function passwordOnly(role: OperatorRole, ip = '198.51.100.40'): Promise<OperatorLogin & { code: string }> {
  const userId = OPERATOR_IDS[role];
  const { now, code } = await nextCodeAt(userId);
  const login = await call('POST', '/auth/token', { body: { username: `${role}@musika.co.zw`, password: OPERATOR_PASSWORD }, ip, now });
  if (login.status !== 200) throw new Error(`login as ${role} answered ${login.status}: ${login.json.message}`);
  return { token: login.json.data.token, now, userId, code };
}

export const verifyCode = (login: OperatorLogin, code: string, ip = '198.51.100.40'): Promise<CallResult> =>
  call('POST', '/auth/second-factor', { token: login.token, body: { code }, now: login.now, ip });

/** A full operator login: password, then the code. */
export async function operatorLogin(role: OperatorRole, ip?: string): Promise<OperatorLogin> {
  const login = await passwordOnly(role, ip);
  const passed = await verifyCode(login, login.code, ip);
  if (passed.status !== 200) throw new Error(`code step as ${role} answered ${passed.status}: ${passed.json.message}`);
  return login;
}

/**
 * The seeded admin logged in through the app's own forms (password, then the authenticator code), as a browser
 * would: the session's cookie jar, for the screens' language tests. Its last used step is cleared first (other
 * files pin their codes to a fixed clock; callers clear it again after, as those files expect).
 */
export async function operatorPageJar(): Promise<Record<string, string>> {
  await clearLastStep();
  const cookies: Record<string, string> = {};
  const password = await visit('/login/', cookies, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'password', username: 'admin@musika.co.zw', password: OPERATOR_PASSWORD, redirectTo: '/admin/' }),
  });
  cookiesFrom(password, cookies);
  const code = await visit('/login/', cookies, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'totp', code: await totpAt(SEEDED_SECRET, Date.now()), redirectTo: '/admin/' }),
  });
  if (code.status !== 302) throw new Error(`the code step answered ${code.status}`);
  return cookies;
}

const clearLastStep = () => env.DB.prepare('update operator_totp set last_step = null where user_id = ?').bind(OPERATOR_IDS.admin).run();

/**
 * A file of operator screens: rate limits cleared before each test, the seeded admin logged in once through the
 * pages (operatorPageJar), and its last used step cleared after, as the files pinned to a fixed clock expect.
 * Answers the session's jar, in a language when one is given.
 */
export function operatorPages(timeout = 60_000): (lang?: string) => Record<string, string> {
  let jar: Record<string, string> = {};
  beforeEach(clearRateLimits);
  beforeAll(async () => {
    await clearRateLimits();
    jar = await operatorPageJar();
  }, timeout);
  afterAll(clearLastStep);
  return (lang) => (lang ? { ...jar, lang } : { ...jar });
}
