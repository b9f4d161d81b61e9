/**
 * Single-use keys sent by e-mail: login links (15 minutes, `login_keys`, also the unlock link of backoff.ts for
 * an hour) and password reset keys (1 hour, `password_reset_keys`). Only SHA-256(key) is stored. A key is used
 * up by one conditional UPDATE … RETURNING, so two requests racing with the same key cannot both succeed.
 *
 * Asked for an address without an account, the same work is done and nothing is written or sent: the answer
 * and its timing must not tell a caller which addresses have accounts.
 */
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginKeys, outbox, passwordResetKeys, users } from '../db/schema';
import type { UserRow } from './accounts-queries';
import { asRecipientLanguage, type RecipientLanguage } from '../../schema/rest/languages';
import { hashSecret, randomSecret } from './encoding';
import { accountExistsEmail, accountUnlockEmail, loginLinkEmail, passwordResetEmail, queueEmail, type Email } from './outbox';

export const LOGIN_KEY_TTL_MS = 15 * 60 * 1000;
export const RESET_KEY_TTL_MS = 60 * 60 * 1000;
export const UNLOCK_KEY_TTL_MS = 60 * 60 * 1000;
/** What randomSecret() produces; other shapes are refused without touching the database. */
export const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;

type KeyTable = typeof loginKeys | typeof passwordResetKeys;
type Mail = (origin: string, to: string, key: string, language: RecipientLanguage) => Email;

/**
 * A key for `user` and the e-mail carrying it, written in one batch (a transaction: both or neither). With no
 * user, the same steps — a key, its SHA-256, one batch of two statements against the same tables — that
 * match no row, so an unknown address costs what a known one does.
 */
async function issue(db: Db, table: KeyTable, user: UserRow | null, ttlMs: number, now: Date, origin: string, mail: Mail) {
  const key = randomSecret();
  const keyHash = await hashSecret(key);
  if (!user) {
    await db.batch([db.delete(table).where(eq(table.keyHash, keyHash)), db.delete(outbox).where(eq(outbox.id, -1))]);
    return;
  }
  const row = { keyHash, userId: user.id, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + ttlMs).toISOString() };
  await db.batch([db.insert(table).values(row), queueEmail(db, mail(origin, user.email, key, asRecipientLanguage(user.language)), now)]);
}

/** Each takes the account, or null for an address without one (same work, nothing sent). */
export const sendLoginLink = (db: Db, origin: string, user: UserRow | null, now: Date) =>
  issue(db, loginKeys, user, LOGIN_KEY_TTL_MS, now, origin, loginLinkEmail);
export const sendPasswordReset = (db: Db, origin: string, user: UserRow | null, now: Date) =>
  issue(db, passwordResetKeys, user, RESET_KEY_TTL_MS, now, origin, passwordResetEmail);
export const sendUnlockLink = (db: Db, origin: string, user: UserRow | null, now: Date) =>
  issue(db, loginKeys, user, UNLOCK_KEY_TTL_MS, now, origin, accountUnlockEmail);
/** POST /register for a taken address: a login link to the owner instead of a second account. */
export const sendAccountExists = (db: Db, origin: string, user: UserRow, now: Date) =>
  issue(db, loginKeys, user, LOGIN_KEY_TTL_MS, now, origin, accountExistsEmail);

/** Conditions for a key that is the given one, unused, unexpired and belongs to the named account. */
async function liveKey(db: Db, table: KeyTable, login: string, key: string, now: Date) {
  const wanted = login.trim().toLowerCase();
  const owner = db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, wanted), eq(users.username, wanted)));
  return and(eq(table.keyHash, await hashSecret(key)), isNull(table.usedAt), gt(table.expiresAt, now.toISOString()), inArray(table.userId, owner));
}

/** Uses the key up; the owner's id, or null when the key is not live for that login. */
async function claim(db: Db, table: KeyTable, login: string, key: string, now: Date): Promise<number | null> {
  if (!KEY_SHAPE.test(key)) return null;
  const [row] = await db
    .update(table)
    .set({ usedAt: now.toISOString() })
    .where(await liveKey(db, table, login, key, now))
    .returning({ userId: table.userId });
  return row?.userId ?? null;
}

export const redeemLoginKey = (db: Db, email: string, key: string, now: Date) => claim(db, loginKeys, email, key, now);
export const claimResetKey = (db: Db, login: string, key: string, now: Date) => claim(db, passwordResetKeys, login, key, now);

/** Whether a reset key is live, without using it (POST /auth/checkResetKey). */
export async function isResetKeyLive(db: Db, login: string, key: string, now: Date): Promise<boolean> {
  if (!KEY_SHAPE.test(key)) return false;
  const [row] = await db
    .select({ id: passwordResetKeys.id })
    .from(passwordResetKeys)
    .where(await liveKey(db, passwordResetKeys, login, key, now))
    .limit(1);
  return row !== undefined;
}

/** After a password change by reset: every other outstanding key of the user stops working. */
export function retireKeys(db: Db, userId: number, now: Date) {
  const at = now.toISOString();
  return [
    db
      .update(passwordResetKeys)
      .set({ usedAt: at })
      .where(and(eq(passwordResetKeys.userId, userId), isNull(passwordResetKeys.usedAt))),
    db
      .update(loginKeys)
      .set({ usedAt: at })
      .where(and(eq(loginKeys.userId, userId), isNull(loginKeys.usedAt))),
  ] as const;
}
