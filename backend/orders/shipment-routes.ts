/**
 * POST /order/shipment (issue 31): the store names the courier of a delivery order and its tracking number, or
 * takes them off again. The buyer is told once, when a courier is first named or the number changes; a repeat of
 * the same pair changes nothing. Access is the order's own (vendorsOrder: the caller runs the business).
 */
import { and, eq, sql } from 'drizzle-orm';
import * as contract from '../../schema/rest/order-shipment';
import { SHIPMENT_MESSAGES, SHIPPABLE_STATUSES } from '../../schema/rest/order-shipment';
import { orders } from '../db/schema';
import { runBatch, type Statement } from '../db/run-batch';
import { HttpError, mount, type BackendApp } from '../http';
import { clockNow } from '../clock';
import { notifyWhenApplied } from '../notifications/notify-when-applied';
import { loadOrder } from './orders-queries';
import { vendorsOrder } from './orders-routes';
import { uniqueStamp } from './stock-release';

export function registerShipmentRoutes(app: BackendApp): void {
  mount(app, contract.setOrderShipment, async ({ db, body, c }) => {
    const order = await vendorsOrder(c, db, body.orderID, body.bID);
    if (order.fulfilment !== 'delivery') throw new HttpError(409, SHIPMENT_MESSAGES.collection);
    if (!SHIPPABLE_STATUSES.includes(order.status)) throw new HttpError(409, SHIPMENT_MESSAGES.closed(order.status));

    const clearing = body.courier === '';
    const same = order.shipment?.courier === body.courier && order.shipment?.trackingNumber === body.trackingNumber;
    if ((clearing && !order.shipment) || same) return { order };

    const now = clockNow(c);
    const stamp = uniqueStamp(now);
    const statements: Statement[] = [
      db
        .update(orders)
        .set(
          clearing
            ? { courier: null, trackingNumber: null, shippedAt: null, updatedAt: stamp }
            : { courier: body.courier, trackingNumber: body.trackingNumber, shippedAt: order.shipment?.sentAt ?? stamp, updatedAt: stamp },
        )
        .where(eq(orders.id, order.id)),
    ];
    if (!clearing && order.userId !== null) {
      const applied = sql`exists (select 1 from ${orders} where ${and(eq(orders.id, order.id), eq(orders.updatedAt, stamp))})`;
      statements.push(
        notifyWhenApplied(
          db,
          applied,
          {
            userId: order.userId,
            kind: 'order_status',
            title: `Order ${order.number} is on its way`,
            body: `${order.business.name} sent your order ${order.number} with ${body.courier}. Tracking number: ${body.trackingNumber}.`,
            link: `/account/order/${order.id}`,
            message: {
              key: 'notifications.orderShipped',
              values: { order: order.number, store: order.business.name, courier: `${body.courier}`, tracking: `${body.trackingNumber}` },
            },
          },
          now,
        ),
      );
    }
    await runBatch(db, statements);
    return { order: (await loadOrder(db, eq(orders.id, order.id)))! };
  });
}
