/**
 * Booking days and times in the page's language, written on the server (issue 33 §3): English exactly as
 * labels.ts writes it; chiShona and isiNdebele from CLDR's weekday and month names held here, because workerd
 * has no sn/nd Intl data (intl-format.ts says more). Times stay 24-hour Harare time in every language.
 */
import { monthNames } from '~/lib/i18n/intl-format';
import type { Language } from '~/lib/i18n/language';
import { harareDayOf } from '../../../schema/rest/booking-rules';
import { dayLabel, monthLabel, timeLabel } from './labels';

type Names = { days: string[]; daysShort: string[]; monthsShort: string[] };

/** CLDR (sn, nd): weekdays wide and abbreviated, months abbreviated (the wide names are intl-format.ts's). */
const NAMES: Record<Exclude<Language, 'en'>, Names> = {
  sn: {
    days: ['Svondo', 'Muvhuro', 'Chipiri', 'Chitatu', 'China', 'Chishanu', 'Mugovera'],
    daysShort: ['Svo', 'Muv', 'Chp', 'Cht', 'Chn', 'Chs', 'Mug'],
    monthsShort: ['Ndi', 'Kuk', 'Kur', 'Kub', 'Chv', 'Chk', 'Chg', 'Nya', 'Gun', 'Gum', 'Mbu', 'Zvi'],
  },
  nd: {
    days: ['Sonto', 'Mvulo', 'Sibili', 'Sithathu', 'Sine', 'Sihlanu', 'Mgqibelo'],
    daysShort: ['Son', 'Mvu', 'Sib', 'Sit', 'Sin', 'Sih', 'Mgq'],
    monthsShort: ['Zib', 'Nhlo', 'Mbi', 'Mab', 'Nkw', 'Nhla', 'Ntu', 'Ncw', 'Mpan', 'Mfu', 'Lwe', 'Mpal'],
  },
};

const ENGLISH_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 'Tue 1 Dec 2026' (long: 'Tuesday 1 December 2026') for a 'YYYY-MM-DD' day, in the language. */
export function dayIn(language: Language, day: string, long = false): string {
  if (language === 'en') return dayLabel(day, long);
  const d = new Date(`${day}T00:00:00Z`);
  const n = NAMES[language];
  const [weekday, month] = long
    ? [n.days[d.getUTCDay()], monthNames(language)[d.getUTCMonth()]]
    : [n.daysShort[d.getUTCDay()], n.monthsShort[d.getUTCMonth()]];
  return `${weekday} ${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`;
}

/** The day without its year ('Tue 1 Dec'), for chips and calendar cells (English cut as it always was). */
export const shortDayIn = (language: Language, day: string) =>
  language === 'en' ? dayLabel(day).slice(0, 10) : dayIn(language, day).replace(/ \d{4}$/, '');

/** The weekday and date alone ('Tue 1'), for a month's cells. */
export const cellDayIn = (language: Language, day: string) =>
  language === 'en' ? dayLabel(day).slice(0, 6) : dayIn(language, day).split(' ').slice(0, 2).join(' ');

/** 'December 2026'. */
export function monthIn(language: Language, day: string): string {
  return language === 'en' ? monthLabel(day) : `${monthNames(language)[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** A weekday the API names in English ('Monday'), in the language. */
export function weekdayIn(language: Language, english: string): string {
  const i = ENGLISH_DAYS.indexOf(english);
  return language === 'en' || i < 0 ? english : NAMES[language].days[i];
}

/** 'Tue 1 Dec 2026, 14:05' (Harare time). */
export const dayTimeIn = (language: Language, iso: string) => `${dayIn(language, harareDayOf(iso))}, ${timeLabel(iso)}`;
