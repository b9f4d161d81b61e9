/**
 * The booking page in the page's language (issue 33 §3): title, figures, notice and each picker's words, days and
 * money written here (booking-page-text.ts). The API's refusals come in English (kept for API clients); those we
 * know by their wording (schema/rest/booking-rules.ts) are said in the language, any other as it came.
 */
import type { Language } from '~/lib/i18n/language';
import { formatMoneyIn } from '~/lib/i18n/intl-format';
import { translateMessage, type MessageKey, type Translate } from '~/lib/i18n/translate.server';
import { BOOKING_MESSAGES, HIRE_HOLD_HOURS, type HireQuote } from '../../../schema/rest/booking-rules';
import { dayIn, shortDayIn, weekdayIn } from './booking-dates.server';
import type { BookingPageText } from './booking-page-text';

type Money = { amountCents: number; currency: string };

export const RATE_UNIT_KEY: Record<string, MessageKey> = {
  hour: 'bookings.perHour',
  day: 'bookings.perDay',
  week: 'bookings.perWeek',
  job: 'bookings.perJob',
};

/** "$25.00 per hour" in the language. */
export const rateIn = (t: Translate, language: Language, rate: Money, unit: string | null | undefined) =>
  `${formatMoneyIn(language, rate.amountCents, rate.currency)} ${RATE_UNIT_KEY[unit ?? ''] ? t(RATE_UNIT_KEY[unit ?? '']) : ''}`;

/** A refundable deposit: "None" rather than "$0.00" when the business asks for none. */
export const depositIn = (t: Translate, language: Language, cents: number | null | undefined) =>
  cents ? formatMoneyIn(language, cents) : t('bookings.depositNone');

interface Page {
  product: {
    name: string;
    bookingKind: string;
    rate?: Money | null;
    rateUnit?: string | null;
    deposit?: Money | null;
    callOutFee?: Money | null;
    hireMaxDays: number;
  };
  days: { day: string; booked?: boolean; closed?: boolean; slots?: { free: boolean }[] }[];
  chosen: { day: string; open: string; close: string } | null;
  start: string;
  end: string;
  quote: HireQuote | null;
}

export function bookingPageText(t: Translate, language: Language, page: Page): BookingPageText {
  const { product: p } = page;
  const hire = p.bookingKind === 'HIRE';
  const figures: [string, string][] = [];
  if (p.rate) figures.push([t('bookings.rate'), rateIn(t, language, p.rate, p.rateUnit)]);
  if (hire) figures.push([t('bookings.deposit'), depositIn(t, language, p.deposit?.amountCents)]);
  else if (p.callOutFee) figures.push([t('bookings.callOut'), formatMoneyIn(language, p.callOutFee.amountCents, p.callOutFee.currency)]);
  const days = Object.fromEntries(page.days.map((d) => [d.day, shortDayIn(language, d.day)]));
  const note = t('bookings.note');
  const q = page.quote;
  return {
    title: t(hire ? 'bookings.titleHire' : 'bookings.titleService', { name: p.name }),
    back: t('bookings.back'),
    figures,
    notice: t(hire ? 'bookings.noticeHire' : 'bookings.noticeService'),
    service: hire
      ? null
      : {
          note,
          days,
          chooseDay: t('bookings.chooseDay'),
          step1: t('bookings.step1'),
          closed: t('bookings.closed'),
          free: Object.fromEntries(page.days.map((d) => [d.day, t('bookings.free', { count: (d.slots ?? []).filter((x) => x.free).length })])),
          step2: page.chosen ? t('bookings.step2', { day: dayIn(language, page.chosen.day, true) }) : '',
          closedThatDay: t('bookings.closedThatDay'),
          open: page.chosen ? t('bookings.open', { open: page.chosen.open, close: page.chosen.close }) : '',
          noTimes: t('bookings.noTimes'),
          taken: t('bookings.taken'),
          requestTime: t('bookings.requestTime'),
        },
    hire: hire
      ? {
          note,
          days,
          availability: t('bookings.availability'),
          lead: page.days.some((d) => d.booked) ? t('bookings.struck') : t('bookings.allFree', { count: page.days.length }),
          booked: t('bookings.booked'),
          limits: t('bookings.limits', { count: p.hireMaxDays, hours: HIRE_HOLD_HOURS }),
          chooseDays: t('bookings.chooseDays'),
          firstDay: t('bookings.firstDay'),
          lastDay: t('bookings.lastDay'),
          seePrice: t('bookings.seePrice'),
          clash: t('bookings.error.daysTaken'),
          bookDays: t('bookings.bookDays'),
          quote: q
            ? {
                days: t('bookings.days'),
                daysValue: t('bookings.daysValue', { count: q.days, from: dayIn(language, page.start), to: dayIn(language, page.end) }),
                hire: t('bookings.hire'),
                hireValue: formatMoneyIn(language, q.hireCents),
                deposit: t('bookings.deposit'),
                depositValue: depositIn(t, language, q.depositCents),
                total: t('bookings.total'),
                totalValue: formatMoneyIn(language, q.totalCents),
              }
            : null,
        }
      : null,
  };
}

/** The API's booking refusals we know, by their English wording, as keys. */
const REFUSALS: Record<string, MessageKey> = {
  [BOOKING_MESSAGES.notBookable]: 'bookings.error.notBookable',
  [BOOKING_MESSAGES.ownProduct]: 'bookings.error.ownProduct',
  [BOOKING_MESSAGES.chooseTime]: 'bookings.error.chooseTime',
  [BOOKING_MESSAGES.choosePeriod]: 'bookings.error.choosePeriod',
  [BOOKING_MESSAGES.past]: 'bookings.error.past',
  [BOOKING_MESSAGES.pastDay]: 'bookings.error.pastDay',
  [BOOKING_MESSAGES.endBeforeStart]: 'bookings.error.endBeforeStart',
  [BOOKING_MESSAGES.onePending]: 'bookings.error.onePending',
  [BOOKING_MESSAGES.slotTaken]: 'bookings.error.slotTaken',
  [BOOKING_MESSAGES.daysTaken]: 'bookings.error.daysTaken',
  [BOOKING_MESSAGES.create]: 'bookings.error.create',
};

/**
 * A booking refusal in the language: ours (a key), the API's known ones; one with values ("at most 90 days
 * ahead", the opening hours) is read by them as any API message is, except the closed weekday, named in the language.
 */
export function bookingRefusal(t: Translate, language: Language, message: string): string {
  const closed = /^The business is closed on (\w+)s: choose another day$/.exec(message);
  if (closed) return t('bookings.error.closed', { weekday: weekdayIn(language, closed[1]) });
  return translateMessage(t, REFUSALS[message] ?? message);
}
