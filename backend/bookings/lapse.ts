/**
 * Lapsing unanswered hire requests (issue 27 §4), run by the Worker's cron (server.ts `scheduled`, every
 * minute) with the instant it runs at. A hire request the vendor has not answered by its lapses_at stops
 * holding its days at that instant (every availability check reads the clock); this pass records it as
 * 'lapsed' and tells both sides. Exactly once: per request one batch moves it (only while it is still an
 * unanswered request past its time) and the two notifications are inserted only when that move changed the
 * row, so overlapping runs, or a vendor answering at the same moment, never send twice.
 */
import { and, eq, lte } from 'drizzle-orm';
import { HIRE_HOLD_HOURS } from '../../schema/rest/bookings';
import { createDb, type Db } from '../db/client';
import { bookings, businesses, products } from '../db/schema';
import { notifyIfChangedStatement } from '../notifications/notify';
import { buyerBookingLink, vendorBookingLink, whenWords } from './booking-view';

/** Requests lapsed per run at most; the next minute's run takes the rest. */
const PER_RUN = 100;

export async function dueLapses(db: Db, now: Date) {
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
    .where(and(eq(bookings.status, 'requested'), lte(bookings.lapsesAt, now.toISOString())))
    .limit(PER_RUN);
}

/** Marks the hire requests whose hold is up as lapsed and tells buyer and vendor; answers how many lapsed. */
export async function lapseHireRequests(d1: D1Database, now: Date): Promise<number> {
  const db = createDb(d1);
  const due = await dueLapses(db, now);
  if (due.length === 0) return 0;
  const at = now.toISOString();
  const statements = due.flatMap((b) => {
    const when = whenWords(b.kind, b.startsAt, b.endsAt);
    const span = { product: b.productName, booking: b.kind, startsAt: b.startsAt, endsAt: b.endsAt, hours: HIRE_HOLD_HOURS };
    return [
      d1.prepare("update bookings set status = 'lapsed', updated_at = ?1 where id = ?2 and status = 'requested' and lapses_at <= ?1").bind(at, b.id),
      notifyIfChangedStatement(
        db,
        {
          userId: b.buyerId,
          kind: 'booking_status',
          title: `Request lapsed: ${b.productName}`,
          body: `${b.businessName} did not answer your hire request for ${when} within ${HIRE_HOLD_HOURS} hours, so it has lapsed and the days are free again. You can ask again.`,
          link: buyerBookingLink(b.id),
          message: { key: 'notifications.bookingLapsedBuyer', values: { ...span, store: b.businessName } },
        },
        now,
      ),
      // changes() here is the buyer's insert: 1 exactly when the move above applied.
      notifyIfChangedStatement(
        db,
        {
          userId: b.ownerId,
          kind: 'booking_status',
          title: `Request lapsed: ${b.productName}`,
          body: `A hire request for ${when} went unanswered for ${HIRE_HOLD_HOURS} hours, so it has lapsed and those days are free again.`,
          link: vendorBookingLink(b.id),
          message: { key: 'notifications.bookingLapsedStore', values: span },
        },
        now,
      ),
    ];
  });
  const results = await d1.batch(statements);
  return results.filter((_r, i) => i % 3 === 0 && results[i].meta.changes === 1).length;
}
