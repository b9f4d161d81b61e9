/**
 * Reads of the store ledger and its payouts (issue 29). Every read of one store goes through
 * store_ledger_entries_business_idx / store_payouts_business_idx; the finance queue through
 * store_payouts_queue_idx (tests/integration/ledger-query-plans.test.ts checks the plans).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RestLedgerEntry, RestPayout } from '../../schema/rest/ledger';
import type { Db } from '../db/client';
import { businesses, orders } from '../db/schema';
import { ledgerSettings, storeLedgerEntries, storePayouts } from './ledger-tables';

export type PayoutRow = typeof storePayouts.$inferSelect;

const WALLETS = { ecocash: 'EcoCash', onemoney: 'OneMoney' } as const;

/** Where a payout goes, as finance and the store read it. */
export function destinationOf(p: Pick<PayoutRow, 'method' | 'phone' | 'bankName' | 'bankBranch' | 'accountName' | 'accountNumber'>): string {
  if (p.method === 'bank') return `${p.bankName}, ${p.bankBranch} · ${p.accountName} · ${p.accountNumber}`;
  return `${WALLETS[p.method]} +${p.phone}`;
}

export const payoutOut = (p: PayoutRow, businessName: string): RestPayout => ({
  id: p.id,
  businessId: p.businessId,
  businessName,
  amountCents: p.amountCents,
  method: p.method,
  destination: destinationOf(p),
  status: p.status,
  reference: p.reference,
  reason: p.reason,
  createdAt: p.createdAt,
  decidedAt: p.decidedAt,
});

export async function readSettings(db: Db) {
  const [row] = await db.select().from(ledgerSettings).where(eq(ledgerSettings.id, 1)).limit(1);
  return row ?? { id: 1, holdDays: 7, minPayoutCents: 1000, defaultCommissionBp: 1000, driftCheckedOn: null, updatedAt: '' };
}

/** SQL: the store's available balance at `now` (settled, past its hold). Used by reads and the request's guard. */
export const availableSql = (businessId: number, now: string): SQL =>
  sql`(select coalesce(sum(amount_cents), 0) from store_ledger_entries
        where business_id = ${businessId} and in_balance = 1 and available_at is not null and available_at <= ${now})`;

export async function balances(db: Db, businessId: number, now: string) {
  const [row] = await db
    .select({
      available: sql<number>`coalesce(sum(case when in_balance = 1 and available_at is not null and available_at <= ${now} then amount_cents end), 0)`,
      pending: sql<number>`coalesce(sum(case when in_balance = 1 and (available_at is null or available_at > ${now}) then amount_cents end), 0)`,
      paidOut: sql<number>`coalesce(-sum(case when kind = 'payout' then amount_cents end), 0)`,
      collected: sql<number>`coalesce(sum(case when kind = 'cod_sale' then amount_cents end), 0)`,
    })
    .from(storeLedgerEntries)
    .where(eq(storeLedgerEntries.businessId, businessId));
  return { available: Number(row.available), pending: Number(row.pending), paidOut: Number(row.paidOut), collected: Number(row.collected) };
}

/** The commission the store's owner's package takes today (the default without a package). */
export async function commissionBpOf(db: Db, businessId: number, now: string): Promise<number> {
  const [row] = await db.all<{ bp: number }>(sql`select coalesce(
      (select p.commission_bp from user_subscriptions s join subscription_packages p on p.id = s.package_id
        where s.user_id = b.owner_id and s.status = 'active' and s.ends_at > ${now}
        order by s.started_at desc, s.id desc limit 1),
      (select default_commission_bp from ledger_settings where id = 1), 1000) as bp
    from businesses b where b.id = ${businessId}`);
  return Number(row?.bp ?? 1000);
}

export async function openPayoutOf(db: Db, businessId: number) {
  const [row] = await db
    .select({ payout: storePayouts, name: businesses.name })
    .from(storePayouts)
    .innerJoin(businesses, eq(businesses.id, storePayouts.businessId))
    .where(and(eq(storePayouts.businessId, businessId), eq(storePayouts.status, 'requested')))
    .limit(1);
  return row ? payoutOut(row.payout, row.name) : null;
}

export async function entriesPage(db: Db, businessId: number, page: number, perPage: number) {
  const where = eq(storeLedgerEntries.businessId, businessId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: storeLedgerEntries, orderNumber: orders.number })
      .from(storeLedgerEntries)
      .leftJoin(orders, eq(orders.id, storeLedgerEntries.orderId))
      .where(where)
      .orderBy(desc(storeLedgerEntries.createdAt), desc(storeLedgerEntries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: sql<number>`count(*)` }).from(storeLedgerEntries).where(where),
  ]);
  const load: RestLedgerEntry[] = rows.map(({ entry: e, orderNumber }) => ({
    id: e.id,
    kind: e.kind,
    amountCents: e.amountCents,
    inBalance: e.inBalance,
    orderId: e.orderId,
    orderNumber,
    payoutId: e.payoutId,
    commissionBp: e.commissionBp,
    paymentCurrency: e.paymentCurrency,
    paymentRateMicros: e.paymentRateMicros,
    availableAt: e.availableAt,
    createdAt: e.createdAt,
  }));
  return { load, total: Number(total) };
}

export async function payoutById(db: Db, id: number) {
  const [row] = await db
    .select({ payout: storePayouts, name: businesses.name, ownerId: businesses.ownerId })
    .from(storePayouts)
    .innerJoin(businesses, eq(businesses.id, storePayouts.businessId))
    .where(eq(storePayouts.id, id))
    .limit(1);
  return row ?? null;
}

/** The finance queue: one status (the requested ones oldest first, decided ones newest first), or all of them with the requested first. */
export async function payoutQueue(db: Db, opts: { status?: RestPayout['status']; search?: string; page: number; perPage: number }) {
  const conditions: SQL[] = [];
  if (opts.status) conditions.push(eq(storePayouts.status, opts.status));
  // The store's name, with % and _ typed by finance taken literally.
  if (opts.search) conditions.push(sql`${businesses.name} like ${`%${opts.search.replace(/[%_\\]/g, (m) => `\\${m}`)}%`} escape '\\'`);
  const where = conditions.length ? and(...conditions) : undefined;
  const order =
    opts.status === 'requested'
      ? [storePayouts.createdAt, storePayouts.id]
      : opts.status
        ? [desc(storePayouts.createdAt), desc(storePayouts.id)]
        : [
            sql`case ${storePayouts.status} when 'requested' then 0 else 1 end`,
            sql`case when ${storePayouts.status} = 'requested' then ${storePayouts.createdAt} end`,
            desc(storePayouts.createdAt),
          ];
  const [rows, [{ total }], [{ requested }]] = await Promise.all([
    db
      .select({ payout: storePayouts, name: businesses.name })
      .from(storePayouts)
      .innerJoin(businesses, eq(businesses.id, storePayouts.businessId))
      .where(where)
      .orderBy(...order)
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ total: sql<number>`count(*)` }).from(storePayouts).innerJoin(businesses, eq(businesses.id, storePayouts.businessId)).where(where),
    db.select({ requested: sql<number>`count(*)` }).from(storePayouts).where(eq(storePayouts.status, 'requested')),
  ]);
  return { load: rows.map((r) => payoutOut(r.payout, r.name)), total: Number(total), requested: Number(requested) };
}
