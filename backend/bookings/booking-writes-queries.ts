/**
 * The writes of bookings, each one guarded statement plus its notification in one batch (D1's batch is the
 * transaction). No double booking: an insert or a time change only writes while no other active booking of
 * the product overlaps the span (the NOT EXISTS is part of the write, so it cannot be raced — D1 runs
 * statements one at a time). A status change only applies to the state it was decided on (status and
 * updated_at), so of two racing answers one applies. The notification is inserted only when the write
 * changed a row (SQLite's changes()), so a write that lost announces nothing.
 */
import { ACTIVE_BOOKING_STATUSES, type BookingKind, type BookingStatus } from '../../schema/rest/bookings';
import { clip, MAX_BODY, MAX_TITLE, messageColumns, notifyIfChangedStatement, type NotifyInput } from '../notifications/notify';
import type { Db } from '../db/client';

const ACTIVE_SQL = `(${ACTIVE_BOOKING_STATUSES.map((s) => `'${s}'`).join(', ')})`;

/**
 * SQL: the booking (columns prefixed by `t`) holds its time at the instant bound to `now` — active, and not an
 * unanswered request whose 48 h are up. Read from the clock, so a lapsed request frees its days the moment its
 * time is up, before the cron marks it (the same rule as holdsTime in schema/rest/booking-rules.ts).
 */
export const holdsSql = (t: string, now: string) =>
  `(${t}status in ${ACTIVE_SQL} and (${t}status <> 'requested' or ${t}lapses_at is null or ${t}lapses_at > ${now}))`;

export interface NewBooking {
  kind: BookingKind;
  productId: number;
  businessId: number;
  buyerId: number;
  startsAt: string;
  endsAt: string;
  note: string;
  rateCents: number | null;
  rateUnit: string | null;
  depositCents: number;
  callOutFeeCents: number | null;
  totalCents: number;
  /** Hire requests: when the unanswered request stops holding its days (null: it holds until answered). */
  lapsesAt: string | null;
}

/**
 * Inserts the booking unless a booking of the product holding its time overlaps it, and announces it to the
 * vendor (`announce.link` gets the new id appended). A hire request is also refused while the same buyer has
 * another request for the item still waiting (one pending per buyer per item): both guards are in the one
 * statement, so racing requests cannot get round them. Answers the new id, or null when refused.
 */
export async function insertBooking(db: Db, b: NewBooking, announce: NotifyInput, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const d1 = db.$client;
  const [inserted] = await d1.batch([
    d1
      .prepare(
        `insert into bookings (kind, product_id, business_id, buyer_id, status, starts_at, ends_at, note, rate_cents, rate_unit,
           deposit_cents, call_out_fee_cents, total_cents, created_at, updated_at, lapses_at)
         select ?1, ?2, ?3, ?4, 'requested', ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13, ?14
         where not exists (select 1 from bookings where product_id = ?2 and ${holdsSql('', '?13')} and starts_at < ?6 and ends_at > ?5)
           and (?1 <> 'hire' or not exists (select 1 from bookings where product_id = ?2 and buyer_id = ?4 and status = 'requested' and ${holdsSql('', '?13')}))`,
      )
      .bind(
        b.kind,
        b.productId,
        b.businessId,
        b.buyerId,
        b.startsAt,
        b.endsAt,
        b.note,
        b.rateCents,
        b.rateUnit,
        b.depositCents,
        b.callOutFeeCents,
        b.totalCents,
        at,
        b.lapsesAt,
      ),
    // The vendor's notification links to the new booking: its id is only known inside the batch.
    d1
      .prepare(
        `insert into notifications (user_id, kind, title, body, link, read_at, created_at, message_key, message_values)
         select ?1, ?2, ?3, ?4, ?5 || last_insert_rowid(), null, ?6, ?7, ?8 where changes() = 1`,
      )
      .bind(
        announce.userId,
        announce.kind,
        clip(announce.title, MAX_TITLE),
        clip(announce.body, MAX_BODY),
        announce.link ?? '',
        at,
        messageColumns(announce).messageKey,
        messageColumns(announce).messageValues,
      ),
  ]);
  return inserted.meta.changes === 1 ? Number(inserted.meta.last_row_id) : null;
}

export interface StatusChange {
  id: number;
  /** The state the change was decided on. */
  fromStatus: BookingStatus;
  fromUpdatedAt: string;
  toStatus: BookingStatus;
  /** The vendor's message, when the vendor answers (kept otherwise). */
  vendorMessage?: string;
}

/**
 * Moves the booking to its next status if it is still as read and, for an unanswered request, its hold has not
 * lapsed (a lapsed request's days may already be someone else's); notifies the other side. Answers whether it applied.
 */
export async function changeStatus(db: Db, change: StatusChange, announce: NotifyInput, now: Date): Promise<boolean> {
  const d1 = db.$client;
  const [updated] = await d1.batch([
    d1
      .prepare(
        `update bookings set status = ?1, vendor_message = coalesce(?2, vendor_message), updated_at = ?3
         where id = ?4 and status = ?5 and updated_at = ?6 and ${holdsSql('', '?3')}`,
      )
      .bind(change.toStatus, change.vendorMessage ?? null, now.toISOString(), change.id, change.fromStatus, change.fromUpdatedAt),
    notifyIfChangedStatement(db, announce, now),
  ]);
  return updated.meta.changes === 1;
}

export interface Proposal {
  id: number;
  fromStatus: BookingStatus;
  fromUpdatedAt: string;
  startsAt: string;
  endsAt: string;
  vendorMessage: string;
}

/**
 * The vendor proposes another time: the booking moves to it (holding it while the buyer decides) only if it is
 * still as read and no other active booking of the product overlaps the new time. The time first asked for is
 * kept in requested_starts_at.
 */
export async function proposeTime(db: Db, p: Proposal, announce: NotifyInput, now: Date): Promise<boolean> {
  const d1 = db.$client;
  const [updated] = await d1.batch([
    d1
      .prepare(
        `update bookings set status = 'proposed', requested_starts_at = coalesce(requested_starts_at, starts_at), starts_at = ?1, ends_at = ?2,
           vendor_message = ?3, updated_at = ?4
         where id = ?5 and status = ?6 and updated_at = ?7
           and not exists (select 1 from bookings o where o.product_id = bookings.product_id and o.id <> bookings.id
                           and ${holdsSql('o.', '?4')} and o.starts_at < ?2 and o.ends_at > ?1)`,
      )
      .bind(p.startsAt, p.endsAt, p.vendorMessage, now.toISOString(), p.id, p.fromStatus, p.fromUpdatedAt),
    notifyIfChangedStatement(db, announce, now),
  ]);
  return updated.meta.changes === 1;
}
