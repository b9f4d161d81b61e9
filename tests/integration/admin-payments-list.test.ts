/**
 * Finance's payment list and page (issue 29; backend/payments/admin-payments-queries.ts): newest first, filtered
 * by status and method, searched by reference, order number or payer e-mail; each list query reads an index;
 * the refund is refused to support, moderator, vendor and buyer.
 */
import { env } from 'cloudflare:test';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listConditions } from '../../backend/payments/admin-payments-queries';
import { call, clearRateLimits, loginToken, SEEDED } from './support/accounts';
import { BASE_MS, operatorLogin } from './support/operators';
import { paidEcocashOrder, refund } from './support/refunds';
import { drizzle } from 'drizzle-orm/d1';

beforeEach(clearRateLimits);

const list = (login: { token: string; now: number }, query: string) =>
  call('GET', `/admin/payments?${query}`, { token: login.token, now: login.now });

describe('the payment list', () => {
  it('finds a payment by reference, order number and e-mail, filters by status and method, newest first', async () => {
    const { order, reference, payment } = await paidEcocashOrder();
    const finance = await operatorLogin('finance');
    for (const search of [reference.toLowerCase(), order.number, 'BUYER@musika.co.zw']) {
      const found = await list(finance, `search=${encodeURIComponent(search)}`);
      expect(found.status, found.json.message).toBe(200);
      expect(
        found.json.data.load.map((p: { reference: string }) => p.reference),
        search,
      ).toContain(reference);
    }
    const paidEcocash = await list(finance, 'status=paid&method=ecocash&per_page=100');
    const rows = paidEcocash.json.data.load as { status: string; method: string; createdAt: string }[];
    expect(rows.every((p) => p.status === 'paid' && p.method === 'ecocash')).toBe(true);
    expect(rows.map((p) => p.createdAt)).toEqual([...rows.map((p) => p.createdAt)].sort().reverse());
    expect((await list(finance, 'status=refunded')).json.data.load.map((p: { id: number }) => p.id)).not.toContain(payment.id);
    const bad = await list(finance, 'status=lost');
    expect(bad.status).toBe(400);

    const page = await call('GET', `/admin/payments/${payment.id}`, { token: finance.token, now: finance.now });
    expect(page.json.data.payment).toMatchObject({ reference, payerEmail: 'buyer@musika.co.zw', refund: null });
    expect(page.json.data.payment.orders.map((o: { number: string }) => o.number)).toEqual([order.number]);
    expect(page.json.data.payment.events.length).toBeGreaterThan(0);
  });

  it('reads every list query from an index', async () => {
    const db = drizzle(env.DB);
    const plans: string[] = [];
    for (const filter of [{}, { status: 'paid' as const }, { method: 'ecocash' as const }, { search: 'buyer@musika.co.zw' }]) {
      const where = listConditions(filter);
      const query = sql`explain query plan select * from payments where ${where ?? sql`1`} order by created_at desc, id desc limit 20`;
      const rows = (await db.all(query)) as { detail: string }[];
      plans.push(rows.map((r) => r.detail).join(' | '));
    }
    for (const plan of plans) expect(plan, plan).not.toMatch(/SCAN payments(?! USING)/);
    expect(plans[0]).toMatch(/payments_created_idx/);
    expect(plans[1]).toMatch(/payments_status_idx/);
    expect(plans[2]).toMatch(/payments_method_idx/);
  });
});

describe('who may refund', () => {
  it('refuses support, moderator, a vendor and a buyer, and changes nothing', async () => {
    const { payment } = await paidEcocashOrder();
    const vendor = await loginToken(SEEDED.vendor.email, SEEDED.vendor.password, '198.51.100.80');
    const buyer = await loginToken(SEEDED.buyer.email, SEEDED.buyer.password, '198.51.100.81');
    const callers = [
      await operatorLogin('support'),
      await operatorLogin('moderator'),
      { token: vendor, now: BASE_MS },
      { token: buyer, now: BASE_MS },
    ];
    for (const caller of callers) {
      const answer = await refund(caller, payment.id);
      expect(answer.status).toBe(403);
      expect((await list(caller, '')).status).toBe(403);
    }
    expect((await refund({ token: '', now: BASE_MS }, payment.id)).status).toBe(401);
    expect(await env.DB.prepare('select status from payments where id = ?').bind(payment.id).first('status')).toBe('paid');
  });
});
