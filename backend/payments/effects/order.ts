/**
 * Settlement effects of a payment for purpose 'order' (issue #11): purposeRef is the checkoutId, and one
 * payment pays every order of that checkout (one per store).
 *
 * Paid: the orders become payment 'paid' and move pending → processing (an order the store already moved on
 * keeps its status); the buyer and each store are told. Unpaid (cancelled, failed): the orders' payment becomes
 * 'failed' and they stay pending, so the buyer can pay again from the payment page.
 *
 * Every statement carries `won` (this batch recorded the settlement), so replays apply nothing. The checkout may
 * be paid twice (a retry approved while a first payment was still on someone's phone): only the first paid
 * payment marks the orders; the notifications are written BEFORE the update in the batch and guarded by "the
 * orders are not paid yet", so a second paid payment announces nothing to the stores and instead tells a
 * logged-in buyer the extra payment will be refunded (the payment itself stays 'paid' in their billing, for
 * the operator to refund through Paynow). A late failure never undoes 'paid': only 'pending' becomes 'failed', and
 * not while another payment of the checkout is still waiting.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { usd } from '../../orders/checkout-plan';
import { businesses, orders, payments } from '../../db/schema';
import type { Statement } from '../../db/run-batch';
import { notifyWhenApplied } from '../../notifications/notify-when-applied';
import { creditCheckout } from '../../ledger/ledger-postings';
import { refundOrders } from './order-refund';
import type { PurposeEffects, SettlementContext } from './types';

/** The checkout's orders with what the notifications need. */
async function checkoutOrders(ctx: SettlementContext) {
  return ctx.db
    .select({
      id: orders.id,
      number: orders.number,
      userId: orders.userId,
      totalCents: orders.totalCents,
      businessName: businesses.name,
      ownerId: businesses.ownerId,
    })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(eq(orders.checkoutId, ctx.payment.purposeRef))
    .orderBy(orders.id);
}

/** SQL: some order of the checkout has not been paid yet (evaluated where the statement sits in the batch). */
function unpaidOrderExists(checkoutId: string): SQL {
  return sql`exists (select 1 from ${orders} where ${orders.checkoutId} = ${checkoutId} and ${orders.paymentStatus} <> 'paid')`;
}

/** SQL: no other payment of the checkout is still waiting (a retry in progress keeps the orders 'pending'). */
function noOtherPending(checkoutId: string, paymentId: number): SQL {
  return sql`not exists (select 1 from ${payments} where ${payments.purpose} = 'order' and ${payments.purposeRef} = ${checkoutId} and ${payments.status} = 'pending' and ${payments.id} <> ${paymentId})`;
}

export const orderEffects: PurposeEffects = {
  async paid(ctx) {
    const { db, payment, won, now } = ctx;
    const rows = await checkoutOrders(ctx);
    if (rows.length === 0) return [];
    const at = new Date(now);
    const firstPaid = sql`${won} and ${unpaidOrderExists(payment.purposeRef)}`;
    const alreadyPaid = sql`${won} and not ${unpaidOrderExists(payment.purposeRef)}`;
    const statements: Statement[] = [];
    const buyerId = rows[0].userId;
    for (const o of rows) {
      statements.push(
        notifyWhenApplied(
          db,
          firstPaid,
          {
            userId: o.ownerId,
            kind: 'order_paid',
            title: `Order ${o.number} is paid`,
            body: `${usd(o.totalCents)} for order ${o.number} was paid through Paynow (${payment.reference}). Prepare it for the buyer.`,
            link: `/dashboard/order/${o.id}/`,
            message: { key: 'notifications.orderPaidStore', values: { order: o.number, totalCents: o.totalCents, reference: payment.reference } },
          },
          at,
        ),
      );
      if (buyerId !== null) {
        statements.push(
          notifyWhenApplied(
            db,
            firstPaid,
            {
              userId: buyerId,
              kind: 'order_paid',
              title: `Order ${o.number} is paid`,
              body: `Your payment for order ${o.number} with ${o.businessName} was received. The store is preparing it.`,
              link: `/account/order/${o.id}`,
              message: { key: 'notifications.orderPaidBuyer', values: { order: o.number, store: o.businessName } },
            },
            at,
          ),
        );
      }
    }
    if (buyerId !== null) {
      statements.push(
        notifyWhenApplied(
          db,
          alreadyPaid,
          {
            userId: buyerId,
            kind: 'payment_duplicate',
            title: 'A second payment was received',
            body: `Your orders were already paid when payment ${payment.reference} went through. Musika will refund it; contact support if you have questions.`,
            link: `/account/billing-details`,
            message: { key: 'notifications.paymentDuplicate', values: { reference: payment.reference } },
          },
          at,
        ),
      );
    }
    // What each store is owed (issue 29): posted with the settlement, once per order whatever replays.
    statements.push(
      ...creditCheckout(db, payment.purposeRef, { id: payment.id, currency: payment.currency, rateMicros: payment.rateMicros }, won, now),
    );
    statements.push(
      db
        .update(orders)
        .set({
          paymentStatus: 'paid',
          status: sql`case when ${orders.status} = 'pending' then 'processing' else ${orders.status} end`,
          updatedAt: now,
        })
        .where(and(eq(orders.checkoutId, payment.purposeRef), inArray(orders.paymentStatus, ['pending', 'failed', 'unpaid']), won)),
    );
    return statements;
  },

  unpaid({ db, payment, won, now }) {
    return [
      db
        .update(orders)
        .set({ paymentStatus: 'failed', updatedAt: now })
        .where(
          and(eq(orders.checkoutId, payment.purposeRef), eq(orders.paymentStatus, 'pending'), won, noOtherPending(payment.purposeRef, payment.id)),
        ),
    ];
  },

  refunded: refundOrders,
};
