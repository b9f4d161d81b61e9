/**
 * The statements that post to the store ledger, each meant to sit inside the batch of the change it records
 * (a payment settling, an order completing or being refunded), so the two never disagree. Every insert names a
 * unique `entry_key` and does nothing on a conflict: a replayed callback, a second completion or a refund
 * arriving through both Paynow and the vendor posts once. Amounts are computed in SQL from the rows as they
 * stand at that point of the batch, so nothing read before the batch can be stale.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Statement } from '../db/run-batch';
import { storeLedgerEntries } from './ledger-tables';

/**
 * insert … select … on conflict do nothing, as a batch statement (drizzle cannot batch a raw statement with
 * parameters). The select lists every column in table order: id, business_id, kind, counter_account,
 * amount_cents, in_balance, order_id, payment_id, payout_id, commission_bp, payment_currency,
 * payment_rate_micros, available_at, entry_key, created_at (id null lets SQLite number the row). It must end
 * with a WHERE: SQLite reads "select … on conflict" as a join otherwise.
 */
const post = (db: Db, select: SQL): Statement => db.insert(storeLedgerEntries).select(select).onConflictDoNothing();

/** ISO instant `now` + the hold finance set (ledger_settings.hold_days), in the same format as toISOString. */
export const afterHold = (now: string): SQL =>
  sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${now}, '+' || coalesce((select hold_days from ledger_settings where id = 1), 7) || ' days')`;

/**
 * The commission rate of the order's store at `now`: its owner's active package (the latest started), else the
 * default in ledger_settings. `orderAlias` is the orders row in scope.
 */
const commissionRate = (orderAlias: string, now: string): SQL =>
  sql`coalesce(
    (select p.commission_bp from user_subscriptions s
       join subscription_packages p on p.id = s.package_id
       join businesses b on b.owner_id = s.user_id
      where b.id = ${sql.raw(orderAlias)}.business_id and s.status = 'active' and s.ends_at > ${now}
      order by s.started_at desc, s.id desc limit 1),
    (select default_commission_bp from ledger_settings where id = 1), 1000)`;

/** Commission on goods only (delivery passes through to the store), rounded half up to the cent. */
const commissionOf = (subtotal: SQL, bp: SQL): SQL => sql`((${subtotal} * ${bp} + 5000) / 10000)`;

export interface PaymentFacts {
  id: number;
  currency: string;
  rateMicros: number | null;
}

/**
 * A pay-now checkout settled paid: each of its orders credits its store the goods and delivery (owed by the
 * Paynow clearing account) and debits Musika's commission. Pending until the order is completed; an order the
 * vendor completed before the money came is held from now.
 */
export function creditCheckout(db: Db, checkoutId: string, given: PaymentFacts, won: SQL, now: string): Statement[] {
  // An undefined parameter would break the statement: a row read without these columns counts as US dollars.
  const payment = { id: given.id, currency: given.currency ?? 'USD', rateMicros: given.rateMicros ?? null };
  const available = sql`case when o.status = 'completed' then ${afterHold(now)} else null end`;
  // Whatever method the order was placed with: this money came through Musika's Paynow integration.
  const eligible = sql`o.checkout_id = ${checkoutId} and o.payment_status <> 'refunded' and o.status not in ('cancelled', 'refunded')`;
  return [
    post(
      db,
      sql`select null, o.business_id, 'sale', 'paynow_clearing', o.total_cents, 1, o.id, ${payment.id}, null, null, ${payment.currency},
                 ${payment.rateMicros}, ${available}, 'sale:order:' || o.id, ${now}
            from orders o where ${eligible} and ${won}`,
    ),
    post(
      db,
      sql`select null, x.business_id, 'commission', 'musika_commission', -${commissionOf(sql`x.subtotal_cents`, sql`x.bp`)}, 1, x.id, ${payment.id},
                 null, x.bp, ${payment.currency}, ${payment.rateMicros}, x.available, 'commission:order:' || x.id, ${now}
            from (select o.id, o.business_id, o.subtotal_cents, ${commissionRate('o', now)} as bp, ${available} as available
                    from orders o where ${eligible}) x
           where ${won}`,
    ),
  ];
}

/**
 * The vendor completed an order (the guarded status update applied: `applied`). Its pay-now money starts its
 * hold now. A pay-on-delivery order is recorded: the takings the store collected (not in the balance) and
 * Musika's commission on them, debited from the balance at once (docs/decisions/019-store-ledger.md).
 */
export function postCompletion(db: Db, orderId: number, applied: SQL, now: string): Statement[] {
  // Paid on delivery: not already paid through Paynow (a buyer may pay a pay-on-delivery order online later).
  const cod = sql`o.id = ${orderId} and o.payment_method = 'cash_on_delivery'
    and not exists (select 1 from store_ledger_entries s where s.entry_key = 'sale:order:' || o.id)`;
  return [
    db
      .update(storeLedgerEntries)
      .set({ availableAt: afterHold(now) })
      .where(sql`${storeLedgerEntries.orderId} = ${orderId} and ${storeLedgerEntries.availableAt} is null and ${applied}`),
    post(
      db,
      sql`select null, x.business_id, 'cod_commission', 'musika_commission', -${commissionOf(sql`x.subtotal_cents`, sql`x.bp`)}, 1, x.id, null,
                 null, x.bp, x.currency, x.rate_micros, ${now}, 'cod_commission:order:' || x.id, ${now}
            from (select o.id, o.business_id, o.subtotal_cents, o.currency, o.rate_micros, ${commissionRate('o', now)} as bp
                    from orders o where ${cod}) x
           where ${applied}`,
    ),
    post(
      db,
      sql`select null, o.business_id, 'cod_sale', 'store_cash', o.total_cents, 0, o.id, null, null, null, o.currency, o.rate_micros, ${now},
                 'cod_sale:order:' || o.id, ${now}
            from orders o where ${cod} and ${applied}`,
    ),
  ];
}

/**
 * The order's money went back to the buyer (a Paynow refund, or the vendor refunded or cancelled it): each sale
 * and commission posting is reversed once. A reversal keeps its posting's hold (so a pending sale and its refund
 * cancel out inside "pending"); one of money already available is debited now.
 */
export function reverseOrder(db: Db, orderId: number, applied: SQL, now: string): Statement {
  return post(
    db,
    sql`select null, e.business_id, case when e.kind = 'sale' then 'refund' else 'commission_refund' end, e.counter_account, -e.amount_cents, 1,
               e.order_id, e.payment_id, null, e.commission_bp, e.payment_currency, e.payment_rate_micros,
               case when e.available_at is null or e.available_at > ${now} then e.available_at else ${now} end, 'reversal:' || e.id, ${now}
          from store_ledger_entries e
         where e.order_id = ${orderId} and e.kind in ('sale', 'commission', 'cod_commission') and ${applied}`,
  );
}

/** Finance paid a payout (`applied`: this batch's decision is the one recorded): the store's balance drops. */
export function debitPayout(db: Db, payoutId: number, applied: SQL, now: string): Statement {
  return post(
    db,
    sql`select null, p.business_id, 'payout', 'payout_transfer', -p.amount_cents, 1, null, null, p.id, null, 'USD', null, ${now},
               'payout:' || p.id, ${now}
          from store_payouts p where p.id = ${payoutId} and ${applied}`,
  );
}
