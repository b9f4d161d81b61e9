/**
 * Password change (logged in) and reset by e-mailed key (spec §7 "Auth": /password/change, /auth/reset,
 * /auth/checkResetKey, /auth/update). Both end every existing session: a password change is what someone
 * does when they fear another person has it.
 */
import { eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/auth';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import { findUserByEmail, findUserById } from './accounts-queries';
import { users } from '../db/schema';
import { HttpError, mount, type BackendApp } from '../http';
import { claimResetKey, isResetKeyLive, retireKeys, sendPasswordReset } from './one-time-keys';
import { hashPassword, verifyPassword } from './passwords';
import { clientIp, enforceRateLimits, limitKey } from './rate-limit';
import { publicOrigin } from './request-config';
import { clearBackoff, userBackoffKey } from './backoff';
import { forgetVerifiedTokens, insertToken, newToken, requireUser, revokeAllTokens } from './tokens';
import { clockNow } from '../clock';
import type { ChatEnv } from '../chat/broadcast';
import { closeChatSockets } from '../chat/revoke';

export function registerPasswordRoutes(app: BackendApp): void {
  mount(app, contract.changePassword, async ({ db, body, c }) => {
    const now = clockNow(c);
    const { userId } = await requireUser(c, db, now);
    // A stolen token must not become a fast oracle for the current password.
    await enforceRateLimits(db, [limitKey('password-change', 'user', userId)], now);
    const user = await findUserById(db, userId);
    if (!user || !(await verifyPassword(body.currentPassword, user.passwordHash))) {
      throw new HttpError(403, AUTH_MESSAGES.wrongCurrentPassword);
    }
    const passwordHash = await hashPassword(body.newPassword);
    const issued = await newToken(now);
    // One transaction: the new hash, every old token revoked, then the caller's new token.
    await db.batch([
      db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
      revokeAllTokens(db, userId, now),
      insertToken(db, userId, issued, now),
    ]);
    // Every old token's chat sockets close with it (issue #27 §3); the new token opens new ones.
    await closeChatSockets(c.env as unknown as ChatEnv, db, { userId });
    forgetVerifiedTokens(c);
    return { token: issued.token, expiresAt: issued.expiresAt };
  });

  mount(app, contract.resetPassword, async ({ db, body, c }) => {
    const now = clockNow(c);
    await enforceRateLimits(db, [limitKey('reset', 'ip', clientIp(c)), limitKey('reset', 'email', body.email)], now);
    const user = await findUserByEmail(db, body.email);
    // Same answer and the same work whether or not the account exists: neither may reveal who has one.
    await sendPasswordReset(db, publicOrigin(c), user, now);
    return { sent: true as const };
  });

  mount(app, contract.checkResetKey, async ({ db, body, c }) => {
    const now = clockNow(c);
    await enforceRateLimits(db, [limitKey('check-reset-key', 'ip', clientIp(c))], now);
    if (!(await isResetKeyLive(db, body.login, body.key, now))) throw new HttpError(400, AUTH_MESSAGES.invalidResetKey);
    return { valid: true as const };
  });

  mount(app, contract.updatePassword, async ({ db, body, c }) => {
    const now = clockNow(c);
    await enforceRateLimits(db, [limitKey('update-password', 'ip', clientIp(c))], now);
    // Used up first (atomically), so the same key cannot set two passwords.
    const userId = await claimResetKey(db, body.login, body.key, now);
    if (userId === null) throw new HttpError(400, AUTH_MESSAGES.invalidResetKey);
    const passwordHash = await hashPassword(body.password);
    await db.batch([
      db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
      revokeAllTokens(db, userId, now),
      ...retireKeys(db, userId, now),
      // Whoever reset the password owns the address: wrong passwords before it no longer slow them down.
      clearBackoff(db, userBackoffKey(userId)),
    ]);
    await closeChatSockets(c.env as unknown as ChatEnv, db, { userId });
    forgetVerifiedTokens(c);
    return { updated: true as const };
  });
}
