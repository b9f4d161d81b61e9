/** ezw/v1 shopping centres (issue #13; paths not shown by the spec: ours, in its style). */
import { z } from 'zod';
import { defineCall, noInput, queryInt } from './call';
import { coordinates, pageInfo } from './shared';

const openingDay = z.object({ open: z.string(), close: z.string(), disabled: z.boolean() });

export const centreStore = z.object({
  bID: z.number().int(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  /** Shop number inside the centre. */
  unit: z.string(),
  phone: z.string().nullable(),
  whatsApp: z.string().nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** {monday: {open, close, disabled}, …} as the business set it. */
  openingTimes: z.record(openingDay),
  productCount: z.number().int(),
});
export type RestCentreStore = z.infer<typeof centreStore>;

export const shoppingCentre = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  streetAddress: z.string(),
  suburb: z.string(),
  city: z.string(),
  coordinates,
  hours: z.string(),
  parking: z.string(),
  storeCount: z.number().int(),
});
export type RestShoppingCentre = z.infer<typeof shoppingCentre>;

/** City names as stored ("Harare"); letters, spaces and dashes only. */
const cityParam = z
  .string()
  .trim()
  .min(1)
  .max(60, 'The city is too long')
  .regex(/^[\p{L} '-]+$/u, 'The city may hold only letters');

/**
 * GET /shopping-centres?city&category&page&per_page — by name; `category` is a business category id (1–14,
 * spec §3): centres with at least one store in it. Also answers the cities that have centres, for the filter.
 */
export const listShoppingCentres = defineCall({
  name: 'listShoppingCentres',
  method: 'GET',
  path: '/shopping-centres',
  query: z.object({
    city: cityParam.optional(),
    category: queryInt(1, 14).optional(),
    page: queryInt(1, 1000).default(1),
    per_page: queryInt(1, 50).default(12),
  }),
  body: noInput,
  data: z.object({ load: z.array(shoppingCentre), pageInfo, cities: z.array(z.string()) }),
});

/** GET /shopping-centre?id= — one centre with its published stores (by name); 404 when there is none. */
export const getShoppingCentre = defineCall({
  name: 'getShoppingCentre',
  method: 'GET',
  path: '/shopping-centre',
  query: z.object({ id: queryInt(1, 2_147_483_647) }),
  body: noInput,
  data: z.object({ centre: shoppingCentre, stores: z.array(centreStore) }),
});
