/**
 * The editors' category writes (issue 29): add, rename, reorder, move — each one D1 batch. The batch's first
 * statement is the guarded write: it matches only the version of the row (and, for a reorder, of its siblings) that
 * this request read, and stamps the row with a key only this request knows; every other statement of the batch (the
 * siblings' new places, the redirect, the audit entry) runs only where that key landed. So two editors at once get
 * one outcome, and the one that lost writes nothing: it re-reads, and answers "nothing changed" when the other
 * editor did exactly what it asked, or 409 otherwise. An action that would change nothing answers changed: false.
 */
import { sql } from 'drizzle-orm';
import { CATEGORY_MESSAGES } from '../../schema/rest/admin-categories';
import { businessCategories, categorySlugRedirects, productCategories } from '../db/schema';
import type { Statement } from '../db/run-batch';
import { HttpError } from '../http';
import { attributesOfCategory } from './admin-attributes-queries';
import { auditWhenApplied } from '../operators/audit-log';
import {
  commit,
  fieldError,
  found,
  OBJECT,
  ORDER,
  siblingsWhere,
  slugFor,
  stamped,
  TABLE,
  unchanged,
  updateCategory,
  type WriteContext,
  type Written,
} from './admin-categories-batch';
import { loadEditableTree, type EditableTree } from './admin-categories-queries';

export type { WriteContext, Written };

export async function addCategory(
  x: WriteContext,
  body: { name: string; slug?: string; parentId?: number | null; image?: string },
): Promise<Written> {
  if (x.kind === 'business' && body.parentId) throw fieldError('parentId', CATEGORY_MESSAGES.flat);
  const tree = await loadEditableTree(x.db, x.kind);
  const parentId = body.parentId ?? null;
  if (parentId !== null && !tree.byId(parentId)) throw fieldError('parentId', CATEGORY_MESSAGES.parent);
  const slug = slugFor(body.name, body.slug);
  const image = x.kind === 'product' ? body.image || null : null;
  // The same category already there is a repeat of this action; another one holding the slug is a field error.
  const settle = (now: EditableTree): Written => {
    const holder = now.bySlug(slug);
    if (!holder) throw new HttpError(409, CATEGORY_MESSAGES.changedMeanwhile);
    if (holder.name === body.name && holder.parentId === parentId) return unchanged(now, holder);
    throw fieldError('slug', CATEGORY_MESSAGES.slugTaken(holder.name));
  };
  if (tree.bySlug(slug)) return settle(tree);
  const stamp = crypto.randomUUID();
  const t = TABLE[x.kind];
  const next = sql`coalesce((select max(${ORDER[x.kind]}) from ${t} where ${siblingsWhere(x.kind, parentId)}), -1) + 1`;
  // insert … select lists every column in table order (drizzle's): id null lets SQLite number the row.
  const statements: Statement[] = [
    x.kind === 'product'
      ? x.db.insert(productCategories).select(sql`select null, ${slug}, ${body.name}, ${parentId}, '', ${image}, ${next}, 0, 0, ${stamp}`)
      : x.db.insert(businessCategories).select(sql`select null, ${body.name}, ${slug}, ${next}, 0, ${stamp}`),
  ];
  // A live slug wins over an old one: links to it now open the new category.
  if (x.kind === 'product') statements.push(x.db.delete(categorySlugRedirects).where(sql`old_slug = ${slug}`));
  statements.push(
    auditWhenApplied(
      x.c,
      x.db,
      x.operator,
      {
        action: 'category.added',
        objectType: OBJECT[x.kind],
        objectId: sql`(select id from ${t} where edit_key = ${stamp})`,
        after: { name: body.name, slug, parentId, image },
      },
      stamped(x.kind, stamp),
      x.now,
    ),
  );
  return commit(x, statements, settle, (now) => ({ category: now.out(now.bySlug(slug)!), changed: true, slugs: [slug] }));
}

export async function renameCategory(x: WriteContext, id: number, body: { name: string; slug?: string; version?: number }): Promise<Written> {
  const tree = await loadEditableTree(x.db, x.kind);
  const row = found(tree, id);
  const slug = slugFor(body.name, body.slug);
  const settle = (now: EditableTree): Written => {
    const current = found(now, id);
    if (current.name === body.name && current.slug === slug) return unchanged(now, current);
    const holder = now.bySlug(slug);
    if (holder && holder.id !== id) throw fieldError('slug', CATEGORY_MESSAGES.slugTaken(holder.name));
    throw new HttpError(409, CATEGORY_MESSAGES.changedMeanwhile);
  };
  const holder = tree.bySlug(slug);
  const stale = body.version !== undefined && body.version !== row.version;
  if ((row.name === body.name && row.slug === slug) || (holder && holder.id !== id) || stale) return settle(tree);
  const stamp = crypto.randomUUID();
  const applied = stamped(x.kind, stamp);
  const statements: Statement[] = [updateCategory(x, { name: body.name, slug, editKey: stamp }, sql`id = ${id} and version = ${row.version}`)];
  if (x.kind === 'product' && slug !== row.slug) {
    // The old slug redirects here for good; the new one stops redirecting (to here or elsewhere): it is live now.
    statements.push(
      x.db.delete(categorySlugRedirects).where(sql`old_slug in (${slug}, ${row.slug}) and ${applied}`),
      x.db.insert(categorySlugRedirects).select(sql`select ${row.slug}, ${id} where ${applied}`),
    );
  }
  statements.push(
    auditWhenApplied(
      x.c,
      x.db,
      x.operator,
      {
        action: 'category.renamed',
        objectType: OBJECT[x.kind],
        objectId: id,
        before: { name: row.name, slug: row.slug },
        after: { name: body.name, slug },
      },
      applied,
      x.now,
    ),
  );
  return commit(x, statements, settle, (now) => ({ category: now.out(found(now, id)), changed: true, slugs: [row.slug, slug] }));
}

export async function positionCategory(x: WriteContext, id: number, position: number): Promise<Written> {
  const tree = await loadEditableTree(x.db, x.kind);
  const row = found(tree, id);
  const siblings = tree.siblingsOf(row.parentId);
  const target = Math.min(position, siblings.length - 1);
  const settle = (now: EditableTree): Written => {
    const current = found(now, id);
    if (now.siblingsOf(current.parentId).findIndex((s) => s.id === id) === target) return unchanged(now, current);
    throw new HttpError(409, CATEGORY_MESSAGES.changedMeanwhile);
  };
  const from = siblings.findIndex((s) => s.id === id);
  if (from === target) return settle(tree);
  const order = siblings.filter((s) => s.id !== id);
  order.splice(target, 0, row);
  const stamp = crypto.randomUUID();
  const applied = stamped(x.kind, stamp);
  const t = TABLE[x.kind];
  const where = siblingsWhere(x.kind, row.parentId);
  const versions = siblings.reduce((sum, s) => sum + s.version, 0);
  // Guarded by every sibling's version (their count and sum): any other write among them since our read loses us the race.
  const statements: Statement[] = [
    updateCategory(
      x,
      { order: target, editKey: stamp },
      sql`id = ${id} and version = ${row.version}
        and (select count(*) from ${t} where ${where}) = ${siblings.length}
        and (select coalesce(sum(version), 0) from ${t} where ${where}) = ${versions}`,
    ),
    ...order
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s.id !== id)
      .map(({ s, i }) => updateCategory(x, { order: i }, sql`id = ${s.id} and ${applied}`)),
    auditWhenApplied(
      x.c,
      x.db,
      x.operator,
      { action: 'category.reordered', objectType: OBJECT[x.kind], objectId: id, before: { position: from }, after: { position: target } },
      applied,
      x.now,
    ),
  ];
  return commit(x, statements, settle, (now) => ({ category: now.out(found(now, id)), changed: true, slugs: [row.slug] }));
}

export async function moveCategory(x: WriteContext, id: number, parentId: number | null, seen?: number): Promise<Written> {
  const tree = await loadEditableTree(x.db, 'product');
  const row = found(tree, id);
  const check = (now: EditableTree) => {
    if (parentId === null) return;
    if (!now.byId(parentId)) throw fieldError('parentId', CATEGORY_MESSAGES.parent);
    if (now.descendantIds(id).includes(parentId)) throw fieldError('parentId', CATEGORY_MESSAGES.cycle);
  };
  const settle = (now: EditableTree): Written => {
    const current = found(now, id);
    if (current.parentId === parentId) return unchanged(now, current);
    check(now);
    throw new HttpError(409, CATEGORY_MESSAGES.changedMeanwhile);
  };
  if (row.parentId === parentId || (seen !== undefined && seen !== row.version)) return settle(tree);
  check(tree);
  // Attributes hang on top-level categories (the public filters read the root's): one with its own stays on top.
  if (row.parentId === null && (await attributesOfCategory(x.db, id)).length > 0) throw fieldError('parentId', CATEGORY_MESSAGES.hasAttributes);
  const stamp = crypto.randomUUID();
  // Checked again inside the batch: another editor may have moved the new parent under this category meanwhile.
  const noCycle =
    parentId === null
      ? sql`1 = 1`
      : sql`not exists (with recursive up(id) as (select ${parentId} union select c.parent_id from product_categories c join up on c.id = up.id
          where c.parent_id is not null) select 1 from up where up.id = ${id})`;
  const statements: Statement[] = [
    updateCategory(
      x,
      {
        parentId,
        order: sql`coalesce((select max(menu_order) from product_categories where parent_id is ${parentId}), -1) + 1`,
        editKey: stamp,
      },
      sql`id = ${id} and version = ${row.version} and ${noCycle}`,
    ),
    auditWhenApplied(
      x.c,
      x.db,
      x.operator,
      { action: 'category.moved', objectType: OBJECT.product, objectId: id, before: { parentId: row.parentId }, after: { parentId } },
      stamped('product', stamp),
      x.now,
    ),
  ];
  return commit(x, statements, settle, (now) => ({ category: now.out(found(now, id)), changed: true, slugs: [row.slug] }));
}
