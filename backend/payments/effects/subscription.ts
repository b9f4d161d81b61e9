/**
 * Settlement effects of a subscription payment (issue #11 item 5; spec §4 "Subscription activation"). Paid: the
 * pending user_subscriptions row (purposeRef) becomes the active one with its term moved per planActivation
 * (renewal of the same package extends from the current end, another package replaces from now), any other
 * active row of the user is expired, the role vendor is added if missing and canTrial cleared; limits and
 * permissions follow by themselves, since the session derives them from the active package (auth/session.ts).
 * Unpaid (cancelled, failed): the pending row is cancelled and nothing else changes.
 *
 * Every statement carries `won`, so however many callbacks and polls settle the payment concurrently, the
 * activation and its notification happen once. The reads before the batch only shape the values written.
 */
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { subscriptionPackages, userSubscriptions, users } from '../../db/schema';
import { notifyWhenApplied } from '../../notifications/notify-when-applied';
import { planActivation } from '../../subscriptions/activation';
import type { PurposeEffects, SettlementContext } from './types';

const parseList = (text: string, fallback: string[] = []): string[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : fallback;
  } catch {
    return fallback;
  }
};
const parseLimits = (text: string): Record<string, number> => {
  try {
    return JSON.parse(text) as Record<string, number>;
  } catch {
    return {};
  }
};

const subscriptionId = (ctx: SettlementContext) => {
  const id = Number(ctx.payment.purposeRef);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** "12 Mar 2027" in Harare time, for the notification. */
const harareDay = (iso: string) =>
  new Date(Date.parse(iso) + 2 * 3_600_000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export const subscriptionEffects: PurposeEffects = {
  async paid(ctx) {
    const { db, won, now } = ctx;
    const id = subscriptionId(ctx);
    if (id === null) return [];
    const [row] = await db
      .select({ sub: userSubscriptions, pkg: subscriptionPackages, user: users })
      .from(userSubscriptions)
      .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, userSubscriptions.packageId))
      .innerJoin(users, eq(users.id, userSubscriptions.userId))
      .where(eq(userSubscriptions.id, id))
      .limit(1);
    if (!row) return [];
    const { sub, pkg, user } = row;
    const [current] = await db
      .select({ packageId: userSubscriptions.packageId, endsAt: userSubscriptions.endsAt })
      .from(userSubscriptions)
      .where(
        and(
          eq(userSubscriptions.userId, sub.userId),
          ne(userSubscriptions.id, sub.id),
          eq(userSubscriptions.status, 'active'),
          gt(userSubscriptions.endsAt, now),
        ),
      )
      .orderBy(desc(userSubscriptions.endsAt))
      .limit(1);
    const plan = planActivation({
      user: { roles: parseList(user.roles, ['buyer']), canTrial: user.canTrial },
      pkg: { id: pkg.id, capabilities: parseList(pkg.capabilities), limits: parseLimits(pkg.limits) },
      pending: { startedAt: sub.startedAt, endsAt: sub.endsAt },
      current: current ?? null,
      now,
    });
    return [
      db
        .update(userSubscriptions)
        .set({ status: 'active', startedAt: plan.startedAt, endsAt: plan.endsAt })
        .where(and(eq(userSubscriptions.id, sub.id), inArray(userSubscriptions.status, ['pending', 'cancelled']), won)),
      // One active subscription per user: the one it renews or replaces ends here.
      db
        .update(userSubscriptions)
        .set({ status: 'expired' })
        .where(and(eq(userSubscriptions.userId, sub.userId), ne(userSubscriptions.id, sub.id), eq(userSubscriptions.status, 'active'), won)),
      db
        .update(users)
        .set({ roles: JSON.stringify(plan.roles), canTrial: plan.canTrial })
        .where(and(eq(users.id, sub.userId), won)),
      notifyWhenApplied(
        db,
        won,
        {
          userId: sub.userId,
          kind: 'subscription_activated',
          title: `Your ${pkg.name} package is active`,
          body:
            plan.mode === 'extend'
              ? `Thank you: your ${pkg.name} package is renewed until ${harareDay(plan.endsAt)}.`
              : `Thank you for your payment. Your ${pkg.name} package runs until ${harareDay(plan.endsAt)}: open your dashboard to run your business on Musika.`,
          link: '/dashboard/',
          message: {
            key: plan.mode === 'extend' ? 'notifications.packageRenewed' : 'notifications.packageActive',
            values: { package: pkg.name, endsDay: plan.endsAt },
          },
        },
        new Date(now),
      ),
    ];
  },
  unpaid(ctx) {
    const id = subscriptionId(ctx);
    if (id === null) return [];
    return [
      ctx.db
        .update(userSubscriptions)
        .set({ status: 'cancelled' })
        .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.status, 'pending'), ctx.won)),
    ];
  },
  /**
   * Refunded: the package it bought ends now (cancelled); the session's limits and permissions follow by
   * themselves. A term already over is left as it was.
   */
  refunded(ctx) {
    const id = subscriptionId(ctx);
    if (id === null) return [];
    const { db, payment, won, now } = ctx;
    const live = and(eq(userSubscriptions.id, id), eq(userSubscriptions.status, 'active'), gt(userSubscriptions.endsAt, now));
    const statements = [];
    if (payment.userId !== null) {
      statements.push(
        notifyWhenApplied(
          db,
          sql`${won} and exists (select 1 from ${userSubscriptions} where ${live})`,
          {
            userId: payment.userId,
            kind: 'subscription_refunded',
            title: 'Your package payment was refunded',
            body: `Payment ${payment.reference} was refunded, so the package it bought has ended. Choose a package to keep selling.`,
            link: '/account/subscriptions',
            message: { key: 'notifications.packageRefunded', values: { reference: payment.reference } },
          },
          new Date(now),
        ),
      );
    }
    statements.push(db.update(userSubscriptions).set({ status: 'cancelled', endsAt: now }).where(and(live, won)));
    return statements;
  },
};
