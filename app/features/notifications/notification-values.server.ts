/**
 * A notification's stored values made ready to read in the reader's language (issue 33 §3). The backend stores
 * plain facts (backend/notifications/notify.ts), never words it formatted in English, so each language writes
 * money and days its own way:
 * - `…Cents` (a number): money, `totalCents: 1250` → `total: "US$12.50"`;
 * - `…Day` (an ISO instant): its day in Harare, `endsDay` → `ends: "12 Kurume 2027"`;
 * - `startsAt` + `endsAt` with `booking` ('hire' | 'appointment'): the booked time as `when` (a hire's days, an
 *   appointment's day and hour), and `fromStartsAt` + `fromEndsAt` as `fromWhen` (the time first asked for).
 */
import { formatDateIn, formatDateTimeIn, formatMoneyIn } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import type { MessageValues, Translate } from '~/lib/i18n/translate.server';
import { addDays, harareDayOf } from '../../../schema/rest/booking-rules';

/** A booked time as the booking screens say it: an appointment's day and hour, a hire's first to last day. */
function spanIn(t: Translate, language: Language, booking: string, startsAt: string, endsAt: string): string {
  if (booking !== 'hire') return formatDateTimeIn(language, startsAt);
  const day = (d: string) => formatDateIn(language, `${d}T12:00:00.000Z`);
  const first = harareDayOf(startsAt);
  const last = addDays(harareDayOf(endsAt), -1);
  return first === last ? day(first) : t('notifications.dayRange', { first: day(first), last: day(last) });
}

const SPANS = [
  ['startsAt', 'endsAt', 'when'],
  ['fromStartsAt', 'fromEndsAt', 'fromWhen'],
] as const;

/** The values to say the message with, or null when the stored JSON is not a flat object of strings and numbers. */
export function valuesIn(t: Translate, language: Language, json: string | null | undefined): MessageValues | null {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const values: MessageValues = {};
    for (const [name, value] of Object.entries(parsed)) {
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      if (name.endsWith('Cents') && typeof value === 'number') values[name.slice(0, -'Cents'.length)] = formatMoneyIn(language, value);
      else if (name.endsWith('Day') && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
        values[name.slice(0, -'Day'.length)] = formatDateIn(language, value);
      else values[name] = value;
    }
    for (const [start, end, as] of SPANS) {
      const [s, e] = [values[start], values[end]];
      if (typeof s === 'string' && typeof e === 'string' && !Number.isNaN(Date.parse(s)) && !Number.isNaN(Date.parse(e)))
        values[as] = spanIn(t, language, String(values.booking ?? 'appointment'), s, e);
    }
    return values;
  } catch {
    return null;
  }
}
