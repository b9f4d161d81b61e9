/**
 * What resolvers receive as parents: the REST shapes. Lists give summaries; detail fields are loaded on
 * demand (gateway/loaders.ts), so a parent may be a summary or a full detail.
 */
import type { RestBusinessDetail, RestBusinessSummary } from '../schema/rest/businesses';
import type { RestProductDetail, RestProductSummary } from '../schema/rest/products';

/** Search results add the distance from the searched point. */
export type ProductParent = RestProductSummary & Partial<RestProductDetail> & { distanceKm?: number | null };

/** Products name their business by id, slug and name only; the rest is loaded when asked. */
export type BusinessParent = Pick<RestBusinessSummary, 'slug' | 'name'> & { bID: number } & Partial<RestBusinessDetail> & {
  distanceKm?: number | null;
};

export type VariationParent = RestProductDetail['variations'][number];

/** A cart line as resolvers see it: the product (summary or detail), the variation id (0: none), quantity. */
export interface CartLineParent {
  product: ProductParent;
  variationId: number;
  quantity: number;
}

export interface CartParent {
  lines: CartLineParent[];
}
