/**
 * Reads of the editors' category screens (issue 29). Both category tables are small (tens of rows), so each is
 * read whole and shaped in memory, like the public tree (category-tree-queries.ts): product categories depth first
 * in menu order, business categories in their own order. Old slugs come through category_slug_redirects_category_idx.
 */
import { asc, eq } from 'drizzle-orm';
import type { CategoryKind, RestAdminCategory, RestAdminCategoryDetail } from '../../schema/rest/admin-categories';
import type { Db } from '../db/client';
import { businessCategories, categorySlugRedirects } from '../db/schema';
import { attributesOfCategory } from './admin-attributes-queries';
import { loadCategoryTree } from './category-tree-queries';

/** One category as the writes need it: the columns they guard on, in either table. */
export interface EditableCategory {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  order: number;
  image: string | null;
  version: number;
}

export interface EditableTree {
  kind: CategoryKind;
  /** Depth first, siblings in order. */
  rows: (EditableCategory & { depth: number })[];
  byId(id: number): EditableCategory | undefined;
  bySlug(slug: string): EditableCategory | undefined;
  /** In order. */
  siblingsOf(parentId: number | null): EditableCategory[];
  /** The category and everything under it. */
  descendantIds(id: number): number[];
  ancestors(id: number): EditableCategory[];
  out(row: EditableCategory): RestAdminCategory;
}

export async function loadEditableTree(db: Db, kind: CategoryKind): Promise<EditableTree> {
  let all: EditableCategory[];
  let count: (id: number) => number | null = () => null;
  if (kind === 'product') {
    const tree = await loadCategoryTree(db);
    all = tree.all.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      parentId: c.parentId,
      order: c.menuOrder,
      image: c.image,
      version: c.version,
    }));
    count = tree.count;
  } else {
    const rows = await db.select().from(businessCategories).orderBy(asc(businessCategories.position), asc(businessCategories.id));
    all = rows.map((c) => ({ id: c.id, name: c.name, slug: c.slug, parentId: null, order: c.position, image: null, version: c.version }));
  }
  // The public tree orders by (menu_order, name); the id breaks any tie left, so every screen agrees on one order.
  const ordered = [...all].sort((a, b) => a.order - b.order || (kind === 'product' ? a.name.localeCompare(b.name) : 0) || a.id - b.id);
  const byId = new Map(ordered.map((c) => [c.id, c]));
  const bySlug = new Map(ordered.map((c) => [c.slug, c]));
  const siblingsOf = (parentId: number | null) => ordered.filter((c) => c.parentId === parentId);
  const rows: EditableTree['rows'] = [];
  const walk = (parentId: number | null, depth: number, seen: Set<number>) => {
    for (const c of siblingsOf(parentId)) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      rows.push({ ...c, depth });
      walk(c.id, depth + 1, seen);
    }
  };
  walk(null, 0, new Set());
  const descendantIds = (id: number): number[] => [id, ...siblingsOf(id).flatMap((c) => descendantIds(c.id))];
  const ancestors = (id: number) => {
    const out: EditableCategory[] = [];
    let parent = byId.get(id)?.parentId ?? null;
    while (parent !== null && out.length < 20) {
      const row = byId.get(parent);
      if (!row) break;
      out.unshift(row);
      parent = row.parentId;
    }
    return out;
  };
  return {
    kind,
    rows,
    byId: (id) => byId.get(id),
    bySlug: (slug) => bySlug.get(slug),
    siblingsOf,
    descendantIds,
    ancestors,
    out: (row) => {
      const siblings = siblingsOf(row.parentId);
      return {
        id: row.id,
        kind,
        name: row.name,
        slug: row.slug,
        parentId: row.parentId,
        depth: ancestors(row.id).length,
        position: siblings.findIndex((s) => s.id === row.id),
        siblings: siblings.length,
        image: row.image,
        count: count(row.id),
        version: row.version,
      };
    },
  };
}

const containsFolded = (text: string, term: string) => text.toLowerCase().includes(term.toLowerCase());

export async function categoriesPage(db: Db, opts: { kind: CategoryKind; search?: string; page: number; perPage: number }) {
  const tree = await loadEditableTree(db, opts.kind);
  const term = opts.search?.trim();
  const matching = term ? tree.rows.filter((r) => containsFolded(r.name, term) || containsFolded(r.slug, term)) : tree.rows;
  const start = (opts.page - 1) * opts.perPage;
  return { load: matching.slice(start, start + opts.perPage).map(tree.out), total: matching.length };
}

export async function categoryDetail(db: Db, kind: CategoryKind, id: number): Promise<RestAdminCategoryDetail | null> {
  const tree = await loadEditableTree(db, kind);
  const row = tree.byId(id);
  if (!row) return null;
  const ref = (c: EditableCategory) => ({ id: c.id, name: c.name, slug: c.slug });
  if (kind === 'business') {
    return { ...tree.out(row), ancestors: [], children: [], oldSlugs: [], moveTargets: [], attributes: [] };
  }
  const rootId = tree.ancestors(id)[0]?.id ?? id;
  const below = new Set(tree.descendantIds(id));
  const [redirects, attributes] = await Promise.all([
    db.select({ slug: categorySlugRedirects.oldSlug }).from(categorySlugRedirects).where(eq(categorySlugRedirects.categoryId, id)),
    attributesOfCategory(db, rootId),
  ]);
  return {
    ...tree.out(row),
    ancestors: tree.ancestors(id).map(ref),
    children: tree.siblingsOf(id).map(ref),
    oldSlugs: redirects.map((r) => r.slug).sort(),
    moveTargets: tree.rows.filter((r) => !below.has(r.id)).map((r) => ({ ...ref(r), depth: r.depth })),
    attributes,
  };
}

/** The category that once had `oldSlug` (its current row), or null. */
export async function categoryIdForOldSlug(db: Db, oldSlug: string): Promise<number | null> {
  const [row] = await db
    .select({ id: categorySlugRedirects.categoryId })
    .from(categorySlugRedirects)
    .where(eq(categorySlugRedirects.oldSlug, oldSlug))
    .limit(1);
  return row?.id ?? null;
}
