/**
 * The field schemas of a business settings draft (schema/rest/business-settings.ts): each with a message that
 * names the setting, so a refusal can be shown next to it.
 */
import { z } from 'zod';
import { apiPhone } from './phone';
import { MEDIA_FILE_PATH, mediaKeyParam } from './media';
import { SOCIAL_NETWORKS, WEEKDAYS, defaultOpeningTimes, socialMessage, socialUrl, type OpeningTimesDraft } from './business-rules';
import { BUSINESS_CATEGORY_COUNT } from './business-limits';

/** Markup in a plain-text field is a mistake or an attack either way: refused with a message saying so. */
const NO_MARKUP = /<\s*\/?\s*[a-z!?]/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const text = (label: string, max: number, { min = 0, multiline = false } = {}) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} is too short (at least ${min} characters)`)
    .max(max, `${label} is too long (at most ${max} characters)`)
    .refine((v) => !NO_MARKUP.test(v), `${label} must be plain text, without HTML`)
    .refine((v) => !CONTROL.test(multiline ? v : v.replace(/[\r\n\t]/g, '\u0000')), `${label} has characters that cannot be shown`);

/** Optional text: empty becomes null (nothing stored). */
export const optionalText = (label: string, max: number) =>
  z
    .union([text(label, max), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

export const optionalPhone = z
  .union([z.string().max(30, 'The phone number is too long'), z.null()])
  .optional()
  .transform((v) => (v?.trim() ? v : null))
  .pipe(z.union([apiPhone, z.null()]));

export const webAddress = z
  .string({ invalid_type_error: 'The website must be text' })
  .trim()
  .max(200, 'The website address is too long (at most 200 characters)')
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
  .refine((v) => {
    if (!v) return true;
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'Enter the website as an address such as https://yourshop.co.zw');

/** A stored photo (the site path POST /media answers) or an https address; null removes it. */
export const photoUrl = (label: string) =>
  z
    .union([
      z
        .string({ invalid_type_error: `The ${label} must be a photo address` })
        .trim()
        .max(500, `The ${label} address is too long`)
        .refine(
          (v) =>
            (v.startsWith(MEDIA_FILE_PATH) && mediaKeyParam.safeParse(v.slice(MEDIA_FILE_PATH.length)).success) || /^https:\/\/[^\s"'<>]+$/.test(v),
          `The ${label} must be a photo you uploaded`,
        ),
      z.null(),
    ])
    .optional()
    .transform((v) => v ?? null);

const time = (label: string) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be a time` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time such as 09:00`);

const openingDay = z
  .object({ open: time('The opening time'), close: time('The closing time'), disabled: z.boolean().nullable().default(null) })
  .refine((d) => d.disabled === true || d.close > d.open, { message: 'The closing time must be after the opening time', path: ['close'] });

/** All seven days; days left out keep the defaults of spec §5. */
export const openingTimes = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, openingDay.optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<typeof openingDay>>)
  .strict('Opening times are given per weekday, monday to sunday')
  .transform((given) => ({ ...defaultOpeningTimes(), ...Object.fromEntries(Object.entries(given).filter(([, v]) => v)) }) as OpeningTimesDraft);

export const socials = z
  .object(
    Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [
        network,
        z
          .union([z.string().max(200, `${socialMessage(network)} (at most 200 characters)`), z.null()])
          .optional()
          .transform((v, ctx) => {
            const url = socialUrl(network, v ?? '');
            if (url === null) ctx.addIssue({ code: z.ZodIssueCode.custom, message: socialMessage(network) });
            return url || null;
          }),
      ]),
    ) as unknown as Record<(typeof SOCIAL_NETWORKS)[number], z.ZodType<string | null, z.ZodTypeDef, string | null | undefined>>,
  )
  .strict('Socials are facebook, linkedin, instagram, tiktok and twitter');

export const coordinate = (label: string, min: number, max: number) =>
  z
    .number({ required_error: `${label} is required`, invalid_type_error: `${label} must be a number` })
    .min(min, 'The map location must be in Zimbabwe')
    .max(max, 'The map location must be in Zimbabwe');

export const categoryIds = z
  .array(
    z
      .number({ invalid_type_error: 'Categories are ids from 1 to 14' })
      .int('Categories are ids from 1 to 14')
      .positive('Categories are ids from 1 to 14'),
    {
      invalid_type_error: 'Categories must be a list of ids',
    },
  )
  .max(BUSINESS_CATEGORY_COUNT, `At most ${BUSINESS_CATEGORY_COUNT} categories`)
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));
