/** Orders with their items and business, in the REST shape (schema/rest/orders.ts), read in two round trips. */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ORDER_TRANSITIONS, type OrderStatus, type RestDeliveryAddress, type RestOrder, type RestTrackedOrder } from '../../schema/rest/orders';
import { TOTAL_CAP } from '../../schema/rest/shared';
import type { Db } from '../db/client';
import { countUpTo } from '../catalogue/product-summary-queries';
import { businesses, orderItems, orders, products } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

const firstImageUrl = sql<
  string | null
>`(select pi.url from product_images pi where pi.product_id = ${orderItems.productId} order by pi.position, pi.id limit 1)`;

function parseAddress(text: string | null): RestDeliveryAddress | null {
  if (!text) return null;
  try {
    const a = JSON.parse(text) as Partial<RestDeliveryAddress>;
    return { address1: String(a.address1 ?? ''), suburb: a.suburb ? String(a.suburb) : null, city: String(a.city ?? '') };
  } catch {
    return null;
  }
}

export interface OrderQuery {
  where: SQL;
  limit?: number;
  offset?: number;
}

/** Orders matching `where`, newest first, each with its items (in the order they were bought). */
export async function loadOrders(db: Db, { where, limit = 100, offset = 0 }: OrderQuery): Promise<RestOrder[]> {
  const rows = await db
    .select({ order: orders, businessName: businesses.name, businessSlug: businesses.slug })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const items = await db
    .select({ item: orderItems, slug: products.slug, image: firstImageUrl })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.order.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map(({ order: o, businessName, businessSlug }) => ({
    id: o.id,
    number: o.number,
    checkoutId: o.checkoutId,
    status: o.status,
    userId: o.userId,
    business: { id: o.businessId, name: businessName, slug: businessSlug },
    customer: { name: o.customerName, phone: o.customerPhone, email: o.customerEmail },
    fulfilment: o.fulfilment,
    deliveryAddress: parseAddress(o.deliveryAddress),
    notes: o.notes,
    items: items
      .filter((i) => i.item.orderId === o.id)
      .map(({ item: i, slug, image }) => ({
        id: i.id,
        productId: i.productId,
        variationId: i.variationId,
        name: i.name,
        variationName: i.variationName,
        slug,
        image,
        unitPriceCents: i.unitPriceCents,
        quantity: i.quantity,
        lineTotalCents: i.lineTotalCents,
        offerId: i.offerId,
      })),
    subtotalCents: o.subtotalCents,
    deliveryCents: o.deliveryCents,
    totalCents: o.totalCents,
    currency: 'USD' as const,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    shipment: o.courier && o.trackingNumber && o.shippedAt ? { courier: o.courier, trackingNumber: o.trackingNumber, sentAt: o.shippedAt } : null,
    readStatus: o.readByVendor,
    nextStatuses: [...ORDER_TRANSITIONS[o.status as OrderStatus]],
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  }));
}

export async function loadOrder(db: Db, where: SQL): Promise<RestOrder | null> {
  const [order] = await loadOrders(db, { where, limit: 1 });
  return order ?? null;
}

/** What tracking without login may show: the order without contact details, address or notes. */
export function toTracked(order: RestOrder): RestTrackedOrder {
  const {
    id,
    number,
    status,
    business,
    fulfilment,
    items,
    subtotalCents,
    deliveryCents,
    totalCents,
    currency,
    paymentMethod,
    paymentStatus,
    shipment,
    createdAt,
    updatedAt,
  } = order;
  return {
    id,
    number,
    status,
    business,
    fulfilment,
    items,
    subtotalCents,
    deliveryCents,
    totalCents,
    currency,
    paymentMethod,
    paymentStatus,
    shipment,
    createdAt,
    updatedAt,
  };
}

/** How many orders `where` matches, counting no further than TOTAL_CAP + 1 (enough to say "1,000+"). */
export async function countOrdersUpTo(db: Db, where: SQL): Promise<number> {
  const [row] = await countUpTo(db, db.select({ one: sql`1` }).from(orders).where(where).$dynamic(), TOTAL_CAP + 1);
  return row?.n ?? 0;
}

/** The business when `userId` owns it, else null (callers answer 404: ids of others are not confirmed). */
export async function ownedBusiness(db: Db, userId: number, businessId: number) {
  const [row] = await db
    .select({ id: businesses.id, name: businesses.name, slug: businesses.slug })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.ownerId, userId)))
    .limit(1);
  return row ?? null;
}
