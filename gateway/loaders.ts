/**
 * Per-request DataLoaders. A list of products asking for detail fields, or for their businesses, would make
 * one REST call per item; these batch and de-duplicate by key within one GraphQL request.
 */
import DataLoader from 'dataloader';
import { getBusiness } from '../schema/rest/businesses';
import { listAttributes } from '../schema/rest/categories';
import { getWishlist } from '../schema/rest/cart';
import { businessProducts, getProduct, relatedProducts } from '../schema/rest/products';
import { nullIfNotFound } from './errors';
import type { RestClient } from './rest/client';

export function createLoaders(rest: RestClient) {
  // ezw/v1 has no multi-get, so a batch fans out in parallel; the loader still collapses repeats of a key.
  const each = <K, V>(fn: (key: K) => Promise<V>) =>
    new DataLoader<K, V>((keys) => Promise.all(keys.map((k) => fn(k).catch((e: unknown) => e as Error))));
  return {
    productBySlug: each((slug: string) => rest.call(getProduct, { query: { slug } }).catch(nullIfNotFound)),
    businessBySlug: each((slug: string) => rest.call(getBusiness, { query: { bSlug: slug } }).catch(nullIfNotFound)),
    wishlist: each((_mine: 'mine') => rest.call(getWishlist)),
    // Keyed by slug and size: a list of products each asking for its related ones asks once per product.
    relatedProducts: each((key: `${string}|${number}`) => {
      const [slug, limit] = key.split('|');
      return rest.call(relatedProducts, { query: { slug, limit: Number(limit) } });
    }),
    businessProducts: each((key: `${number}|${number}|${number}`) => {
      const [bID, page, limit] = key.split('|').map(Number);
      return rest.call(businessProducts, { query: { bID, page, limit } });
    }),
    attributesByCategory: each((categoryId: number) => rest.call(listAttributes, { query: { categoryId } })),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
