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
