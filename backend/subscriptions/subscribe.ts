/**
 * Buying a package (POST /subscriptions/subscribe; issue #11 item 5): the total is checked against the package
 * price for the term, a pending user_subscriptions row holds the term, and the payments core starts the payment
 * for it. Activation happens only when the payment settles paid (payments/effects/subscription.ts), never here.
 */
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentView } from '../../schema/rest/payments';
import { SUBSCRIPTION_MESSAGES, type RestUserSubscription, type subscribeBody } from '../../schema/rest/subscriptions';
import type { Db } from '../db/client';
import { findUserById } from '../auth/accounts-queries';
import { payments, subscriptionPackages, userSubscriptions } from '../db/schema';
import { HttpError } from '../http';
import { startPayment } from '../payments/start-payment';
import { addMonths, termTotalCents } from './activation';
import { clockNow } from '../clock';

type SubscribeInput = z.output<typeof subscribeBody>;

const dollars = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export const toUserSubscription = (row: typeof userSubscriptions.$inferSelect): RestUserSubscription => ({
  id: row.id,
  packageId: row.packageId,
  status: row.status,
  startedAt: row.startedAt,
  endsAt: row.endsAt,
});

export async function subscribe(
  c: Context,
  db: Db,
  userId: number,
  input: SubscribeInput,
  now = clockNow(c),
): Promise<{ subscription: RestUserSubscription; payment: PaymentView }> {
  const [pkg] = await db.select().from(subscriptionPackages).where(eq(subscriptionPackages.id, input.packageId)).limit(1);
  if (!pkg) throw new HttpError(404, SUBSCRIPTION_MESSAGES.unknownPackage);
  const expected = termTotalCents(pkg, input.months);
  if (expected === null) throw new HttpError(400, SUBSCRIPTION_MESSAGES.termNotAllowed);
  if (expected !== input.total) {
    throw new HttpError(
      400,
      `${SUBSCRIPTION_MESSAGES.totalMismatch} (${pkg.name} for ${input.months} ${input.months === 1 ? 'month' : 'months'} is ${dollars(expected)}.)`,
    );
  }
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, 'You are not logged in.');

  // A retried or double-submitted form (same requestKey) answers its first payment and row.
  const idempotencyKey = `subscription:${userId}:${input.requestKey ?? crypto.randomUUID()}`;
  const [earlier] = input.requestKey
    ? await db.select({ purposeRef: payments.purposeRef }).from(payments).where(eq(payments.idempotencyKey, idempotencyKey)).limit(1)
    : [];
  let row = earlier
    ? (
        await db
          .select()
          .from(userSubscriptions)
          .where(and(eq(userSubscriptions.id, Number(earlier.purposeRef)), eq(userSubscriptions.userId, userId)))
          .limit(1)
      )[0]
    : undefined;
  if (!row) {
    // The pending row spans the term it buys; activation moves the span (activation.ts).
    const startedAt = now.toISOString();
    [row] = await db
      .insert(userSubscriptions)
      .values({ userId, packageId: pkg.id, status: 'pending', startedAt, endsAt: addMonths(startedAt, input.months) })
      .returning();
  }
  const payment = await startPayment(c, db, {
    purpose: 'subscription',
    purposeRef: String(row.id),
    userId,
    businessId: null,
    usdCents: expected,
    currency: input.currency,
    method: input.paymentMethod,
    phone: input.paymentMethod === 'web' ? null : (input.mobileMoneyNo ?? null),
    email: user.email,
    idempotencyKey,
    description: `Musika ${pkg.name} package, ${input.months} ${input.months === 1 ? 'month' : 'months'}`,
    returnPath: `/account/subscriptions?subscription=${row.id}`,
  });
  if (payment.purposeRef !== String(row.id)) {
    // Two identical submits raced: the other one's payment won, so this row will never be paid.
    await db
      .update(userSubscriptions)
      .set({ status: 'cancelled' })
      .where(and(eq(userSubscriptions.id, row.id), eq(userSubscriptions.status, 'pending')));
  }
  // Read back: a payment refused at the start (e.g. insufficient balance) has already cancelled its row.
  const [latest] = await db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.id, Number(payment.purposeRef)))
    .limit(1);
  if (latest) row = latest;
  return { subscription: toUserSubscription(row), payment };
}
