/**
 * Login, login links, logout and the cookie session check (spec §7 "Auth": POST /auth/token, POST /auth/logout,
 * GET /auth/cookie-token).
 *
 * Limits: every call here counts against the caller's IP (10 a minute, rate-limit.ts). Password attempts also
 * go through the account's back-off (backoff.ts), which slows guessing without ever keeping the owner out.
 * Link requests are counted per account as well, so nobody can flood an inbox. Redeeming a key is counted per
 * IP only: keys are 256-bit, and the unlock link must work however hard someone attacks the account.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/auth';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import type { Db } from '../db/client';
import { findUserByLogin } from './accounts-queries';
import { HttpError, mount, type BackendApp } from '../http';
import { admitAttempt, backoffKey, clearBackoff, userBackoffKey } from './backoff';
import { redeemLoginKey, sendLoginLink, sendUnlockLink } from './one-time-keys';
import { verifyPassword } from './passwords';
import { clientIp, enforceRateLimits, limitKey } from './rate-limit';
import { claimRegistration } from './registrations';
import { publicOrigin } from './request-config';
import { loadSession, logIn } from './session';
import { bearerToken, clearSessionCookie, findToken, forgetVerifiedTokens, readSessionCookie, revokeToken } from './tokens';
import { clockNow } from '../clock';
import type { ChatEnv } from '../chat/broadcast';
import { closeChatSockets } from '../chat/revoke';

type LoginBody = Extract<contract.RestLoginBody, { username: string }>;
type LinkBody = Extract<contract.RestLoginBody, { email: string }>;

const ipKey = (c: Context) => limitKey('login', 'ip', clientIp(c));

async function passwordLogin(c: Context, db: Db, body: LoginBody, now: Date) {
  const user = await findUserByLogin(db, body.username);
  await enforceRateLimits(db, [ipKey(c)], now);
  const bucket = backoffKey(user, body.username);
  const attempt = await admitAttempt(db, bucket, now);
  // Always one PBKDF2, account or not, so the answer and its timing say nothing about which was wrong.
  const ok = await verifyPassword(body.password, user?.passwordHash ?? null);
  if (user && ok) {
    await clearBackoff(db, bucket);
    return logIn(c, db, user.id, now);
  }
  // The owner hears of it once, as the account enters back-off; an unknown name costs the same, sends nothing.
  if (attempt.entersBackoff) await sendUnlockLink(db, publicOrigin(c), user, now);
  throw new HttpError(403, AUTH_MESSAGES.badCredentials);
}

async function requestLink(c: Context, db: Db, email: string, now: Date) {
  const user = await findUserByLogin(db, email);
  await enforceRateLimits(db, [ipKey(c), user ? limitKey('login-link', 'user', user.id) : limitKey('login-link', 'name', email)], now);
  // A link is e-mailed only to an existing account's address; the answer and the work are the same either way.
  await sendLoginLink(db, publicOrigin(c), user && user.email === email ? user : null, now);
  return { sent: true as const };
}

/** A login link, an unlock link or a registration link: each logs in once and lifts the account's back-off. */
async function redeemLink(c: Context, db: Db, body: Required<LinkBody>, now: Date) {
  await enforceRateLimits(db, [ipKey(c)], now);
  const userId = (await redeemLoginKey(db, body.email, body.key, now)) ?? (await claimRegistration(db, body.email, body.key, now));
  if (userId === null) throw new HttpError(403, AUTH_MESSAGES.badCredentials);
  await clearBackoff(db, userBackoffKey(userId));
  return logIn(c, db, userId, now);
}

export function registerAuthRoutes(app: BackendApp): void {
  mount(app, contract.login, async ({ db, body, c }) => {
    const now = clockNow(c);
    if ('username' in body) return passwordLogin(c, db, body, now);
    if (body.key === undefined) return requestLink(c, db, body.email, now);
    return redeemLink(c, db, { email: body.email, key: body.key }, now);
  });

  mount(app, contract.logout, async ({ db, c }) => {
    const now = clockNow(c);
    // Revoke what this client holds: the bearer and, from a browser, the login cookie.
    const held = await Promise.all([findToken(db, bearerToken(c), now), findToken(db, readSessionCookie(c), now)]);
    const live = held.filter((t) => t !== null);
    clearSessionCookie(c);
    if (live.length === 0) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn);
    for (const token of live) await revokeToken(db, token.tokenId, now);
    // Chat sockets opened with these tokens close too: a logged-out token reads nothing more (issue #27 §3).
    await closeChatSockets(c.env as unknown as ChatEnv, db, { tokenIds: live.map((t) => t.tokenId) });
    forgetVerifiedTokens(c);
    return { loggedOut: true as const };
  });

  mount(app, contract.cookieToken, async ({ db, c }) => {
    const now = clockNow(c);
    const token = readSessionCookie(c);
    const owner = await findToken(db, token, now);
    if (!owner || !token) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn);
    return { ...(await loadSession(db, owner.userId, now)), token, expiresAt: owner.expiresAt };
  });
}
