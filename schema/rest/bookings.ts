/**
 * Bookings: appointments for services and hire periods for hire items (issue #14 items 2–4; the rules in
 * ./booking-rules.ts). Buyer calls need a bearer token; vendor calls also need to run bID (401 / 404 'Business
 * not found' / 403), and a booking of another business answers 404 'Booking not found', as an unknown one.
 *
 * GET  /bookings/availability?slug&from&days    → a bookable product, its opening hours and per Harare day its
 *                                                 slots (service) or whether it is booked (hire). Public.
 * POST /bookings {productID, startsAt | startDay+endDay, note} → the new booking (201), status requested.
 * GET  /bookings/mine?status&from&to             → the caller's bookings (from/to: Harare days, inclusive).
 * GET  /bookings/one?id                          → one of the caller's bookings.
 * POST /bookings/respond {id, action}            → the buyer accepts/declines a proposed time or cancels.
 * GET  /business/bookings?bID&status&kind&from&to&id → the business's bookings.
 * POST /business/bookings/respond {bID, id, action, startsAt?, message?} → accept, decline, propose, confirm.
 * GET  /business/services?bID                    → the business's services and hire items with upcoming counts.
 * POST /business/services/hire-rules {bID, productID, maxDays} → a hire item's longest period per request.
 *
 * Holds (issue 27 §4): an unanswered hire request holds its days until lapsesAt (made + 48 h), then lapses; a
 * buyer has one waiting request per hire item; a request asks for at most the item's maxDays (default 14).
 */
import { z } from 'zod';
import {
  BOOKING_KINDS,
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  BUYER_BOOKING_ACTIONS,
  HIRE_MAX_DAYS,
  isDay,
  VENDOR_BOOKING_ACTIONS,
} from './booking-rules';
import { defineCall, noInput, slugParam } from './call';
import { inboxBusinessId } from './notifications';
import { productKind } from './shared';

export * from './booking-rules';

const id = (name: string) =>
  z.coerce
    .number({ invalid_type_error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be a positive id`)
    .max(2_147_483_647, `${name} is too large`);
const day = (name: string) => z.string({ invalid_type_error: `${name} must be a date` }).refine(isDay, `${name}: give a date as YYYY-MM-DD`);
const instant = (name: string) =>
  z
    .string({ invalid_type_error: `${name} must be a time` })
    .max(40, `${name} must be a time`)
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)),
      `${name} must be a time such as 2026-12-01T09:00:00Z`,
    )
    .transform((v) => new Date(v).toISOString());
const note = (name: string) =>
  z
    .string({ invalid_type_error: `${name} must be text` })
    .trim()
    .max(500, `The ${name} is at most 500 characters`);

const statusFilter = z.enum(BOOKING_STATUSES, { errorMap: () => ({ message: `status must be one of ${BOOKING_STATUSES.join(', ')}` }) });
const kindFilter = z.enum(BOOKING_KINDS, { errorMap: () => ({ message: `kind must be one of ${BOOKING_KINDS.join(', ')}` }) });

export const bookingView = z.object({
  id: z.number().int(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(BOOKING_STATUSES),
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), kind: productKind }),
  business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  /** First and last Harare day (the same day for an appointment). */
  startDay: z.string(),
  endDay: z.string(),
  /** The time the buyer first asked for, once the vendor has proposed another. */
  requestedStartsAt: z.string().nullable(),
  note: z.string(),
  vendorMessage: z.string(),
  rateCents: z.number().int().nullable(),
  rateUnit: z.string().nullable(),
  depositCents: z.number().int(),
  callOutFeeCents: z.number().int().nullable(),
  totalCents: z.number().int(),
  /** Hire requests: when the request lapses if still unanswered (its days are held until then); else null. */
  lapsesAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RestBooking = z.infer<typeof bookingView>;

const bookableProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: productKind,
  bookingKind: z.enum(BOOKING_KINDS),
  rateCents: z.number().int().nullable(),
  rateUnit: z.string().nullable(),
  depositCents: z.number().int().nullable(),
  callOutFeeCents: z.number().int().nullable(),
  /** Hire items: the longest period one request may ask for, in days. */
  hireMaxDays: z.number().int(),
  business: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});

export const availabilityDay = z.object({
  day: z.string(),
  weekday: z.string(),
  closed: z.boolean(),
  open: z.string(),
  close: z.string(),
  /** Services: the day's slots from now on, each free or taken. Hire items: empty. */
  slots: z.array(z.object({ startsAt: z.string(), endsAt: z.string(), time: z.string(), free: z.boolean() })),
  /** Hire items: some booking holds this day. */
  booked: z.boolean(),
});
export type RestAvailabilityDay = z.infer<typeof availabilityDay>;

export const AVAILABILITY_MAX_DAYS = 62;

export const bookingAvailability = defineCall({
  name: 'bookingAvailability',
  method: 'GET',
  path: '/bookings/availability',
  query: z.object({
    slug: slugParam,
    from: day('from').optional(),
    days: z.coerce
      .number({ invalid_type_error: 'days must be a number' })
      .int('days must be a whole number')
      .min(1, 'days must be at least 1')
      .max(AVAILABILITY_MAX_DAYS, `days must be at most ${AVAILABILITY_MAX_DAYS}`)
      .default(14),
  }),
  body: noInput,
  data: z.object({ product: bookableProduct, slotMinutes: z.number().int(), today: z.string(), days: z.array(availabilityDay) }),
});
export type RestAvailability = z.infer<typeof bookingAvailability.data>;

export const createBookingBody = z.object({
  productID: id('productID'),
  startsAt: instant('startsAt').optional(),
  startDay: day('startDay').optional(),
  endDay: day('endDay').optional(),
  note: note('note').optional().default(''),
});
export type RestCreateBooking = z.output<typeof createBookingBody>;

const one = z.object({ booking: bookingView });

export const createBooking = defineCall({
  name: 'createBooking',
  method: 'POST',
  path: '/bookings',
  query: noInput,
  body: createBookingBody,
  data: one,
  unwrap: 'booking',
});

const listFilters = {
  status: statusFilter.optional(),
  kind: kindFilter.optional(),
  from: day('from').optional(),
  to: day('to').optional(),
};
const list = z.object({ bookings: z.array(bookingView) });
/** A list answers at most this many bookings (a calendar month of a busy business fits). */
export const BOOKINGS_LIST_MAX = 500;

export const myBookings = defineCall({
  name: 'myBookings',
  method: 'GET',
  path: '/bookings/mine',
  query: z.object(listFilters),
  body: noInput,
  data: list,
  unwrap: 'bookings',
});

export const myBooking = defineCall({
  name: 'myBooking',
  method: 'GET',
  path: '/bookings/one',
  query: z.object({ id: id('id') }),
  body: noInput,
  data: one,
  unwrap: 'booking',
});

export const respondToBooking = defineCall({
  name: 'respondToBooking',
  method: 'POST',
  path: '/bookings/respond',
  query: noInput,
  body: z.object({
    id: id('id'),
    action: z.enum(BUYER_BOOKING_ACTIONS, { errorMap: () => ({ message: `action must be one of ${BUYER_BOOKING_ACTIONS.join(', ')}` }) }),
  }),
  data: one,
  unwrap: 'booking',
});

export const businessBookings = defineCall({
  name: 'businessBookings',
  method: 'GET',
  path: '/business/bookings',
  query: z.object({ bID: inboxBusinessId, id: id('id').optional(), ...listFilters }),
  body: noInput,
  data: list,
  unwrap: 'bookings',
});

export const vendorRespondToBooking = defineCall({
  name: 'vendorRespondToBooking',
  method: 'POST',
  path: '/business/bookings/respond',
  query: noInput,
  body: z.object({
    bID: inboxBusinessId,
    id: id('id'),
    action: z.enum(VENDOR_BOOKING_ACTIONS, { errorMap: () => ({ message: `action must be one of ${VENDOR_BOOKING_ACTIONS.join(', ')}` }) }),
    startsAt: instant('startsAt').optional(),
    message: note('message').optional().default(''),
  }),
  data: one,
  unwrap: 'booking',
});

export const businessService = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: productKind,
  status: z.string(),
  rateCents: z.number().int().nullable(),
  rateUnit: z.string().nullable(),
  /** Bookings still to come that are agreed (accepted or confirmed) or waiting for an answer. */
  upcoming: z.number().int(),
  waiting: z.number().int(),
  /** Hire items: the longest period one request may ask for, in days (the vendor's setting, else 14). */
  hireMaxDays: z.number().int(),
});

export type RestBusinessService = z.infer<typeof businessService>;

export const businessServices = defineCall({
  name: 'businessServices',
  method: 'GET',
  path: '/business/services',
  query: z.object({ bID: inboxBusinessId }),
  body: noInput,
  data: z.object({ services: z.array(businessService) }),
  unwrap: 'services',
});

/** The vendor's longest hire per request: a whole number of days from 1 to HIRE_MAX_DAYS. */
export const hireMaxDaysInput = z.coerce
  .number({ invalid_type_error: BOOKING_MESSAGES.maxDays })
  .int(BOOKING_MESSAGES.maxDays)
  .min(1, BOOKING_MESSAGES.maxDays)
  .max(HIRE_MAX_DAYS, BOOKING_MESSAGES.maxDays);

export const setHireRules = defineCall({
  name: 'setHireRules',
  method: 'POST',
  path: '/business/services/hire-rules',
  query: noInput,
  body: z.object({ bID: inboxBusinessId, productID: id('productID'), maxDays: hireMaxDaysInput }),
  data: z.object({ service: businessService }),
  unwrap: 'service',
});
