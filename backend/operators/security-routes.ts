/**
 * The code step and authenticator enrolment (issue 29). GET/POST /auth/second-factor serve the login page;
 * /admin/security/* let an operator set up an app — before the code step when there is nothing to check yet
 * (a new operator, a reset, the demo secret on a public origin), after it otherwise. Recovery codes are
 * answered once, at confirmation, and stored only as digests.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as contract from '../../schema/rest/operators';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES, type OperatorRole } from '../../schema/rest/operators';
import { findUserById } from '../auth/accounts-queries';
import { admitAttempt, clearBackoff } from '../auth/backoff';
import { hashSecret } from '../auth/encoding';
import { requireUser } from '../auth/tokens';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { HttpError, mount, type BackendApp } from '../http';
import { auditEntry } from './audit-log';
import { operatorRecoveryCodes, operatorTotp } from './operators-tables';
import { codeBackoffKey, isEnrolled, passToken, requireEnrollingOperator, secondFactorStatus, verifyCode, type TotpRow } from './second-factor';
import { base32Encode, matchingStep, newTotpSecret, otpauthUri } from './totp';

const ALL: readonly OperatorRole[] = contract.OPERATOR_ROLES;

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/security': ALL,
  'POST /admin/security/totp': ALL,
  'POST /admin/security/totp/confirm': ALL,
  // An admin's reset of another operator's authenticator: operator-reset-routes.ts.
};

/** `abcde-fghij`: 50 random bits, easy to copy from paper. Stored as the digest of its 10 letters. */
function newRecoveryCode(): string {
  const letters = base32Encode(crypto.getRandomValues(new Uint8Array(7)))
    .toLowerCase()
    .slice(0, 10);
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

async function statusOf(c: Parameters<typeof isEnrolled>[0], db: Db, userId: number, totp: TotpRow | null) {
  const enrolled = isEnrolled(c, totp);
  const user = await findUserById(db, userId);
  const [left] = await db
    .select({ n: sql<number>`count(*)` })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)));
  const pending =
    !enrolled && totp && !totp.confirmedAt ? { secret: totp.secret, uri: otpauthUri(totp.secret, user?.email ?? String(userId)) } : null;
  return { enrolled, pending, recoveryCodesLeft: enrolled ? (left?.n ?? 0) : 0 };
}

export function registerSecurityRoutes(app: BackendApp): void {
  mount(app, contract.getSecondFactor, async ({ db, c }) => secondFactorStatus(c, db, await requireUser(c, db, clockNow(c))));

  mount(app, contract.verifySecondFactor, async ({ db, body, c }) => {
    const now = clockNow(c);
    await verifyCode(c, db, await requireUser(c, db, now), body.code, now);
    return { passed: true as const };
  });

  mount(app, contract.getSecurity, async ({ db, c }) => {
    const operator = await requireEnrollingOperator(c, db, await requireUser(c, db, clockNow(c)));
    return statusOf(c, db, operator.userId, operator.totp);
  });

  mount(app, contract.startTotpEnrolment, async ({ db, c }) => {
    const now = clockNow(c);
    const operator = await requireEnrollingOperator(c, db, await requireUser(c, db, now));
    if (isEnrolled(c, operator.totp)) throw new HttpError(409, SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    const fresh = { userId: operator.userId, secret: newTotpSecret(), confirmedAt: null, lastStep: null, createdAt: now.toISOString() };
    await db
      .insert(operatorTotp)
      .values(fresh)
      .onConflictDoUpdate({
        target: operatorTotp.userId,
        set: { secret: fresh.secret, confirmedAt: null, lastStep: null, createdAt: fresh.createdAt },
      });
    return statusOf(c, db, operator.userId, fresh);
  });

  mount(app, contract.confirmTotpEnrolment, async ({ db, body, c }) => {
    const now = clockNow(c);
    const operator = await requireEnrollingOperator(c, db, await requireUser(c, db, now));
    const totp = operator.totp;
    if (isEnrolled(c, totp)) throw new HttpError(409, SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    if (!totp || totp.confirmedAt) throw new HttpError(409, SECOND_FACTOR_MESSAGES.noPendingSecret);
    await admitAttempt(db, codeBackoffKey(operator.userId), now);
    const step = await matchingStep(totp.secret, body.code, now.getTime(), null);
    if (step === null) throw new HttpError(403, SECOND_FACTOR_MESSAGES.badCode);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const hashes = await Promise.all(codes.map((code) => hashSecret(code.replace('-', ''))));
    // One batch: the secret, its codes, this login's pass and the audit entry happen together or not at all.
    await db.batch([
      db
        .update(operatorTotp)
        .set({ confirmedAt: now.toISOString(), lastStep: step })
        .where(and(eq(operatorTotp.userId, operator.userId), eq(operatorTotp.secret, totp.secret), isNull(operatorTotp.confirmedAt))),
      db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, operator.userId)),
      db.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ userId: operator.userId, codeHash, createdAt: now.toISOString() }))),
      passToken(db, operator.tokenId, now),
      clearBackoff(db, codeBackoffKey(operator.userId)),
      auditEntry(c, db, operator, { action: 'operator.totp_enrolled', objectType: 'user', objectId: operator.userId }, now),
    ]);
    return { recoveryCodes: codes };
  });
}
