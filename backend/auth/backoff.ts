/**
 * Per-account login back-off. A hard lock ("11 wrong passwords a minute → locked") lets an attacker keep any
 * account locked for ever; a back-off only slows guessing. The first 5 attempts are free; from then on each
 * attempt must wait 2^(failures-4) seconds after the previous one (2 s, 4 s, 8 s … capped at 15 minutes) and
 * is answered 429 + Retry-After until then. Attempts refused while waiting are not counted, so they do not
 * lengthen the wait: once it has passed, the owner's right password works. When the account first enters
 * back-off its owner is e-mailed a one-time unlock link (a login link, see one-time-keys.ts) that logs them in
 * and clears it. Failures are forgotten 24 hours after the last one.
 *
 * An attempt counts as a failure the moment it is admitted (a success then clears the row), and admission is
 * one upsert: D1 serialises writes, so a burst of parallel guesses cannot all slip through an open window.
 * Names without an account back off the same way (no e-mail), so the answers say nothing about existence.
 */
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import type { Db } from '../db/client';
import type { UserRow } from './accounts-queries';
import { loginBackoff } from '../db/schema';
import { HttpError } from '../http';

export const FREE_ATTEMPTS = 5;
export const MAX_WAIT_MS = 15 * 60 * 1000;
export const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** How long the attempt after `failures` failures must wait: 0 up to FREE_ATTEMPTS, then doubling, capped. */
export function waitAfter(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** Math.min(failures - (FREE_ATTEMPTS - 1), 20));
}

/** The same rule in SQL, over a failure count expression (bit shift bounded so it cannot overflow). */
function waitSql(failures: ReturnType<typeof sql>) {
  const exponent = sql`min(${failures} - ${FREE_ATTEMPTS - 1}, 20)`;
  return sql`case when ${failures} < ${FREE_ATTEMPTS} then 0 else min(${MAX_WAIT_MS}, 1000 * (1 << ${exponent})) end`;
}

export const userBackoffKey = (userId: number) => `user:${userId}`;

/** The account's bucket, or the typed name's when no account has it (one bucket however it is typed). */
export function backoffKey(user: UserRow | null, login: string): string {
  return user ? userBackoffKey(user.id) : `name:${login.trim().toLowerCase().slice(0, 254)}`;
}

export interface Admission {
  /** Failures counted so far, this attempt included. */
  failures: number;
  /** True for the attempt that puts the account into back-off: its owner gets the unlock link if it fails. */
  entersBackoff: boolean;
}

/** Lets one password attempt through, counted as a failure until it succeeds; 429 + Retry-After while waiting. */
export async function admitAttempt(db: Db, key: string, now: Date): Promise<Admission> {
  const nowMs = now.getTime();
  // In an upsert's SET every column name is the stored row's value before this update.
  const waiting = sql`${loginBackoff.lockedUntil} > ${nowMs}`;
  const forgotten = sql`${loginBackoff.lastFailureAt} <= ${nowMs - FORGET_AFTER_MS}`;
  const counted = sql`case when ${forgotten} then 1 else ${loginBackoff.failures} + 1 end`;
  const [row] = await db
    .insert(loginBackoff)
    .values({ key, failures: 1, lockedUntil: nowMs + waitAfter(1), lastFailureAt: nowMs, admitted: true })
    .onConflictDoUpdate({
      target: loginBackoff.key,
      set: {
        admitted: sql`case when ${waiting} then 0 else 1 end`,
        failures: sql`case when ${waiting} then ${loginBackoff.failures} else ${counted} end`,
        lastFailureAt: sql`case when ${waiting} then ${loginBackoff.lastFailureAt} else ${nowMs} end`,
        lockedUntil: sql`case when ${waiting} then ${loginBackoff.lockedUntil} else ${nowMs} + ${waitSql(counted)} end`,
      },
    })
    .returning({ admitted: loginBackoff.admitted, failures: loginBackoff.failures, lockedUntil: loginBackoff.lockedUntil });
  if (!row.admitted) {
    const seconds = Math.max(1, Math.ceil((row.lockedUntil - nowMs) / 1000));
    throw new HttpError(429, AUTH_MESSAGES.rateLimited, { 'Retry-After': String(seconds) });
  }
  return { failures: row.failures, entersBackoff: row.failures === FREE_ATTEMPTS };
}

/** After a success, an unlock or login link, or a password reset: the account starts afresh. */
export function clearBackoff(db: Db, key: string) {
  return db.delete(loginBackoff).where(eq(loginBackoff.key, key));
}
