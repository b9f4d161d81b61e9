/**
 * The free trial (POST /subscriptions/trial; issue #11 item 5): an account with canTrial and no active package
 * gets TRIAL_DAYS of a package without paying, once: the entry one, or a named one that offers a trial. It is an activation like a
 * paid one (spec §4: role vendor, canTrial cleared, limits and permissions from the package), so it goes through
 * the same plan. "Once" holds under concurrency: the batch clears can_trial only where it is still set, and the
 * subscription and notification are inserted only when that update changed the row.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { SUBSCRIPTION_MESSAGES, TRIAL_DAYS, TRIAL_PACKAGE_SLUG, type RestUserSubscription } from '../../schema/rest/subscriptions';
import type { Db } from '../db/client';
import { activeSubscription, findUserById } from '../auth/accounts-queries';
import { subscriptionPackages, userSubscriptions, users } from '../db/schema';
import { HttpError } from '../http';
import { notifyWhenApplied } from '../notifications/notify-when-applied';
import { addDays, planActivation } from './activation';
import { toUserSubscription } from './subscribe';

const list = (text: string) => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
};

export async function startTrial(db: Db, userId: number, packageId: number | undefined, now = new Date()): Promise<RestUserSubscription> {
  const [user, current] = await Promise.all([findUserById(db, userId), activeSubscription(db, userId, now)]);
  if (!user) throw new HttpError(401, 'You are not logged in.');
  if (!user.canTrial) throw new HttpError(409, SUBSCRIPTION_MESSAGES.trialUsed);
  if (current) throw new HttpError(409, 'You already have an active package');
  const [pkg] = await db
    .select()
    .from(subscriptionPackages)
    .where(packageId ? eq(subscriptionPackages.id, packageId) : eq(subscriptionPackages.slug, TRIAL_PACKAGE_SLUG))
    .limit(1);
  if (!pkg) throw new HttpError(404, SUBSCRIPTION_MESSAGES.unknownPackage);
  // Issue 27: a named package gives its trial only when it offers one (a new account once got 14 days of Enterprise).
  if (pkg.slug !== TRIAL_PACKAGE_SLUG && !pkg.offersTrial) throw new HttpError(409, SUBSCRIPTION_MESSAGES.noTrial);

  const start = now.toISOString();
  const plan = planActivation({
    user: { roles: list(user.roles), canTrial: user.canTrial },
    pkg: { id: pkg.id, capabilities: list(pkg.capabilities), limits: {} },
    pending: { startedAt: start, endsAt: addDays(start, TRIAL_DAYS) },
    current: null,
    now: start,
  });
  const [claimed] = await db.batch([
    db
      .update(users)
      .set({ roles: JSON.stringify(plan.roles), canTrial: false })
      .where(and(eq(users.id, userId), eq(users.canTrial, true))),
    // insert … select in table column order (id null: SQLite numbers it), only if the update above won.
    db.insert(userSubscriptions).select(sql`select null, ${userId}, ${pkg.id}, 'active', ${plan.startedAt}, ${plan.endsAt} where changes() = 1`),
    notifyWhenApplied(
      db,
      sql`changes() = 1`,
      {
        userId,
        kind: 'subscription_trial',
        title: `Your ${TRIAL_DAYS}-day ${pkg.name} trial has started`,
        body: `Try Musika free until the trial ends, then choose a package to keep selling.`,
        link: '/dashboard/',
        message: { key: 'notifications.trialStarted', values: { days: TRIAL_DAYS, package: pkg.name } },
      },
      now,
    ),
  ]);
  // Lost the race to a concurrent trial request (its update cleared can_trial first): that one started it. Judged
  // by the update's own count, not by comparing start times, which concurrent requests can share to the millisecond.
  if (claimed.meta.changes !== 1) throw new HttpError(409, SUBSCRIPTION_MESSAGES.trialUsed);
  const [row] = await db
    .select()
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, 'active')))
    .orderBy(desc(userSubscriptions.id))
    .limit(1);
  if (!row) throw new HttpError(409, SUBSCRIPTION_MESSAGES.trialUsed);
  return toUserSubscription(row);
}
