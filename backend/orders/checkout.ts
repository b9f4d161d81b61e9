/**
 * Checkout (spec §7 POST /orders/create): one order per vendor from one submission, idempotent on the
 * client's key (a retry or double submit answers the same orders), every write one D1 batch.
 *
 * Stock: checkout takes the ordered units off the stock it checked (the variation's when it tracks its own,
 * else the product's; untracked stock is left alone), guarded in SQL so two checkouts cannot both take the
 * last unit; the answer names the changed products' edge-cache tags (x-musika-purge). Nobody orders their
 * own product: a line sold by a business the buyer runs is refused with 403.
 *
 * Paying now (issue #11): the orders are written with payment 'pending', then one payment for all of them starts
 * (./checkout-payment.ts); a replay of the key answers the same orders and the same payment. Each order keeps the
 * USD→ZWG rate of the day it was placed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as contract from '../../schema/rest/orders';
import { orderNumber } from '../../schema/rest/orders';
import type { Db } from '../db/client';
import { cartItems, offers, orderItems, orders } from '../db/schema';
import { businessIdsRunBy } from '../businesses/business-access-queries';
import { loadCatalogue, refuseOwnProduct, resolveLine } from './catalogue-lines-queries';
import { loadOrders } from './orders-queries';
import { offerUnitsBought } from '../offers/offers-queries';
import { constraintFailure, runBatch, type Statement } from '../db/run-batch';
import { setPurgeHeader } from '../cache/purge-tags';
import { HttpError, mount, type BackendApp } from '../http';
import { optionalUser } from '../auth/optional-user';
import { notifyStatement } from '../notifications/notify';
import { mergeLines, splitByVendor, usd } from './checkout-plan';
import { manualKeyScope, refuseForeignLine, requireManualOrder } from './manual-order';
import { guardedName, priceLine, purgeTagsForLines, takeStock, type OfferRow } from './checkout-lines';
import { isPayNow, PAYMENT_WORDS, withPayment } from './checkout-payment';
import { findCurrentRate } from '../money/rates';
import { PAYMENT_FAILED } from '../../schema/rest/payments';
import { clockNow } from '../clock';
import { DEFAULT_DELIVERY, DELIVERY_MESSAGES, deliveryFeeFor } from '../../schema/rest/delivery';
import { loadDeliveryTerms } from '../delivery/delivery-queries';

const ALLOCATION_ATTEMPTS = 4;

/**
 * Each store's delivery fee for this checkout's city, by its own terms (issue 31); a store that only offers
 * collection refuses a delivery checkout before anything is written.
 */
async function deliveryFees(
  db: Db,
  lines: readonly { businessId: number }[],
  body: { fulfilment: string; deliveryAddress?: { city: string } | null },
) {
  if (body.fulfilment !== 'delivery') return undefined;
  const stores = await loadDeliveryTerms(db, [...new Set(lines.map((l) => l.businessId))]);
  const collectionOnly = stores.find((s) => s.collectionOnly);
  if (collectionOnly) throw new HttpError(409, DELIVERY_MESSAGES.collectionOnly(collectionOnly.name));
  const city = body.deliveryAddress?.city ?? '';
  return (businessId: number, subtotalCents: number) => {
    const store = stores.find((s) => s.bID === businessId);
    return (store && deliveryFeeFor(store, city, subtotalCents)) ?? DEFAULT_DELIVERY.feeCents;
  };
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

async function nextIds(db: Db) {
  const row = await db.get<{ o: number; i: number }>(
    sql`select coalesce((select max(id) from ${orders}), 0) as o, coalesce((select max(id) from ${orderItems}), 0) as i`,
  );
  return { order: Number(row.o) + 1, item: Number(row.i) + 1 };
}

export function registerCheckoutRoute(app: BackendApp): void {
  // Paying a checkout again after a failed or cancelled payment: POST /orders/pay.
  mount(
    app,
    contract.createOrder,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const nowIso = now.toISOString();
      const owner = await optionalUser(c, db, now);
      // A vendor entering an order taken by phone for its own business (bID): ./manual-order.ts.
      const manual = await requireManualOrder(c, db, body);
      const userId = manual ? null : (owner?.userId ?? null);
      // Keys are per buyer: a logged-in user, or a guest's phone (or, for a manual order, its business). Stored
      // with that scope so nobody else's key can collide.
      const scope = manual ? manualKeyScope(manual) : userId !== null ? `u${userId}` : `g${body.contact.phone}`;
      const storedKey = `${scope}:${body.idempotencyKey}`;
      const replay = await checkoutAnswer(db, storedKey);
      if (replay) {
        c.header('Idempotent-Replayed', 'true');
        return withPayment(c, db, replay, body);
      }

      const requested = mergeLines(body.items);
      const uuids = [...new Set(requested.flatMap((r) => (r.offerUuid ? [r.offerUuid] : [])))];
      const [catalogue, offerRows, runBy, rate] = await Promise.all([
        loadCatalogue(
          db,
          requested.map((r) => r.product),
        ),
        uuids.length ? db.select().from(offers).where(inArray(offers.uuid, uuids)) : Promise.resolve([] as OfferRow[]),
        userId !== null ? businessIdsRunBy(db, userId) : new Set<number>(),
        findCurrentRate(db, 'ZWG', now),
      ]);
      const payNow = isPayNow(body.paymentMethod);
      // Paying in ZWG needs a rate in force: refuse before any order is written.
      if (payNow && body.currency === 'ZWG' && !rate) throw new HttpError(409, PAYMENT_FAILED);
      const used = await offerUnitsBought(
        db,
        offerRows.map((o) => o.id),
      );
      const lines = requested.map((r) => {
        const offer = r.offerUuid ? offerRows.find((o) => o.uuid === r.offerUuid) : undefined;
        const line = resolveLine(catalogue, r.product, r.variation, r.offerUuid !== undefined);
        if (manual) refuseForeignLine(line, manual);
        else refuseOwnProduct(line, runBy);
        return priceLine(line, r, offer, offer ? (used.get(offer.id) ?? 0) : 0, {
          userId,
          phone: body.contact.phone,
        });
      });
      const plans = splitByVendor(lines, body.fulfilment, await deliveryFees(db, lines, body));
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
              rateMicros: rate?.rateMicros ?? null,
              paymentMethod: body.paymentMethod,
              paymentStatus: payNow ? 'pending' : 'unpaid',
              readByVendor: manual !== null,
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
            statements.push(...takeStock(db, line));
          }
          const units = plan.lines.reduce((n, l) => n + l.quantity, 0);
          const businessName = plan.lines[0].product.summary.business.name;
          const how = body.fulfilment === 'delivery' ? `delivery to ${body.deliveryAddress?.city ?? ''}` : 'collection';
          // The vendor who typed a manual order needs no news of it.
          if (!manual)
            statements.push(
              notifyStatement(
                db,
                {
                  userId: plan.lines[0].product.ownerId,
                  kind: 'order_placed',
                  title: `New order ${number}`,
                  body: `${body.contact.name} ordered ${units} ${units === 1 ? 'item' : 'items'} from ${businessName} for ${usd(plan.totalCents)}, ${how}. Payment: ${PAYMENT_WORDS[body.paymentMethod]}.`,
                  link: `/dashboard/order/${orderId}/`,
                  message: {
                    key: 'notifications.orderNew',
                    values: {
                      order: number,
                      buyer: body.contact.name,
                      units,
                      store: businessName,
                      totalCents: plan.totalCents,
                      fulfilment: body.fulfilment === 'delivery' ? 'delivery' : 'collection',
                      city: body.deliveryAddress?.city ?? '',
                      payment: body.paymentMethod,
                    },
                  },
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
                  body: `Your order with ${businessName} for ${usd(plan.totalCents)} is pending. We will tell you here when the store updates it.`,
                  link: `/account/order/${orderId}`,
                  message: { key: 'notifications.orderPlaced', values: { order: number, store: businessName, totalCents: plan.totalCents } },
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
            return withPayment(c, db, concurrent, body);
          }
          if (failure.kind === 'not_null') {
            throw new HttpError(409, 'An item in your order sold out while you were checking out. Please check your cart and try again.');
          }
          if (failure.kind === 'unique' && /\.(id|number)\b/.test(failure.detail)) continue;
          throw error;
        }
        const answer = await checkoutAnswer(db, storedKey);
        // The stock shown on those products' cached pages just changed (possibly to sold out).
        setPurgeHeader(c, purgeTagsForLines(lines));
        if (answer) return withPayment(c, db, answer, body);
      }
      throw new HttpError(409, 'The marketplace is busy. Please try again.');
    },
    { status: 201 },
  );
}
