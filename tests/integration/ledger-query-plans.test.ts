/**
 * The ledger's reads and postings use their indexes (issue 29): EXPLAIN QUERY PLAN of each statement as the
 * backend runs it finds no full scan of the ledger, the payouts or the orders, whatever the tables hold.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

const plan = async (query: string, ...binds: unknown[]) => {
  const { results } = await env.DB.prepare(`explain query plan ${query}`)
    .bind(...binds)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
};

/** A plan line that reads a whole table: "SCAN store_ledger_entries" (a SEARCH or a covering index scan is fine). */
const fullScans = (lines: string[]) => lines.filter((l) => /^SCAN (store_ledger_entries|store_payouts|orders)\b(?! USING)/.test(l));

const QUERIES: Record<string, [string, ...unknown[]]> = {
  'balances of one store': [
    `select sum(case when in_balance = 1 and available_at <= ?1 then amount_cents end), sum(case when kind = 'payout' then amount_cents end)
       from store_ledger_entries where business_id = ?2`,
    '2026-06-01T00:00:00.000Z',
    1,
  ],
  'entries page with order numbers': [
    `select e.*, o.number from store_ledger_entries e left join orders o on o.id = e.order_id
      where e.business_id = ?1 order by e.created_at desc, e.id desc limit 20 offset 0`,
    1,
  ],
  'the open payout of a store': [`select * from store_payouts where business_id = ?1 and status = 'requested' limit 1`, 1],
  'the requested queue, oldest first': [
    `select p.*, b.name from store_payouts p join businesses b on b.id = p.business_id
      where p.status = 'requested' order by p.created_at, p.id limit 20`,
  ],
  'a checkout credited at settlement': [
    `select o.id, o.business_id, o.total_cents from orders o where o.checkout_id = ?1 and o.status <> 'cancelled'`,
    'x',
  ],
  'completion starts the hold': [`update store_ledger_entries set available_at = ?1 where order_id = ?2 and available_at is null`, '2026-06-01', 1],
  'a refund reverses the order': [
    `select * from store_ledger_entries e where e.order_id = ?1 and e.kind in ('sale', 'commission', 'cod_commission')`,
    1,
  ],
  'a posting already made': [`select 1 from store_ledger_entries where entry_key = ?1`, 'sale:order:1'],
  'drift: one chunk of stores': [
    `select business_id, sum(amount_cents) from store_ledger_entries where business_id in (1, 2, 3) and in_balance = 1 group by business_id`,
  ],
  'drift: orders of one chunk': [
    `select business_id, sum(total_cents) from orders o where business_id in (1, 2, 3) and payment_status in ('paid', 'refunded')
       and exists (select 1 from payments p where p.purpose = 'order' and p.purpose_ref = o.checkout_id and p.status = 'paid') group by business_id`,
  ],
};

describe('ledger query plans', () => {
  for (const [name, [query, ...binds]] of Object.entries(QUERIES)) {
    it(`${name}: no full scan`, async () => {
      const lines = await plan(query, ...binds);
      expect(fullScans(lines), lines.join('\n')).toEqual([]);
    });
  }
});
