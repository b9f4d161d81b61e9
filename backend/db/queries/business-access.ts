/**
 * Who runs a business: the one question behind every "not on your own product" rule (ordering, offers,
 * reviews) and behind seeing one's own unpublished products. Asked here only, so the rules cannot disagree.
 *
 * Today a business is run by its owner (businesses.owner_id): the schema has no staff yet. When the vendor
 * workspace adds staff members, they join businessIdsRunBy and requireBusinessRunner's read (the two places
 * that say who runs a business) and every rule follows.
 */
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { businesses } from '../schema';
import { bearerToken, findToken, requireUser } from '../../auth/tokens';
import { HttpError } from '../../http';
import { perRequest } from '../../request-memo';

/** Ids of the businesses `userId` owns or staffs (drafts included: they are still theirs). */
export async function businessIdsRunBy(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, userId));
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
export async function viewerBusinessIds(c: Context, db: Db, now = new Date()): Promise<Set<number>> {
  const token = bearerToken(c);
  if (!token) return new Set();
  const owner = await findToken(db, token, now);
  return owner ? businessIdsRunBy(db, owner.userId) : new Set();
}

/**
 * Every vendor read and write scoped by bID goes through here first: the caller (bearer token) must run the
 * business. 401 without a valid token; 404 for a business that does not exist; 403 for someone else's.
 * Answers the caller's user id.
 */
export async function requireBusinessRunner(c: Context, db: Db, businessId: number, now = new Date()): Promise<number> {
  const { userId } = await requireUser(c, db, now);
  // One read answers both questions (does it exist, does the caller run it): every vendor call waits on it.
  // The same rule as businessIdsRunBy: its owner runs it.
  // Shared by the request's calls (the dashboard asks figures and counters of the same business side by side).
  const row = await perRequest(
    c,
    `business-owner:${businessId}`,
    async () => (await db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, businessId)).limit(1))[0],
    (found) => found !== undefined,
  );
  if (!row) throw new HttpError(404, 'Business not found');
  if (row.ownerId !== userId) throw new HttpError(403, 'You do not manage this business');
  return userId;
}
