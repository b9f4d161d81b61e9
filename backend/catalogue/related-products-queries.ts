/**
 * A product's related products (GET /products/related, and the product read's page extras): products under
 * the same parent category first (its own category before its siblings), then the same business's others,
 * best rated first. Only public products.
 *
 * At national size one query over "the family or the same store" read every listing of the family to sort them
 * (issue 30: 27× slower at 200,000 listings). So each part is asked on its own, best rated first off an index
 * that serves that order (migration 0041), at most `limit` rows each: the own category, each sibling category,
 * the store. All in one D1 batch; merged here in the one order the single query had, then the cards of the page.
 */
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { RestProductSummary } from '../../schema/rest/products';
import type { Db } from '../db/client';
import { idList } from '../db/id-list';
import { businesses, products } from '../db/schema';
import type { CategoryTree } from './category-tree-queries';
import { isPublic, summariesByIds } from './product-summary-queries';

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

interface Candidate {
  id: number;
  categoryId: number;
  rating: number;
}

/** The best rated public products `where` matches, at most `limit`: an index walk that stops at the limit. */
function bestRated(db: Db, where: SQL, limit: number) {
  return db
    .select({ id: products.id, categoryId: products.categoryId, rating: products.ratingAverage })
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .where(and(isPublic, where))
    .orderBy(desc(products.ratingAverage), asc(products.id))
    .limit(limit);
}

export async function relatedSummaries(db: Db, tree: CategoryTree, source: RelatedSource, limit: number): Promise<RestProductSummary[]> {
  if (limit === 0) return [];
  const parentId = tree.byId(source.categoryId)?.parentId;
  const family = parentId ? tree.descendantIds(parentId) : [source.categoryId];
  const siblings = family.filter((id) => id !== source.categoryId);
  const others = ne(products.id, source.id);
  const [own, ...rest] = await db.batch([
    bestRated(db, and(eq(products.categoryId, source.categoryId), others)!, limit),
    ...siblings.map((categoryId) => bestRated(db, and(eq(products.categoryId, categoryId), others)!, limit)),
    bestRated(db, and(eq(products.businessId, source.businessId), sql`${products.categoryId} not in ${idList(family)}`, others)!, limit),
  ]);
  const store = rest.pop() ?? [];
  const ids = [own, byRating(rest.flat()), store].flatMap((part) => part.map((row) => row.id)).slice(0, limit);
  return summariesByIds(db, ids);
}

/** Best rated first, then the lower id: the order each part is read in, kept across the sibling categories. */
function byRating(rows: Candidate[]): Candidate[] {
  return rows.sort((a, b) => b.rating - a.rating || a.id - b.id);
}
