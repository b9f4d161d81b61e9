/**
 * The ledger always balances (issue 29): for every store, the sum of its balance entries equals the orders paid
 * through Paynow − their refunds − commission − payouts paid. A fixed-seed random run of orders paid, paid on
 * delivery, completed, refunded, cancelled, payouts requested, paid and rejected (every instant pinned) is
 * modelled here independently of the backend, then checked against the ledger and against the daily drift
 * check, which must find nothing — and must find a posting slipped in behind its back.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../backend/db/client';
import { checkLedgerDrift, ledgerAlerts } from '../../backend/ledger/ledger-drift';
import { call, clearRateLimits } from './support/accounts';
import { operatorLogin, type OperatorLogin } from './support/operators';
import { clearLedger, earnings, paidOrder, paynowSays, placed, requestPayout, setStatus, vendorLogin, type PlacedOrder } from './support/ledger';

/** mulberry32: the same sequence on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEED = 29;
const STEPS = 60;
const HOUR = 3_600_000;
/** The demo vendor's Business package. */
const fee = (subtotal: number) => Math.floor((subtotal * 750 + 5000) / 10000);

interface Tracked extends PlacedOrder {
  reference: string | null;
  state: 'paid' | 'completed' | 'gone' | 'cod' | 'cod-completed';
}

let products: number[];
beforeAll(async () => {
  await clearRateLimits();
  await clearLedger();
  // Two stores of the demo vendor, one product each without variations, with stock for the whole run.
  const { results } = await env.DB.prepare(
    `select min(p.id) as id from products p join businesses b on b.id = p.business_id
      where b.owner_id = 20 and p.status = 'publish' and p.price_cents > 0 and p.kind in ('general', 'clothing', 'hat') and p.stock_quantity is not null
        and not exists (select 1 from product_variations v where v.product_id = p.id) group by p.business_id order by p.business_id`,
  ).all<{ id: number }>();
  products = results.map((r) => r.id);
  await env.DB.prepare(`update products set stock_quantity = 500 where id in (${products.join(',')})`).run();
});

describe('the ledger balances', () => {
  it(`for every store after ${STEPS} random steps (seed ${SEED})`, async () => {
    const rand = random(SEED);
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
    const vendor = await vendorLogin();
    const finance: OperatorLogin = await operatorLogin('finance');
    // Finance shortens the hold, so money completed early in the run is paid out within it.
    const settings = await call('PUT', '/admin/payouts/settings', { token: finance.token, now: finance.now, body: { holdDays: 1, minPayout: '10' } });
    expect(settings.json.data).toEqual({ holdDays: 1, minPayoutCents: 1000, changed: true });
    const expected = new Map<number, number>();
    const add = (store: number, cents: number) => expected.set(store, (expected.get(store) ?? 0) + cents);
    const orders: Tracked[] = [];
    let t = Date.now();

    for (let step = 0; step < STEPS; step++) {
      t += Math.floor(rand() * 10 * HOUR);
      const roll = rand();
      const open = orders.filter((o) => o.state === 'paid' || o.state === 'cod');
      const done = orders.filter((o) => o.state === 'completed' || o.state === 'cod-completed');
      if (roll < 0.3 || orders.length < 3) {
        const order = await paidOrder({ product: pick(products), quantity: 1 + Math.floor(rand() * 2) });
        orders.push({ ...order, state: 'paid' });
        add(order.businessId, order.totalCents - fee(order.subtotalCents));
      } else if (roll < 0.4) {
        orders.push({ ...(await placed({ product: pick(products), payOnDelivery: true })), reference: null, state: 'cod' });
      } else if (roll < 0.6 && open.length) {
        const order = pick(open);
        expect((await setStatus(vendor, order, 'completed', t)).status).toBe(200);
        if (order.state === 'cod') add(order.businessId, -fee(order.subtotalCents));
        order.state = order.state === 'cod' ? 'cod-completed' : 'completed';
      } else if (roll < 0.7 && (open.length || done.length)) {
        const order = pick([...open, ...done]);
        if (order.state === 'cod') continue;
        if (order.reference && rand() < 0.5) await paynowSays(order.reference, order.totalCents, 'Refunded');
        else expect((await setStatus(vendor, order, order.state === 'paid' ? 'cancelled' : 'refunded', t)).status).toBe(200);
        add(order.businessId, order.state === 'cod-completed' ? fee(order.subtotalCents) : -(order.totalCents - fee(order.subtotalCents)));
        order.state = 'gone';
      } else {
        const store = pick([...new Set(orders.map((o) => o.businessId))]);
        const { availableCents, openPayout } = (await earnings(vendor, store, t)).json.data;
        if (openPayout) {
          const decided = rand() < 0.7 ? 'pay' : 'reject';
          const body = decided === 'pay' ? { reference: `TX-${step}` } : { reason: 'Wrong account details given.' };
          const answer = await call('POST', `/admin/payouts/${openPayout.id}/${decided}`, { token: finance.token, now: finance.now, body });
          expect(answer.status, answer.json.message).toBe(200);
          if (decided === 'pay') add(store, -openPayout.amountCents);
        } else if (availableCents >= 1000) {
          const cents = 1000 + Math.floor(rand() * (availableCents - 999));
          const made = await requestPayout(vendor, { bID: store, amount: (cents / 100).toFixed(2), method: 'onemoney', phone: '0712345678' }, t);
          expect(made.status, made.json.message).toBe(201);
        }
      }
    }

    const { results } = await env.DB.prepare(
      'select business_id as b, sum(amount_cents) as total from store_ledger_entries where in_balance = 1 group by business_id',
    ).all<{
      b: number;
      total: number;
    }>();
    const actual = new Map(results.map((r) => [r.b, r.total]));
    for (const [store, cents] of expected) expect(actual.get(store) ?? 0, `store ${store}`).toBe(cents);
    // The run must have reached every kind of step, payouts paid included, or it proves less than it says.
    const kinds = await env.DB.prepare('select group_concat(distinct kind) as k from store_ledger_entries').first<string>('k');
    const payouts = await env.DB.prepare('select group_concat(distinct status) as s from store_payouts').first<string>('s');
    expect([kinds?.split(',').sort(), payouts?.split(',').sort()]).toEqual([
      ['cod_commission', 'cod_sale', 'commission', 'commission_refund', 'payout', 'refund', 'sale'],
      ['paid', 'rejected'],
    ]);

    const db = createDb(env.DB);
    expect((await checkLedgerDrift(db, new Date(t))).drifting).toBe(0);
    expect(await ledgerAlerts(db)).toMatchObject({ storesDrifting: 0 });
  });

  it('the daily check records a store whose ledger stopped adding up, and the overview counts it', async () => {
    const store = (await env.DB.prepare('select business_id from store_ledger_entries limit 1').first<number>('business_id'))!;
    await env.DB.prepare(
      "insert into store_ledger_entries (business_id, kind, counter_account, amount_cents, available_at, entry_key, created_at) values (?, 'sale', 'paynow_clearing', 777, '2026-01-01T00:00:00.000Z', 'stray', '2026-01-01T00:00:00.000Z')",
    )
      .bind(store)
      .run();
    const db = createDb(env.DB);
    const at = new Date('2026-12-01T22:00:00.000Z');
    expect((await checkLedgerDrift(db, at)).drifting).toBe(1);
    const row = await env.DB.prepare('select business_id, checked_on, drift_cents from ledger_drift').first();
    expect(row).toEqual({ business_id: store, checked_on: '2026-12-02', drift_cents: 777 });
    expect(await ledgerAlerts(db)).toMatchObject({ storesDrifting: 1 });
    await env.DB.prepare("delete from store_ledger_entries where entry_key = 'stray'").run();
    await checkLedgerDrift(db, at);
    expect(await ledgerAlerts(db)).toMatchObject({ storesDrifting: 0 });
  });
});
