/**
 * The field rules of a product's input (schema/rest/product-input.ts), one builder per kind of value so every
 * message names its field. Money is USD cents everywhere; `dollarsToCents` turns what people type ("12.50",
 * "$1,200") into cents for the product form and the CSV import.
 */
import { z } from 'zod';

/** $100,000,000: no listing costs more; keeps sums exact integers. */
export const MAX_PRODUCT_CENTS = 10_000_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_VARIATIONS = 60;

export const PRODUCT_STATUSES = ['publish', 'draft'] as const;
export const PROPERTY_TYPES = ['house', 'flat', 'stand', 'commercial', 'farm'] as const;
export const LISTING_TYPES = ['sale', 'rent'] as const;
/** What a rental's price is for (issue 31): a property to rent is priced per month, week or day. */
export const RENT_PERIODS = ['month', 'week', 'day'] as const;
export const TITLE_TYPES = ['title deeds', 'cession', 'council lease', 'agreement of sale'] as const;
export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export const FUEL_TYPES = ['petrol', 'diesel', 'hybrid', 'electric', 'gas'] as const;
export const HIRE_RATE_UNITS = ['hour', 'day', 'week'] as const;
export const SERVICE_RATE_UNITS = ['hour', 'day', 'job'] as const;

/** Required text, trimmed, without angle brackets or control characters (it is shown on pages and in mail). */
export const text = (label: string, min: number, max: number) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} is too short (at least ${min} characters)`)
    .max(max, `${label} is too long (at most ${max} characters)`)
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(v), `${label} may not hold control characters`);

/** Free text that may be empty (descriptions); line breaks are allowed. */
export const longText = (label: string, max: number) =>
  z
    .string({ invalid_type_error: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (at most ${max} characters)`)
    .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(v), `${label} may not hold control characters`);

export const cents = (label: string, min = 1) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number of cents` })
    .int(`${label} must be a whole number of cents`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be more than 0`)
    .max(MAX_PRODUCT_CENTS, `${label} is too large`);

export const count = (label: string, min: number, max: number) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const id = (label: string) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive id`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large`);

export const oneOf = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { errorMap: () => ({ message: `${label} must be one of: ${values.join(', ')}` }) });

/** The vendor's own stock code: letters, digits, dot, dash, underscore and slash (what shops print on labels). */
export const sku = z
  .string({ invalid_type_error: 'sku must be text' })
  .trim()
  .max(64, 'sku is too long (at most 64 characters)')
  .refine((v) => /^[A-Za-z0-9._\-/]*$/.test(v), 'sku may hold only letters, digits and . _ - /');

/** An uploaded photo: a site path ('/wp-json/ezw/v1/media/file/…', '/images/…') or an https:// address. */
export const photoUrl = z
  .string({ invalid_type_error: 'each photo must be a URL' })
  .trim()
  .max(500, 'each photo URL must be at most 500 characters')
  .refine((v) => {
    if (v === '' || /[\s\\<>"']/.test(v)) return false;
    if (v.startsWith('/')) return !v.startsWith('//');
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'each photo must be an https:// URL or a site path starting with /');

/** An ISO date-time (or date) in the future — an auction that already ended cannot be listed. */
export const futureDate = (label: string) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be a date` })
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
      `${label} must be a date like 2027-03-31 or 2027-03-31T14:00`,
    )
    .refine((v) => Date.parse(v) > Date.now(), `${label} must be in the future`);

/**
 * US dollars as people type them ("12.50", "$1,200", " 7 ") → cents, or null when it is not an amount with at
 * most two decimals. Exact: digits are shifted, never multiplied as floats (0.29 * 100 is 28.999…).
 */
export function dollarsToCents(input: string): number | null {
  const v = input
    .trim()
    .replace(/^(US)?\$\s*/i, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(v) ?? /^()\.(\d{1,2})$/.exec(v);
  if (!m) return null;
  const whole = m[1] === '' ? 0 : Number(m[1]);
  const fraction = Number((m[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Cents → the dollars a form shows again ("12.50"; whole dollars without decimals: "350"). */
export function centsToDollars(value: number | null | undefined): string {
  if (value == null) return '';
  const whole = Math.floor(value / 100);
  const rest = value % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
