/**
 * Who runs a business, and what each of them may do: the one question behind every vendor call and every
 * "not on your own product" rule (ordering, offers, reviews), and behind seeing one's own unpublished products.
 * Asked here only, so the rules cannot disagree.
 *
 * A business is run by its owner (businesses.owner_id) and by its staff members (business_staff, issue #14):
 * a manager does everything but billing and staff, an assistant orders and the inbox only. The role → capability
 * table is ROLE_GRANTS in schema/rest/staff.ts (the dashboard reads the same table). Nothing here is cached
 * beyond one request: removing a member takes effect on their very next call.
 */
import type { Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, businessStaff } from '../db/schema';
import { roleAllows, STAFF_MESSAGES, type BusinessNeed, type BusinessRole } from '../../schema/rest/staff';
import { bearerToken, findToken, requireUser } from '../auth/tokens';
import { HttpError } from '../http';
import { perRequest } from '../request-memo';
import { clockNow } from '../clock';

export type { BusinessNeed, BusinessRole };

/** Ids of the businesses `userId` owns or staffs, whatever the role (drafts included: they are still theirs). */
export async function businessIdsRunBy(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(sql`${businesses.ownerId} = ${userId} or ${businesses.id} in (select business_id from business_staff where user_id = ${userId})`);
  return new Set(rows.map((r) => r.id));
}

export async function runsBusiness(db: Db, userId: number, businessId: number): Promise<boolean> {
  return (await businessIdsRunBy(db, userId)).has(businessId);
}

/**
 * The businesses run by whoever sent the request's bearer token, for public reads that show a vendor more of
 * their own things (an unpublished product). No token, or one the API no longer accepts, reads as a visitor:
 * a public page must not fail because a session expired.
 */
export async function viewerBusinessIds(c: Context, db: Db, now = clockNow(c)): Promise<Set<number>> {
  const token = bearerToken(c);
  if (!token) return new Set();
  const owner = await findToken(db, token, now);
  return owner ? businessIdsRunBy(db, owner.userId) : new Set();
}

export interface BusinessAccess {
  /** The caller. */
  userId: number;
  /** The business's owner: whose package (capabilities, limits) governs what the business may do. */
  ownerId: number;
  role: BusinessRole;
}

/**
 * Every vendor read and write scoped by bID goes through here first: the caller (bearer token) must run the
 * business with a role that grants `need`. 401 without a valid token; 404 for a business that does not exist;
 * 403 for someone else's business, or one whose role does not grant `need`.
 */
export async function requireBusinessAccess(
  c: Context,
  db: Db,
  businessId: number,
  need: BusinessNeed = 'manage',
  now = clockNow(c),
): Promise<BusinessAccess> {
  const { userId } = await requireUser(c, db, now);
  // One read answers all three questions (does it exist, who owns it, the caller's staff role): every vendor
  // call waits on it. Shared by the request's calls only (the dashboard asks several of the same business).
  const row = await perRequest(
    c,
    `business-access:${businessId}:${userId}`,
    async () =>
      (
        await db
          .select({ ownerId: businesses.ownerId, staffRole: businessStaff.role })
          .from(businesses)
          .leftJoin(businessStaff, and(eq(businessStaff.businessId, businesses.id), eq(businessStaff.userId, userId)))
          .where(eq(businesses.id, businessId))
          .limit(1)
      )[0],
    (found) => found !== undefined,
  );
  if (!row) throw new HttpError(404, 'Business not found');
  const role: BusinessRole | null = row.ownerId === userId ? 'owner' : row.staffRole;
  if (!role) throw new HttpError(403, 'You do not manage this business');
  if (!roleAllows(role, need)) throw new HttpError(403, STAFF_MESSAGES.refused);
  return { userId, ownerId: row.ownerId, role };
}

/**
 * requireBusinessAccess answering the caller's user id, the form most routes use. The fourth argument is what
 * the call needs (default 'manage': owner or manager) or, as older callers pass it, the clock.
 */
export async function requireBusinessRunner(c: Context, db: Db, businessId: number, needOrNow?: BusinessNeed | Date, now?: Date): Promise<number> {
  const need = needOrNow instanceof Date || needOrNow === undefined ? 'manage' : needOrNow;
  const clock = needOrNow instanceof Date ? needOrNow : (now ?? clockNow(c));
  return (await requireBusinessAccess(c, db, businessId, need, clock)).userId;
}

/**
 * The caller's role in a business without refusing: undefined when the business does not exist, null when they
 * do not run it. For routes that word their own refusals (buyer-request answers, offers answered as the store).
 */
export async function businessRoleOf(db: Db, userId: number, businessId: number): Promise<BusinessRole | null | undefined> {
  const [row] = await db
    .select({ ownerId: businesses.ownerId, staffRole: businessStaff.role })
    .from(businesses)
    .leftJoin(businessStaff, and(eq(businessStaff.businessId, businesses.id), eq(businessStaff.userId, userId)))
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!row) return undefined;
  return row.ownerId === userId ? 'owner' : row.staffRole;
}
