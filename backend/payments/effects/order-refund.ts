/**
 * A refunded order payment (issue 27, "Also settle"): the money went back to the buyer, so the checkout's orders
 * stop being paid. Each order becomes payment 'refunded' and status 'refunded' (one already cancelled or refunded
 * keeps its status), its units go back on sale once (stock-release.ts), and the buyer and the store are told.
 *
 * Only when no other payment of the checkout is still 'paid': refunding the duplicate of a checkout paid twice
 * (order.ts) leaves the orders paid by the other. Every statement carries `won` (this batch's refund applied).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { RELEASED_ORDER_STATUSES } from '../../../schema/rest/orders';
import { usd } from '../../orders/checkout-plan';
import { releaseStock } from '../../orders/stock-release';
import { loadOrders } from '../../orders/orders-queries';
import { businesses, orders, payments } from '../../db/schema';
import type { Statement } from '../../db/run-batch';
import { notifyWhenApplied } from '../../notifications/notify-when-applied';
import { reverseOrder } from '../../ledger/ledger-postings';
import type { SettlementContext } from './types';

/** SQL: another payment of the checkout is still paid (so the orders stay paid by it). */
function otherPaymentPaid(checkoutId: string, paymentId: number): SQL {
  return sql`exists (select 1 from ${payments} where ${payments.purpose} = 'order' and ${payments.purposeRef} = ${checkoutId} and ${payments.status} = 'paid' and ${payments.id} <> ${paymentId})`;
}

export async function refundOrders(ctx: SettlementContext): Promise<Statement[]> {
  const { db, payment, won, now } = ctx;
  const found = await loadOrders(db, { where: eq(orders.checkoutId, payment.purposeRef), limit: 100, offset: 0 });
  if (found.length === 0) return [];
  const owners = await db
    .select({ id: businesses.id, ownerId: businesses.ownerId })
    .from(businesses)
    .innerJoin(orders, eq(orders.businessId, businesses.id))
    .where(eq(orders.checkoutId, payment.purposeRef));
  const ownerOf = new Map(owners.map((o) => [o.id, o.ownerId]));
  const at = new Date(now);
  const moves = sql`${won} and not ${otherPaymentPaid(payment.purposeRef, payment.id)}`;
  const statements: Statement[] = [];
  for (const order of found) {
    // Read where it sits in the batch: still paid by this payment, before the update below marks it refunded.
    const stillPaid = sql`${moves} and exists (select 1 from ${orders} where ${orders.id} = ${order.id} and ${orders.paymentStatus} = 'paid')`;
    // The store is no longer owed this order's money (issue 29): its postings are reversed once.
    statements.push(reverseOrder(db, order.id, stillPaid, now));
    const ownerId = ownerOf.get(order.business.id);
    if (ownerId !== undefined) {
      statements.push(
        notifyWhenApplied(
          db,
          stillPaid,
          {
            userId: ownerId,
            kind: 'order_refunded',
            title: `Order ${order.number} was refunded`,
            body: `The payment for order ${order.number} (${usd(order.totalCents)}, ${payment.reference}) was refunded to the buyer. Do not send it.`,
            link: `/dashboard/order/${order.id}/`,
            message: {
              key: 'notifications.orderRefundedStore',
              values: { order: order.number, totalCents: order.totalCents, reference: payment.reference },
            },
          },
          at,
        ),
      );
    }
    if (payment.userId !== null) {
      statements.push(
        notifyWhenApplied(
          db,
          stillPaid,
          {
            userId: payment.userId,
            kind: 'order_refunded',
            title: `Order ${order.number} was refunded`,
            body: `Your payment for order ${order.number} (${usd(order.totalCents)}) was refunded ${ctx.refundedVia ?? 'through Paynow'}.`,
            link: `/account/order/${order.id}`,
            // Finance's refund says how (refundedVia, with its reference); another wording has no key (English only).
            ...(ctx.refundedVia === undefined
              ? { message: { key: 'notifications.orderRefundedBuyer', values: { order: order.number, totalCents: order.totalCents } } }
              : ctx.refundReference !== undefined && ctx.refundedVia === `by Musika (refund reference ${ctx.refundReference})`
                ? {
                    message: {
                      key: 'notifications.orderRefundedByMusika',
                      values: { order: order.number, totalCents: order.totalCents, reference: ctx.refundReference },
                    },
                  }
                : {}),
          },
          at,
        ),
      );
    }
    if (!RELEASED_ORDER_STATUSES.includes(order.status)) {
      const holdsUnits = sql`${stillPaid} and exists (select 1 from ${orders} where ${orders.id} = ${order.id} and ${orders.status} = ${order.status})`;
      statements.push(...releaseStock(db, order.items, holdsUnits));
    }
  }
  statements.push(
    db
      .update(orders)
      .set({
        paymentStatus: 'refunded',
        status: sql`case when ${orders.status} in ('cancelled', 'refunded') then ${orders.status} else 'refunded' end`,
        updatedAt: now,
      })
      .where(and(eq(orders.checkoutId, payment.purposeRef), eq(orders.paymentStatus, 'paid'), moves)),
  );
  return statements;
}
