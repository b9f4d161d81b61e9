/**
 * A business's customers over REST (GET /business/customers): derived from its orders, grouped by phone after
 * the +263 helper, never another business's. Orders are written straight into D1 with known totals and
 * phones unique to each test, so the figures are exact whatever else the seed holds.
 */
import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb } from '../../backend/db/client';
import { normalisedPhoneSql } from '../../backend/orders/customers-queries';
import { listCustomers } from '../../schema/rest/customers';
import { normalizePhone } from '../../schema/rest/phone';
import { clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { buyerToken } from './support/buying';
import { businesses, customers, ENTERPRISE_EMAIL } from './support/vendor-inbox';

let vendor: string;
let enterprise: string;
let buyer: string;
let ids: Awaited<ReturnType<typeof businesses>>;

beforeAll(async () => {
  await clearRateLimits();
  [vendor, enterprise, buyer] = await Promise.all([
    loginToken(SEEDED.vendor.email, SEEDED.vendor.password),
    loginToken(ENTERPRISE_EMAIL, SEEDED.vendor.password),
    buyerToken(),
  ]);
  ids = await businesses();
});
beforeEach(clearRateLimits);

let serial = 0;
/** Nine digits after 263 that no other test uses: 7 + 8 random-ish digits. */
const freshLocal = () => `7${String(Date.now() % 1e7).padStart(7, '0')}${++serial % 10}`;

async function seedOrder(o: { bID: number; phone: string; name: string; totalCents: number; status?: string; city?: string | null; at: string }) {
  const number = `T-${crypto.randomUUID()}`;
  await env.DB.prepare(
    `insert into orders (number, checkout_id, idempotency_key, user_id, business_id, status, customer_name, customer_phone, fulfilment,
       delivery_address, subtotal_cents, total_cents, payment_method, created_at, updated_at)
     values (?, ?, ?, null, ?, ?, ?, ?, ?, ?, ?, ?, 'cash_on_delivery', ?, ?)`,
  )
    .bind(
      number,
      number,
      number,
      o.bID,
      o.status ?? 'completed',
      o.name,
      o.phone,
      o.city ? 'delivery' : 'collection',
      o.city ? JSON.stringify({ address1: '1 Test Road', suburb: 'Avenues', city: o.city }) : null,
      o.totalCents,
      o.totalCents,
      o.at,
      o.at,
    )
    .run();
}

const parse = (r: { json: { data?: unknown } }) => listCustomers.data.parse(r.json.data);

describe('customers derived from orders', () => {
  it('phones are grouped by the spec §5 helper: the SQL form agrees with normalizePhone', async () => {
    const db = createDb(env.DB);
    const inputs = ['0772146318', '+263772146318', '263772146318', ' +263 77-214 6318 ', '(077) 214.6318', '772146318', '00263772146318', ''];
    for (const input of inputs) {
      const row = await db.get<{ p: string }>(sql`select ${normalisedPhoneSql(sql`${input}`)} as p`);
      expect(row.p, input).toBe(normalizePhone(input));
    }
  });

  it('the same phone in two forms (0772… and +263772…) is one customer, with exact totals', async () => {
    const local = freshLocal();
    await seedOrder({ bID: ids.a, phone: `0${local}`, name: 'Tendai Old', totalCents: 10_000, city: 'Bulawayo', at: '2026-10-01T08:00:00.000Z' });
    await seedOrder({
      bID: ids.a,
      phone: `+263 ${local.slice(0, 2)} ${local.slice(2)}`,
      name: 'Tendai Moyo',
      totalCents: 2_550,
      city: null,
      at: '2026-10-05T08:00:00.000Z',
    });
    await seedOrder({
      bID: ids.a,
      phone: `263${local}`,
      name: 'Tendai M',
      totalCents: 9_999,
      status: 'cancelled',
      city: 'Harare',
      at: '2026-09-01T08:00:00.000Z',
    });
    const { load, pageInfo } = parse(await customers(vendor, { bID: ids.a, term: `0${local}` }));
    expect(pageInfo.total).toBe(1);
    expect(load).toEqual([
      {
        phone: `263${local}`,
        name: 'Tendai Moyo',
        // The latest delivery order's city: the latest order was collected.
        city: 'Bulawayo',
        orders: 3,
        // A cancelled order is an order, not spending.
        totalSpentCents: 12_550,
        currency: 'USD',
        lastOrderAt: '2026-10-05T08:00:00.000Z',
      },
    ]);
  });

  it('search finds a customer by name or any form of their phone; the newest buyer comes first', async () => {
    const one = freshLocal();
    const two = freshLocal();
    const name = `Rutendo${one}`;
    await seedOrder({ bID: ids.a, phone: `263${one}`, name, totalCents: 500, city: 'Gweru', at: '2026-11-01T08:00:00.000Z' });
    await seedOrder({ bID: ids.a, phone: `263${two}`, name: `${name} Junior`, totalCents: 700, city: 'Mutare', at: '2026-11-02T08:00:00.000Z' });
    const byName = parse(await customers(vendor, { bID: ids.a, term: name.toUpperCase() }));
    expect(byName.load.map((c) => c.phone)).toEqual([`263${two}`, `263${one}`]);
    expect(parse(await customers(vendor, { bID: ids.a, term: `+263 ${one}` })).load.map((c) => c.name)).toEqual([name]);
    // Wildcards are text, not patterns.
    expect(parse(await customers(vendor, { bID: ids.a, term: '%_%' })).load).toEqual([]);
  });

  it('paging: per_page bounds a page, pageInfo counts customers', async () => {
    const tag = `Pager${freshLocal()}`;
    for (let i = 0; i < 3; i += 1)
      await seedOrder({ bID: ids.a, phone: `263${freshLocal()}`, name: `${tag} ${i}`, totalCents: 100, at: `2026-08-0${i + 1}T08:00:00.000Z` });
    const page2 = parse(await customers(vendor, { bID: ids.a, term: tag, per_page: 2, page: 2 }));
    expect(page2.pageInfo).toEqual({ page: 2, perPage: 2, total: 3, totalPages: 2 });
    expect(page2.load.map((c) => c.name)).toEqual([`${tag} 0`]);
    expect(parse(await customers(vendor, { bID: ids.a, term: tag, per_page: -1 })).load).toHaveLength(3);
  });

  it("never any customer of another business: B's and the other vendor's customers stay out of A's list", async () => {
    const local = freshLocal();
    await seedOrder({ bID: ids.b, phone: `263${local}`, name: 'Only In B', totalCents: 100, at: '2026-11-03T08:00:00.000Z' });
    await seedOrder({ bID: ids.enterprise, phone: `263${local}`, name: 'Only In E', totalCents: 100, at: '2026-11-03T08:00:00.000Z' });
    expect(parse(await customers(vendor, { bID: ids.a, term: local })).load).toEqual([]);
    expect(parse(await customers(vendor, { bID: ids.b, term: local })).load.map((c) => c.name)).toEqual(['Only In B']);
    expect(parse(await customers(enterprise, { bID: ids.enterprise, term: local })).load.map((c) => c.name)).toEqual(['Only In E']);
  });
});

describe('customers: authorization and bad input', () => {
  it("another vendor is refused A's customers (403); a buyer 403; a visitor 401; unknown business 404", async () => {
    for (const [token, status] of [
      [enterprise, 403],
      [buyer, 403],
      [undefined, 401],
    ] as const) {
      expect((await customers(token, { bID: ids.a })).status).toBe(status);
    }
    const unknown = await customers(vendor, { bID: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Business not found');
  });

  it('bad and hostile input is refused with a clear message', async () => {
    expect((await customers(vendor, {})).json.message).toMatch(/bID/);
    for (const bID of ['x', '0', '-1', '1 or 1=1']) expect((await customers(vendor, { bID })).status).toBe(400);
    expect((await customers(vendor, { bID: ids.a, per_page: 101 })).status).toBe(400);
    expect((await customers(vendor, { bID: ids.a, page: 0 })).status).toBe(400);
    expect((await customers(vendor, { bID: ids.a, term: 'x'.repeat(101) })).json.message).toBe('term: term must be at most 100 characters');
    // SQL in the term is text.
    const hostile = await customers(vendor, { bID: ids.a, term: "' or 1=1 --" });
    expect(hostile.status).toBe(200);
    expect(parse(hostile).load).toEqual([]);
  });
});
