/**
 * The slugs the edge-cache purge tags need (backend/cache/purge-tags.ts) for products a write changed, when
 * the write knows only their ids (an order's items putting stock back).
 */
import { eq, inArray } from 'drizzle-orm';
import type { PurgeableProduct } from './purge-tags';
import type { Db } from '../db/client';
import { businesses, products } from '../db/schema';

export async function purgeTargets(db: Db, productIds: number[]): Promise<PurgeableProduct[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  return db
    .select({ slug: products.slug, businessSlug: businesses.slug })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(inArray(products.id, ids));
}
