/**
 * Money and dates in the page's language (issue 33 §3), through Intl with the language's Zimbabwean locale.
 * English keeps the site's one money formatter (app/lib/money.ts, en-US "$1,234.50") so existing pages read
 * exactly as before; chiShona and isiNdebele say "US$1,234.50" as their CLDR locales do.
 */
import { formatMoney } from '~/lib/money';
import { LOCALES, type Language } from './language';

const money = new Map<string, Intl.NumberFormat>();

export function formatMoneyIn(language: Language, amountCents: number, currency = 'USD'): string {
  if (language === 'en') return formatMoney(amountCents, currency);
  const id = `${language}:${currency}`;
  let f = money.get(id);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency });
    money.set(id, f);
  }
  return f.format(amountCents / 100);
}

/** A calendar date in Harare ("27 Lwezi 2026" in isiNdebele). */
export function formatDateIn(language: Language, date: Date | string): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'Africa/Harare' }).format(new Date(date));
}
