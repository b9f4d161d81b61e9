/**
 * The working screens at their scale (issue 30): a person's notifications, a buyer's orders and a store's orders are
 * read a page at a time off an index on the person or store and the date, never by sorting the whole inbox or order
 * history (10,000 notifications, 1,000 orders a buyer, 100,000 a store). Plans hold at any size: SQLite has no
 * statistics here, so what it plans on the seed it plans at scale.
 */
import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../backend/db/client';
import { orders } from '../../backend/db/schema';
import { inboxScope } from '../../backend/notifications/business-scope';
import { notificationsPage } from '../../backend/notifications/notifications-routes';
import { loadOrders } from '../../backend/orders/orders-queries';
import { businessOrderFilter } from '../../backend/orders/vendor-orders-queries';
import { type Asked, planOf, recordingD1 } from './support/query-plans';

async function statementsOf(read: (db: ReturnType<typeof createDb>) => Promise<unknown>, table: string): Promise<Asked[]> {
  const asked: Asked[] = [];
  await read(createDb(recordingD1(asked)));
  return asked.filter((a) => new RegExp(`\\bfrom "${table}"`).test(a.sql));
}

const details = async (statement: Asked) => (await planOf(statement)).map((r) => r.detail);
/** A sort of every row the list holds (a sort of ties only, "RIGHT PART", is fine). */
const sortsAll = (lines: string[]) => lines.some((l) => /^USE TEMP B-TREE FOR ORDER BY$/.test(l));

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

  it('a store’s orders, newest first: a walk of the store’s orders by date, also by status', async () => {
    for (const filter of [{ bID: 4 }, { bID: 4, status: 'processing' as const }]) {
      const [page] = await statementsOf((db) => loadOrders(db, { where: businessOrderFilter(filter), limit: 20 }), 'orders');
      const lines = await details(page);
      expect(lines.join(' | ')).toMatch(/SEARCH orders USING (COVERING )?INDEX orders_business_created_idx \(business_id=\?\)/);
      expect(sortsAll(lines), lines.join(' | ')).toBe(false);
    }
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
