/**
 * What the working screens read instead of counting or grouping rows (issue 30, migration 0049), kept by triggers:
 * a person's notification counts, a store's orders by status (and unopened), and a store's customers with their
 * count. After every change an order or a notification goes through, each kept table equals a live computation over
 * the rows themselves, and the REST lists answer the kept values.
 */
import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import { normalisedPhoneSql } from '../../backend/orders/customers-queries';
import { call, loginToken, SEEDED } from './support/accounts';
import { run } from './support/kept-counts';

/** Rows of `kept` and `live` (both selecting the same columns, keyed by `key`) that differ, either way. */
async function drift(kept: string, live: string): Promise<unknown[]> {
  const { results } = await env.DB.prepare(
    `select 'kept', * from (select * from (${kept}) except select * from (${live}))
     union all select 'live', * from (select * from (${live}) except select * from (${kept}))`,
  ).all();
  return results;
}

const NOTIFICATIONS = {
  kept: 'select user_id, total, unread from notification_counts where total <> 0 or unread <> 0',
  live: 'select user_id, count(*), sum(read_at is null) from notifications group by user_id',
};
const ORDER_COUNTS = {
  kept: 'select business_id, status, orders, unread from business_order_counts where orders <> 0 or unread <> 0',
  live: 'select business_id, status, count(*), sum(read_by_vendor = 0) from orders group by business_id, status',
};

/** The customers screen as it was computed before migration 0049: every order of every store grouped by phone. */
function liveCustomersSql(): string {
  const expression = new SQLiteSyncDialect().sqlToQuery(normalisedPhoneSql(sql.raw('o.customer_phone'))).sql;
  return `select o.business_id, ${expression} as phone, count(*), coalesce(sum(case when o.status in ('cancelled', 'refunded', 'failed') then 0 else o.total_cents end), 0),
            max(o.created_at), max(o.created_at || '|' || o.customer_name),
            max(case when o.delivery_address is not null and json_valid(o.delivery_address) then o.created_at || '|' || coalesce(json_extract(o.delivery_address, '$.city'), '') end) as city,
            (select group_concat(n, ',') from (select distinct lower(d.customer_name) as n from orders d
               where d.business_id = o.business_id and ${expression.replaceAll('o.customer_phone', 'd.customer_phone')} = ${expression} order by n))
          from orders o group by o.business_id, phone`;
}

const KEPT_CUSTOMERS = `select business_id, phone, orders, spent_cents, last_order_at, latest_name, latest_city,
  (select group_concat(value, ',') from (select value from json_each('["' || replace(trim(names, char(10)), char(10), '","') || '"]') order by value))
  from business_customers`;
const CUSTOMER_COUNTS = {
  kept: 'select business_id, n from business_customer_counts where n <> 0',
  live: 'select business_id, count(*) from business_customers group by business_id',
};

async function expectNoDrift() {
  expect(await drift(NOTIFICATIONS.kept, NOTIFICATIONS.live), 'notification_counts').toEqual([]);
  expect(await drift(ORDER_COUNTS.kept, ORDER_COUNTS.live), 'business_order_counts').toEqual([]);
  expect(await drift(KEPT_CUSTOMERS, liveCustomersSql()), 'business_customers').toEqual([]);
  expect(await drift(CUSTOMER_COUNTS.kept, CUSTOMER_COUNTS.live), 'business_customer_counts').toEqual([]);
}

let nextId = 900_000;
/** An order of store 4 with one item, as checkout writes one (status, phone in any form, delivery or collection). */
async function insertOrder(o: { phone: string; name: string; status?: string; total?: number; city?: string | null; at: string; read?: boolean }) {
  const id = ++nextId;
  await run(
    `insert into orders (id, number, checkout_id, idempotency_key, user_id, business_id, status, customer_name, customer_phone, fulfilment,
       delivery_address, subtotal_cents, total_cents, payment_method, read_by_vendor, created_at, updated_at)
     values (?1, 'MSK-' || (10000 + ?1), 'kept-' || ?1, 'kept-' || ?1, null, 4, ?2, ?3, ?4, ?5, ?6, ?7, ?7, 'cash_on_delivery', ?8, ?9, ?9)`,
    id,
    o.status ?? 'pending',
    o.name,
    o.phone,
    o.city === null ? 'collection' : 'delivery',
    o.city === null ? null : JSON.stringify({ address1: '1 Test Road', suburb: null, city: o.city ?? 'Harare' }),
    o.total ?? 1000,
    o.read ? 1 : 0,
    o.at,
  );
  await run(
    `insert into order_items (order_id, product_id, name, unit_price_cents, quantity, line_total_cents)
     select ?1, id, name, ?2, 1, ?2 from products where business_id = 4 order by id limit 1`,
    id,
    o.total ?? 1000,
  );
  return id;
}

async function deleteOrder(id: number) {
  await run('delete from order_items where order_id = ?', id);
  await run('delete from orders where id = ?', id);
}

describe('counts kept for the working screens (migration 0049)', () => {
  it('match a live computation after the seed', async () => {
    await expectNoDrift();
    const kept = await env.DB.prepare('select count(*) as n from business_customers').first<{ n: number }>();
    expect(kept!.n).toBeGreaterThan(10);
  });

  it('keep up with orders placed, changed, refunded, cancelled, re-keyed and deleted', async () => {
    // A known customer of store 4 (the seeded buyer, 263772146318) ordering again under another form of the number
    // and another name; and a new customer by a local number.
    const again = await insertOrder({ phone: '+263 77 214-6318', name: 'Chiedza M.', total: 2500, city: 'Ruwa', at: '2026-11-27T08:00:00.000Z' });
    const fresh = await insertOrder({ phone: '0712 345 678', name: 'New Person', total: 4000, city: null, at: '2026-11-27T09:00:00.000Z' });
    await expectNoDrift();
    const kept = await env.DB.prepare(
      "select orders, latest_name, latest_city, names from business_customers where business_id = 4 and phone = '263772146318'",
    ).first<{
      orders: number;
      latest_name: string;
      latest_city: string;
      names: string;
    }>();
    expect(kept).toMatchObject({ orders: 3, latest_name: '2026-11-27T08:00:00.000Z|Chiedza M.', latest_city: '2026-11-27T08:00:00.000Z|Ruwa' });
    expect(kept!.names.split('\n').filter(Boolean).sort()).toEqual(['chiedza m.', 'chiedza mavhunga']);

    await run("update orders set status = 'processing', read_by_vendor = 1 where id = ?", again); // opened and accepted
    await run("update orders set status = 'completed' where id = ?", again);
    await run("update orders set status = 'refunded' where id = ?", again); // money back: no longer spent
    await run("update orders set status = 'cancelled' where id = ?", fresh); // cancelled before it was paid
    await expectNoDrift();
    await run('update orders set total_cents = 4500 where id = ?', fresh); // a total changed while cancelled
    await run("update orders set status = 'on-hold', total_cents = 5000 where id = ?", fresh); // and back into the spending
    await expectNoDrift();
    await run('update orders set read_by_vendor = 0 where id = ?', again); // marked unopened again
    await run('update orders set updated_at = ? where id = ?', '2026-11-28T00:00:00.000Z', fresh); // a change no count cares about
    await expectNoDrift();

    // What keys a customer changes (Musika never does this today; the triggers rebuild both rows).
    await run("update orders set customer_phone = '0771 999 888', customer_name = 'Moved Person' where id = ?", fresh);
    await expectNoDrift();
    await run("update orders set business_id = 2, status = 'completed' where id = ?", again);
    await expectNoDrift();
    await run('update orders set created_at = ? where id = ?', '2020-01-01T00:00:00.000Z', again);
    await run('update orders set delivery_address = null, fulfilment = ? where id = ?', 'collection', again);
    await expectNoDrift();

    await deleteOrder(again);
    await deleteOrder(fresh); // the customer's only order: the row goes, and the store's count with it
    await expectNoDrift();
    const gone = await env.DB.prepare("select count(*) as n from business_customers where phone = '263771999888'").first<{ n: number }>();
    expect(gone!.n).toBe(0);
  });

  it('keep up with notifications written, read, unread and deleted', async () => {
    const insert = (userId: number, read: string | null) =>
      run(
        `insert into notifications (user_id, kind, title, body, link, read_at, created_at) values (?, 'order_status', 't', 'b', '/account/order/1', ?, '2026-11-27T10:00:00.000Z')`,
        userId,
        read,
      );
    await insert(19, null);
    await insert(19, '2026-11-27T11:00:00.000Z');
    await insert(21, null); // a person's first
    await expectNoDrift();
    await run("update notifications set read_at = '2026-11-27T12:00:00.000Z' where user_id = 19 and read_at is null");
    await run("update notifications set title = 'edited' where user_id = 21"); // no count changes
    await expectNoDrift();
    await run('update notifications set read_at = null where id = (select max(id) from notifications where user_id = 19)');
    await run("update notifications set read_at = '2026-11-28T00:00:00.000Z' where id = (select max(id) from notifications where user_id = 19)");
    await run('update notifications set user_id = 20 where user_id = 21');
    await expectNoDrift();
    await run('delete from notifications where user_id = 19 and id = (select min(id) from notifications where user_id = 19 and read_at is null)');
    await run('delete from notifications where user_id = 20 and read_at is not null and id = (select max(id) from notifications where user_id = 20)');
    await expectNoDrift();
  });

  it('the REST lists answer the kept values', async () => {
    const vendor = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password);
    const buyer = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password);
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    const liveOrders = (where: string) => env.DB.prepare(`select count(*) as n from orders where business_id = 4 ${where}`).first<{ n: number }>();

    const list = await call('POST', '/orders', { body: { bID: 4, page: 1, perPage: 5 }, headers: auth(vendor) });
    expect(list.status).toBe(200);
    expect(list.json.data.pageInfo.total).toBe((await liveOrders(''))!.n);
    expect(list.json.data.unreadCount).toBe((await liveOrders('and read_by_vendor = 0'))!.n);
    const completed = await call('POST', '/orders', { body: { bID: 4, status: 'completed', page: 1, perPage: 5 }, headers: auth(vendor) });
    expect(completed.json.data.pageInfo.total).toBe((await liveOrders("and status = 'completed'"))!.n);
    expect(completed.json.data.orders.every((o: { status: string }) => o.status === 'completed')).toBe(true);

    const customers = await call('GET', '/business/customers?bID=4&per_page=50', { headers: auth(vendor) });
    const liveCustomers = await env.DB.prepare(`select count(*) as n from (${liveCustomersSql()}) where business_id = 4`).first<{ n: number }>();
    expect(customers.json.data.pageInfo.total).toBe(liveCustomers!.n);
    const chiedza = customers.json.data.load.find((c: { phone: string }) => c.phone === '263772146318');
    expect(chiedza).toMatchObject({ name: 'Chiedza Mavhunga', orders: 2, city: 'Harare' });

    const unread = await env.DB.prepare('select count(*) as n from notifications where user_id = 19 and read_at is null').first<{ n: number }>();
    const count = await call('GET', '/notifications/count', { headers: auth(buyer) });
    expect(count.json.data.count).toBe(unread!.n);
    const all = await env.DB.prepare('select count(*) as n from notifications where user_id = 19').first<{ n: number }>();
    const inbox = await call('GET', '/notifications/platform/conversations?per_page=2', { headers: auth(buyer) });
    expect(inbox.json.data.pageInfo.total).toBe(all!.n);
    expect(inbox.json.data.unreadCount).toBe(unread!.n);
    const markAll = await call('POST', '/notifications/platform/read', { body: { all: true }, headers: auth(buyer) });
    expect(markAll.json.data.count).toBe(0);
    expect((await call('GET', '/notifications/count', { headers: auth(buyer) })).json.data.count).toBe(0);
  });
});
