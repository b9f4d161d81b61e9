/**
 * The calendar's words in the page's language (issue 33 §3): navigation, the title, each day's label and each
 * entry's words, finished here (days and months from booking-dates.server.ts) so Calendar only shows strings.
 */
import type { Language } from '~/lib/i18n/language';
import type { Translate } from '~/lib/i18n/translate.server';
import { cellDayIn, dayIn, dayTimeIn, monthIn } from './booking-dates.server';
import { STATUS_KEY } from './booking-card-text.server';
import type { CalendarBooking, CalendarText } from './calendar';
import { calendarRange, type CalendarView } from './calendar-range';
import { timeLabel } from './labels';

const VIEW_WORD = { day: 'appointments.dayWord', week: 'appointments.weekWord', month: 'appointments.monthWord' } as const;

export function calendarText(t: Translate, language: Language, view: CalendarView, date: string, bookings: CalendarBooking[]): CalendarText {
  const range = calendarRange(view, date);
  const title =
    view === 'day'
      ? dayIn(language, date, true)
      : view === 'month'
        ? monthIn(language, date)
        : `${dayIn(language, range.from)} – ${dayIn(language, range.to)}`;
  return {
    label: t('appointments.calendar'),
    views: t('appointments.calendarViews'),
    previous: t('appointments.previous'),
    today: t('appointments.today'),
    next: t('appointments.next'),
    viewLabels: { day: t('appointments.day'), week: t('appointments.week'), month: t('appointments.month') },
    title,
    empty: t('appointments.nothingIn', { view: t(VIEW_WORD[view]) }),
    todayMark: t('appointments.todayMark'),
    nothingBooked: t('appointments.nothingBooked'),
    days: Object.fromEntries(range.days.map((d) => [d, view === 'month' ? cellDayIn(language, d) : dayIn(language, d)])),
    entries: Object.fromEntries(
      bookings.map((b) => [
        b.id,
        {
          lead: b.kind === 'HIRE' ? t('appointments.hire') : timeLabel(b.startsAt),
          status: STATUS_KEY[b.status] ? t(STATUS_KEY[b.status]) : b.status,
          held: b.status === 'REQUESTED' && b.lapsesAt ? t('appointments.heldUntil', { when: dayTimeIn(language, b.lapsesAt) }) : '',
        },
      ]),
    ),
  };
}
