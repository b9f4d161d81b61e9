/**
 * Finance changing or extending a store owner's package (issue 29). The rules follow the activation rules of
 * spec §4 and backend/subscriptions/activation.ts, so an operator's change leaves the account as a payment would:
 * - extending the active package moves its end N days on (from its end; from now if there is none);
 * - another package replaces the active one from now and keeps the end already paid for (plus any extension): an
 *   operator corrects or upgrades a store, it does not sell it a new term; the replaced row is marked expired, so
 *   exactly one subscription is active;
 * - an owner without an active package gets one for the days given, from now;
 * - activation adds the role vendor and clears canTrial; limits and permissions follow from the package by
 *   themselves (the session derives them from the active row).
 * One batch: the guarded first write (the current row as the operator saw it, or "none active"), then each
 * statement only while the previous one changed its one row (changes() = 1), so a request that lost a race to
 * another operator — or a form sent twice — writes nothing and answers 409.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { ADMIN_BUSINESS_MESSAGES as M, type ChangeSubscriptionInput } from '../../schema/rest/admin-businesses';
import { activeSubscription } from '../auth/accounts-queries';
import type { Db } from '../db/client';
import { runBatch, type Statement } from '../db/run-batch';
import { subscriptionPackages, userSubscriptions, users } from '../db/schema';
import { HttpError } from '../http';
import { auditWhenApplied } from '../operators/audit-log';
import { notifyWhenApplied } from '../notifications/notify-when-applied';
import type { Operator } from '../operators/require-operator';
import { addDays, rolesWithVendor } from '../subscriptions/activation';
import { businessWithOwner } from './admin-businesses-queries';

const won = sql`changes() = 1`;

/** "12 Mar 2027" in Harare time, for the owner's notification. */
const harareDay = (iso: string) =>
  new Date(Date.parse(iso) + 2 * 3_600_000).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const roleList = (text: string): string[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.map(String) : ['buyer'];
  } catch {
    return ['buyer'];
  }
};

export async function changeSubscription(c: Context, db: Db, operator: Operator, id: number, input: ChangeSubscriptionInput, now: Date) {
  const found = await businessWithOwner(db, id);
  if (!found) throw new HttpError(404, M.businessNotFound);
  const ownerId = found.business.ownerId;
  const at = now.toISOString();
  const [current, [owner]] = await Promise.all([
    activeSubscription(db, ownerId, now),
    db.select({ roles: users.roles }).from(users).where(eq(users.id, ownerId)).limit(1),
  ]);
  if (input.expectedEndsAt !== undefined && (current?.subscription.endsAt ?? null) !== (input.expectedEndsAt || null)) {
    throw new HttpError(409, M.changedMeanwhile);
  }
  const [chosen] = input.packageId ? await db.select().from(subscriptionPackages).where(eq(subscriptionPackages.id, input.packageId)).limit(1) : [];
  if (input.packageId && !chosen) throw new HttpError(400, `packageId: ${M.packageId}`);
  const pkg = chosen ?? current?.pkg;
  if (!pkg) throw new HttpError(400, `packageId: ${M.packageId}`);
  if (!current && !input.extendDays) throw new HttpError(400, `extendDays: ${M.needsDays}`);
  if (current && pkg.id === current.pkg.id && !input.extendDays) throw new HttpError(409, M.samePackage);

  const replacing = !current || pkg.id !== current.pkg.id;
  const base = current ? current.subscription.endsAt : at;
  const endsAt = input.extendDays ? addDays(base, input.extendDays) : base;
  const startedAt = replacing ? at : current.subscription.startedAt;
  const statements: Statement[] = [];
  if (!current) {
    // Rows still marked active past their end are over: say so, so the one inserted next is the only active one.
    statements.push(
      db
        .update(userSubscriptions)
        .set({ status: 'expired' })
        .where(and(eq(userSubscriptions.userId, ownerId), eq(userSubscriptions.status, 'active'), lte(userSubscriptions.endsAt, at))),
      db
        .insert(userSubscriptions)
        .select(
          sql`select null, ${ownerId}, ${pkg.id}, 'active', ${startedAt}, ${endsAt} where not exists (select 1 from user_subscriptions where user_id = ${ownerId} and status = 'active' and ends_at > ${at})`,
        ),
    );
  } else {
    const asSeen = and(
      eq(userSubscriptions.id, current.subscription.id),
      eq(userSubscriptions.status, 'active'),
      eq(userSubscriptions.endsAt, current.subscription.endsAt),
      gt(userSubscriptions.endsAt, at),
    );
    if (replacing) {
      statements.push(
        db.update(userSubscriptions).set({ status: 'expired' }).where(asSeen),
        db.insert(userSubscriptions).select(sql`select null, ${ownerId}, ${pkg.id}, 'active', ${startedAt}, ${endsAt} where ${won}`),
      );
    } else {
      statements.push(db.update(userSubscriptions).set({ endsAt }).where(asSeen));
    }
  }
  const guardIndex = statements.length - 1;
  if (replacing) {
    statements.push(
      db
        .update(users)
        .set({ roles: JSON.stringify(rolesWithVendor(roleList(owner?.roles ?? '[]'))), canTrial: false })
        .where(and(eq(users.id, ownerId), won)),
    );
  }
  const extension = input.extendDays ? `${input.extendDays} more ${input.extendDays === 1 ? 'day' : 'days'}` : '';
  statements.push(
    notifyWhenApplied(
      db,
      won,
      {
        userId: ownerId,
        kind: 'subscription_changed',
        title: replacing ? `Your package is now ${pkg.name}` : `Your ${pkg.name} package was extended`,
        body: replacing
          ? `Musika set your package to ${pkg.name}${extension ? `, with ${extension}` : ''}: it runs until ${harareDay(endsAt)}.`
          : `Musika gave your ${pkg.name} package ${extension}: it now runs until ${harareDay(endsAt)}.`,
        link: '/dashboard/subscriptions/',
        message: {
          key: replacing ? 'notifications.packageSet' : 'notifications.packageExtended',
          values: { package: pkg.name, count: input.extendDays ?? 0, endsDay: endsAt },
        },
      },
      now,
    ),
    auditWhenApplied(
      c,
      db,
      operator,
      {
        action: replacing ? 'subscription.changed' : 'subscription.extended',
        objectType: 'business',
        objectId: id,
        before: current ? { packageId: current.pkg.id, package: current.pkg.name, endsAt: current.subscription.endsAt } : null,
        after: { packageId: pkg.id, package: pkg.name, endsAt, extendDays: input.extendDays ?? 0 },
      },
      won,
      now,
    ),
  );
  const results = (await runBatch(db, statements)) as { meta?: { changes?: number } }[];
  if (results[guardIndex]?.meta?.changes !== 1) throw new HttpError(409, M.changedMeanwhile);
}
