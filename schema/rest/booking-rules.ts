/**
 * The booking rules (issue #14 items 2–4), pure and shared: the backend enforces them, the booking page and the
 * calendar show what they allow. Times are Africa/Harare (UTC+2 all year, no daylight saving), so a fixed
 * offset is exact. Every stored time is a UTC ISO instant; a hire booking covers whole Harare days, stored as
 * [midnight of its first day, midnight after its last day), so one overlap rule serves both kinds.
 */
import { DEFAULT_CLOSE, DEFAULT_OPEN, WEEKDAYS, type Weekday } from './business-rules';

export const HARARE_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An appointment lasts one slot; slots start at the opening time and follow each other until closing. */
export const SLOT_MINUTES = 60;
/** How far ahead a buyer may book (appointments and the first day of a hire). */
export const BOOKING_HORIZON_DAYS = 90;
/** The longest hire period, in days. */
export const HIRE_MAX_DAYS = 60;
/** A hire request's default longest period, in days, until its vendor sets another (1 to HIRE_MAX_DAYS). */
export const HIRE_DEFAULT_MAX_DAYS = 14;
/** How long an unanswered hire request holds its days; then it lapses and the days are free again. */
export const HIRE_HOLD_HOURS = 48;
/** A hire item priced per hour is charged this many hours for each day of the period. */
export const HIRE_HOURS_PER_DAY = 8;

export const BOOKING_KINDS = ['appointment', 'hire'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * requested: the buyer asked, the vendor has not answered. proposed: the vendor offered another time (the
 * booking holds that time until the buyer answers). accepted (appointment) / confirmed (hire): agreed.
 * declined: refused by the vendor, or the buyer turned down a proposed time. cancelled: the buyer withdrew.
 * lapsed: a hire request the vendor left unanswered for HIRE_HOLD_HOURS; its days are free again.
 */
export const BOOKING_STATUSES = ['requested', 'proposed', 'accepted', 'confirmed', 'declined', 'cancelled', 'lapsed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses that hold a time: no two bookings of one product in these may overlap. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['requested', 'proposed', 'accepted', 'confirmed'];

export const VENDOR_BOOKING_ACTIONS = ['accept', 'decline', 'propose', 'confirm'] as const;
export type VendorBookingAction = (typeof VENDOR_BOOKING_ACTIONS)[number];
export const BUYER_BOOKING_ACTIONS = ['accept', 'decline', 'cancel'] as const;
export type BuyerBookingAction = (typeof BUYER_BOOKING_ACTIONS)[number];

export const BOOKING_MESSAGES = {
  notBookable: 'Only services and hire items can be booked',
  notFound: 'Booking not found',
  productNotFound: 'Product not found',
  ownProduct: 'You cannot book your own listing',
  chooseTime: 'Choose a time for your appointment',
  choosePeriod: 'Choose the first and last day of your hire',
  past: 'That time has passed: choose a time from now on',
  pastDay: 'The hire cannot start before today',
  tooFar: `Bookings can be made up to ${BOOKING_HORIZON_DAYS} days ahead`,
  closed: (weekday: string) => `The business is closed on ${weekday}s: choose another day`,
  outsideHours: (open: string, close: string) => `Choose a time within the opening hours, ${open} to ${close} (Harare time)`,
  offGrid: `Appointments start on the hour slots shown (${SLOT_MINUTES} minutes each)`,
  endBeforeStart: 'The last day cannot be before the first day',
  tooLong: `A hire lasts at most ${HIRE_MAX_DAYS} days`,
  tooLongForItem: (max: number) => `This item can be hired for at most ${max} ${max === 1 ? 'day' : 'days'} per request`,
  onePending: 'You already have a request for this item waiting for an answer: wait for the business to answer it, or cancel it, before asking again',
  lapsed: `This request lapsed: the business did not answer it within ${HIRE_HOLD_HOURS} hours`,
  maxDays: `Choose a longest hire from 1 to ${HIRE_MAX_DAYS} days`,
  notHireItem: 'Only hire items have a longest hire',
  rulesSaved: 'Saved: new requests for this item are limited to that many days.',
  slotTaken: 'That time has just been booked by someone else: choose another time',
  daysTaken: 'Some of those days are already booked: choose other days',
  notAllowed: 'This booking cannot be changed that way any more',
  stale: 'This booking was changed in the meantime: reload the page and try again',
  proposeTime: 'Choose the time you propose',
  sameTime: 'Propose a time other than the one already asked for',
  fetch: 'Error fetching bookings',
  create: 'Error creating booking',
  update: 'Error updating booking',
} as const;

export interface OpeningDay {
  open: string;
  close: string;
  disabled: boolean;
}
export type OpeningHours = Record<Weekday, OpeningDay>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A business's stored opening times (businesses.opening_times JSON) as complete hours. A day that is missing
 * or malformed gets the spec's default (09:00–17:00, open): a business that never saved its hours can still
 * be booked in ordinary working hours rather than never.
 */
export function openingHoursFrom(stored: unknown): OpeningHours {
  let value = stored;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = {};
    }
  }
  const given = (value && typeof value === 'object' ? value : {}) as Record<string, Partial<OpeningDay> | undefined>;
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const d = given[day];
      const valid = d && typeof d.open === 'string' && typeof d.close === 'string' && TIME.test(d.open) && TIME.test(d.close);
      return [
        day,
        valid ? { open: d.open!, close: d.close!, disabled: d.disabled === true } : { open: DEFAULT_OPEN, close: DEFAULT_CLOSE, disabled: false },
      ];
    }),
  ) as OpeningHours;
}

/** The Harare day of an instant, 'YYYY-MM-DD'. */
export const harareDayOf = (instant: Date | string): string => new Date(new Date(instant).getTime() + HARARE_OFFSET_MS).toISOString().slice(0, 10);
/** 'HH:MM' of an instant in Harare. */
export const harareTimeOf = (instant: Date | string): string => new Date(new Date(instant).getTime() + HARARE_OFFSET_MS).toISOString().slice(11, 16);
/** The instant of a Harare wall-clock time on a Harare day. */
export const harareInstant = (day: string, time = '00:00'): Date => new Date(Date.parse(`${day}T${time}:00.000Z`) - HARARE_OFFSET_MS);
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Days from `from` to `to` (to − from); 0 for the same day. */
export const dayDiff = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
export const isDay = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The weekday of a calendar day (0 Monday … 6 Sunday, as WEEKDAYS). */
export function weekdayOf(day: string): Weekday {
  return WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7];
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export interface Slot {
  startsAt: string;
  endsAt: string;
  /** Harare 'HH:MM' of the start. */
  time: string;
}

/**
 * Slot generation: the slots of one Harare day inside the opening hours — from the opening time, one after the
 * other, each ending at or before closing — without those that have started by `now`. A closed day has none.
 */
export function slotsForDay(day: string, hours: OpeningHours, now: Date, slotMinutes = SLOT_MINUTES): Slot[] {
  const open = hours[weekdayOf(day)];
  if (open.disabled) return [];
  const out: Slot[] = [];
  for (let m = minutes(open.open); m + slotMinutes <= minutes(open.close); m += slotMinutes) {
    const start = harareInstant(day, clock(m));
    if (start.getTime() <= now.getTime()) continue;
    out.push({ startsAt: start.toISOString(), endsAt: new Date(start.getTime() + slotMinutes * 60_000).toISOString(), time: clock(m) });
  }
  return out;
}

export interface Span {
  startsAt: string;
  endsAt: string;
}

/** Overlap: two half-open spans [start, end) share a moment. Back-to-back bookings (one ends as the next starts) do not. */
export function overlaps(a: Span, b: Span): boolean {
  return Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);
}

/**
 * Appointment time rule: the start must be one of the day's slots (inside the opening hours, on the slot grid),
 * in the future and within the booking horizon. Answers the message for the buyer, or null when it is bookable.
 */
export function appointmentProblem(startsAt: string, hours: OpeningHours, now: Date): string | null {
  const start = new Date(startsAt);
  if (start.getTime() <= now.getTime()) return BOOKING_MESSAGES.past;
  const day = harareDayOf(start);
  if (dayDiff(harareDayOf(now), day) > BOOKING_HORIZON_DAYS) return BOOKING_MESSAGES.tooFar;
  const weekday = weekdayOf(day);
  const open = hours[weekday];
  if (open.disabled) return BOOKING_MESSAGES.closed(weekday[0].toUpperCase() + weekday.slice(1));
  const time = harareTimeOf(start);
  const m = minutes(time);
  if (m < minutes(open.open) || m + SLOT_MINUTES > minutes(open.close)) return BOOKING_MESSAGES.outsideHours(open.open, open.close);
  if (!slotsForDay(day, hours, now).some((s) => s.startsAt === start.toISOString())) return BOOKING_MESSAGES.offGrid;
  return null;
}

/** A hire period of whole Harare days, first and last included, as the span it occupies. */
export function hireSpan(startDay: string, endDay: string): Span {
  return { startsAt: harareInstant(startDay).toISOString(), endsAt: harareInstant(addDays(endDay, 1)).toISOString() };
}

/** Hire period rule: from today on, the last day not before the first, at most HIRE_MAX_DAYS, within the horizon. */
export function hirePeriodProblem(startDay: string, endDay: string, today: string): string | null {
  if (startDay < today) return BOOKING_MESSAGES.pastDay;
  if (endDay < startDay) return BOOKING_MESSAGES.endBeforeStart;
  if (dayDiff(today, startDay) > BOOKING_HORIZON_DAYS) return BOOKING_MESSAGES.tooFar;
  if (dayDiff(startDay, endDay) + 1 > HIRE_MAX_DAYS) return BOOKING_MESSAGES.tooLong;
  return null;
}

/** When a hire request made at `now` stops holding its days. */
export const hireHoldEnds = (now: Date): string => new Date(now.getTime() + HIRE_HOLD_HOURS * 60 * 60 * 1000).toISOString();

/** Whether a booking still holds its time at `now`: active, and not an unanswered request past its lapse time. */
export function holdsTime(b: { status: BookingStatus; lapsesAt: string | null }, now: Date): boolean {
  if (!ACTIVE_BOOKING_STATUSES.includes(b.status)) return false;
  return b.status !== 'requested' || b.lapsesAt === null || Date.parse(b.lapsesAt) > now.getTime();
}

/** An unanswered request whose hold is up at `now` (lapsed, even if the cron has not marked it yet). */
export const lapsedAt = (b: { status: BookingStatus; lapsesAt: string | null }, now: Date): boolean => b.status === 'requested' && !holdsTime(b, now);

export interface HireQuote {
  days: number;
  hireCents: number;
  depositCents: number;
  /** What the buyer pays up front: the hire and the refundable deposit. */
  totalCents: number;
}

/**
 * Hire pricing: per day, days × rate; per week, whole weeks × rate and each remaining day at a seventh of the
 * weekly rate (rounded up), never more than a week; per hour, HIRE_HOURS_PER_DAY hours a day.
 */
export function hireQuote(rateCents: number, rateUnit: string | null, depositCents: number | null, startDay: string, endDay: string): HireQuote {
  const days = dayDiff(startDay, endDay) + 1;
  let hireCents: number;
  if (rateUnit === 'week') hireCents = Math.floor(days / 7) * rateCents + Math.min((days % 7) * Math.ceil(rateCents / 7), rateCents);
  else if (rateUnit === 'hour') hireCents = days * HIRE_HOURS_PER_DAY * rateCents;
  else hireCents = days * rateCents;
  const deposit = depositCents ?? 0;
  return { days, hireCents, depositCents: deposit, totalCents: hireCents + deposit };
}

/**
 * Status transitions: who may do what from where. Answers the next status, or null when the move is not
 * allowed. Vendors accept or propose for appointments and confirm hires; either side may decline what is
 * still open; the buyer may cancel anything not yet over (the caller checks the time).
 */
export function nextStatus(kind: BookingKind, status: BookingStatus, actor: 'vendor' | 'buyer', action: string): BookingStatus | null {
  if (actor === 'vendor') {
    if (action === 'accept') return kind === 'appointment' && status === 'requested' ? 'accepted' : null;
    if (action === 'confirm') return kind === 'hire' && status === 'requested' ? 'confirmed' : null;
    if (action === 'propose') return kind === 'appointment' && (status === 'requested' || status === 'proposed') ? 'proposed' : null;
    if (action === 'decline') return ACTIVE_BOOKING_STATUSES.includes(status) ? 'declined' : null;
    return null;
  }
  if (action === 'accept') return kind === 'appointment' && status === 'proposed' ? 'accepted' : null;
  if (action === 'decline') return kind === 'appointment' && status === 'proposed' ? 'declined' : null;
  if (action === 'cancel') return ACTIVE_BOOKING_STATUSES.includes(status) ? 'cancelled' : null;
  return null;
}
