/** Account reads: users by login, owned businesses, the active subscription and the package catalogue. */
import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { businesses, products, subscriptionPackages, userSubscriptions, users } from '../schema';
import { categoriesOf } from './businesses';
import { readBatch } from './read-batch';

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

/** Every business the user owns (drafts included: it is their own dashboard), oldest first. */
export async function ownedBusinesses(db: Db, userId: number) {
  const rows = await db
    .select({ id: businesses.id, name: businesses.name, slug: businesses.slug, logo: businesses.logo, adsBalanceCents: businesses.adsBalanceCents })
    .from(businesses)
    .where(eq(businesses.ownerId, userId))
    .orderBy(businesses.createdAt, businesses.id);
  const cats = await categoriesOf(db, rows.map((r) => r.id));
  return rows.map((b) => ({
    bID: b.id,
    name: b.name,
    slug: b.slug,
    logo: b.logo,
    categories: cats.get(b.id) ?? [],
    adsBalance: b.adsBalanceCents,
  }));
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
 * Published products across every business the user runs (businessIdsRunBy's rule: its owner), in one read
 * with no list of their businesses first, so it can run beside other reads or join a batch (the counters).
 */
export const publishedProductCountOfSql = (userId: number) =>
  sql`select count(*) as n from products where status = 'publish'
        and business_id in (select id from businesses where owner_id = ${userId})`;

export async function publishedProductCountOf(db: Db, userId: number): Promise<number> {
  const [rows] = await readBatch<[{ n: number }[]]>(db, [publishedProductCountOfSql(userId)]);
  return Number(rows[0]?.n ?? 0);
}

/** The latest subscription that is active and not past its end, with its package. */
export async function activeSubscription(db: Db, userId: number, now: Date) {
  const [row] = await db
    .select({ subscription: userSubscriptions, pkg: subscriptionPackages })
    .from(userSubscriptions)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, userSubscriptions.packageId))
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, 'active'), gt(userSubscriptions.endsAt, now.toISOString())))
    .orderBy(desc(userSubscriptions.startedAt), desc(userSubscriptions.id))
    .limit(1);
  return row ?? null;
}

export async function listPackages(db: Db): Promise<PackageRow[]> {
  return db.select().from(subscriptionPackages).orderBy(subscriptionPackages.priceCents, subscriptionPackages.id);
}
