/**
 * The working screens at their scale (issue 30): a person's notifications, a buyer's orders and a store's orders are
 * read a page at a time off an index on the person or store and the date, never by sorting the whole inbox or order
 * history (10,000 notifications, 1,000 orders a buyer, 100,000 a store). Plans hold at any size: SQLite has no
 * statistics here, so what it plans on the seed it plans at scale.
 *
 * Whole reads (migration 0049): every statement the order lists, the customers screen and the inbox ask is checked
 * for a scan of orders, notifications or business_customers, and for a count that is not capped (a count of a table
 * the list reads must stop at a LIMIT: its total comes from a kept count or stops at 1,001).
 */
import { env } from 'cloudflare:test';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../backend/db/client';
import { notifications, orders } from '../../backend/db/schema';
import { inboxScope } from '../../backend/notifications/business-scope';
import { notificationsPage } from '../../backend/notifications/notifications-routes';
import { listCustomers } from '../../backend/orders/customers-queries';
import { loadOrders } from '../../backend/orders/orders-queries';
import { businessOrderFilter, businessOrdersPage } from '../../backend/orders/vendor-orders-queries';
import { call, loginToken, SEEDED } from './support/accounts';
import { type Asked, planOf, recordingD1 } from './support/query-plans';

async function statementsOf(read: (db: ReturnType<typeof createDb>) => Promise<unknown>, table: string): Promise<Asked[]> {
  const asked: Asked[] = [];
  await read(createDb(recordingD1(asked)));
  return asked.filter((a) => new RegExp(`\\bfrom "${table}"`).test(a.sql));
}

const details = async (statement: Asked) => (await planOf(statement)).map((r) => r.detail);
/** A sort of every row the list holds (a sort of ties only, "RIGHT PART", is fine). */
const sortsAll = (lines: string[]) => lines.some((l) => /^USE TEMP B-TREE FOR ORDER BY$/.test(l));

const SCANNED = /^SCAN (orders|notifications|business_customers)\b/;
/** A count(*) straight over a list's table, not over a LIMITed subquery (countUpTo's shape). */
const uncappedCount = (statement: string) =>
  /count\(\*\)/i.test(statement) && /from "?(orders|notifications|business_customers)"?\b/i.test(statement) && !/\blimit\b/i.test(statement);

/** Every read statement `read` asks, with its plan: none may scan a big table or count it whole. */
async function wholeReadProblems(read: (db: ReturnType<typeof createDb>) => Promise<unknown>): Promise<string[]> {
  const asked: Asked[] = [];
  await read(createDb(recordingD1(asked)));
  expect(asked.length).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const statement of asked) {
    const lines = await details(statement);
    for (const line of lines) if (SCANNED.test(line)) problems.push(`${line} in: ${statement.sql}`);
    if (uncappedCount(statement.sql)) problems.push(`uncapped count: ${statement.sql}`);
  }
  return problems;
}

describe('working screens at scale: query plans', () => {
  it('a person’s notifications, newest first: a walk of their inbox by date', async () => {
    const [page] = await statementsOf((db) => notificationsPage(db, inboxScope(2), 1, 20), 'notifications');
    const lines = await details(page);
    expect(lines.join(' | ')).toMatch(/SEARCH notifications USING INDEX notifications_user_created_idx \(user_id=\?\)/);
    expect(sortsAll(lines), lines.join(' | ')).toBe(false);
  });

  it('a buyer’s orders, newest first: a walk of their orders by date', async () => {
    const [page] = await statementsOf((db) => loadOrders(db, { where: eq(orders.userId, 2), limit: 20 }), 'orders');
    const lines = await details(page);
    expect(lines.join(' | ')).toMatch(/SEARCH orders USING INDEX orders_user_created_idx \(user_id=\?\)/);
    expect(sortsAll(lines), lines.join(' | ')).toBe(false);
  });

  it('a store’s orders, newest first: a walk of the store’s orders by date, also by status (off its own index, 0049)', async () => {
    for (const [filter, index] of [
      [{ bID: 4 }, /orders_business_created_idx \(business_id=\?\)/],
      [{ bID: 4, status: 'processing' as const }, /orders_business_status_created_idx \(business_id=\? AND status=\?\)/],
    ] as const) {
      const [page] = await statementsOf((db) => loadOrders(db, { where: businessOrderFilter(filter), limit: 20 }), 'orders');
      const lines = await details(page);
      expect(lines.join(' | ')).toMatch(new RegExp(`SEARCH orders USING (COVERING )?INDEX ${index.source}`));
      expect(sortsAll(lines), lines.join(' | ')).toBe(false);
    }
  });

  it('a store’s order list, every filter: no scan of orders, no uncapped count, status and unopened off their own indexes', async () => {
    for (const filter of [
      { bID: 4 },
      { bID: 4, status: 'failed' as const },
      { bID: 4, unread: true },
      { bID: 4, from: '2026-10-01', to: '2026-10-31' },
      { bID: 4, status: 'completed' as const, from: '2026-10-01' },
      { bID: 4, search: 'chiedza' },
      { bID: 4, search: 'MSK-10002' },
      { bID: 4, search: '0772146318', status: 'completed' as const },
    ]) {
      for (const page of [1, 50, 51])
        expect(await wholeReadProblems((db) => businessOrdersPage(db, filter, page, 20)), JSON.stringify(filter)).toEqual([]);
    }
    const [byStatus] = await statementsOf((db) => loadOrders(db, { where: businessOrderFilter({ bID: 4, status: 'failed' }), limit: 20 }), 'orders');
    expect((await details(byStatus)).join(' | ')).toMatch(
      /SEARCH orders USING INDEX orders_business_status_created_idx \(business_id=\? AND status=\?\)/,
    );
    const [unopened] = await statementsOf((db) => loadOrders(db, { where: businessOrderFilter({ bID: 4, unread: true }), limit: 20 }), 'orders');
    expect((await details(unopened)).join(' | ')).toMatch(/SEARCH orders USING INDEX orders_business_unread_idx \(business_id=\?\)/);
  });

  it('the customers screen: off business_customers by recency, never a grouping of orders', async () => {
    for (const opts of [
      { page: 1, perPage: 50 },
      { page: 20, perPage: 50 },
      { page: 1, perPage: -1 },
      { term: 'chiedza', page: 1, perPage: 20 },
      { term: '0772146318', page: 1, perPage: 20 },
    ]) {
      const asked: Asked[] = [];
      await listCustomers(createDb(recordingD1(asked)), 4, { ...opts, cap: 5000 });
      expect(
        asked.some((a) => /\bfrom "?orders"?\b/i.test(a.sql)),
        JSON.stringify(opts),
      ).toBe(false);
      expect(await wholeReadProblems((db) => listCustomers(db, 4, { ...opts, cap: 5000 })), JSON.stringify(opts)).toEqual([]);
    }
    const asked: Asked[] = [];
    await listCustomers(createDb(recordingD1(asked)), 4, { page: 1, perPage: 50, cap: 5000 });
    const page = asked.find((a) => /from business_customers c/.test(a.sql))!;
    const lines = await details(page);
    expect(lines.join(' | ')).toMatch(/SEARCH c USING INDEX business_customers_recent_idx \(business_id=\?\)/);
    expect(sortsAll(lines), lines.join(' | ')).toBe(false);
  });

  it('the REST reads of the working screens: no scan of orders or notifications, no uncapped count', async () => {
    const vendor = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    const buyer = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    // The inbox's reads go through the routes (their counts are the kept ones): the recorder sees what the backend asks
    // only through the query functions, so these are checked by what they answer (tests/integration/working-screen-counts)
    // and here by the statements of the functions they share.
    for (const [whom, method, path, body] of [
      [buyer, 'GET', '/notifications/platform/conversations?page=1&per_page=20', undefined],
      [buyer, 'GET', '/notifications/platform/conversations?page=60&per_page=20&unread=1', undefined],
      [buyer, 'GET', '/notifications/platform/threads?page=1&per_page=20', undefined],
      [buyer, 'POST', '/user-orders', { page: 51, perPage: 20 }],
      [vendor, 'POST', '/orders', { bID: 4, page: 51, perPage: 20 }],
    ] as const) {
      const { status, json } = await call(method, path, { token: whom, ...(body ? { body } : {}) });
      expect(status, path).toBe(200);
      // A page past the depth answers no rows, but the list's paging all the same.
      expect(json.data.pageInfo.totalPages, path).toBeLessThanOrEqual(50);
    }
    const [unreadPage] = await statementsOf(
      (db) => notificationsPage(db, sql`${notifications.userId} = 19 and ${notifications.readAt} is null`, 1, 20),
      'notifications',
    );
    expect((await details(unreadPage)).some((l) => SCANNED.test(l))).toBe(false);
  });

  it('the seeded inbox and order lists answer as before (the index changes no order)', async () => {
    const db = createDb(env.DB);
    const { id: owner } = (await env.DB.prepare('select user_id as id from notifications group by user_id order by count(*) desc limit 1').first<{
      id: number;
    }>())!;
    const rows = await notificationsPage(db, inboxScope(owner), 1, 50);
    expect(rows.length).toBeGreaterThan(2);
    const sorted = [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    expect(rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
  });
});
