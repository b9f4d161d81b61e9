/**
 * The vendor's view of its orders: the list filter (status, unread, Harare-day range, search by order number
 * or customer) and one order's history. Orders themselves load through ./orders.
 */
import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { harareDayEnd, harareDayStart, normalizePhone, type RestOrder } from '../../schema/rest/orders';
import type { RestPageInfo } from '../../schema/rest/shared';
import { TOTAL_CAP } from '../../schema/rest/shared';
import type { Db } from '../db/client';
import { businessOrderCounts, notifications, orders } from '../db/schema';
import { countUpTo } from '../catalogue/product-summary-queries';
import { loadOrders } from './orders-queries';
import { depthPaging, pageSlice, SEARCH_WINDOW } from './working-lists';

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
    // Written as the partial index's own condition (orders_business_unread_idx, migration 0049), not as a bound value.
    f.unread ? sql`${orders.readByVendor} = 0` : undefined,
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

/** Order numbers a term can name exactly ('MSK-10042', 'msk 10042', '10042'), found by the unique index wherever they are. */
export function exactNumbers(term: string): string[] {
  const number = /^(?:msk[\s-]*)?(\d{1,12})$/i.exec(term.trim());
  return number ? [`MSK-${number[1]}`] : [];
}

export interface BusinessOrdersPage {
  orders: RestOrder[];
  pageInfo: RestPageInfo;
  unreadCount: number;
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** The last order of the previous chunk (a keyset cursor). */
export interface OrderCursor {
  createdAt: string;
  id: number;
}

/** Orders after `c` newest first: a range on created_at the store's date index walks, ties broken by id. */
export function olderThan(c: OrderCursor): SQL {
  return and(lte(orders.createdAt, c.createdAt), or(lt(orders.createdAt, c.createdAt), lt(orders.id, c.id)))!;
}

/**
 * One page of a store's order list (issue 30: 100,000 orders). The page is an index walk of the store's orders newest
 * first (by status, unopened, or by date: migrations 0043, 0049), within LIST_DEPTH. Its total and the unopened badge
 * come from the counts kept per store and status (business_order_counts) unless dates narrow the list: then counted
 * up to 1,001 ("1,000+"). A search matches the newest SEARCH_WINDOW orders the other filters leave, and an order
 * number anywhere (countedNewest says when the window held more).
 */
export async function businessOrdersPage(
  db: Db,
  f: BusinessOrderFilter,
  page: number,
  perPage: number,
  after?: OrderCursor,
): Promise<BusinessOrdersPage> {
  const kept = await db
    .select({ status: businessOrderCounts.status, orders: businessOrderCounts.orders, unread: businessOrderCounts.unread })
    .from(businessOrderCounts)
    .where(eq(businessOrderCounts.businessId, f.bID));
  const unreadCount = kept.reduce((n, k) => n + k.unread, 0);
  // A keyset chunk (the export) reads from its cursor, at any depth; a page stays within LIST_DEPTH.
  const slice = after ? { limit: perPage, offset: 0 } : pageSlice(page, perPage);
  const listed = { ...f, search: undefined };

  if (f.search?.trim()) {
    const term = f.search.trim();
    const newest = db
      .select({ id: orders.id })
      .from(orders)
      .where(businessOrderFilter(listed))
      .orderBy(...newestFirst)
      .limit(SEARCH_WINDOW);
    const numbers = exactNumbers(term);
    // The window's every order with whether it matches (one walk: how full the window is comes with it).
    const [windowed, named] = await Promise.all([
      db
        .select({ id: orders.id, createdAt: orders.createdAt, hit: sql<number>`${searchCondition(term)}` })
        .from(orders)
        .where(inArray(orders.id, newest)),
      numbers.length
        ? db
            .select({ id: orders.id, createdAt: orders.createdAt })
            .from(orders)
            .where(and(inArray(orders.number, numbers), businessOrderFilter(listed)))
        : Promise.resolve([]),
    ]);
    const byId = new Map([...windowed.filter((w) => Number(w.hit) === 1), ...named].map((m) => [m.id, m]));
    const matches = [...byId.values()]
      .filter((m) => !after || m.createdAt < after.createdAt || (m.createdAt === after.createdAt && m.id < after.id))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const ids = slice ? matches.slice(slice.offset, slice.offset + slice.limit).map((m) => m.id) : [];
    const list = ids.length ? await loadOrders(db, { where: inArray(orders.id, ids), limit: ids.length }) : [];
    const full = windowed.length >= SEARCH_WINDOW;
    return { orders: list, pageInfo: depthPaging(page, perPage, matches.length, true, full ? SEARCH_WINDOW : undefined), unreadCount };
  }

  const where = businessOrderFilter(listed);
  const datesNarrow = Boolean(f.from || f.to);
  const [list, counted] = await Promise.all([
    slice ? loadOrders(db, { where: after ? and(where, olderThan(after))! : where, limit: slice.limit, offset: slice.offset }) : Promise.resolve([]),
    datesNarrow
      ? countUpTo(db, db.select({ one: sql`1` }).from(orders).where(where).$dynamic(), TOTAL_CAP + 1).then((r) => r[0]?.n ?? 0)
      : Promise.resolve(kept.filter((k) => !f.status || k.status === f.status).reduce((n, k) => n + (f.unread ? k.unread : k.orders), 0)),
  ]);
  return { orders: list, pageInfo: depthPaging(page, perPage, counted, !datesNarrow), unreadCount };
}
