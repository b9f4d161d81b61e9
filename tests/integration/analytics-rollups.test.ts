/**
 * The daily analytics rollups (migration 0013's triggers) against the live aggregates over orders, items and
 * views they summarise, after every kind of write: new sale and non-sale orders, items added later, status
 * changes in and out of the sales (through the REST update and straight SQL), a moved date, edited and deleted
 * items, deleted orders and views. Also the rule that a buyer's city is fixed when the order is written.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { HARARE_SQL_MODIFIER } from '../../backend/analytics/harare-range';
import { NOT_SALE_STATUSES } from '../../schema/rest/analytics';
import { call } from './support/accounts';
import { VENDOR_USER_ID, dashboard, freshBusiness, freshProduct, harareAt, seedOrder } from './support/analytics';
import { vendorToken } from './support/vendor-catalogue';

const T = 30_000;
const notSale = NOT_SALE_STATUSES.map((s) => `'${s}'`).join(', ');
const day = (column: string) => `date(${column}, '${HARARE_SQL_MODIFIER}')`;

async function rows<T>(query: string, ...binds: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(query)
      .bind(...binds)
      .all<T>()
  ).results;
}

/** Live aggregate and rollup of one business, as sorted JSON lines, so a mismatch shows which row differs. */
async function compare(businessId: number) {
  const live = {
    sales: await rows(
      `select ${day('created_at')} as day, sum(total_cents) as cents, count(*) as n from orders
       where business_id = ? and status not in (${notSale}) group by 1 order by 1`,
      businessId,
    ),
    products: await rows(
      `select ${day('o.created_at')} as day, i.product_id as product, sum(i.quantity) as units, sum(i.line_total_cents) as cents
       from orders o join order_items i on i.order_id = o.id where o.business_id = ? and o.status not in (${notSale})
       group by 1, 2 order by 1, 2`,
      businessId,
    ),
    cities: await rows(
      `select ${day('created_at')} as day, buyer_city as city, count(*) as n, sum(total_cents) as cents from orders
       where business_id = ? and status not in (${notSale}) group by 1, 2 order by 1, 2`,
      businessId,
    ),
    views: await rows(`select ${day('viewed_at')} as day, count(*) as n from product_views where business_id = ? group by 1 order by 1`, businessId),
  };
  const rollup = {
    sales: await rows('select day, sales_cents as cents, orders as n from daily_sales where business_id = ? and orders <> 0 order by 1', businessId),
    products: await rows(
      'select day, product_id as product, units, revenue_cents as cents from daily_product_sales where business_id = ? and units <> 0 order by 1, 2',
      businessId,
    ),
    cities: await rows(
      'select day, city, orders as n, sales_cents as cents from daily_city_sales where business_id = ? and orders <> 0 order by 1, 2',
      businessId,
    ),
    views: await rows('select day, views as n from daily_views where business_id = ? and views <> 0 order by 1', businessId),
  };
  return { live, rollup };
}

let shop: { id: number };
let lamp: { id: number };
let kettle: { id: number };
const item = (p: { id: number }, name: string, quantity: number, lineTotalCents: number) => ({
  productId: p.id,
  name,
  quantity,
  lineTotalCents,
});
const sql = (query: string, ...binds: unknown[]) =>
  env.DB.prepare(query)
    .bind(...binds)
    .run();

beforeAll(async () => {
  shop = await freshBusiness(3);
  [lamp, kettle] = [await freshProduct(shop.id, 'Rollup Lamp', 1500), await freshProduct(shop.id, 'Rollup Kettle', 2200)];
}, T);

describe('analytics rollups match the orders they summarise', { timeout: T }, () => {
  it('after new sale and non-sale orders, items added later, status changes both ways, a moved date, edited and deleted rows', async () => {
    const a = await seedOrder({
      businessId: shop.id,
      createdAt: harareAt(0, 23, 30),
      totalCents: 3000,
      city: 'Harare',
      items: [item(lamp, 'Rollup Lamp', 2, 3000)],
    });
    const b = await seedOrder({
      businessId: shop.id,
      createdAt: harareAt(3, 0, 15),
      totalCents: 2200,
      city: 'Bulawayo',
      items: [item(kettle, 'Rollup Kettle', 1, 2200)],
    });
    const c = await seedOrder({
      businessId: shop.id,
      createdAt: harareAt(3, 8, 0),
      totalCents: 5200,
      status: 'cancelled',
      city: 'Harare',
      items: [item(lamp, 'Rollup Lamp', 2, 3000), item(kettle, 'Rollup Kettle', 1, 2200)],
    });
    const d = await seedOrder({
      businessId: shop.id,
      createdAt: harareAt(40, 12, 0),
      totalCents: 1500,
      items: [item(lamp, 'Rollup Lamp', 1, 1500)],
    });
    expect((await compare(shop.id)).rollup).toEqual((await compare(shop.id)).live);

    // Leaving the sales, re-entering them, moving between sale statuses (no change), and failing.
    await sql('update orders set status = ? where id = ?', 'refunded', a);
    await sql('update orders set status = ? where id = ?', 'processing', c);
    await sql('update orders set status = ? where id = ?', 'completed', b);
    await sql('update orders set status = ? where id = ?', 'failed', d);
    await sql('update orders set status = ? where id = ?', 'on-hold', d);
    // A moved date and a changed total, an extra item, an edited item and a deleted item.
    await sql('update orders set created_at = ?, total_cents = ? where id = ?', harareAt(10, 6, 0), 6000, b);
    await sql(
      "insert into order_items (order_id, product_id, name, unit_price_cents, quantity, line_total_cents) values (?, ?, 'Rollup Lamp', 1500, 1, 1500)",
      b,
      lamp.id,
    );
    await sql('update order_items set quantity = 3, line_total_cents = 4500 where order_id = ? and product_id = ?', c, lamp.id);
    await sql('delete from order_items where order_id = ? and product_id = ?', d, lamp.id);
    // Views, one deleted; an order deleted with its items still there, another after its items.
    for (const at of [harareAt(0, 1, 0), harareAt(0, 2, 0), harareAt(3, 23, 59)]) {
      await sql("insert into product_views (business_id, product_id, visitor, viewed_at) values (?, ?, 'rollup-visitor', ?)", shop.id, lamp.id, at);
    }
    await sql('delete from product_views where business_id = ? and viewed_at = ?', shop.id, harareAt(0, 2, 0));
    const e = await seedOrder({
      businessId: shop.id,
      createdAt: harareAt(5, 9, 0),
      totalCents: 700,
      city: 'Gweru',
      items: [item(kettle, 'Rollup Kettle', 1, 700)],
    });
    const f = await seedOrder({
      businessId: shop.id,
      createdAt: harareAt(5, 9, 0),
      totalCents: 800,
      city: 'Gweru',
      items: [item(kettle, 'Rollup Kettle', 1, 800)],
    });
    // The order first, its items after, in one transaction whose foreign keys are checked at the end.
    await env.DB.batch([
      env.DB.prepare('pragma defer_foreign_keys = on'),
      env.DB.prepare('delete from orders where id = ?').bind(e),
      env.DB.prepare('delete from order_items where order_id = ?').bind(e),
    ]);
    await sql('delete from order_items where order_id = ?', f);
    await sql('delete from orders where id = ?', f);

    const { live, rollup } = await compare(shop.id);
    expect(rollup).toEqual(live);
    expect(live.sales.length).toBeGreaterThan(1);
    expect(live.products.length).toBeGreaterThan(1);
    expect(live.views).toHaveLength(2);
  });

  it('cancelling and refunding through the vendor REST update take the order out of the figures', async () => {
    const vendor = await vendorToken();
    const shop2 = await freshBusiness(3);
    const mug = await freshProduct(shop2.id, 'Rollup Mug', 900);
    const id = await seedOrder({
      businessId: shop2.id,
      createdAt: harareAt(0, 10, 0),
      totalCents: 1800,
      city: 'Mutare',
      items: [item(mug, 'Rollup Mug', 2, 1800)],
    });
    const before = (await dashboard(vendor, { bID: shop2.id, range: '7d' })).json.data;
    expect([before.salesCents, before.orders, before.topByUnits[0]?.units, before.cities[0]?.city]).toEqual([1800, 1, 2, 'Mutare']);
    const cancelled = await call('POST', '/order/update', {
      token: vendor,
      body: { bID: shop2.id, orderID: id, orderStatus: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    const after = (await dashboard(vendor, { bID: shop2.id, range: '7d' })).json.data;
    expect([after.salesCents, after.orders, after.topByUnits, after.cities]).toEqual([0, 0, [], []]);
  });

  it("a buyer's city is fixed when the order is written: a later billing change moves nothing", async () => {
    const shop3 = await freshBusiness(3);
    const pot = await freshProduct(shop3.id, 'Rollup Pot', 500);
    const original = await env.DB.prepare('select billing from users where id = ?').bind(VENDOR_USER_ID).first<{ billing: string | null }>();
    await sql('update users set billing = ? where id = ?', JSON.stringify({ city: 'Kadoma' }), VENDOR_USER_ID);
    try {
      // A collection order (no delivery address) takes the buyer's billing city.
      const id = await seedOrder({
        businessId: shop3.id,
        createdAt: harareAt(1, 10, 0),
        totalCents: 500,
        userId: VENDOR_USER_ID,
        items: [item(pot, 'Rollup Pot', 1, 500)],
      });
      await sql('update users set billing = ? where id = ?', JSON.stringify({ city: 'Kwekwe' }), VENDOR_USER_ID);
      expect(await rows('select city, orders from daily_city_sales where business_id = ?', shop3.id)).toEqual([{ city: 'Kadoma', orders: 1 }]);
      await sql("update orders set status = 'cancelled' where id = ?", id);
      expect(await rows('select city, orders from daily_city_sales where business_id = ?', shop3.id)).toEqual([{ city: 'Kadoma', orders: 0 }]);
    } finally {
      await sql('update users set billing = ? where id = ?', original?.billing ?? null, VENDOR_USER_ID);
    }
  });

  it('malformed stored JSON never stops an order being written: its city is Unknown', async () => {
    const shop4 = await freshBusiness(3);
    const id = await seedOrder({
      businessId: shop4.id,
      createdAt: harareAt(0, 9, 0),
      totalCents: 100,
      items: [],
    });
    await sql("update orders set delivery_address = 'not json' where id = ?", id);
    const row = await env.DB.prepare('select buyer_city as city from orders where id = ?').bind(id).first<{ city: string }>();
    expect(row!.city).toBe('Unknown');
    const again = await env.DB.prepare(
      `insert into orders (number, checkout_id, idempotency_key, business_id, customer_name, customer_phone, fulfilment, delivery_address,
         subtotal_cents, total_cents, payment_method, created_at, updated_at)
       values ('MSK-ROLLUP-BAD', 'x', 'x', ?, 'T', '+263771234567', 'delivery', '{oops', 100, 100, 'cod', ?, ?)`,
    )
      .bind(shop4.id, harareAt(0, 9, 0), harareAt(0, 9, 0))
      .run();
    expect(again.success).toBe(true);
    expect(await rows('select city, orders from daily_city_sales where business_id = ? order by city', shop4.id)).toEqual([
      { city: 'Unknown', orders: 2 },
    ]);
  });
});
