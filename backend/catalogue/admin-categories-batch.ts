/**
 * What the editors' category writes share (issue 29; admin-categories-writes.ts): the write's context and answer,
 * one guarded UPDATE of either category table, the condition "this request's key landed", and the batch runner that
 * turns a lost race into a re-read. Drizzle builders throughout: D1 batches take those, not raw runs.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import { CATEGORY_MESSAGES, slugFromName, type CategoryKind, type RestAdminCategory } from '../../schema/rest/admin-categories';
import type { Db } from '../db/client';
import { businessCategories, productCategories } from '../db/schema';
import { constraintFailure, runBatch, type Statement } from '../db/run-batch';
import { HttpError } from '../http';
import type { Operator } from '../operators/require-operator';
import { changesOf } from '../db/run-batch';
import { loadEditableTree, type EditableCategory, type EditableTree } from './admin-categories-queries';

export interface WriteContext {
  c: Context;
  db: Db;
  operator: Operator;
  now: Date;
  kind: CategoryKind;
}

export interface Written {
  category: RestAdminCategory;
  changed: boolean;
  /** Slugs whose public pages the write made stale. */
  slugs: string[];
}

export const TABLE = { product: sql.raw('product_categories'), business: sql.raw('business_categories') };
export const ORDER = { product: sql.raw('menu_order'), business: sql.raw('position') };
export const OBJECT = { product: 'product_category', business: 'business_category' };
export const fieldError = (field: string, message: string) => new HttpError(400, `${field}: ${message}`);

export interface CategorySet {
  name?: string;
  slug?: string;
  parentId?: number | null;
  order?: number | SQL;
  editKey?: string;
}

/** One guarded UPDATE of either table. Bumps the version. */
export function updateCategory(x: WriteContext, set: CategorySet, where: SQL): Statement {
  const common = { name: set.name, slug: set.slug, version: sql`version + 1`, editKey: set.editKey };
  return x.kind === 'product'
    ? x.db
        .update(productCategories)
        .set({ ...common, parentId: set.parentId, menuOrder: set.order })
        .where(where)
    : x.db
        .update(businessCategories)
        .set({ ...common, position: set.order })
        .where(where);
}

export const siblingsWhere = (kind: CategoryKind, parentId: number | null): SQL => (kind === 'product' ? sql`parent_id is ${parentId}` : sql`1 = 1`);
export const stamped = (kind: CategoryKind, stamp: string): SQL => sql`exists (select 1 from ${TABLE[kind]} where edit_key = ${stamp})`;

export function found(tree: EditableTree, id: number): EditableCategory {
  const row = tree.byId(id);
  if (!row) throw new HttpError(404, CATEGORY_MESSAGES.notFound);
  return row;
}

export const unchanged = (tree: EditableTree, row: EditableCategory): Written => ({ category: tree.out(row), changed: false, slugs: [] });

/** Runs the batch; a lost race re-reads and lets `settle` say what the other editor's write means for this one. */
export async function commit(
  x: WriteContext,
  statements: Statement[],
  settle: (tree: EditableTree) => Written,
  done: (tree: EditableTree) => Written,
) {
  let results: unknown[];
  try {
    results = await runBatch(x.db, statements);
  } catch (error) {
    if (constraintFailure(error)?.kind !== 'unique') throw error;
    return settle(await loadEditableTree(x.db, x.kind));
  }
  const tree = await loadEditableTree(x.db, x.kind);
  return changesOf(results) ? done(tree) : settle(tree);
}

export function slugFor(name: string, slug: string | undefined): string {
  const chosen = slug || slugFromName(name);
  if (!chosen) throw fieldError('slug', CATEGORY_MESSAGES.slug);
  return chosen;
}
