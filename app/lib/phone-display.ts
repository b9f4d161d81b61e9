/**
 * One way to show and link a phone number, whatever form it was stored in: stores created through the form keep
 * "263772146318", the seed keeps "+263 77 214 6318". A Zimbabwean number (263 and 9 digits) shows grouped as
 * people read it, "+263 77 214 6318"; any other shows as "+" and its digits. Links always carry the full
 * international number (`tel:+263…`, `https://wa.me/263…`), which every phone dials from anywhere.
 */
/**
 * The number's digits in international form, a local 0… read as Zimbabwean. Not through normalizePhone (./phone):
 * importing it here joins the two into one chunk that the product page then loads, over its JS budget.
 */
function internationalDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return digits.startsWith('0') ? `263${digits.slice(1)}` : digits;
}

/** "+263 77 214 6318" for a Zimbabwean number, "+<digits>" for another; "" for no number. */
export function displayPhone(raw: string): string {
  const digits = internationalDigits(raw);
  if (!digits) return '';
  const zw = /^263(\d{2})(\d{3})(\d{4})$/.exec(digits);
  return zw ? `+263 ${zw[1]} ${zw[2]} ${zw[3]}` : `+${digits}`;
}

/** The number as a link that dials it: tel:+263772146318. */
export const phoneHref = (raw: string) => `tel:+${internationalDigits(raw)}`;

/** A WhatsApp chat with the number, optionally with a first message typed in. */
export function whatsAppHref(raw: string, text?: string): string {
  const base = `https://wa.me/${internationalDigits(raw)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
