/**
 * Login, login links, logout and the cookie session check (spec §7 "Auth": POST /auth/token, POST /auth/logout,
 * GET /auth/cookie-token).
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/auth';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import type { Db } from '../db/client';
import { findUserByLogin, type UserRow } from '../db/queries/accounts';
import { HttpError, mount, type BackendApp } from '../http';
import { redeemLoginKey, sendLoginLink } from '../auth/one-time-keys';
import { verifyPassword } from '../auth/passwords';
import { clientIp, enforceRateLimits, limitKey } from '../auth/rate-limit';
import { loadSession, logIn } from '../auth/session';
import { bearerToken, clearSessionCookie, findToken, readSessionCookie, revokeToken } from '../auth/tokens';

/**
 * Counts a login attempt per IP and per account. The account bucket is the user's id when the login names
 * one, so typing the username or the email does not double the guesses; otherwise the typed login itself.
 */
async function limitLogin(c: Context, db: Db, user: UserRow | null, login: string, now: Date) {
  await enforceRateLimits(
    db,
    [limitKey('login', 'ip', clientIp(c)), user ? limitKey('login', 'user', user.id) : limitKey('login', 'name', login)],
    now,
  );
}

export function registerAuthRoutes(app: BackendApp): void {
  mount(app, contract.login, async ({ db, body, c }) => {
    const now = new Date();
    if ('username' in body) {
      const user = await findUserByLogin(db, body.username);
      await limitLogin(c, db, user, body.username, now);
      // Always one PBKDF2, account or not, so the answer and its timing say nothing about which was wrong.
      const ok = await verifyPassword(body.password, user?.passwordHash ?? null);
      if (!user || !ok) throw new HttpError(403, AUTH_MESSAGES.badCredentials);
      return logIn(c, db, user.id, now);
    }

    const user = await findUserByLogin(db, body.email);
    await limitLogin(c, db, user, body.email, now);
    if (body.key === undefined) {
      // A link is e-mailed only to an existing account; the answer is the same either way.
      if (user && user.email === body.email) await sendLoginLink(db, user, now);
      return { sent: true as const };
    }
    const userId = await redeemLoginKey(db, body.email, body.key, now);
    if (userId === null) throw new HttpError(403, AUTH_MESSAGES.badCredentials);
    return logIn(c, db, userId, now);
  });

  mount(app, contract.logout, async ({ db, c }) => {
    const now = new Date();
    // Revoke what this client holds: the bearer and, from a browser, the login cookie.
    const held = await Promise.all([findToken(db, bearerToken(c), now), findToken(db, readSessionCookie(c), now)]);
    const live = held.filter((t) => t !== null);
    clearSessionCookie(c);
    if (live.length === 0) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn);
    for (const token of live) await revokeToken(db, token.tokenId, now);
    return { loggedOut: true as const };
  });

  mount(app, contract.cookieToken, async ({ db, c }) => {
    const now = new Date();
    const token = readSessionCookie(c);
    const owner = await findToken(db, token, now);
    if (!owner || !token) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn);
    return { ...(await loadSession(db, owner.userId, now)), token, expiresAt: owner.expiresAt };
  });
}
