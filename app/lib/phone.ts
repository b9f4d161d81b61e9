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
 * The register and profile forms show a fixed +263 prefix and take the rest as digits; this joins them.
 * Someone who types the whole number anyway (0…, +263…, 263…) gets the same result.
 */
export function phoneFromLocalPart(local: string): string {
  const n = normalizePhone(local);
  return n.startsWith('263') ? n : `263${n}`;
}
