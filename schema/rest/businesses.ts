/** ezw/v1 business reads (spec §7 "Business and ads"). */
import { z } from 'zod';
import { defineCall, noInput, slugParam } from './call';
import { coordinates } from './shared';

export const businessSummary = z.object({
  bID: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  city: z.string(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  productCount: z.number().int(),
  isPromoted: z.boolean(),
});
export type RestBusinessSummary = z.infer<typeof businessSummary>;

/** A business's address as the API answers it (the storefront and the owner's settings draft alike). */
export const businessAddress = z.object({
  shopAddress: z.string().nullable(),
  streetAddress: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
});

const openingDay = z.object({ open: z.string(), close: z.string(), disabled: z.boolean() });

export const businessDetail = businessSummary.extend({
  description: z.string(),
  coverImage: z.string().nullable(),
  phone: z.string().nullable(),
  whatsApp: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  address: businessAddress,
  openingTimes: z.record(openingDay),
  socials: z.record(z.string()),
  coordinates,
});
export type RestBusinessDetail = z.infer<typeof businessDetail>;

const limit = z.coerce
  .number()
  .int()
  .refine((n) => n === -1 || (n >= 1 && n <= 100), 'limit must be -1 (all) or between 1 and 100')
  .default(-1);

/**
 * How many stores one answer of "all" (limit -1) holds at most: a national list of thousands is paged (issue 30:
 * no public read may read more than 5,000 rows, and a store costs ~9 of them). Below it, -1 answers every store.
 */
export const ALL_STORES_PAGE = 250;

/**
 * GET /businesses?limit=&after= — published businesses, newest first; -1 means all, ALL_STORES_PAGE at a time.
 * `after` is the bID of the last store of the previous answer: the next answer goes on from it, so a client pages
 * through every store by asking again until an answer holds fewer stores than it asked for.
 */
export const listBusinesses = defineCall({
  name: 'listBusinesses',
  method: 'GET',
  path: '/businesses',
  query: z.object({ limit, after: z.coerce.number().int().positive('after must be the bID of a store').optional() }),
  body: noInput,
  data: z.object({ load: z.array(businessSummary) }),
  unwrap: 'load',
});

/** GET /businesses/promoted/?limit= */
export const promotedBusinesses = defineCall({
  name: 'promotedBusinesses',
  method: 'GET',
  path: '/businesses/promoted/',
  query: z.object({ limit }),
  body: noInput,
  data: z.object({ load: z.array(businessSummary) }),
  unwrap: 'load',
});

/** POST /business?bSlug= — answers `data`. */
export const getBusiness = defineCall({
  name: 'getBusiness',
  method: 'POST',
  path: '/business',
  query: z.object({ bSlug: slugParam }),
  body: noInput,
  data: businessDetail,
});
