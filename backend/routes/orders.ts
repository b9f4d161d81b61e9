/**
 * Orders (spec §7): checkout, the buyer's and the vendor's lists, one order, status changes and tracking
 * without login. Statuses follow WooCommerce (DESIGN §7); every write is one D1 batch, and checkout is
 * idempotent on the client's key.
 *
 * Stock: checkout takes the ordered units off the stock it checked (the variation's when it tracks its own,
 * else the product's; untracked stock is left alone), guarded in SQL so two checkouts cannot both take the
 * last unit. Cancelling or refunding an order puts them back.
 */
import type { Context } from 'hono';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import * as contract from '../../schema/rest/orders';
import { canTransition, normalizePhone, ORDER_MESSAGES, orderNumber, type OrderStatus, type RestOrder } from '../../schema/rest/orders';
import type { Db } from '../db/client';
import { cartItems, offers, orderItems, orders, products, productVariations } from '../db/schema';
import { checkQuantity, loadCatalogue, resolveLine, type ResolvedLine } from '../db/queries/catalogue-lines';
import { countOrders, loadOrder, loadOrders, ownedBusiness, toTracked } from '../db/queries/orders';
import { offerUnitsBought } from '../db/queries/offers';
import { constraintFailure, runBatch, type Statement } from '../db/queries/run-batch';
import { paging } from '../db/queries/product-summary';
import { HttpError, mount, type BackendApp } from '../http';
import { bearerToken, findToken, requireUser, type TokenOwner } from '../auth/tokens';
import { clientIp, enforceRateLimits, limitKey } from '../auth/rate-limit';
import { notifyStatement } from '../notifications/notify';
import { mergeLines, splitByVendor, usd, type RequestedLine } from '../orders/checkout-plan';

/** Final statuses whose orders no longer hold their units or their offer (nothing leaves them again). */
const RELEASED_STATUSES = contract.RELEASED_ORDER_STATUSES;
const ALLOCATION_ATTEMPTS = 4;

const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'pending',
  processing: 'being processed',
  'on-hold': 'on hold',
  completed: 'completed',
  cancelled: 'cancelled',
  refunded: 'refunded',
  failed: 'failed',
};

/** Bearer optional: none → a guest; a bad one → 401 (so the client logs out rather than checking out as a guest). */
export async function optionalUser(c: Context, db: Db, now: Date): Promise<TokenOwner | null> {
  if (!c.req.header('authorization')) return null;
  const owner = await findToken(db, bearerToken(c), now);
  if (!owner) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn);
  return owner;
}

/** The orders a checkout key made, as checkout answers them; null when the key is new. */
async function checkoutAnswer(db: Db, storedKey: string) {
  const found = (await loadOrders(db, { where: eq(orders.idempotencyKey, storedKey), limit: 100 })).sort((a, b) => a.id - b.id);
  if (found.length === 0) return null;
  return {
    checkoutId: found[0].checkoutId,
    orders: found,
    totalCents: found.reduce((n, o) => n + o.totalCents, 0),
    currency: 'USD' as const,
  };
}

interface Line extends ResolvedLine {
  request: RequestedLine;
  businessId: number;
  quantity: number;
  unitPriceCents: number;
  offerId: number | null;
  /** Where the stock that was checked lives. */
  stockSource: 'variation' | 'product' | null;
}

type OfferRow = typeof offers.$inferSelect;

/** Prices one line from the catalogue, or from an accepted offer of this buyer for this product and variation. */
function priceLine(
  line: ResolvedLine,
  request: RequestedLine,
  offer: OfferRow | undefined,
  unitsUsed: number,
  buyer: { userId: number | null; phone: string },
): Line {
  checkQuantity(line, request.quantity);
  let unitPriceCents = line.unitPriceCents;
  let offerId: number | null = null;
  if (request.offerUuid !== undefined) {
    const name = line.product.row.name;
    const mine = offer && ((buyer.userId !== null && offer.buyerId === buyer.userId) || offer.buyerPhone === buyer.phone);
    if (!offer || !mine || offer.status !== 'accepted' || offer.productId !== line.product.row.id) {
      throw new HttpError(400, `The offer given for ${name} is not an accepted offer of yours`);
    }
    if (offer.variationId !== request.variation) throw new HttpError(400, `The accepted offer for ${name} is for another variation`);
    const left = offer.quantity - unitsUsed;
    if (left <= 0) throw new HttpError(409, `The accepted offer for ${name} has already been used`);
    if (request.quantity > left) throw new HttpError(400, `The accepted offer for ${name} covers ${left} more`);
    unitPriceCents = offer.amountCents;
    offerId = offer.id;
  }
  const stockSource = line.variation?.stockQuantity != null ? 'variation' : line.product.row.stockQuantity != null ? 'product' : null;
  return { ...line, request, businessId: line.product.row.businessId, quantity: request.quantity, unitPriceCents, offerId, stockSource };
}

/** order_items.name, or NULL — failing the batch on NOT NULL — when the stock no longer covers the line. */
function guardedName(line: Line) {
  if (line.stockSource === 'variation') {
    return sql`(select ${line.product.row.name} where (select ${productVariations.stockQuantity} from ${productVariations} where ${productVariations.id} = ${line.variation!.id}) >= ${line.quantity})`;
  }
  if (line.stockSource === 'product') {
    return sql`(select ${line.product.row.name} where (select ${products.stockQuantity} from ${products} where ${products.id} = ${line.product.row.id}) >= ${line.quantity})`;
  }
  return line.product.row.name;
}

function takeStock(db: Db, line: Line): Statement | null {
  if (line.stockSource === 'variation') {
    return db
      .update(productVariations)
      .set({ stockQuantity: sql`${productVariations.stockQuantity} - ${line.quantity}` })
      .where(eq(productVariations.id, line.variation!.id));
  }
  if (line.stockSource === 'product') {
    return db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
      .where(eq(products.id, line.product.row.id));
  }
  return null;
}

async function nextIds(db: Db) {
  const row = await db.get<{ o: number; i: number }>(
    sql`select coalesce((select max(id) from ${orders}), 0) as o, coalesce((select max(id) from ${orderItems}), 0) as i`,
  );
  return { order: Number(row.o) + 1, item: Number(row.i) + 1 };
}

/** Who may see an order: its buyer, or the owner of its business (bID, when given, must be that business). */
async function orderFor(db: Db, userId: number, body: { orderID: number; userRole: 'buyer' | 'vendor'; bID?: number }): Promise<RestOrder> {
  if (body.userRole === 'buyer') {
    const order = await loadOrder(db, and(eq(orders.id, body.orderID), eq(orders.userId, userId))!);
    if (!order) throw new HttpError(404, ORDER_MESSAGES.notFound);
    return order;
  }
  const order = await loadOrder(db, eq(orders.id, body.orderID));
  if (!order || (body.bID !== undefined && order.business.id !== body.bID)) throw new HttpError(404, ORDER_MESSAGES.notFound);
  if (!(await ownedBusiness(db, userId, order.business.id))) throw new HttpError(404, ORDER_MESSAGES.notFound);
  return order;
}

export function registerOrderRoutes(app: BackendApp): void {
  mount(
    app,
    contract.createOrder,
    async ({ db, body, c }) => {
      const now = new Date();
      const nowIso = now.toISOString();
      const owner = await optionalUser(c, db, now);
      const userId = owner?.userId ?? null;
      // Keys are per buyer: a logged-in user, or a guest's phone. Stored with that scope so nobody else's key can collide.
      const storedKey = `${userId !== null ? `u${userId}` : `g${body.contact.phone}`}:${body.idempotencyKey}`;
      const replay = await checkoutAnswer(db, storedKey);
      if (replay) {
        c.header('Idempotent-Replayed', 'true');
        return replay;
      }

      const requested = mergeLines(body.items);
      const uuids = [...new Set(requested.flatMap((r) => (r.offerUuid ? [r.offerUuid] : [])))];
      const [catalogue, offerRows] = await Promise.all([
        loadCatalogue(
          db,
          requested.map((r) => r.product),
        ),
        uuids.length ? db.select().from(offers).where(inArray(offers.uuid, uuids)) : Promise.resolve([] as OfferRow[]),
      ]);
      const used = await offerUnitsBought(db, offerRows.map((o) => o.id));
      const lines = requested.map((r) => {
        const offer = r.offerUuid ? offerRows.find((o) => o.uuid === r.offerUuid) : undefined;
        return priceLine(resolveLine(catalogue, r.product, r.variation), r, offer, offer ? (used.get(offer.id) ?? 0) : 0, {
          userId,
          phone: body.contact.phone,
        });
      });
      const plans = splitByVendor(lines, body.fulfilment);
      const checkoutId = crypto.randomUUID();
      const address = body.fulfilment === 'delivery' && body.deliveryAddress ? JSON.stringify(body.deliveryAddress) : null;

      for (let attempt = 0; attempt < ALLOCATION_ATTEMPTS; attempt++) {
        // Explicit ids so numbers (MSK-1xxxx) and notification links are known before the batch; a concurrent
        // checkout that took the same ids makes the batch fail on the primary key, and we try the next ones.
        const ids = await nextIds(db);
        const statements: Statement[] = [];
        let itemId = ids.item;
        plans.forEach((plan, index) => {
          const orderId = ids.order + index;
          const number = orderNumber(orderId);
          statements.push(
            db.insert(orders).values({
              id: orderId,
              number,
              checkoutId,
              idempotencyKey: storedKey,
              userId,
              businessId: plan.businessId,
              status: 'pending',
              customerName: body.contact.name,
              customerPhone: body.contact.phone,
              customerEmail: body.contact.email ?? null,
              fulfilment: body.fulfilment,
              deliveryAddress: address,
              notes: body.notes,
              subtotalCents: plan.subtotalCents,
              deliveryCents: plan.deliveryCents,
              totalCents: plan.totalCents,
              currency: 'USD',
              paymentMethod: body.paymentMethod,
              paymentStatus: 'unpaid',
              readByVendor: false,
              createdAt: nowIso,
              updatedAt: nowIso,
            }),
          );
          for (const line of plan.lines) {
            statements.push(
              db.insert(orderItems).values({
                id: itemId++,
                orderId,
                productId: line.product.row.id,
                variationId: line.variation?.id ?? 0,
                name: guardedName(line),
                variationName: line.variation?.name ?? null,
                unitPriceCents: line.unitPriceCents,
                quantity: line.quantity,
                lineTotalCents: line.unitPriceCents * line.quantity,
                offerId: line.offerId,
              }),
            );
            const take = takeStock(db, line);
            if (take) statements.push(take);
          }
          const units = plan.lines.reduce((n, l) => n + l.quantity, 0);
          const businessName = plan.lines[0].product.summary.business.name;
          const how = body.fulfilment === 'delivery' ? `delivery to ${body.deliveryAddress?.city ?? ''}` : 'collection';
          statements.push(
            notifyStatement(
              db,
              {
                userId: plan.lines[0].product.ownerId,
                kind: 'order_placed',
                title: `New order ${number}`,
                body: `${body.contact.name} ordered ${units} ${units === 1 ? 'item' : 'items'} from ${businessName} for ${usd(plan.totalCents)}, ${how}. Payment: cash on delivery.`,
                link: `/dashboard/order/${orderId}/`,
              },
              now,
            ),
          );
          if (userId !== null) {
            statements.push(
              notifyStatement(
                db,
                {
                  userId,
                  kind: 'order_placed',
                  title: `Order ${number} placed`,
                  body: `Your order with ${businessName} for ${usd(plan.totalCents)} is pending. We will tell you here when the vendor updates it.`,
                  link: `/account/order/${orderId}`,
                },
                now,
              ),
            );
          }
        });
        if (userId !== null) {
          // The ordered lines leave the buyer's server cart; anything else in it stays.
          for (const line of lines) {
            statements.push(
              db
                .delete(cartItems)
                .where(
                  and(eq(cartItems.userId, userId), eq(cartItems.productId, line.product.row.id), eq(cartItems.variationId, line.variation?.id ?? 0)),
                ),
            );
          }
        }

        try {
          await runBatch(db, statements);
        } catch (error) {
          const failure = constraintFailure(error);
          if (!failure) throw error;
          // The same key from a concurrent request won: answer its orders.
          const concurrent = await checkoutAnswer(db, storedKey);
          if (concurrent) {
            c.header('Idempotent-Replayed', 'true');
            return concurrent;
          }
          if (failure.kind === 'not_null') {
            throw new HttpError(409, 'An item in your order sold out while you were checking out. Please check your cart and try again.');
          }
          if (failure.kind === 'unique' && /\.(id|number)\b/.test(failure.detail)) continue;
          throw error;
        }
        const answer = await checkoutAnswer(db, storedKey);
        if (answer) return answer;
      }
      throw new HttpError(409, 'The marketplace is busy. Please try again.');
    },
    { status: 201 },
  );

  mount(app, contract.userOrders, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    const where = eq(orders.userId, userId);
    const [load, total] = await Promise.all([
      loadOrders(db, { where, limit: body.perPage, offset: (body.page - 1) * body.perPage }),
      countOrders(db, where),
    ]);
    return { load, pageInfo: paging(body.page, body.perPage, total) };
  });

  mount(app, contract.businessOrders, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    if (!(await ownedBusiness(db, userId, body.bID))) throw new HttpError(404, ORDER_MESSAGES.businessNotFound);
    const where = and(
      eq(orders.businessId, body.bID),
      body.status ? eq(orders.status, body.status) : undefined,
      body.unread ? eq(orders.readByVendor, false) : undefined,
    )!;
    const [list, total, unreadCount] = await Promise.all([
      loadOrders(db, { where, limit: body.perPage, offset: (body.page - 1) * body.perPage }),
      countOrders(db, where),
      countOrders(db, and(eq(orders.businessId, body.bID), eq(orders.readByVendor, false))!),
    ]);
    return { orders: list, pageInfo: paging(body.page, body.perPage, total), unreadCount };
  });

  mount(app, contract.getOrder, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    return { order: await orderFor(db, userId, body) };
  });

  mount(app, contract.updateOrder, async ({ db, body, c }) => {
    const { userId } = await requireUser(c, db);
    const order = await orderFor(db, userId, { orderID: body.orderID, userRole: 'vendor', bID: body.bID });
    const from = order.status;
    const to = body.orderStatus ?? from;
    if (to !== from && !canTransition(from, to)) throw new HttpError(409, ORDER_MESSAGES.badTransition(from, to));

    const now = new Date();
    const nowIso = now.toISOString();
    if (to === from) {
      // Same status again: nothing changes (idempotent); only the read flag may.
      if (body.readStatus && !order.readStatus) await db.update(orders).set({ readByVendor: true }).where(eq(orders.id, order.id));
      return { order: (await loadOrder(db, eq(orders.id, order.id)))! };
    }

    const paymentStatus =
      order.paymentMethod === 'cash_on_delivery' && to === 'completed' ? 'paid' : to === 'refunded' && order.paymentStatus === 'paid' ? 'refunded' : order.paymentStatus;
    const statements: Statement[] = [
      // Guarded by the status read: of two concurrent changes only one applies.
      db
        .update(orders)
        .set({ status: to, paymentStatus, updatedAt: nowIso, ...(body.readStatus ? { readByVendor: true } : {}) })
        .where(and(eq(orders.id, order.id), eq(orders.status, from)))
        .returning({ id: orders.id }),
    ];
    const applied = sql`exists (select 1 from ${orders} where ${orders.id} = ${order.id} and ${orders.status} = ${to} and ${orders.updatedAt} = ${nowIso})`;
    const releases = RELEASED_STATUSES.includes(to) && !RELEASED_STATUSES.includes(from);
    if (releases) {
      for (const item of order.items) {
        if (item.variationId) {
          statements.push(
            db
              .update(productVariations)
              .set({ stockQuantity: sql`${productVariations.stockQuantity} + ${item.quantity}` })
              .where(and(eq(productVariations.id, item.variationId), sql`${productVariations.stockQuantity} is not null`, applied)),
          );
        }
        statements.push(
          db
            .update(products)
            .set({ stockQuantity: sql`${products.stockQuantity} + ${item.quantity}` })
            .where(
              and(
                eq(products.id, item.productId),
                sql`${products.stockQuantity} is not null`,
                // Stock went back to where it was taken from: the variation's when it tracks its own.
                item.variationId
                  ? sql`(select ${productVariations.stockQuantity} from ${productVariations} where ${productVariations.id} = ${item.variationId}) is null`
                  : undefined,
                applied,
              ),
            ),
        );
      }
    }
    if (order.userId !== null) {
      statements.push(
        notifyStatement(
          db,
          {
            userId: order.userId,
            kind: 'order_status',
            title: `Order ${order.number} is ${STATUS_WORDS[to]}`,
            body: `${order.business.name} changed your order ${order.number} from ${STATUS_WORDS[from]} to ${STATUS_WORDS[to]}.`,
            link: `/account/order/${order.id}`,
          },
          now,
        ),
      );
    }
    const [changed] = (await runBatch(db, statements)) as { id: number }[][];
    if (changed.length === 0) throw new HttpError(409, 'The order changed meanwhile. Reload it and try again.');
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
