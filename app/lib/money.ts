/** The one money formatter: integer cents → en-US currency text (spec §9: USD, en-US). */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amountCents: number, currency = 'USD'): string {
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
