/**
 * The user session of spec §3 (GET /me, and every login): the profile, owned businesses, the active
 * subscription with its package, permissions (package capabilities prefixed perm_, spec §4/§6) and limits.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  AUTH_MESSAGES,
  billing as billingSchema,
  type RestAuthResult,
  type RestBilling,
  type RestPackage,
  type RestProfile,
  type RestSession,
} from '../../schema/rest/auth';
import type { Db } from '../db/client';
import { sessionRows, type PackageRow, type UserRow } from './accounts-queries';
import { HttpError } from '../http';
import { packageGrants } from '../subscriptions/activation';
import { insertToken, newToken, setSessionCookie } from './tokens';
import { clockNow } from '../clock';
import { operatorRoles } from '../operators/operators-tables';

/** JSON columns are ours, but a bad row must not take the whole session down: fall back to the default. */
function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function parseBilling(text: string | null): RestBilling | null {
  const parsed = billingSchema.safeParse(parseJson<unknown>(text, null));
  return parsed.success ? parsed.data : null;
}

export function toProfile(u: UserRow): RestProfile {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    displayName: u.displayName,
    whatsAppNumber: u.whatsAppNumber,
    photo: u.photo,
    billing: parseBilling(u.billing),
  };
}

export function toPackage(p: PackageRow): RestPackage {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    description: p.description,
    priceCents: p.priceCents,
    months: p.months,
    capabilities: parseJson<string[]>(p.capabilities, []),
    limits: parseJson<Record<string, number>>(p.limits, {}),
  };
}

export async function loadSession(db: Db, userId: number, now: Date = new Date()): Promise<RestSession> {
  // The operator roles beside the rest, in parallel: the header's Admin link and the login's code step need them.
  const [{ user, businesses, current, productCount, adsCount }, operatorRoleRows] = await Promise.all([
    sessionRows(db, userId, now),
    db.select({ role: operatorRoles.role }).from(operatorRoles).where(eq(operatorRoles.userId, userId)),
  ]);
  // The token outlived its user (deleted account): same answer as any other dead token.
  if (!user) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn);
  const pkg = current ? toPackage(current.pkg) : null;
  // Spec §4/§6: what the active package grants, by the same rule the activation tests pin down.
  const grants = packageGrants(pkg);
  return {
    userId: user.id,
    displayName: user.displayName,
    photo: user.photo,
    roles: parseJson<string[]>(user.roles, ['buyer']),
    user: toProfile(user),
    businesses,
    permissions: grants.permissions,
    limits: grants.limits,
    subscription: current
      ? {
          id: current.subscription.id,
          packageId: current.subscription.packageId,
          status: current.subscription.status,
          startedAt: current.subscription.startedAt,
          endsAt: current.subscription.endsAt,
        }
      : null,
    package: pkg,
    productCount,
    adsCount,
    // Businesses they own (the package's `businesses` limit); those they are staff of are their owners'.
    businessCount: businesses.filter((b) => b.role === 'owner').length,
    // Spec §4: an active subscription clears canTrial, whatever the column still says.
    canTrial: user.canTrial && !current,
    userCreatedDate: user.createdAt,
    operatorRoles: operatorRoleRows.map((r) => r.role),
  };
}

/** A successful login or registration: a new token (stored), the API's login cookie and the session. */
export async function logIn(c: Context, db: Db, userId: number, now: Date = clockNow(c)): Promise<RestAuthResult> {
  const issued = await newToken(now);
  await insertToken(db, userId, issued, now);
  setSessionCookie(c, issued.token);
  return { ...(await loadSession(db, userId, now)), token: issued.token, expiresAt: issued.expiresAt };
}
