/**
 * Reads of the operators' store screens (issue 29). Suspended stores come from businesses_suspended_idx (partial:
 * only they are in it) most recent first; active and all stores walk the primary key newest first, reading
 * only as far as the page (no sort). One store's figures each read through their own index (products by
 * business, orders by business and date, the ledger by business); the balance is the ledger's own sum
 * (ledger-queries.ts balances), never summed again here. tests/integration/admin-businesses.test.ts checks the plans.
 */
import { and, asc, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { RestAdminBusiness, RestAdminBusinessRow } from '../../schema/rest/admin-businesses';
import type { Db } from '../db/client';
import { businesses, orders, products, subscriptionPackages, suspendedListings, userSubscriptions, users } from '../db/schema';
import { balances } from '../ledger/ledger-queries';
import { containing } from '../moderation/reports-queries';

export type BusinessFilter = 'active' | 'suspended' | 'all';

const rowColumns = {
  business: businesses,
  ownerName: users.displayName,
  ownerEmail: users.email,
  ownerPhone: users.whatsAppNumber,
};

const withOwner = (db: Db) => db.select(rowColumns).from(businesses).innerJoin(users, eq(users.id, businesses.ownerId));

type Row = Awaited<ReturnType<ReturnType<typeof withOwner>['execute']>>[number];

const rowOut = (r: Row): RestAdminBusinessRow => ({
  id: r.business.id,
  name: r.business.name,
  slug: r.business.slug,
  status: r.business.status,
  city: r.business.city,
  ownerName: r.ownerName,
  ownerEmail: r.ownerEmail,
  suspendedAt: r.business.suspendedAt,
  createdAt: r.business.createdAt,
});

/** Store name, slug or the owner's e-mail contains the term (% and _ taken literally). */
const matching = (term: string): SQL => {
  const like = containing(term.toLowerCase());
  return sql`(lower(${businesses.name}) like ${like} escape '\\' or ${businesses.slug} like ${like} escape '\\' or ${users.email} like ${like} escape '\\')`;
};

/** The list's statements, exported so the plan test can EXPLAIN them. */
export function businessesListQuery(db: Db, opts: { status: BusinessFilter; search?: string; page: number; perPage: number }) {
  const conditions: SQL[] = [];
  if (opts.status === 'active') conditions.push(isNull(businesses.suspendedAt));
  if (opts.status === 'suspended') conditions.push(isNotNull(businesses.suspendedAt));
  if (opts.search) conditions.push(matching(opts.search));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = opts.status === 'suspended' ? [desc(businesses.suspendedAt), desc(businesses.id)] : [desc(businesses.id)];
  return {
    rows: withOwner(db)
      .where(where)
      .orderBy(...order)
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    total: db.select({ total: sql<number>`count(*)` }).from(businesses).innerJoin(users, eq(users.id, businesses.ownerId)).where(where),
  };
}

export async function businessesPage(db: Db, opts: Parameters<typeof businessesListQuery>[1]) {
  const q = businessesListQuery(db, opts);
  const [rows, [{ total }], [{ suspended }]] = await Promise.all([
    q.rows,
    q.total,
    db.select({ suspended: sql<number>`count(*)` }).from(businesses).where(isNotNull(businesses.suspendedAt)),
  ]);
  return { load: rows.map(rowOut), total: Number(total), suspended: Number(suspended) };
}

/** The store with its owner, or null. */
export async function businessWithOwner(db: Db, id: number) {
  const [row] = await withOwner(db).where(eq(businesses.id, id)).limit(1);
  return row ?? null;
}

/**
 * The owner's package as operators see it: the one active now, else the latest that ever ran (expired or
 * cancelled); unpaid checkouts (pending) are not packages. Active first through user_subscriptions_user_idx.
 */
export async function ownerSubscription(db: Db, ownerId: number, now: string) {
  const activeNow = sql<number>`(${userSubscriptions.status} = 'active' and ${userSubscriptions.endsAt} > ${now})`;
  const [row] = await db
    .select({ sub: userSubscriptions, packageName: subscriptionPackages.name, activeNow })
    .from(userSubscriptions)
    .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, userSubscriptions.packageId))
    .where(and(eq(userSubscriptions.userId, ownerId), ne(userSubscriptions.status, 'pending')))
    .orderBy(desc(activeNow), desc(userSubscriptions.startedAt), desc(userSubscriptions.id))
    .limit(1);
  return row ?? null;
}

/** Everything one store's page shows, read in parallel. */
export async function businessDetail(db: Db, id: number, now: Date): Promise<RestAdminBusiness | null> {
  const found = await businessWithOwner(db, id);
  if (!found) return null;
  const at = now.toISOString();
  const [subscription, listings, [held], [orderFigures], [last], balance, packages] = await Promise.all([
    ownerSubscription(db, found.business.ownerId, at),
    db
      .select({ status: products.status, count: sql<number>`count(*)` })
      .from(products)
      .where(eq(products.businessId, id))
      .groupBy(products.status)
      .orderBy(asc(products.status)),
    db.select({ n: sql<number>`count(*)` }).from(suspendedListings).where(eq(suspendedListings.businessId, id)),
    db
      .select({ count: sql<number>`count(*)`, lastAt: sql<string | null>`max(${orders.createdAt})` })
      .from(orders)
      .where(eq(orders.businessId, id)),
    db.select({ number: orders.number }).from(orders).where(eq(orders.businessId, id)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(1),
    balances(db, id, at),
    db
      .select({ id: subscriptionPackages.id, name: subscriptionPackages.name })
      .from(subscriptionPackages)
      .orderBy(asc(subscriptionPackages.priceCents)),
  ]);
  return {
    ...rowOut(found),
    ownerId: found.business.ownerId,
    ownerPhone: found.ownerPhone ?? found.business.phone ?? null,
    suspensionReason: found.business.suspensionReason,
    subscription: subscription
      ? {
          packageId: subscription.sub.packageId,
          packageName: subscription.packageName,
          status: subscription.sub.status,
          active: Boolean(Number(subscription.activeNow)),
          startedAt: subscription.sub.startedAt,
          endsAt: subscription.sub.endsAt,
        }
      : null,
    listings: listings.map((l) => ({ status: l.status, count: Number(l.count) })),
    suspendedListings: Number(held?.n ?? 0),
    orders: { count: Number(orderFigures?.count ?? 0), lastAt: orderFigures?.lastAt ?? null, lastNumber: last?.number ?? null },
    balance: { availableCents: balance.available, pendingCents: balance.pending, paidOutCents: balance.paidOut },
    packages,
  };
}

/** The store's suspension as its own people read it (the dashboard's banner). */
export async function suspensionOf(db: Db, id: number) {
  const [row] = await db
    .select({ suspendedAt: businesses.suspendedAt, reason: businesses.suspensionReason })
    .from(businesses)
    .where(eq(businesses.id, id))
    .limit(1);
  return { suspended: Boolean(row?.suspendedAt), suspendedAt: row?.suspendedAt ?? null, reason: row?.suspendedAt ? (row.reason ?? null) : null };
}
