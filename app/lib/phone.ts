/**
 * The phone helper (spec §5), used for every phone number the app sends: a number starting with 0 becomes
 * 263 plus the rest; a leading + is dropped. Spaces, dashes and brackets people type are removed first.
 */
export function normalizePhone(input: string): string {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (compact.startsWith('+')) return compact.slice(1);
  if (compact.startsWith('0')) return `263${compact.slice(1)}`;
  return compact;
}

/**
 * What a phone field lets through before the server applies the helper: an optional leading +, then digits
 * with the spaces and dashes people type, so 0772146318, +263772146318, 263772146318 and the part after the
 * field's +263 prefix (77 214 6318) all pass. Written for the `v` flag browsers compile `pattern` with (a
 * dash in a class must be escaped). The server checks that the result is 263 and 9 digits.
 */
export const PHONE_INPUT_PATTERN = '\\+?[0-9 \\-]{9,17}';
/** Shown by the browser when the pattern refuses a number. */
export const PHONE_INPUT_TITLE = 'A Zimbabwean mobile number, e.g. 77 214 6318, 0772146318 or +263772146318';

/**
 * The register and profile forms show a fixed +263 prefix and take the rest as digits; this joins them.
 * Someone who types the whole number anyway (0…, +263…, 263…) gets the same result.
 */
export function phoneFromLocalPart(local: string): string {
  const n = normalizePhone(local);
  return n.startsWith('263') ? n : `263${n}`;
}
