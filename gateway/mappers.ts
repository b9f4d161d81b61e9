/**
 * What resolvers receive as parents: the REST shapes. Lists give summaries; detail fields are loaded on
 * demand (gateway/loaders.ts), so a parent may be a summary or a full detail.
 */
import type { RestBusinessDetail, RestBusinessSummary } from '../schema/rest/businesses';
import type { RestRemovedCartLine } from '../schema/rest/cart';
import type { RestOrder, RestTrackedOrder } from '../schema/rest/orders';
import type { RestProductDetail, RestProductSummary } from '../schema/rest/products';

/** Search results add the distance from the searched point. */
export type ProductParent = RestProductSummary & Partial<RestProductDetail> & { distanceKm?: number | null };

/** Products name their business by id, slug and name only; the rest is loaded when asked. */
export type BusinessParent = Pick<RestBusinessSummary, 'slug' | 'name'> & { bID: number } & Partial<RestBusinessDetail> & {
    distanceKm?: number | null;
  };

export type VariationParent = RestProductDetail['variations'][number];

/** A cart line as resolvers see it, priced: from the server cart or from a client-kept cart's preview. */
export interface CartLineParent {
  product: ProductParent;
  variationId: number;
  quantity: number;
  unitPriceCents: number;
  variation: RestProductDetail['variations'][number] | null;
  unavailable: boolean;
}

export interface CartParent {
  lines: CartLineParent[];
  /** Lines the API left out (unpublished, sold out, the buyer's own product), with the notice to show. */
  removed: RestRemovedCartLine[];
}

/** Orders from the buyer's calls are full; tracked ones carry no contact details (marked `tracked`). */
export type OrderParent = RestOrder | (RestTrackedOrder & { tracked: true });
export type { RestOrderItem as OrderItemParent } from '../schema/rest/orders';
