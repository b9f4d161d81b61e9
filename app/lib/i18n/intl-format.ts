/**
 * Money and dates in the page's language (issue 33 §3). English keeps the site's one money formatter
 * (app/lib/money.ts, en-US "$1,234.50") so existing pages read exactly as before.
 *
 * chiShona and isiNdebele are written from CLDR's patterns held here, not asked of the runtime: workerd ships
 * Intl without sn/nd locale data and quietly falls back to American English ("Nov 27, 2026", "$6.50"), so Node
 * (full ICU) and the Worker would disagree. Dates are day-month-year in all three (as Zimbabwe writes them).
 * Intl still does the parts every runtime has — digit grouping, and the calendar day in Harare's time zone.
 */
import { formatHarareDateTime } from '~/lib/harare-time';
import { formatMoney } from '~/lib/money';
import type { Language } from './language';

/** CLDR's month names (format, wide). */
const MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  sn: ['Ndira', 'Kukadzi', 'Kurume', 'Kubvumbi', 'Chivabvu', 'Chikumi', 'Chikunguru', 'Nyamavhuvhu', 'Gunyana', 'Gumiguru', 'Mbudzi', 'Zvita'],
  nd: [
    'Zibandlela',
    'Nhlolanja',
    'Mbimbitho',
    'Mabasa',
    'Nkwenkwezi',
    'Nhlangula',
    'Ntulikazi',
    'Ncwabakazi',
    'Mpandula',
    'Mfumfu',
    'Lwezi',
    'Mpalakazi',
  ],
};

const hararesDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Africa/Harare',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The twelve month names of the language (the service worker writes offline marks with them). */
export function monthNames(language: Language): readonly string[] {
  return MONTHS[language];
}

/** Money in the language (app/lib/money.ts holds the one formatter, for server and browser alike). */
export function formatMoneyIn(language: Language, amountCents: number, currency = 'USD'): string {
  return formatMoney(amountCents, currency, language);
}

/** The calendar day in Harare, as numbers (the same in every runtime). */
export function hararesDate(date: Date | string): { day: number; month: number; year: number; time: string } {
  const parts = Object.fromEntries(hararesDay.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
  return { day: Number(parts.day), month: Number(parts.month), year: Number(parts.year), time: `${parts.hour}:${parts.minute}` };
}

/** A calendar date in Harare: "27 Lwezi 2026" in isiNdebele, "27 Mbudzi 2026" in chiShona, "27 November 2026". */
export function formatDateIn(language: Language, date: Date | string): string {
  const { day, month, year } = hararesDate(date);
  return `${day} ${MONTHS[language][month - 1]} ${year}`;
}

/** A day and time in Harare, 24-hour: "27 Mbudzi 2026, 14:05". */
export function formatDateTimeIn(language: Language, date: Date | string): string {
  return `${formatDateIn(language, date)}, ${hararesDate(date).time}`;
}

/**
 * The date the site shows, in any language: English as the site always wrote it ("27 Nov 2026"), chiShona and
 * isiNdebele from CLDR ("27 Mbudzi 2026"). Callers never choose a formatter by language.
 */
export function dayIn(language: Language, iso: string): string {
  return language === 'en' ? formatHarareDateTime(iso).split(',')[0] : formatDateIn(language, iso);
}

/** The date and time the site shows: "27 Nov 2026, 14:05 CAT" in English as before, "27 Mbudzi 2026, 14:05". */
export function dateTimeIn(language: Language, iso: string): string {
  return language === 'en' ? formatHarareDateTime(iso) : formatDateTimeIn(language, iso);
}
