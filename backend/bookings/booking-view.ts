/** A booking as the API answers it, and the words the notifications use for its time. */
import { addDays, harareDayOf, harareInstant, type RestBooking } from '../../schema/rest/bookings';
import type { BookingRow } from './bookings-queries';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function dayWords(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'Tue 1 Dec 2026, 10:00' for an appointment; 'Tue 1 Dec 2026 to Thu 3 Dec 2026' for a hire. Harare time. */
export function whenWords(kind: 'appointment' | 'hire', startsAt: string, endsAt: string): string {
  if (kind === 'hire') {
    const first = harareDayOf(startsAt);
    const last = addDays(harareDayOf(endsAt), -1);
    return first === last ? dayWords(first) : `${dayWords(first)} to ${dayWords(last)}`;
  }
  const local = new Date(Date.parse(startsAt) + 2 * 60 * 60 * 1000).toISOString();
  return `${dayWords(local.slice(0, 10))}, ${local.slice(11, 16)}`;
}

export function toBookingView(r: BookingRow): RestBooking {
  const b = r.booking;
  return {
    id: b.id,
    kind: b.kind,
    status: b.status,
    product: { id: b.productId, slug: r.productSlug, name: r.productName, kind: r.productKind },
    business: { id: b.businessId, slug: r.businessSlug, name: r.businessName },
    buyer: { id: b.buyerId, name: r.buyerName, email: r.buyerEmail },
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    startDay: harareDayOf(b.startsAt),
    endDay: b.kind === 'hire' ? addDays(harareDayOf(b.endsAt), -1) : harareDayOf(b.startsAt),
    requestedStartsAt: b.requestedStartsAt,
    note: b.note,
    vendorMessage: b.vendorMessage,
    rateCents: b.rateCents,
    rateUnit: b.rateUnit,
    depositCents: b.depositCents,
    callOutFeeCents: b.callOutFeeCents,
    totalCents: b.totalCents,
    // Only a request still waiting can lapse; once answered (or lapsed) there is no deadline left to show.
    lapsesAt: b.status === 'requested' ? b.lapsesAt : null,
    createdAt: b.createdAt,
    updatedAt: b.updatedAt,
  };
}

/** Where each side opens a booking. */
export const buyerBookingLink = (id: number | string) => `/account/appointments/respond/${id}`;
export const VENDOR_BOOKING_LINK_PREFIX = '/dashboard/all-appointments/?booking=';
export const vendorBookingLink = (id: number | string) => `${VENDOR_BOOKING_LINK_PREFIX}${id}`;

/** The lists' day filters as instants: a booking shows on every Harare day its span touches. */
export function rangeOf(from?: string, to?: string) {
  return { fromIso: from ? harareInstant(from).toISOString() : undefined, toIso: to ? harareInstant(addDays(to, 1)).toISOString() : undefined };
}
