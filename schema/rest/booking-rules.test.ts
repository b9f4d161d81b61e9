import { describe, expect, it } from 'vitest';
import {
  appointmentProblem,
  BOOKING_MESSAGES as M,
  harareInstant,
  hireHoldEnds,
  hirePeriodProblem,
  hireQuote,
  hireSpan,
  holdsTime,
  lapsedAt,
  nextStatus,
  openingHoursFrom,
  overlaps,
  slotsForDay,
} from './booking-rules';

// 2026-12-01 is a Tuesday; 2026-12-06 a Sunday.
const hours = openingHoursFrom({
  tuesday: { open: '08:30', close: '12:00', disabled: false },
  sunday: { open: '09:00', close: '17:00', disabled: true },
});
const before = new Date('2026-11-30T12:00:00Z');

describe('Slot generation: slots of one hour from the opening time, each ending by closing, none that has started', () => {
  it('fills the opening hours from the opening time and drops a slot that would run past closing', () => {
    expect(slotsForDay('2026-12-01', hours, before).map((s) => s.time)).toEqual(['08:30', '09:30', '10:30']);
  });
  it('uses Harare time: 08:30 in Harare is 06:30 UTC', () => {
    expect(slotsForDay('2026-12-01', hours, before)[0]).toEqual({
      startsAt: '2026-12-01T06:30:00.000Z',
      endsAt: '2026-12-01T07:30:00.000Z',
      time: '08:30',
    });
  });
  it('has no slots on a closed day', () => {
    expect(slotsForDay('2026-12-06', hours, before)).toEqual([]);
  });
  it('leaves out slots that have started by now', () => {
    expect(slotsForDay('2026-12-01', hours, harareInstant('2026-12-01', '09:30')).map((s) => s.time)).toEqual(['10:30']);
  });
  it('gives a day with missing or broken hours the default 09:00 to 17:00', () => {
    const fallback = openingHoursFrom('{"monday": {"open": "nine"}}');
    expect(slotsForDay('2026-11-30', fallback, new Date('2026-11-29T00:00:00Z')).map((s) => s.time)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
  });
});

describe('Overlap: half-open spans overlap when they share a moment; back to back does not', () => {
  const a = { startsAt: '2026-12-01T08:00:00.000Z', endsAt: '2026-12-01T09:00:00.000Z' };
  it('overlapping, containing and identical spans overlap', () => {
    expect(overlaps(a, { startsAt: '2026-12-01T08:30:00.000Z', endsAt: '2026-12-01T09:30:00.000Z' })).toBe(true);
    expect(overlaps(a, { startsAt: '2026-12-01T07:00:00.000Z', endsAt: '2026-12-01T10:00:00.000Z' })).toBe(true);
    expect(overlaps(a, a)).toBe(true);
  });
  it('a span that starts when the other ends does not overlap', () => {
    expect(overlaps(a, { startsAt: '2026-12-01T09:00:00.000Z', endsAt: '2026-12-01T10:00:00.000Z' })).toBe(false);
  });
  it('hire periods overlap when they share a day, not when one ends the day before the other starts', () => {
    expect(overlaps(hireSpan('2026-12-01', '2026-12-03'), hireSpan('2026-12-03', '2026-12-05'))).toBe(true);
    expect(overlaps(hireSpan('2026-12-01', '2026-12-03'), hireSpan('2026-12-04', '2026-12-05'))).toBe(false);
  });
  it('a hire day covers the Harare day: from 22:00 UTC the day before', () => {
    expect(hireSpan('2026-12-01', '2026-12-01')).toEqual({ startsAt: '2026-11-30T22:00:00.000Z', endsAt: '2026-12-01T22:00:00.000Z' });
  });
});

describe('Appointment time rule: a future slot inside the opening hours, within the horizon', () => {
  it('accepts a slot start', () => {
    expect(appointmentProblem('2026-12-01T07:30:00.000Z', hours, before)).toBeNull();
  });
  it('refuses the past, a closed day, outside the hours, off the slot grid and too far ahead', () => {
    expect(appointmentProblem('2026-11-30T11:00:00.000Z', hours, before)).toBe(M.past);
    expect(appointmentProblem('2026-12-06T08:00:00.000Z', hours, before)).toBe(M.closed('Sunday'));
    expect(appointmentProblem('2026-12-01T10:30:00.000Z', hours, before)).toBe(M.outsideHours('08:30', '12:00'));
    expect(appointmentProblem('2026-12-01T05:00:00.000Z', hours, before)).toBe(M.outsideHours('08:30', '12:00'));
    expect(appointmentProblem('2026-12-01T07:00:00.000Z', hours, before)).toBe(M.offGrid);
    expect(appointmentProblem('2027-06-01T07:00:00.000Z', hours, before)).toBe(M.tooFar);
  });
});

describe('Hire period rule and pricing', () => {
  it('starts today or later, ends on or after the start, lasts at most 60 days', () => {
    expect(hirePeriodProblem('2026-12-01', '2026-12-01', '2026-12-01')).toBeNull();
    expect(hirePeriodProblem('2026-11-30', '2026-12-01', '2026-12-01')).toBe(M.pastDay);
    expect(hirePeriodProblem('2026-12-03', '2026-12-02', '2026-12-01')).toBe(M.endBeforeStart);
    expect(hirePeriodProblem('2026-12-01', '2027-01-30', '2026-12-01')).toBe(M.tooLong);
  });
  it('per day: days × rate, plus the deposit in the total', () => {
    expect(hireQuote(3500, 'day', 5000, '2026-12-01', '2026-12-03')).toEqual({ days: 3, hireCents: 10500, depositCents: 5000, totalCents: 15500 });
  });
  it('per week: whole weeks, then a seventh of the weekly rate per day, never more than a week', () => {
    expect(hireQuote(28000, 'week', null, '2026-12-01', '2026-12-07').hireCents).toBe(28000);
    expect(hireQuote(28000, 'week', null, '2026-12-01', '2026-12-09').hireCents).toBe(28000 + 2 * 4000);
    expect(hireQuote(7000, 'week', null, '2026-12-01', '2026-12-06').hireCents).toBe(6000);
  });
  it('per hour: eight hours a day', () => {
    expect(hireQuote(1200, 'hour', 0, '2026-12-01', '2026-12-02').hireCents).toBe(2 * 8 * 1200);
  });
});

describe('Status transitions', () => {
  it('the vendor accepts or proposes for appointments and confirms hires; the buyer answers proposals and cancels', () => {
    expect(nextStatus('appointment', 'requested', 'vendor', 'accept')).toBe('accepted');
    expect(nextStatus('hire', 'requested', 'vendor', 'accept')).toBeNull();
    expect(nextStatus('hire', 'requested', 'vendor', 'confirm')).toBe('confirmed');
    expect(nextStatus('appointment', 'requested', 'vendor', 'propose')).toBe('proposed');
    expect(nextStatus('appointment', 'accepted', 'vendor', 'propose')).toBeNull();
    expect(nextStatus('appointment', 'proposed', 'buyer', 'accept')).toBe('accepted');
    expect(nextStatus('appointment', 'requested', 'buyer', 'accept')).toBeNull();
    expect(nextStatus('appointment', 'proposed', 'buyer', 'decline')).toBe('declined');
    expect(nextStatus('hire', 'confirmed', 'buyer', 'cancel')).toBe('cancelled');
    expect(nextStatus('hire', 'cancelled', 'buyer', 'cancel')).toBeNull();
    expect(nextStatus('appointment', 'declined', 'vendor', 'decline')).toBeNull();
  });
});

describe('Hire holds: an unanswered hire request holds its days for 48 hours (issue 27 §4)', () => {
  const at = new Date('2026-11-30T12:00:00Z');
  const request = { status: 'requested' as const, lapsesAt: hireHoldEnds(at) };
  it('lapses 48 hours after it was made, to the millisecond', () => {
    expect(request.lapsesAt).toBe('2026-12-02T12:00:00.000Z');
    expect(holdsTime(request, new Date('2026-12-02T11:59:59.999Z'))).toBe(true);
    expect(holdsTime(request, new Date('2026-12-02T12:00:00.000Z'))).toBe(false);
    expect(lapsedAt(request, new Date('2026-12-02T12:00:00.000Z'))).toBe(true);
  });
  it('an answered booking, or one without a lapse time, keeps holding; a lapsed or declined one holds nothing', () => {
    const later = new Date('2027-01-01T00:00:00Z');
    expect(holdsTime({ status: 'confirmed', lapsesAt: request.lapsesAt }, later)).toBe(true);
    expect(holdsTime({ status: 'requested', lapsesAt: null }, later)).toBe(true);
    expect(holdsTime({ status: 'lapsed', lapsesAt: null }, at)).toBe(false);
    expect(lapsedAt({ status: 'lapsed', lapsesAt: null }, later)).toBe(false);
  });
});
