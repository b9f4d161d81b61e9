/**
 * Dates shown in Zimbabwe time (CAT, UTC+2, no daylight saving). Formatted by hand rather than with Intl so
 * the server and every browser render the same text (no hydration mismatch across ICU versions).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HARARE_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * With `months` (chiShona or isiNdebele names, handed over by a loader), written as the server writes those
 * languages (intl-format.ts formatDateTimeIn: "27 Mbudzi 2026, 14:05"), for what arrives in the browser.
 */
export function formatHarareDateTime(iso: string, months?: readonly string[]): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const d = new Date(t + HARARE_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (months) return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} CAT`;
}
