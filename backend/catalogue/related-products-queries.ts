/**
 * A product's related products (GET /products/related, and the product read's page extras): products under
 * the same parent category first (its own category before its siblings), then the same business's others,
 * best rated first. Only public products (listSummaries).
 */
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { RestProductSummary } from '../../schema/rest/products';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import type { CategoryTree } from './category-tree-queries';
import { listSummaries } from './product-summary-queries';

export interface RelatedSource {
  id: number;
  categoryId: number;
  businessId: number;
}

export async function findRelatedSource(db: Db, slug: string): Promise<RelatedSource | null> {
  const [source] = await db
    .select({ id: products.id, categoryId: products.categoryId, businessId: products.businessId })
    .from(products)
    .where(eq(products.slug, slug))
    .limit(1);
  return source ?? null;
}

export async function relatedSummaries(db: Db, tree: CategoryTree, source: RelatedSource, limit: number): Promise<RestProductSummary[]> {
  const parentId = tree.byId(source.categoryId)?.parentId;
  const family = parentId ? tree.descendantIds(parentId) : [source.categoryId];
  return listSummaries(db, {
    where: and(ne(products.id, source.id), or(inArray(products.categoryId, family), eq(products.businessId, source.businessId))),
    orderBy: [
      sql`case when ${products.categoryId} = ${source.categoryId} then 0 when ${inArray(products.categoryId, family)} then 1 else 2 end`,
      sql`${products.ratingAverage} desc`,
      products.id,
    ],
    limit,
  });
}
