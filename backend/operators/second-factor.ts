/**
 * The authenticator code step of an operator's login (issue 29). A password login gives an operator a token
 * whose `second_factor_at` is null; requireOperator refuses it until a code passes here. Wrong codes go
 * through the same back-off as passwords (backoff.ts) in a bucket of their own, so a correct password — which
 * clears the password bucket — cannot buy more code guesses. Each accepted step is recorded and never accepted
 * again; recovery codes are spent once. The demo seed's shared secret is refused on a public origin.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { OPERATOR_MESSAGES, SECOND_FACTOR_MESSAGES, type RestSecondFactorStatus } from '../../schema/rest/operators';
import { admitAttempt, clearBackoff } from '../auth/backoff';
import { hashSecret } from '../auth/encoding';
import { publicOrigin } from '../auth/request-config';
import type { TokenOwner } from '../auth/tokens';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema-core';
import { HttpError } from '../http';
import { auditEntry } from './audit-log';
import { operatorRecoveryCodes, operatorTotp } from './operators-tables';
import { rolesOf, type Operator } from './require-operator';
import { matchingStep } from './totp';

/** The secret every seeded operator shares (README): fine on a laptop, never on a public deployment. */
export const SEEDED_TOTP_SECRET = 'MUSIKAADMINSEED2';

/** Anything but localhost or 127.0.0.1 can be reached by strangers. */
export function isPublicOrigin(origin: string): boolean {
  try {
    return !['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);
  } catch {
    return true;
  }
}

export const codeBackoffKey = (userId: number) => `totp:user:${userId}`;

export type TotpRow = typeof operatorTotp.$inferSelect;

export async function totpOf(db: Db, userId: number): Promise<TotpRow | null> {
  const [row] = await db.select().from(operatorTotp).where(eq(operatorTotp.userId, userId)).limit(1);
  return row ?? null;
}

/** The seeded secret on a public origin counts as no secret at all: the operator must enrol a new one. */
export const seededOnPublic = (c: Context, row: TotpRow | null) => row?.secret === SEEDED_TOTP_SECRET && isPublicOrigin(publicOrigin(c));

/** Whether the account has an authenticator the code step can check. */
export const isEnrolled = (c: Context, row: TotpRow | null) => Boolean(row?.confirmedAt) && !seededOnPublic(c, row);

export async function tokenPassed(db: Db, tokenId: number): Promise<boolean> {
  const [row] = await db.select({ at: authTokens.secondFactorAt }).from(authTokens).where(eq(authTokens.id, tokenId)).limit(1);
  return Boolean(row?.at);
}

export async function secondFactorStatus(c: Context, db: Db, owner: TokenOwner): Promise<RestSecondFactorStatus> {
  const roles = await rolesOf(c, db, owner.userId);
  if (roles.length === 0) return { roles, state: 'none' };
  if (await tokenPassed(db, owner.tokenId)) return { roles, state: 'passed' };
  return { roles, state: isEnrolled(c, await totpOf(db, owner.userId)) ? 'code' : 'enrol' };
}

/** Marks this login as past the code step, in the batch of whatever proved it. */
export const passToken = (db: Db, tokenId: number, now: Date) =>
  db.update(authTokens).set({ secondFactorAt: now.toISOString() }).where(eq(authTokens.id, tokenId));

/** Claims a TOTP step: only one request can move last_step past it, so a code replayed in parallel fails too. */
async function claimStep(db: Db, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(operatorTotp)
    .set({ lastStep: step })
    .where(and(eq(operatorTotp.userId, userId), or(isNull(operatorTotp.lastStep), lt(operatorTotp.lastStep, step))))
    .returning({ userId: operatorTotp.userId });
  return claimed.length === 1;
}

async function spendRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now.toISOString() })
    .where(
      and(eq(operatorRecoveryCodes.userId, userId), eq(operatorRecoveryCodes.codeHash, await hashSecret(code)), isNull(operatorRecoveryCodes.usedAt)),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return spent.length === 1;
}

/** POST /auth/second-factor: a right code (or unused recovery code) passes this login and is audit-logged. */
export async function verifyCode(c: Context, db: Db, owner: TokenOwner, code: string, now: Date): Promise<void> {
  const roles = await rolesOf(c, db, owner.userId);
  if (roles.length === 0) throw new HttpError(403, SECOND_FACTOR_MESSAGES.notOperator);
  const row = await totpOf(db, owner.userId);
  if (seededOnPublic(c, row)) throw new HttpError(403, SECOND_FACTOR_MESSAGES.seededSecret);
  if (!row || !isEnrolled(c, row)) throw new HttpError(403, SECOND_FACTOR_MESSAGES.notEnrolled);
  await admitAttempt(db, codeBackoffKey(owner.userId), now);
  let method: 'totp' | 'recovery-code' | null = null;
  if (/^\d{6}$/.test(code)) {
    const step = await matchingStep(row.secret, code, now.getTime(), row.lastStep);
    if (step !== null && (await claimStep(db, owner.userId, step))) method = 'totp';
  } else if (await spendRecoveryCode(db, owner.userId, code, now)) {
    method = 'recovery-code';
  }
  if (!method) throw new HttpError(403, SECOND_FACTOR_MESSAGES.badCode);
  const operator: Operator = { ...owner, roles };
  await db.batch([
    passToken(db, owner.tokenId, now),
    clearBackoff(db, codeBackoffKey(owner.userId)),
    auditEntry(c, db, operator, { action: 'operator.signed_in', objectType: 'user', objectId: owner.userId, after: { method } }, now),
  ]);
}

/** For enrolment: an operator whose login passed the code step, or who has no authenticator to check yet. */
export async function requireEnrollingOperator(c: Context, db: Db, owner: TokenOwner): Promise<Operator & { totp: TotpRow | null }> {
  const roles = await rolesOf(c, db, owner.userId);
  if (roles.length === 0) throw new HttpError(403, OPERATOR_MESSAGES.notAllowed);
  const totp = await totpOf(db, owner.userId);
  // The seed's password and secret are in the README: on a public origin such an account must not be able to enrol
  // an authenticator of the caller's choosing with the password alone. Its operator is made anew with
  // scripts/create-admin.mjs instead.
  if (seededOnPublic(c, totp)) throw new HttpError(403, SECOND_FACTOR_MESSAGES.seededSecret);
  if (isEnrolled(c, totp) && !(await tokenPassed(db, owner.tokenId))) throw new HttpError(403, OPERATOR_MESSAGES.secondFactorNeeded);
  return { ...owner, roles, totp };
}
