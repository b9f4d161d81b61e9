/**
 * Bookings for vendors (schema/rest/bookings.ts): the business's appointments and hire bookings, answering
 * them (accept, decline, propose another time, confirm a hire) and its services with upcoming counts. Every
 * call runs requireBusinessRunner first; a booking of another business answers 404 as an unknown one.
 */
import * as contract from '../../schema/rest/bookings';
import { appointmentProblem, BOOKING_MESSAGES as M, lapsedAt, nextStatus, openingHoursFrom, SLOT_MINUTES } from '../../schema/rest/bookings';
import { buyerBookingLink, rangeOf, toBookingView, whenWords } from './booking-view';
import { requireBusinessRunner } from '../businesses/business-access-queries';
import { changeStatus, proposeTime } from './booking-writes-queries';
import * as q from './bookings-queries';
import { HttpError, mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

const invalid = (field: string, message: string) => new HttpError(400, `${field}: ${message}`);

const TITLES: Record<string, string> = {
  accepted: 'Appointment accepted',
  confirmed: 'Hire booking confirmed',
  declined: 'Booking declined',
  proposed: 'Another time proposed',
};

const serviceView = (r: Awaited<ReturnType<typeof q.servicesOf>>[number]) => ({
  ...r,
  upcoming: Number(r.upcoming),
  waiting: Number(r.waiting),
  hireMaxDays: Number(r.hireMaxDays),
});

export function registerBusinessBookingRoutes(app: BackendApp): void {
  mount(
    app,
    contract.businessBookings,
    async ({ db, query, c }) => {
      await requireBusinessRunner(c, db, query.bID);
      const rows = await q.bookingRows(
        db,
        { businessId: query.bID },
        { id: query.id, status: query.status, kind: query.kind, ...rangeOf(query.from, query.to) },
      );
      return { bookings: rows.map(toBookingView) };
    },
    { failure: M.fetch },
  );

  mount(
    app,
    contract.businessServices,
    async ({ db, query, c }) => {
      const now = clockNow(c);
      await requireBusinessRunner(c, db, query.bID, now);
      const rows = await q.servicesOf(db, query.bID, now.toISOString());
      return { services: rows.map(serviceView) };
    },
    { failure: M.fetch },
  );

  // A hire item's longest period per request (issue 27 §4): per item, since a tent and a mixer differ.
  mount(
    app,
    contract.setHireRules,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      await requireBusinessRunner(c, db, body.bID, now);
      const product = await q.productOf(db, body.bID, body.productID);
      if (!product) throw new HttpError(404, M.productNotFound);
      if (product.kind !== 'hire_item') throw invalid('productID', M.notHireItem);
      await q.setHireMaxDays(db, product.id, body.maxDays, now);
      const row = (await q.servicesOf(db, body.bID, now.toISOString())).find((r) => r.id === product.id)!;
      return { service: serviceView(row) };
    },
    { failure: M.update },
  );

  mount(
    app,
    contract.vendorRespondToBooking,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      await requireBusinessRunner(c, db, body.bID, now);
      const row = await q.bookingRow(db, { businessId: body.bID }, body.id);
      if (!row) throw new HttpError(404, M.notFound);
      const b = row.booking;
      const next = nextStatus(b.kind, b.status, 'vendor', body.action);
      if (!next) throw new HttpError(409, M.notAllowed);
      // Past its 48 hours a request no longer holds its days (someone else may have them): nothing to answer.
      if (lapsedAt(b, now)) throw new HttpError(409, M.lapsed);
      const from = { id: b.id, fromStatus: b.status, fromUpdatedAt: b.updatedAt };
      const message = body.message;
      let applied: boolean;
      if (body.action === 'propose') {
        if (!body.startsAt) throw invalid('startsAt', M.proposeTime);
        if (body.startsAt === b.startsAt) throw invalid('startsAt', M.sameTime);
        const problem = appointmentProblem(body.startsAt, openingHoursFrom(row.openingTimes), now);
        if (problem) throw invalid('startsAt', problem);
        const endsAt = new Date(Date.parse(body.startsAt) + SLOT_MINUTES * 60_000).toISOString();
        const when = whenWords(b.kind, body.startsAt, endsAt);
        applied = await proposeTime(
          db,
          { ...from, startsAt: body.startsAt, endsAt, vendorMessage: message },
          {
            userId: b.buyerId,
            kind: 'booking_status',
            title: `${TITLES.proposed}: ${row.productName}`,
            body: `${row.businessName} proposes ${when} (Harare time) instead of ${whenWords(b.kind, b.startsAt, b.endsAt)}. Accept or decline it.${message ? ` “${message}”` : ''}`,
            link: buyerBookingLink(b.id),
            message: {
              key: 'notifications.bookingProposed',
              values: {
                store: row.businessName,
                product: row.productName,
                booking: b.kind,
                startsAt: body.startsAt,
                endsAt,
                fromStartsAt: b.startsAt,
                fromEndsAt: b.endsAt,
                note: message ? ` “${message}”` : '',
              },
            },
          },
          now,
        );
        if (!applied) {
          const fresh = await q.bookingRow(db, { businessId: body.bID }, b.id);
          throw new HttpError(409, fresh && fresh.booking.updatedAt === b.updatedAt ? M.slotTaken : M.stale);
        }
      } else {
        if (next !== 'declined' && Date.parse(b.startsAt) <= now.getTime()) throw new HttpError(409, M.past);
        const when = whenWords(b.kind, b.startsAt, b.endsAt);
        applied = await changeStatus(
          db,
          { ...from, toStatus: next, vendorMessage: message || undefined },
          {
            userId: b.buyerId,
            kind: 'booking_status',
            title: `${TITLES[next]}: ${row.productName}`,
            body: `${row.businessName}: ${row.productName}, ${when} (Harare time).${message ? ` “${message}”` : ''}`,
            link: buyerBookingLink(b.id),
            message: {
              key: 'notifications.bookingAnswered',
              values: {
                status: next,
                store: row.businessName,
                product: row.productName,
                booking: b.kind,
                startsAt: b.startsAt,
                endsAt: b.endsAt,
                note: message ? ` “${message}”` : '',
              },
            },
          },
          now,
        );
        if (!applied) throw new HttpError(409, M.stale);
      }
      return { booking: toBookingView((await q.bookingRow(db, { businessId: body.bID }, b.id))!) };
    },
    { failure: M.update },
  );
}
