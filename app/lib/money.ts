/**
 * The one money formatter: integer cents → en-US currency text (spec §9: USD, en-US). In chiShona or isiNdebele
 * (`lang`, the page's language) as CLDR writes them, "US$12.50" — by hand, because workerd's Intl has no sn/nd
 * data and would answer "$12.50" on the server while the browser says "US$12.50" (i18n/intl-format.ts).
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amountCents: number, currency = 'USD', lang = 'en'): string {
  if (lang !== 'en') {
    const sign = amountCents < 0 ? '-' : '';
    return `${sign}${currency === 'USD' ? 'US$' : `${currency}\u00a0`}${zigNumber.format(Math.abs(amountCents) / 100)}`;
  }
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, f);
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
