/**
 * The phone helper of spec §5, for every phone number the API takes: a number starting with 0 becomes 263
 * plus the rest; a leading + is dropped. Spaces, dashes, dots and brackets people type go first. So
 * 0772146318, +263 77 214 6318 and 263772146318 are the same number, stored as 263772146318.
 * (The app has its own copy in app/lib/phone.ts: app/ and backend/ share only the contracts, and the app
 * talks GraphQL, not this module.)
 */
import { z } from 'zod';

export function normalizePhone(input: string): string {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (compact.startsWith('+')) return compact.slice(1);
  if (compact.startsWith('0')) return `263${compact.slice(1)}`;
  return compact;
}

/** A Zimbabwean mobile number after the helper: 263 then 9 digits. */
export const ZIM_PHONE = /^263\d{9}$/;
export const PHONE_MESSAGE = 'Enter a Zimbabwean number: +263 followed by 9 digits';

/** A phone number in any of the three forms people type, normalised (spec §5). */
export const apiPhone = z.string().transform(normalizePhone).pipe(z.string().regex(ZIM_PHONE, PHONE_MESSAGE));
