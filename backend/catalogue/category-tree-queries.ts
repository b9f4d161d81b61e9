/**
 * Product categories are a small tree (tens of rows), so it is read whole once per request and walked in
 * memory: descendants for "products in this category", ancestors for breadcrumbs, roll-up counts. Each
 * category's own count of public listings is kept by triggers (category_product_counts, migration 0040): the
 * tree never counts the catalogue itself.
 */
import type { RestCategory } from '../../schema/rest/categories';
import type { Db } from '../db/client';
import { categoryProductCounts, productCategories } from '../db/schema';

type CategoryRow = typeof productCategories.$inferSelect;

export interface CategoryTree {
  all: CategoryRow[];
  bySlug(slug: string): CategoryRow | undefined;
  byId(id: number): CategoryRow | undefined;
  children(id: number): CategoryRow[];
  /** The category and every category below it. */
  descendantIds(id: number): number[];
  /** Root first, the category itself excluded. */
  ancestors(id: number): CategoryRow[];
  /** Published products in the category and its descendants. */
  count(id: number): number;
  toRest(row: CategoryRow): RestCategory;
}

export async function loadCategoryTree(db: Db): Promise<CategoryTree> {
  const [all, counts] = await Promise.all([
    db.select().from(productCategories).orderBy(productCategories.menuOrder, productCategories.name),
    db.select({ categoryId: categoryProductCounts.categoryId, n: categoryProductCounts.n }).from(categoryProductCounts),
  ]);
  const byId = new Map(all.map((c) => [c.id, c]));
  const bySlug = new Map(all.map((c) => [c.slug, c]));
  const own = new Map(counts.map((c) => [c.categoryId, c.n]));
  const children = (id: number) => all.filter((c) => c.parentId === id);
  const descendantIds = (id: number): number[] => [id, ...children(id).flatMap((c) => descendantIds(c.id))];
  const count = (id: number) => descendantIds(id).reduce((sum, d) => sum + (own.get(d) ?? 0), 0);
  const ancestors = (id: number): CategoryRow[] => {
    const out: CategoryRow[] = [];
    let parent = byId.get(id)?.parentId;
    while (parent != null && out.length < 20) {
      const row = byId.get(parent);
      if (!row) break;
      out.unshift(row);
      parent = row.parentId;
    }
    return out;
  };
  return {
    all,
    bySlug: (slug) => bySlug.get(slug),
    byId: (id) => byId.get(id),
    children,
    descendantIds,
    ancestors,
    count,
    toRest: (row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      parent: row.parentId,
      description: row.description,
      image: row.image ? { url: row.image, alt: row.name, width: 400, height: 300 } : null,
      count: count(row.id),
    }),
  };
}
