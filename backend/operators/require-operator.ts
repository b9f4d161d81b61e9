/**
 * The one check in front of every operator call (issue 29): a live bearer token (401 otherwise) whose login
 * passed the authenticator code step, held by an account with at least one of the roles the call needs
 * (`admin` always counts). Everyone else — buyers, vendors, staff, operators of another role — gets 403, so an
 * operator screen's data never reaches them whatever page or call they try.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { OPERATOR_MESSAGES, type OperatorRole } from '../../schema/rest/operators';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema-core';
import { HttpError } from '../http';
import { perRequest } from '../request-memo';
import { requireUser, type TokenOwner } from '../auth/tokens';
import { operatorRoles } from './operators-tables';

export interface Operator extends TokenOwner {
  /** Every role the account holds (not only the ones this call needed): the audit log records them. */
  roles: OperatorRole[];
}

/** The roles an account holds; [] for anyone who is not an operator. Read once per request. */
export function rolesOf(c: Context, db: Db, userId: number): Promise<OperatorRole[]> {
  return perRequest(c, `operator-roles:${userId}`, async () => {
    const rows = await db.select({ role: operatorRoles.role }).from(operatorRoles).where(eq(operatorRoles.userId, userId));
    return rows.map((row) => row.role as OperatorRole);
  });
}

/** Whether the token's login passed the code step (set by the TOTP verification). */
async function passedSecondFactor(db: Db, tokenId: number): Promise<boolean> {
  const [row] = await db.select({ at: authTokens.secondFactorAt }).from(authTokens).where(eq(authTokens.id, tokenId)).limit(1);
  return Boolean(row?.at);
}

export async function requireOperator(c: Context, db: Db, allowed: readonly OperatorRole[], now: Date = clockNow(c)): Promise<Operator> {
  const owner = await requireUser(c, db, now);
  const roles = await rolesOf(c, db, owner.userId);
  const permitted = roles.includes('admin') || roles.some((role) => allowed.includes(role));
  if (!permitted) throw new HttpError(403, OPERATOR_MESSAGES.notAllowed);
  if (!(await perRequest(c, `second-factor:${owner.tokenId}`, () => passedSecondFactor(db, owner.tokenId)))) {
    throw new HttpError(403, OPERATOR_MESSAGES.secondFactorNeeded);
  }
  return { ...owner, roles };
}
