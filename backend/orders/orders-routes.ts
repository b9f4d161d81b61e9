/**
 * Orders (spec §7): the buyer's and the vendor's lists, one order, status changes and tracking without login;
 * checkout itself is backend/orders/checkout.ts. Statuses follow WooCommerce (DESIGN §7); every write is one D1
 * batch. Cancelling or refunding an order puts its units back on sale (and names the products' edge-cache
 * tags in x-musika-purge, since cached pages may still say sold out).
 */
import type { Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import * as contract from '../../schema/rest/orders';
import { canTransition, normalizePhone, ORDER_MESSAGES, type OrderStatus, type RestOrder } from '../../schema/rest/orders';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { countOrdersUpTo, loadOrder, loadOrders, toTracked } from './orders-queries';
import { businessOrdersPage, orderHistory } from './vendor-orders-queries';
import { depthPaging, pageSlice } from './working-lists';
import { requireBusinessRunner, runsBusiness } from '../businesses/business-access-queries';
import { runBatch, type Statement } from '../db/run-batch';
import { purgeTargets } from '../cache/purge-targets-queries';
import { purgeTagsForProduct, setPurgeHeader } from '../cache/purge-tags';
import { HttpError, mount, type BackendApp } from '../http';
import { requireUser } from '../auth/tokens';
import { clientIp, enforceRateLimits, limitKey } from '../auth/rate-limit';
import { notifyWhenApplied } from '../notifications/notify-when-applied';
import { releasesStock, releaseStock, uniqueStamp } from './stock-release';
import { clockNow } from '../clock';
import { postCompletion, reverseOrder } from '../ledger/ledger-postings';

// Other routes (product reports) take an optional buyer the way checkout does.

const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'pending',
  processing: 'being processed',
  'on-hold': 'on hold',
  completed: 'completed',
  cancelled: 'cancelled',
  refunded: 'refunded',
  failed: 'failed',
};

/** One order as its buyer sees it: only their own. */
async function buyersOrder(db: Db, userId: number, orderID: number): Promise<RestOrder> {
  const order = await loadOrder(db, and(eq(orders.id, orderID), eq(orders.userId, userId))!);
  if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
  return order;
}

/**
 * One order as the vendor sees it. With bID: the caller must run that business (requireBusinessRunner: 401,
 * 404, 403) and the order must be one of its orders, else 404. Without bID (older clients): an order of any
 * business the caller runs, else the same 404 (ids of others are never confirmed).
 */
export async function vendorsOrder(c: Context, db: Db, orderID: number, bID: number | undefined): Promise<RestOrder> {
  if (bID !== undefined) {
    await requireBusinessRunner(c, db, bID, 'orders');
    const order = await loadOrder(db, and(eq(orders.id, orderID), eq(orders.businessId, bID))!);
    if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
    return order;
  }
  const { userId } = await requireUser(c, db);
  const order = await loadOrder(db, eq(orders.id, orderID));
  if (!order || !(await runsBusiness(db, userId, order.business.id))) throw new HttpError(404, ORDER_MESSAGES.notFound);
  return order;
}

export function registerOrderRoutes(app: BackendApp): void {
  mount(app, contract.userOrders, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    const where = eq(orders.userId, userId);
    // Off orders_user_created_idx within LIST_DEPTH, counted up to 1,001 off orders_user_idx (issue 30).
    const slice = pageSlice(body.page, body.perPage);
    const [load, counted] = await Promise.all([
      slice ? loadOrders(db, { where, limit: slice.limit, offset: slice.offset }) : Promise.resolve([]),
      countOrdersUpTo(db, where),
    ]);
    return { load, pageInfo: depthPaging(body.page, body.perPage, counted, false) };
  });

  mount(app, contract.businessOrders, async ({ db, body, c }) => {
    await requireBusinessRunner(c, db, body.bID, 'orders');
    return businessOrdersPage(db, body, body.page, body.perPage, body.after);
  });

  mount(app, contract.getOrder, async ({ db, body, c }) => {
    if (body.userRole === 'buyer') {
      const { userId } = await requireUser(c, db);
      return { order: await buyersOrder(db, userId, body.orderID) };
    }
    const order = await vendorsOrder(c, db, body.orderID, body.bID);
    return { order, history: await orderHistory(db, order) };
  });

  mount(app, contract.updateOrder, async ({ db, body, c }) => {
    const order = await vendorsOrder(c, db, body.orderID, body.bID);
    const from = order.status;
    const to = body.orderStatus ?? from;
    if (to !== from && !canTransition(from, to)) throw new HttpError(409, ORDER_MESSAGES.badTransition(from, to));

    const now = clockNow(c);
    const nowIso = uniqueStamp(now);
    if (to === from) {
      // Same status again: nothing changes (idempotent); only the read flag may.
      if (body.readStatus && !order.readStatus) await db.update(orders).set({ readByVendor: true }).where(eq(orders.id, order.id));
      return { order: (await loadOrder(db, eq(orders.id, order.id)))! };
    }

    const paymentStatus =
      order.paymentMethod === 'cash_on_delivery' && to === 'completed'
        ? 'paid'
        : to === 'refunded' && order.paymentStatus === 'paid'
          ? 'refunded'
          : order.paymentStatus;
    const statements: Statement[] = [
      // Guarded by the status read: of two concurrent changes only one applies.
      db
        .update(orders)
        .set({ status: to, paymentStatus, updatedAt: nowIso, ...(body.readStatus ? { readByVendor: true } : {}) })
        .where(and(eq(orders.id, order.id), eq(orders.status, from)))
        .returning({ id: orders.id }),
    ];
    const applied = sql`exists (select 1 from ${orders} where ${orders.id} = ${order.id} and ${orders.status} = ${to} and ${orders.updatedAt} = ${nowIso})`;
    // The store ledger (issue 29): completion starts the hold (and records a pay-on-delivery sale); money that
    // goes back to the buyer reverses what the order posted.
    if (to === 'completed') statements.push(...postCompletion(db, order.id, applied, now.toISOString()));
    if (to === 'refunded' || to === 'cancelled') statements.push(reverseOrder(db, order.id, applied, now.toISOString()));
    const releases = releasesStock(from, to);
    if (releases) statements.push(...releaseStock(db, order.items, applied));
    if (order.userId !== null) {
      statements.push(
        notifyWhenApplied(
          db,
          applied,
          {
            userId: order.userId,
            kind: 'order_status',
            title: `Order ${order.number} is ${STATUS_WORDS[to]}`,
            body: `${order.business.name} changed your order ${order.number} from ${STATUS_WORDS[from]} to ${STATUS_WORDS[to]}.`,
            link: `/account/order/${order.id}`,
            // ICU select keys cannot hold '-': on-hold is on_hold.
            message: {
              key: 'notifications.orderStatus',
              values: { order: order.number, store: order.business.name, from: from.replace('-', '_'), to: to.replace('-', '_') },
            },
          },
          now,
        ),
      );
    }
    const [changed] = (await runBatch(db, statements)) as { id: number }[][];
    if (changed.length === 0) throw new HttpError(409, ORDER_MESSAGES.raced);
    // Units went back on sale: cached pages may still say sold out.
    if (releases)
      setPurgeHeader(
        c,
        (
          await purgeTargets(
            db,
            order.items.map((i) => i.productId),
          )
        ).flatMap(purgeTagsForProduct),
      );
    return { order: (await loadOrder(db, eq(orders.id, order.id)))! };
  });

  mount(app, contract.trackOrder, async ({ db, body, c }) => {
    await enforceRateLimits(db, [limitKey('track', 'ip', clientIp(c))]);
    const contact = body.contact.includes('@') ? body.contact.toLowerCase() : normalizePhone(body.contact);
    const order = await loadOrder(db, eq(orders.number, body.number));
    const matches = order !== null && (contact.includes('@') ? order.customer.email === contact : order.customer.phone === contact);
    if (!order || !matches) throw new HttpError(404, ORDER_MESSAGES.trackNotFound);
    return { order: toTracked(order) };
  });
}
