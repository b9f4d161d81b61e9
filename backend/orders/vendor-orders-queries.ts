/**
 * The vendor's view of its orders: the list filter (status, unread, Harare-day range, search by order number
 * or customer) and one order's history. Orders themselves load through ./orders.
 */
import { and, asc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { harareDayEnd, harareDayStart, normalizePhone, type RestOrder } from '../../schema/rest/orders';
import type { Db } from '../db/client';
import { notifications, orders } from '../db/schema';

export interface BusinessOrderFilter {
  bID: number;
  status?: RestOrder['status'];
  unread?: boolean;
  from?: string;
  to?: string;
  search?: string;
}

/** `%text%` for LIKE with the caller's own % and _ taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * What a search term can mean: an order number (MSK-10042, msk 10042 or just 10042), a customer name, or a
 * phone in any form people type (0772…, +263 772…, 263772…; compared after the phone helper).
 */
export function searchCondition(term: string): SQL | undefined {
  const text = term.trim();
  if (!text) return undefined;
  const like = (column: typeof orders.number | typeof orders.customerName | typeof orders.customerPhone, value: string) =>
    sql`${column} like ${contains(value)} escape '\\'`;
  const options: SQL[] = [like(orders.customerName, text)];
  const number = /^(?:msk[\s-]*)?(\d{1,12})$/i.exec(text);
  if (number) options.push(like(orders.number, `MSK-${number[1]}`), like(orders.number, number[1]));
  const phone = normalizePhone(text);
  if (/^\d{4,15}$/.test(phone)) options.push(like(orders.customerPhone, phone));
  options.push(like(orders.number, text.toUpperCase()));
  return or(...options);
}

export function businessOrderFilter(f: BusinessOrderFilter): SQL {
  return and(
    eq(orders.businessId, f.bID),
    f.status ? eq(orders.status, f.status) : undefined,
    f.unread ? eq(orders.readByVendor, false) : undefined,
    // created_at is ISO text in UTC: the Harare day's bounds compare as text.
    f.from ? gte(orders.createdAt, harareDayStart(f.from)) : undefined,
    f.to ? lt(orders.createdAt, harareDayEnd(f.to)) : undefined,
    f.search ? searchCondition(f.search) : undefined,
  )!;
}

/**
 * What the order went through, oldest first: its placing, then each status change as its buyer was told
 * (the notifications written in the same batch as the change). An order entered for a customer without an
 * account (by phone) has no buyer to tell, so only its placing and its latest update show.
 */
export async function orderHistory(db: Db, order: RestOrder): Promise<{ title: string; at: string }[]> {
  const placed = { title: `Order ${order.number} placed`, at: order.createdAt };
  if (order.userId === null) {
    return order.updatedAt !== order.createdAt ? [placed, { title: `Last changed: now ${order.status}`, at: order.updatedAt }] : [placed];
  }
  const rows = await db
    .select({ title: notifications.title, at: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.userId, order.userId), eq(notifications.kind, 'order_status'), eq(notifications.link, `/account/order/${order.id}`)))
    .orderBy(asc(notifications.id))
    .limit(50);
  return [placed, ...rows];
}
