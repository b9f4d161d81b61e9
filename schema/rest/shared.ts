/** Shapes several ezw/v1 domains share. */
import { z } from 'zod';

export const image = z.object({
  url: z.string(),
  alt: z.string().default(''),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type RestImage = z.infer<typeof image>;

export const coordinates = z.object({ lat: z.number(), lng: z.number() });

/**
 * Public product lists and the stores page stop counting here: counting every match of a national catalogue would
 * read every matching row on every page (issue 30). Past it, `total` is this and `totalIsCapped` says there are more.
 */
export const TOTAL_CAP = 1000;

export const pageInfo = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Set by the public product lists and the stores page: more than TOTAL_CAP match, and `total` is TOTAL_CAP. */
  totalIsCapped: z.boolean().optional(),
  /** Musika's own (issue 30): a term alone's page is ranked or sorted among only this many of its newest matches. */
  countedNewest: z.number().int().optional(),
});
export type RestPageInfo = z.infer<typeof pageInfo>;

export const PRODUCT_KINDS = [
  'general',
  'real_estate',
  'trades_services',
  'auction',
  'auction_real_estate',
  'motor_vehicle',
  'food',
  'clothing',
  'hat',
  'hire_item',
] as const;
export const productKind = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof productKind>;
