/**
 * The ledger's daily self-check (issue 29): for every store, the sum of its balance entries must equal what its
 * orders, refunds, commission and payouts say independently of the ledger —
 *   orders paid through Paynow − their refunds (refunded, or cancelled after payment) + commission postings
 *   (net of their reversals; negative) − payouts marked paid.
 * A store whose two sides differ is recorded in ledger_drift for that Harare day (the admin overview counts them
 * with `ledgerAlerts`); a store that adds up again is cleared from the day. Run by the daily cron
 * (server.ts `scheduled`, wrangler.toml), 100 stores a round so no query reads more than an index range.
 */
import { and, eq, sql } from 'drizzle-orm';
import { harareDay } from '../analytics/harare-range';
import type { Db } from '../db/client';
import { runBatch, type Statement } from '../db/run-batch';
import { ledgerDrift, ledgerSettings } from './ledger-tables';

const CHUNK = 100;

export interface StoreDrift {
  businessId: number;
  ledgerCents: number;
  expectedCents: number;
}

/** Both sides for the stores with ids in [fromId, …), CHUNK at a time. */
async function sides(db: Db, ids: number[]): Promise<StoreDrift[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [ledger, ordersSide, payouts] = await Promise.all([
    db.all<{ b: number; total: number; commission: number }>(sql`select business_id as b, sum(amount_cents) as total,
        sum(case when kind in ('commission', 'cod_commission', 'commission_refund') then amount_cents else 0 end) as commission
      from store_ledger_entries where business_id in (${list}) and in_balance = 1 group by business_id`),
    db.all<{ b: number; net: number }>(sql`select business_id as b,
        sum(case when payment_status = 'refunded' or status in ('cancelled', 'refunded') then 0 else total_cents end) as net
      from orders o where business_id in (${list}) and payment_status in ('paid', 'refunded')
        and exists (select 1 from payments p where p.purpose = 'order' and p.purpose_ref = o.checkout_id and p.status in ('paid', 'disputed', 'refunded'))
      group by business_id`),
    db.all<{ b: number; paid: number }>(sql`select business_id as b, sum(amount_cents) as paid
      from store_payouts where business_id in (${list}) and status = 'paid' group by business_id`),
  ]);
  const byId = new Map(ids.map((id) => [id, { businessId: id, ledgerCents: 0, expectedCents: 0 }]));
  for (const r of ledger) {
    const s = byId.get(r.b)!;
    s.ledgerCents = Number(r.total);
    s.expectedCents += Number(r.commission);
  }
  for (const r of ordersSide) byId.get(r.b)!.expectedCents += Number(r.net);
  for (const r of payouts) byId.get(r.b)!.expectedCents -= Number(r.paid);
  return [...byId.values()];
}

/** Every store's two sides now (the property test compares them too). */
export async function storeSides(db: Db): Promise<StoreDrift[]> {
  const out: StoreDrift[] = [];
  for (let after = 0; ; ) {
    const rows = await db.all<{ id: number }>(sql`select id from businesses where id > ${after} order by id limit ${CHUNK}`);
    if (rows.length === 0) return out;
    out.push(
      ...(await sides(
        db,
        rows.map((r) => r.id),
      )),
    );
    after = rows[rows.length - 1].id;
  }
}

/** The daily check: records each drifting store for today (Harare) and clears the day's stores that add up. */
export async function checkLedgerDrift(db: Db, now: Date): Promise<{ stores: number; drifting: number }> {
  const day = harareDay(now);
  const all = await storeSides(db);
  const statements: Statement[] = [];
  for (const s of all) {
    const drift = s.ledgerCents - s.expectedCents;
    statements.push(
      drift === 0
        ? db.delete(ledgerDrift).where(and(eq(ledgerDrift.checkedOn, day), eq(ledgerDrift.businessId, s.businessId)))
        : db
            .insert(ledgerDrift)
            .values({
              businessId: s.businessId,
              checkedOn: day,
              ledgerCents: s.ledgerCents,
              expectedCents: s.expectedCents,
              driftCents: drift,
              createdAt: now.toISOString(),
            })
            .onConflictDoUpdate({
              target: [ledgerDrift.checkedOn, ledgerDrift.businessId],
              set: { ledgerCents: s.ledgerCents, expectedCents: s.expectedCents, driftCents: drift, createdAt: now.toISOString() },
            }),
    );
  }
  statements.push(db.update(ledgerSettings).set({ driftCheckedOn: day }).where(eq(ledgerSettings.id, 1)));
  for (let i = 0; i < statements.length; i += 50) await runBatch(db, statements.slice(i, i + 50));
  const drifting = all.filter((s) => s.ledgerCents !== s.expectedCents).length;
  if (drifting) console.error('store ledger drift', day, JSON.stringify(all.filter((s) => s.ledgerCents !== s.expectedCents)));
  return { stores: all.length, drifting };
}

/**
 * What the admin overview shows for the ledger: payouts waiting for finance, and the stores whose ledger did not
 * add up at the latest daily check (0 before any check, and once a day's check finds them all adding up).
 */
export async function ledgerAlerts(db: Db): Promise<{ payoutsRequested: number; storesDrifting: number }> {
  const [row] = await db.all<{ requested: number; drifting: number }>(sql`select
      (select count(*) from store_payouts where status = 'requested') as requested,
      (select count(*) from ledger_drift where checked_on = (select drift_checked_on from ledger_settings where id = 1)) as drifting`);
  return { payoutsRequested: Number(row?.requested ?? 0), storesDrifting: Number(row?.drifting ?? 0) };
}
