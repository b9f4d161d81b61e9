/**
 * The editors' attributes and their terms (schema/rest/admin-categories.ts; issue 29). Attributes hang on a
 * top-level product category (the public filters read the root's). A rename changes the name only: the slug is
 * what saved search links filter by, so it stays. Each write is one D1 batch with its audit entry; a rename is a
 * compare-and-set on the name it read (stamped with this request's key, which guards the audit entry), an add leans
 * on the unique slug — so two editors at once get one outcome, and a repeat answers changed: false.
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as contract from '../../schema/rest/admin-categories';
import { CATEGORY_MESSAGES, slugFromName, type RestAdminAttribute } from '../../schema/rest/admin-categories';
import type { OperatorRole } from '../../schema/rest/operators';
import { setPurgeHeader } from '../cache/purge-tags';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { attributes, attributeTerms } from '../db/schema';
import { constraintFailure, runBatch, type Statement } from '../db/run-batch';
import { HttpError, mount, type BackendApp } from '../http';
import { requireOperator, type Operator } from '../operators/require-operator';
import { paging } from './product-summary-queries';
import { attributeById, attributeBySlug, attributesPage, termById } from './admin-attributes-queries';
import { auditWhenApplied } from '../operators/audit-log';
import { changesOf } from '../db/run-batch';
import { loadEditableTree } from './admin-categories-queries';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/attributes': ['editor'],
  'POST /admin/attributes': ['editor'],
  'POST /admin/attributes/:id/rename': ['editor'],
  'POST /admin/attributes/:id/terms': ['editor'],
  'POST /admin/attribute-terms/:id/rename': ['editor'],
};

type Written = { attribute: RestAdminAttribute; changed: boolean };
const fieldError = (field: string, message: string) => new HttpError(400, `${field}: ${message}`);

function idOf(c: Context, message: string): number {
  const parsed = contract.idParam(message).safeParse(c.req.param('id'));
  if (!parsed.success) throw new HttpError(404, message);
  return parsed.data;
}

async function operatorFor(c: Context, db: Db, route: string) {
  const now = clockNow(c);
  return { now, operator: await requireOperator(c, db, ADMIN_ROUTE_ROLES[route], now) };
}

/** Runs an insert's batch; a unique slug taken meanwhile (or before) is settled by re-reading. */
async function insertOrSettle(db: Db, statements: Statement[], settle: () => Promise<Written>, done: () => Promise<Written>) {
  try {
    await runBatch(db, statements);
  } catch (error) {
    if (constraintFailure(error)?.kind === 'unique') return settle();
    throw error;
  }
  return done();
}

function answer(c: Context, written: Written): Written {
  if (written.changed) setPurgeHeader(c, [`attribute:${written.attribute.slug}`]);
  return written;
}

async function addAttribute(c: Context, db: Db, body: { categoryId: number; name: string; slug?: string }): Promise<Written> {
  const { now, operator } = await operatorFor(c, db, 'POST /admin/attributes');
  const category = (await loadEditableTree(db, 'product')).byId(body.categoryId);
  if (!category || category.parentId !== null) throw fieldError('categoryId', CATEGORY_MESSAGES.attributeCategory);
  const slug = body.slug || slugFromName(body.name);
  if (!slug) throw fieldError('slug', CATEGORY_MESSAGES.slug);
  const settle = async (): Promise<Written> => {
    const holder = await attributeBySlug(db, slug);
    if (holder && holder.name === body.name && holder.categoryId === body.categoryId) return { attribute: holder, changed: false };
    if (holder) throw fieldError('slug', CATEGORY_MESSAGES.slugTaken(holder.name));
    throw new HttpError(409, CATEGORY_MESSAGES.changedMeanwhile);
  };
  if (await attributeBySlug(db, slug)) return settle();
  const stamp = crypto.randomUUID();
  const statements: Statement[] = [
    db.insert(attributes).values({ slug, name: body.name, categoryId: body.categoryId, editKey: stamp }),
    auditWhenApplied(
      c,
      db,
      operator,
      {
        action: 'attribute.added',
        objectType: 'attribute',
        objectId: sql`(select id from attributes where edit_key = ${stamp})`,
        after: { name: body.name, slug, categoryId: body.categoryId },
      },
      sql`exists (select 1 from attributes where edit_key = ${stamp})`,
      now,
    ),
  ];
  return insertOrSettle(db, statements, settle, async () => ({ attribute: (await attributeBySlug(db, slug))!, changed: true }));
}

async function addTerm(c: Context, db: Db, attributeId: number, body: { name: string; slug?: string }): Promise<Written> {
  const { now, operator } = await operatorFor(c, db, 'POST /admin/attributes/:id/terms');
  const attribute = await attributeById(db, attributeId);
  if (!attribute) throw new HttpError(404, CATEGORY_MESSAGES.attributeNotFound);
  const slug = body.slug || slugFromName(body.name);
  if (!slug) throw fieldError('slug', CATEGORY_MESSAGES.slug);
  const settle = async (): Promise<Written> => {
    const fresh = (await attributeById(db, attributeId))!;
    const holder = fresh.terms.find((t) => t.slug === slug);
    if (holder && holder.name === body.name) return { attribute: fresh, changed: false };
    if (holder) throw fieldError('slug', CATEGORY_MESSAGES.slugTaken(holder.name));
    throw new HttpError(409, CATEGORY_MESSAGES.changedMeanwhile);
  };
  if (attribute.terms.some((t) => t.slug === slug)) return settle();
  const stamp = crypto.randomUUID();
  const statements: Statement[] = [
    db.insert(attributeTerms).values({ attributeId, slug, name: body.name, editKey: stamp }),
    auditWhenApplied(
      c,
      db,
      operator,
      {
        action: 'attribute_term.added',
        objectType: 'attribute_term',
        objectId: sql`(select id from attribute_terms where edit_key = ${stamp})`,
        after: { attributeId, name: body.name, slug },
      },
      sql`exists (select 1 from attribute_terms where edit_key = ${stamp})`,
      now,
    ),
  ];
  return insertOrSettle(db, statements, settle, async () => ({ attribute: (await attributeById(db, attributeId))!, changed: true }));
}

/** Renames an attribute or a term: compare-and-set on the name read, the audit entry guarded by this request's key. */
async function rename(
  c: Context,
  db: Db,
  target: { table: 'attributes' | 'attribute_terms'; id: number; attributeId: number; name: string },
  body: { name: string; previous?: string },
  operator: Operator,
  now: Date,
): Promise<Written> {
  const { name } = body;
  const reread = async () => (await attributeById(db, target.attributeId))!;
  if (target.name === name) return { attribute: await reread(), changed: false };
  if (body.previous !== undefined && body.previous !== target.name) throw new HttpError(409, CATEGORY_MESSAGES.changedMeanwhile);
  const stamp = crypto.randomUUID();
  const table = sql.raw(target.table);
  const guard = sql`id = ${target.id} and name = ${target.name}`;
  const results = await runBatch(db, [
    target.table === 'attributes'
      ? db.update(attributes).set({ name, editKey: stamp }).where(guard)
      : db.update(attributeTerms).set({ name, editKey: stamp }).where(guard),
    auditWhenApplied(
      c,
      db,
      operator,
      {
        action: target.table === 'attributes' ? 'attribute.renamed' : 'attribute_term.renamed',
        objectType: target.table === 'attributes' ? 'attribute' : 'attribute_term',
        objectId: target.id,
        before: { name: target.name },
        after: { name },
      },
      sql`exists (select 1 from ${table} where id = ${target.id} and edit_key = ${stamp})`,
      now,
    ),
  ]);
  const attribute = await reread();
  if (changesOf(results)) return { attribute, changed: true };
  const current = target.table === 'attributes' ? attribute.name : attribute.terms.find((t) => t.id === target.id)?.name;
  if (current === name) return { attribute, changed: false };
  throw new HttpError(409, CATEGORY_MESSAGES.changedMeanwhile);
}

export function registerAdminAttributeRoutes(app: BackendApp): void {
  const failure = { failure: CATEGORY_MESSAGES.attributeWrite };
  mount(
    app,
    contract.listAdminAttributes,
    async ({ db, query, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/attributes']);
      const opts = { categoryId: query.categoryId, search: query.search || undefined, page: query.page, perPage: query.per_page };
      const { load, total } = await attributesPage(db, opts);
      return { load, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: CATEGORY_MESSAGES.attributesList },
  );
  mount(app, contract.addAttribute, async ({ db, body, c }) => answer(c, await addAttribute(c, db, body)), failure);
  mount(
    app,
    contract.renameAttribute,
    async ({ db, body, c }) => {
      const { now, operator } = await operatorFor(c, db, 'POST /admin/attributes/:id/rename');
      const attribute = await attributeById(db, idOf(c, CATEGORY_MESSAGES.attributeNotFound));
      if (!attribute) throw new HttpError(404, CATEGORY_MESSAGES.attributeNotFound);
      const target = { table: 'attributes' as const, id: attribute.id, attributeId: attribute.id, name: attribute.name };
      return answer(c, await rename(c, db, target, body, operator, now));
    },
    failure,
  );
  mount(
    app,
    contract.addAttributeTerm,
    async ({ db, body, c }) => answer(c, await addTerm(c, db, idOf(c, CATEGORY_MESSAGES.attributeNotFound), body)),
    failure,
  );
  mount(
    app,
    contract.renameAttributeTerm,
    async ({ db, body, c }) => {
      const { now, operator } = await operatorFor(c, db, 'POST /admin/attribute-terms/:id/rename');
      const term = await termById(db, idOf(c, CATEGORY_MESSAGES.termNotFound));
      if (!term) throw new HttpError(404, CATEGORY_MESSAGES.termNotFound);
      const target = { table: 'attribute_terms' as const, id: term.id, attributeId: term.attributeId, name: term.name };
      return answer(c, await rename(c, db, target, body, operator, now));
    },
    failure,
  );
}
