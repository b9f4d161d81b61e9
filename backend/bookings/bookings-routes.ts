/**
 * Bookings for buyers (schema/rest/bookings.ts; issue #14 items 2–4): availability of a service or hire item,
 * booking it, and the buyer's own bookings and answers. The vendor's side: ./business-bookings.ts. Order of
 * checks: the caller (401), the product or booking is theirs to see (404), the move is allowed (409), the
 * time rules (400 "field: message"), then the guarded write, whose loss is a 409 in words.
 */
import { eq } from 'drizzle-orm';
import * as contract from '../../schema/rest/bookings';
import {
  addDays,
  appointmentProblem,
  BOOKING_HORIZON_DAYS,
  BOOKING_MESSAGES as M,
  dayDiff,
  harareDayOf,
  harareInstant,
  hireHoldEnds,
  hirePeriodProblem,
  hireQuote,
  hireSpan,
  lapsedAt,
  nextStatus,
  openingHoursFrom,
  overlaps,
  SLOT_MINUTES,
  slotsForDay,
  weekdayOf,
} from '../../schema/rest/bookings';
import { requireUser } from '../auth/tokens';
import { rangeOf, toBookingView, vendorBookingLink, whenWords } from './booking-view';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { runsBusiness } from '../businesses/business-access-queries';
import { changeStatus, insertBooking } from './booking-writes-queries';
import * as q from './bookings-queries';
import { HttpError, mount, type BackendApp } from '../http';
import { enforceRateLimits, limitKey } from '../auth/rate-limit';
import { clockNow } from '../clock';

const invalid = (field: string, message: string) => new HttpError(400, `${field}: ${message}`);

async function displayName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? 'A buyer';
}

export function registerBookingRoutes(app: BackendApp): void {
  mount(
    app,
    contract.bookingAvailability,
    async ({ db, query, c }) => {
      const now = clockNow(c);
      const product = await q.bookableProduct(db, { slug: query.slug });
      if (!product) throw new HttpError(404, M.productNotFound);
      const kind = q.BOOKING_KIND_OF[product.kind];
      if (!kind) throw new HttpError(400, M.notBookable);
      const today = harareDayOf(now);
      const from = query.from && query.from > today ? query.from : today;
      const last = addDays(today, BOOKING_HORIZON_DAYS);
      const days: string[] = [];
      for (let d = from; days.length < query.days && d <= last; d = addDays(d, 1)) days.push(d);
      const hours = openingHoursFrom(product.openingTimes);
      const spans = days.length
        ? await q.activeSpans(
            db,
            product.id,
            harareInstant(days[0]).toISOString(),
            harareInstant(addDays(days[days.length - 1], 1)).toISOString(),
            now.toISOString(),
          )
        : [];
      return {
        product: {
          id: product.id,
          slug: product.slug,
          name: product.name,
          kind: product.kind,
          bookingKind: kind,
          rateCents: product.rateCents,
          rateUnit: product.rateUnit,
          depositCents: product.depositCents,
          callOutFeeCents: product.callOutFeeCents,
          hireMaxDays: product.hireMaxDays,
          business: { id: product.businessId, slug: product.businessSlug, name: product.businessName },
        },
        slotMinutes: SLOT_MINUTES,
        today,
        days: days.map((day) => {
          const weekday = weekdayOf(day);
          const open = hours[weekday];
          return {
            day,
            weekday,
            closed: open.disabled,
            open: open.open,
            close: open.close,
            slots: kind === 'appointment' ? slotsForDay(day, hours, now).map((s) => ({ ...s, free: !spans.some((sp) => overlaps(sp, s)) })) : [],
            booked: kind === 'hire' && spans.some((sp) => overlaps(sp, hireSpan(day, day))),
          };
        }),
      };
    },
    { failure: M.fetch },
  );

  mount(
    app,
    contract.createBooking,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const { userId } = await requireUser(c, db, now);
      // Every request notifies the vendor (and may e-mail them): 10 a minute per buyer, refused ones counted too.
      await enforceRateLimits(db, [limitKey('booking', 'user', userId)], now);
      const product = await q.bookableProduct(db, { id: body.productID });
      if (!product) throw new HttpError(404, M.productNotFound);
      const kind = q.BOOKING_KIND_OF[product.kind];
      if (!kind) throw invalid('productID', M.notBookable);
      if (await runsBusiness(db, userId, product.businessId)) throw new HttpError(403, M.ownProduct);
      const hours = openingHoursFrom(product.openingTimes);
      let span: { startsAt: string; endsAt: string };
      let totalCents: number;
      if (kind === 'appointment') {
        if (!body.startsAt) throw invalid('startsAt', M.chooseTime);
        const problem = appointmentProblem(body.startsAt, hours, now);
        if (problem) throw invalid('startsAt', problem);
        span = { startsAt: body.startsAt, endsAt: new Date(Date.parse(body.startsAt) + SLOT_MINUTES * 60_000).toISOString() };
        totalCents = (product.rateCents ?? 0) + (product.callOutFeeCents ?? 0);
      } else {
        if (!body.startDay || !body.endDay) throw invalid(body.startDay ? 'endDay' : 'startDay', M.choosePeriod);
        const problem = hirePeriodProblem(body.startDay, body.endDay, harareDayOf(now));
        if (problem) throw invalid(problem === M.endBeforeStart || problem === M.tooLong ? 'endDay' : 'startDay', problem);
        // The vendor's longest hire per request (default 14 days): one request cannot hold the whole calendar.
        if (dayDiff(body.startDay, body.endDay) + 1 > product.hireMaxDays) throw invalid('endDay', M.tooLongForItem(product.hireMaxDays));
        span = hireSpan(body.startDay, body.endDay);
        totalCents = hireQuote(product.rateCents ?? 0, product.rateUnit, product.depositCents, body.startDay, body.endDay).totalCents;
      }
      const buyer = await displayName(db, userId);
      const when = whenWords(kind, span.startsAt, span.endsAt);
      const id = await insertBooking(
        db,
        {
          kind,
          productId: product.id,
          businessId: product.businessId,
          buyerId: userId,
          ...span,
          note: body.note,
          rateCents: product.rateCents,
          rateUnit: product.rateUnit,
          depositCents: kind === 'hire' ? (product.depositCents ?? 0) : 0,
          callOutFeeCents: kind === 'appointment' ? product.callOutFeeCents : null,
          totalCents,
          // An unanswered hire request holds its days for 48 hours, then lapses.
          lapsesAt: kind === 'hire' ? hireHoldEnds(now) : null,
        },
        {
          userId: product.ownerId,
          kind: 'booking_requested',
          title: `New ${kind === 'hire' ? 'hire booking' : 'appointment request'}: ${product.name}`,
          body: `${buyer} asked for ${when} (Harare time). Accept or answer it from your appointments.`,
          link: vendorBookingLink(''),
          message: {
            key: 'notifications.bookingRequested',
            values: { booking: kind, product: product.name, buyer, startsAt: span.startsAt, endsAt: span.endsAt },
          },
        },
        now,
      );
      if (id === null && kind === 'appointment') throw new HttpError(409, M.slotTaken);
      if (id === null)
        throw new HttpError(409, (await q.hireRefusal(db, product.id, span, now.toISOString())) === 'taken' ? M.daysTaken : M.onePending);
      const row = await q.bookingRow(db, { buyerId: userId }, id);
      return { booking: toBookingView(row!) };
    },
    { status: 201, failure: M.create },
  );

  mount(
    app,
    contract.myBookings,
    async ({ db, query, c }) => {
      const { userId } = await requireUser(c, db);
      const rows = await q.bookingRows(db, { buyerId: userId }, { status: query.status, kind: query.kind, ...rangeOf(query.from, query.to) });
      return { bookings: rows.map(toBookingView) };
    },
    { failure: M.fetch },
  );

  mount(
    app,
    contract.myBooking,
    async ({ db, query, c }) => {
      const { userId } = await requireUser(c, db);
      const row = await q.bookingRow(db, { buyerId: userId }, query.id);
      if (!row) throw new HttpError(404, M.notFound);
      return { booking: toBookingView(row) };
    },
    { failure: M.fetch },
  );

  mount(
    app,
    contract.respondToBooking,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const { userId } = await requireUser(c, db, now);
      const row = await q.bookingRow(db, { buyerId: userId }, body.id);
      if (!row) throw new HttpError(404, M.notFound);
      const b = row.booking;
      const next = nextStatus(b.kind, b.status, 'buyer', body.action);
      if (!next) throw new HttpError(409, M.notAllowed);
      if (lapsedAt(b, now)) throw new HttpError(409, M.lapsed);
      if (Date.parse(body.action === 'cancel' ? b.endsAt : b.startsAt) <= now.getTime()) throw new HttpError(409, M.past);
      const when = whenWords(b.kind, b.startsAt, b.endsAt);
      const words = { accept: 'accepted the time you proposed', decline: 'declined the time you proposed', cancel: 'cancelled' }[body.action];
      const applied = await changeStatus(
        db,
        { id: b.id, fromStatus: b.status, fromUpdatedAt: b.updatedAt, toStatus: next },
        {
          userId: row.ownerId,
          kind: 'booking_status',
          title: `${row.buyerName} ${words}: ${row.productName}`,
          body: `${row.productName}, ${when} (Harare time).`,
          link: vendorBookingLink(b.id),
          message: {
            key: 'notifications.bookingBuyerMoved',
            values: { buyer: row.buyerName, action: body.action, product: row.productName, booking: b.kind, startsAt: b.startsAt, endsAt: b.endsAt },
          },
        },
        now,
      );
      if (!applied) throw new HttpError(409, M.stale);
      return { booking: toBookingView((await q.bookingRow(db, { buyerId: userId }, b.id))!) };
    },
    { failure: M.update },
  );
}
