/**
 * Day-before reminders (issue #14 item 3), run by the Worker's cron (server.ts `scheduled`, every minute): each
 * accepted appointment and confirmed hire that starts tomorrow in Harare gets one reminder to the buyer and one
 * to the vendor. Exactly once: per booking one batch claims it (reminded_at set only where it is still null)
 * and the two notifications are inserted only when that claim changed the row, so overlapping runs (or a run
 * repeated after a failure) never send twice.
 */
import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { addDays, harareDayOf, harareInstant } from '../../schema/rest/bookings';
import { createDb, type Db } from '../db/client';
import { bookings, businesses, products } from '../db/schema';
import { notifyIfChangedStatement } from '../notifications/notify';
import { buyerBookingLink, vendorBookingLink, whenWords } from './booking-view';

/** Bookings reminded per run at most; the next minute's run takes the rest. */
const PER_RUN = 100;

export async function dueReminders(db: Db, now: Date) {
  const tomorrow = addDays(harareDayOf(now), 1);
  return db
    .select({
      id: bookings.id,
      kind: bookings.kind,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      buyerId: bookings.buyerId,
      ownerId: businesses.ownerId,
      productName: products.name,
      businessName: businesses.name,
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(businesses, eq(businesses.id, bookings.businessId))
    .where(
      and(
        gte(bookings.startsAt, harareInstant(tomorrow).toISOString()),
        lt(bookings.startsAt, harareInstant(addDays(tomorrow, 1)).toISOString()),
        inArray(bookings.status, ['accepted', 'confirmed']),
        isNull(bookings.remindedAt),
      ),
    )
    .limit(PER_RUN);
}

/** Sends the reminders due now; answers how many bookings were reminded by this run. */
export async function sendBookingReminders(d1: D1Database, now = new Date()): Promise<number> {
  const db = createDb(d1);
  const due = await dueReminders(db, now);
  if (due.length === 0) return 0;
  const at = now.toISOString();
  const statements = due.flatMap((b) => {
    const when = whenWords(b.kind, b.startsAt, b.endsAt);
    const what = b.kind === 'hire' ? 'hire' : 'appointment';
    const span = { product: b.productName, booking: b.kind, startsAt: b.startsAt, endsAt: b.endsAt };
    return [
      d1.prepare('update bookings set reminded_at = ?1 where id = ?2 and reminded_at is null').bind(at, b.id),
      notifyIfChangedStatement(
        db,
        {
          userId: b.buyerId,
          kind: 'booking_reminder',
          title: `Reminder: ${b.productName} tomorrow`,
          body: `Your ${what} with ${b.businessName}: ${when} (Harare time).`,
          link: buyerBookingLink(b.id),
          message: { key: 'notifications.bookingReminderBuyer', values: { ...span, store: b.businessName } },
        },
        now,
      ),
      // changes() here is the buyer's insert: 1 exactly when the claim above applied.
      notifyIfChangedStatement(
        db,
        {
          userId: b.ownerId,
          kind: 'booking_reminder',
          title: `Reminder: ${b.productName} tomorrow`,
          body: `A ${what} is booked for ${when} (Harare time).`,
          link: vendorBookingLink(b.id),
          message: { key: 'notifications.bookingReminderStore', values: span },
        },
        now,
      ),
    ];
  });
  const results = await d1.batch(statements);
  return results.filter((_r, i) => i % 3 === 0 && results[i].meta.changes === 1).length;
}
