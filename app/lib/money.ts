/**
 * The one money formatter: integer cents → en-US currency text (spec §9: USD, en-US). In chiShona or isiNdebele
 * (`lang`, the page's language) through Intl in that language's Zimbabwean locale ("US$12.50", as
 * i18n/intl-format.ts `formatMoneyIn` writes it).
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amountCents: number, currency = 'USD', lang = 'en'): string {
  const id = lang + currency;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'en' ? 'en-US' : `${lang}-ZW`, { style: 'currency', currency });
    formatters.set(id, f);
  }
  return f.format(amountCents / 100);
}

/** ZiG amounts by hand ("ZiG 1,234.50"): ICU builds disagree on the new ZWG code, so no Intl currency style. */
const zigNumber = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ZWG cents → "ZiG 321.60" (the currency's own name, as Zimbabweans write it on price tags). */
export function formatZig(zwgCents: number): string {
  const sign = zwgCents < 0 ? '-' : '';
  return `${sign}ZiG ${zigNumber.format(Math.abs(zwgCents) / 100)}`;
}
