/**
 * ezw/v1 business settings (spec §3 "Business settings draft", §7 POST /business/create, PUT /business/update):
 * a vendor creates a business and edits its whole settings draft. Musika adds GET /business/settings?bID= so
 * the edit form starts from what is stored.
 *
 * Who: every call needs a login. Create: the vendor role, an active subscription and room under the package's
 * `businesses` limit (-1 unlimited), else 403 with one of BUSINESS_MESSAGES (the app shows an upgrade link).
 * Read and update: the business's runner only (requireBusinessRunner: 404 unknown, 403 someone else's).
 *
 * Slugs: made from the name (unique: -2, -3… on a clash with any business's slug or old slug) and kept while
 * the name keeps making the same slug. Renaming moves the business to a new slug and records the old one;
 * POST /business?bSlug=<old> then answers the business under its new slug (the storefront redirects, 301).
 *
 * Create answers 201. Update is partial: keys left out keep their stored value. Both answer the stored draft.
 * Remote ezw/v1 deployments may answer 2xx with `data: {code: 500, message}` for a failed write (spec §8): the
 * answer schemas accept that shape and the gateway treats it as a failure showing `message`.
 */
import { z } from 'zod';
import { defineCall } from './call';
import { SOCIAL_NETWORKS, WEEKDAYS, defaultOpeningTimes } from './business-rules';
import { categoryIds, coordinate, openingTimes, optionalPhone, optionalText, photoUrl, socials, text, webAddress } from './business-fields';
import { BUSINESS_CATEGORY_COUNT, BUSINESS_STATUSES, MAX_BUSINESS_DESCRIPTION, MAX_BUSINESS_NAME } from './business-limits';
import { ZIMBABWE_BOUNDS } from './zimbabwe-places';
import { businessAddress } from './businesses';

export { BUSINESS_CATEGORY_COUNT, BUSINESS_STATUSES, MAX_BUSINESS_DESCRIPTION, MAX_BUSINESS_NAME };

export const BUSINESS_MESSAGES = {
  notVendor: 'Only vendors can create a business',
  noSubscription: 'You need an active subscription to create a business',
  limitReached: (packageName: string, limit: number) =>
    `Your ${packageName} package allows ${limit} ${limit === 1 ? 'business' : 'businesses'}. Upgrade your package to add another.`,
  unknownCategory: (id: number) => `Unknown business category: ${id}`,
  unknownPlace: (city: string) => `Choose the map location: we do not know where ${city} is`,
  provinceRequired: 'Enter the province',
} as const;

/** The settings draft a client sends (spec §3); optional keys default as a new business would have them. */
export const businessDraftInput = z
  .object({
    status: z.enum(BUSINESS_STATUSES, { errorMap: () => ({ message: "status must be 'publish' or 'draft'" }) }).default('publish'),
    name: text('The business name', MAX_BUSINESS_NAME, { min: 2 }),
    description: z
      .union([text('The description', MAX_BUSINESS_DESCRIPTION, { multiline: true }), z.null()])
      .optional()
      .transform((v) => v ?? ''),
    categories: categoryIds.default([]),
    phone: optionalPhone,
    whatsApp: optionalPhone,
    email: z
      .union([
        z.string().trim().max(254, 'The email address is too long').email('Enter an email address such as sales@yourshop.co.zw').toLowerCase(),
        z.literal(''),
        z.null(),
      ])
      .optional()
      .transform((v) => v || null),
    website: z
      .union([webAddress, z.null()])
      .optional()
      .transform((v) => v || null),
    address: z
      .object({
        shopAddress: optionalText('The shop address', 120),
        streetAddress: optionalText('The street address', 120),
        suburb: optionalText('The suburb', 60),
        city: text('The city', 60, { min: 1 }),
        province: optionalText('The province', 60),
        country: z
          .string({ invalid_type_error: 'Musika lists businesses in Zimbabwe' })
          .refine((v): boolean => v === 'Zimbabwe', 'Musika lists businesses in Zimbabwe')
          .default('Zimbabwe'),
      })
      .strict('Unknown address field'),
    /** The map pin; left out, the city's centre (schema/rest/zimbabwe-places.ts). */
    location: z
      .object({
        lat: coordinate('The latitude', ZIMBABWE_BOUNDS.minLat, ZIMBABWE_BOUNDS.maxLat),
        lng: coordinate('The longitude', ZIMBABWE_BOUNDS.minLng, ZIMBABWE_BOUNDS.maxLng),
      })
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    openingTimes: openingTimes.optional().transform((v) => v ?? defaultOpeningTimes()),
    socials: socials.optional().transform((v) => v ?? Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, null]))),
    logo: photoUrl('logo'),
    coverImage: photoUrl('cover image'),
  })
  .strict('Unknown business setting');
export type BusinessDraftInput = z.input<typeof businessDraftInput>;
export type BusinessDraftValues = z.output<typeof businessDraftInput>;

const bID = z
  .number({ required_error: 'bID is required', invalid_type_error: 'bID must be a number' })
  .int('bID must be a whole number')
  .positive('bID must be a positive id')
  .max(Number.MAX_SAFE_INTEGER, 'bID is too large');

/** PUT body: the business and the settings that change (keys left out keep their value). */
export const businessUpdateInput = businessDraftInput.partial().extend({ bID }).strict('Unknown business setting');

const storedDay = z.object({ open: z.string(), close: z.string(), disabled: z.boolean().nullable() });

/** The stored draft, as the edit form needs it. */
export const businessSettings = z.object({
  bID: z.number().int(),
  slug: z.string(),
  status: z.enum(BUSINESS_STATUSES),
  name: z.string(),
  description: z.string(),
  categories: z.array(z.number().int()),
  phone: z.string().nullable(),
  whatsApp: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  address: businessAddress,
  location: z.object({ lat: z.number(), lng: z.number() }),
  openingTimes: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, storedDay])) as Record<(typeof WEEKDAYS)[number], typeof storedDay>),
  socials: z.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string().nullable().default(null)])) as Record<
      (typeof SOCIAL_NETWORKS)[number],
      z.ZodDefault<z.ZodNullable<z.ZodString>>
    >,
  ),
  logo: z.string().nullable(),
  coverImage: z.string().nullable(),
});
export type RestBusinessSettings = z.infer<typeof businessSettings>;

/** Spec §8: a remote API may report a failed create or update as `data: {code: 500, message}`. */
export const writeFailure = z.object({ code: z.literal(500), message: z.string().optional() }).passthrough();
export type RestWriteFailure = z.infer<typeof writeFailure>;
const writeAnswer = z.union([writeFailure, businessSettings]);

/** POST /business/create → 201 the stored draft. */
export const createBusiness = defineCall({
  name: 'createBusiness',
  method: 'POST',
  path: '/business/create',
  query: z.object({}).strip(),
  body: businessDraftInput,
  data: writeAnswer,
});

/** PUT /business/update {bID, …changes} → the stored draft. */
export const updateBusiness = defineCall({
  name: 'updateBusiness',
  method: 'PUT',
  path: '/business/update',
  query: z.object({}).strip(),
  body: businessUpdateInput,
  data: writeAnswer,
});

/** GET /business/settings?bID= (Musika) → the stored draft of one of the caller's businesses. */
export const getBusinessSettings = defineCall({
  name: 'getBusinessSettings',
  method: 'GET',
  path: '/business/settings',
  query: z.object({
    bID: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), bID),
  }),
  body: z.object({}).strip(),
  data: businessSettings,
});
