/** Account reads: users by login, owned businesses, the active subscription and the package catalogue. */
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countOf } from '../db/read-batch';
import {
  businessCategories,
  businessCategoryLinks,
  businesses,
  businessStaff,
  products,
  subscriptionPackages,
  userSubscriptions,
  users,
} from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type PackageRow = typeof subscriptionPackages.$inferSelect;
export type SubscriptionRow = typeof userSubscriptions.$inferSelect;

/**
 * The user whose email or username is `login`, case-insensitively. Emails and usernames are stored lower-case
 * (the contract lower-cases emails; usernames are derived lower-case), so the unique indexes serve the lookup.
 */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | null> {
  const wanted = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, wanted), eq(users.username, wanted)))
    // An email always wins over someone else's identical username.
    .orderBy(sql`${users.email} = ${wanted} desc`)
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Businesses the user is staff of (issue #14), as a subquery of ids. */
const staffedIds = (db: Db, userId: number) =>
  db.select({ id: businessStaff.businessId }).from(businessStaff).where(eq(businessStaff.userId, userId));

/**
 * Every business the user runs (drafts included: it is their own dashboard) with their role in it: owned ones
 * first (the dashboard opens the first), then those they are staff of, each oldest first.
 */
const ownedBusinessRows = (db: Db, userId: number) =>
  db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      logo: businesses.logo,
      adsBalanceCents: businesses.adsBalanceCents,
      ownerId: businesses.ownerId,
      staffRole: businessStaff.role,
    })
    .from(businesses)
    .leftJoin(businessStaff, and(eq(businessStaff.businessId, businesses.id), eq(businessStaff.userId, userId)))
    .where(or(eq(businesses.ownerId, userId), inArray(businesses.id, staffedIds(db, userId))))
    .orderBy(sql`${businesses.ownerId} = ${userId} desc`, businesses.createdAt, businesses.id);

/** The categories of every business the user runs, without a list of their ids first (so it can join a batch). */
const ownedBusinessCategoryRows = (db: Db, userId: number) =>
  db
    .select({ businessId: businessCategoryLinks.businessId, id: businessCategories.id, name: businessCategories.name })
    .from(businessCategoryLinks)
    .innerJoin(businessCategories, eq(businessCategories.id, businessCategoryLinks.categoryId))
    .where(
      or(
        inArray(businessCategoryLinks.businessId, db.select({ id: businesses.id }).from(businesses).where(eq(businesses.ownerId, userId))),
        inArray(businessCategoryLinks.businessId, staffedIds(db, userId)),
      ),
    )
    .orderBy(businessCategories.id);

type OwnedRow = Awaited<ReturnType<typeof ownedBusinessRows>>[number];
type OwnedCategoryRow = Awaited<ReturnType<typeof ownedBusinessCategoryRows>>[number];

function toOwnedBusinesses(rows: OwnedRow[], categories: OwnedCategoryRow[], userId: number) {
  const cats = new Map<number, { id: number; name: string }[]>();
  for (const c of categories) cats.set(c.businessId, [...(cats.get(c.businessId) ?? []), { id: c.id, name: c.name }]);
  return rows.map((b) => {
    const role = b.ownerId === userId || b.staffRole === null ? ('owner' as const) : b.staffRole;
    return {
      bID: b.id,
      name: b.name,
      slug: b.slug,
      logo: b.logo,
      categories: cats.get(b.id) ?? [],
      // The balance is billing, which staff roles do not have (schema/rest/staff.ts ROLE_GRANTS).
      adsBalance: role === 'owner' ? b.adsBalanceCents : 0,
      role,
    };
  });
}

export async function ownedBusinesses(db: Db, userId: number) {
  const [rows, categories] = await db.batch([ownedBusinessRows(db, userId), ownedBusinessCategoryRows(db, userId)]);
  // Owned only: callers measure the user's own package (publishAllowance).
  return toOwnedBusinesses(rows, categories, userId).filter((b) => b.role === 'owner');
}

export async function publishedProductCount(db: Db, businessIds: number[]): Promise<number> {
  if (businessIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(products)
    .where(and(inArray(products.businessId, businessIds), eq(products.status, 'publish')));
  return row?.n ?? 0;
}

/**
 * Published products across every business the user owns (not those they are staff of: the count is measured
 * against their own package's limit; a staffed business counts against its owner's), in one read
 * with no list of their businesses first, so it can run beside other reads or join a batch (the counters).
 */
// Summed from the counts kept per store (migration 0042: published listings, whatever the store's status — the
// count this replaces): counting the listings themselves read 9,000 rows for a vendor of 10,000 (issue 30).
export const publishedProductCountOfSql = (userId: number) =>
  sql`select coalesce(sum(c.n), 0) as n from business_product_counts c
        where c.business_id in (select id from businesses where owner_id = ${userId})`;

const isActiveSubscriptionOf = (userId: number, now: Date) =>
  and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, 'active'), gt(userSubscriptions.endsAt, now.toISOString()));
const latestFirst = [desc(userSubscriptions.startedAt), desc(userSubscriptions.id)];

/** The latest subscription that is active and not past its end, with its package. */
export async function activeSubscription(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({ subscription: userSubscriptions, pkg: subscriptionPackages })
    .from(userSubscriptions)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, userSubscriptions.packageId))
    .where(isActiveSubscriptionOf(userId, now))
    .orderBy(...latestFirst)
    .limit(1);
  return row ?? null;
}

/**
 * activeSubscription as two single-table reads for a `db.batch`: D1 batches answer rows as objects keyed by
 * column name, so a join of two tables that both have id and status would mix them up. Pair the answers
 * with pairSubscription.
 */
export function activeSubscriptionReads(db: Db, userId: number, now: Date) {
  const latest = db
    .select()
    .from(userSubscriptions)
    .where(isActiveSubscriptionOf(userId, now))
    .orderBy(...latestFirst)
    .limit(1);
  const pkg = db
    .select()
    .from(subscriptionPackages)
    .where(
      eq(
        subscriptionPackages.id,
        db
          .select({ id: userSubscriptions.packageId })
          .from(userSubscriptions)
          .where(isActiveSubscriptionOf(userId, now))
          .orderBy(...latestFirst)
          .limit(1),
      ),
    );
  return [latest, pkg] as const;
}

export function pairSubscription(subscriptions: SubscriptionRow[], packages: PackageRow[]) {
  const [subscription, pkg] = [subscriptions[0], packages[0]];
  return subscription && pkg ? { subscription, pkg } : null;
}

/**
 * Everything a session is made of, in one D1 batch (one round trip, asked on every logged-in page): the user,
 * the businesses they own with their categories, the active subscription, the published product count and the count of their ads.
 */
export async function sessionRows(db: Db, userId: number, now: Date) {
  const [latest, pkg] = activeSubscriptionReads(db, userId, now);
  const [user, owned, categories, subscriptions, packages, count, adCount] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    ownedBusinessRows(db, userId),
    ownedBusinessCategoryRows(db, userId),
    latest,
    pkg,
    countOf(db, publishedProductCountOfSql(userId)),
    countOf(db, sql`select count(*) as n from ads where business_id in (select id from businesses where owner_id = ${userId})`),
  ]);
  return {
    user: (user[0] as UserRow | undefined) ?? null,
    businesses: toOwnedBusinesses(owned, categories, userId),
    current: pairSubscription(subscriptions, packages),
    productCount: Number(count[0]?.n ?? 0),
    adsCount: Number(adCount[0]?.n ?? 0),
  };
}

export async function listPackages(db: Db): Promise<PackageRow[]> {
  return db.select().from(subscriptionPackages).orderBy(subscriptionPackages.priceCents, subscriptionPackages.id);
}
