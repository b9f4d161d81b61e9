/**
 * Delivery set by the store (issue 31): a fee of its own (the marketplace's $3.00 until it sets one), fees for
 * named towns or cities, free delivery above an order amount, or collection only. Checkout charges each store's
 * order by these terms and the buyer's city; the checkout page shows them before the order is placed.
 *
 * GET /businesses/delivery?bIDs=1,2 (public, what checkout shows) answers the terms of each business asked for;
 * PUT /business/delivery {bID, …terms} (the business's runner with 'manage') replaces them.
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';
import { bodyId, DELIVERY_FEE_CENTS } from './orders';

export const MAX_DELIVERY_ZONES = 20;
/** $500: more than any delivery within Zimbabwe costs; a typo of cents for dollars stops here. */
export const MAX_DELIVERY_FEE_CENTS = 50_000;

export const DELIVERY_MESSAGES = {
  fee: 'Enter a delivery fee from $0.00 to $500.00',
  freeAbove: 'Enter the order amount above which delivery is free, or leave it empty',
  city: 'Enter a town or city of 2 to 60 letters',
  sameCity: (city: string) => `${city} is listed twice`,
  tooManyZones: `At most ${MAX_DELIVERY_ZONES} towns and cities`,
  collectionOnly: (store: string) => `${store} only offers collection: choose collection, or remove its items from the cart`,
} as const;

const fee = z
  .number({ invalid_type_error: DELIVERY_MESSAGES.fee })
  .int(DELIVERY_MESSAGES.fee)
  .min(0, DELIVERY_MESSAGES.fee)
  .max(MAX_DELIVERY_FEE_CENTS, DELIVERY_MESSAGES.fee);

export const deliveryZone = z.object({
  city: z.string().trim().min(2, DELIVERY_MESSAGES.city).max(60, DELIVERY_MESSAGES.city),
  feeCents: fee,
});

export const deliveryTerms = z.object({
  collectionOnly: z.boolean().default(false),
  feeCents: fee.default(DELIVERY_FEE_CENTS),
  freeAboveCents: z
    .number({ invalid_type_error: DELIVERY_MESSAGES.freeAbove })
    .int(DELIVERY_MESSAGES.freeAbove)
    .min(1, DELIVERY_MESSAGES.freeAbove)
    .max(100_000_000, DELIVERY_MESSAGES.freeAbove)
    .nullable()
    .default(null),
  zones: z
    .array(deliveryZone)
    .max(MAX_DELIVERY_ZONES, DELIVERY_MESSAGES.tooManyZones)
    .default([])
    .superRefine((zones, ctx) => {
      const seen = new Set<string>();
      zones.forEach((z, i) => {
        const key = cityKey(z.city);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'city'], message: DELIVERY_MESSAGES.sameCity(z.city) });
        seen.add(key);
      });
    }),
});
export type DeliveryTerms = z.output<typeof deliveryTerms>;

/** What a store that has set nothing charges: the marketplace's flat fee, as before stores could set their own. */
export const DEFAULT_DELIVERY: DeliveryTerms = { collectionOnly: false, feeCents: DELIVERY_FEE_CENTS, freeAboveCents: null, zones: [] };

/** "Harare", " harare " and "HARARE" are one city. */
export function cityKey(city: string): string {
  return city.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * What one store's order costs to deliver to `city`: free above the store's amount, else the fee for that city
 * when the store named it, else its own fee. Null when the store only offers collection.
 */
export function deliveryFeeFor(terms: DeliveryTerms, city: string, subtotalCents: number): number | null {
  if (terms.collectionOnly) return null;
  if (terms.freeAboveCents !== null && subtotalCents >= terms.freeAboveCents) return 0;
  return terms.zones.find((z) => cityKey(z.city) === cityKey(city))?.feeCents ?? terms.feeCents;
}

const storeTerms = deliveryTerms.extend({ bID: z.number().int(), name: z.string() });
export type RestStoreDelivery = z.output<typeof storeTerms>;
export type RestDeliveryZone = z.output<typeof deliveryZone>;

export const getDeliveryTerms = defineCall({
  name: 'getDeliveryTerms',
  method: 'GET',
  path: '/businesses/delivery',
  query: z.object({
    bIDs: z
      .string({ required_error: 'bIDs is required' })
      .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'bIDs must be up to 50 business ids separated by commas')
      .transform((v) => [...new Set(v.split(',').map(Number))]),
  }),
  body: noInput,
  data: z.object({ stores: z.array(storeTerms) }),
});

export const setDeliveryTerms = defineCall({
  name: 'setDeliveryTerms',
  method: 'PUT',
  path: '/business/delivery',
  query: noInput,
  body: deliveryTerms.extend({ bID: bodyId('bID') }),
  data: z.object({ store: storeTerms }),
});
