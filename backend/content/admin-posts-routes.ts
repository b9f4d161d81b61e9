/**
 * The editors' content calls (schema/rest/admin-content.ts; issue 29): articles, videos, FAQs and pages. Every
 * write is one D1 batch — the stamped change (admin-posts-queries.ts, admin-pages-queries.ts) and its audit
 * entry, selected from the row carrying this request's key, so a write that lost a race (another editor's save
 * on the same revision, or the same publish twice) changes and records nothing and answers 409. Publishing,
 * unpublishing and editing a published item name its cache tags in x-musika-purge: the Worker bumps the
 * catalogue generation and the blog, knowledge base and page show the change on the next request.
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import * as contract from '../../schema/rest/admin-content';
import { ADMIN_CONTENT_MESSAGES as M, type ContentKind, type RestContentItem } from '../../schema/rest/admin-content';
import type { OperatorRole } from '../../schema/rest/operators';
import { purgeTagsForContent, setPurgeHeader } from '../cache/purge-tags';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { constraintFailure, runBatch } from '../db/run-batch';
import { HttpError, mount, type BackendApp } from '../http';
import { auditWhenApplied } from '../operators/audit-log';
import { requireOperator, type Operator } from '../operators/require-operator';
import { pageStore } from './admin-pages-queries';
import { changedFields, savedFields } from './admin-posts-fields';
import { postStore } from './admin-posts-queries';
import type { ContentStore } from './admin-posts-store';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/content': ['editor'],
  'GET /admin/content/categories': ['editor'],
  'GET /admin/content/:kind/:id': ['editor'],
  'POST /admin/content/:kind/preview': ['editor'],
  'POST /admin/content/:kind': ['editor'],
  'PUT /admin/content/:kind/:id': ['editor'],
  'POST /admin/content/:kind/:id/publish': ['editor'],
  'POST /admin/content/:kind/:id/unpublish': ['editor'],
};
const EDITORS = ADMIN_ROUTE_ROLES['GET /admin/content'];

const STORES: Record<ContentKind, ContentStore> = { post: postStore('post'), video: postStore('video'), faq: postStore('faq'), page: pageStore };

function kindOf(c: Context): ContentKind {
  const parsed = contract.contentKind.safeParse(c.req.param('kind'));
  if (!parsed.success) throw new HttpError(404, M.kind);
  return parsed.data;
}

async function existingItem(c: Context, db: Db, store: ContentStore): Promise<RestContentItem> {
  const id = contract.idParam(M.notFound).safeParse(c.req.param('id'));
  const item = id.success ? await store.byId(db, id.data) : null;
  if (!item) throw new HttpError(404, M.notFound);
  return item;
}

/** The audit entry of the row this request stamped; nothing when its write matched no row. */
function auditOfStamped(c: Context, db: Db, operator: Operator, store: ContentStore, stamp: string, at: string, action: string, facts: object) {
  const { before, after } = facts as { before?: unknown; after?: unknown };
  const stamped = sql`from ${sql.raw(store.table)} where change_key = ${stamp}`;
  return auditWhenApplied(
    c,
    db,
    operator,
    { action, objectType: store.objectType, objectId: sql`(select id ${stamped})`, before, after },
    sql`exists (select 1 ${stamped})`,
    new Date(at),
  );
}

const changes = (result: unknown) => (result as { meta?: { changes?: number } }).meta?.changes ?? 0;

/** Runs a save's batch; a slug taken by a save that landed between our check and our write is the editor's field error. */
async function saveBatch(db: Db, statements: Parameters<typeof runBatch>[1]) {
  try {
    return await runBatch(db, statements);
  } catch (error) {
    if (constraintFailure(error)?.kind === 'unique') throw new HttpError(400, `slug: ${M.slugTaken}`);
    throw error;
  }
}

async function setStatus(c: Context, db: Db, to: 'published' | 'draft') {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, EDITORS, now);
  const kind = kindOf(c);
  const store = STORES[kind];
  const item = await existingItem(c, db, store);
  const already = to === 'published' ? M.alreadyPublished : M.alreadyDraft;
  if (item.status === to) throw new HttpError(409, already);
  const stamp = crypto.randomUUID();
  const at = now.toISOString();
  const [write] = await runBatch(db, [
    store.setStatus(db, item.id, to, stamp, at),
    auditOfStamped(c, db, operator, store, stamp, at, to === 'published' ? 'content.published' : 'content.unpublished', {
      before: { kind, slug: item.slug, status: item.status },
      after: { kind, slug: item.slug, status: to },
    }),
  ]);
  // Another editor did the same a moment before: theirs stands, ours wrote nothing.
  if (!changes(write)) throw new HttpError(409, already);
  setPurgeHeader(c, purgeTagsForContent(kind, item.slug));
  return { item: (await store.byId(db, item.id))! };
}

export function registerAdminContentRoutes(app: BackendApp): void {
  const failure = { failure: M.saveContent };
  mount(
    app,
    contract.listAdminContent,
    async ({ db, query, c }) => {
      await requireOperator(c, db, EDITORS);
      const list = { status: query.status, search: query.search || undefined, page: query.page, perPage: query.per_page };
      const { load, total } = await STORES[query.kind].list(db, list);
      return { load, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: M.listContent },
  );

  mount(app, contract.listContentCategories, async ({ db, query, c }) => {
    await requireOperator(c, db, EDITORS);
    return { load: await STORES[query.kind].categories(db) };
  });

  mount(app, contract.getAdminContent, async ({ db, c }) => {
    await requireOperator(c, db, EDITORS);
    return { item: await existingItem(c, db, STORES[kindOf(c)]) };
  });

  mount(app, contract.previewContent, async ({ db, body, c }) => {
    await requireOperator(c, db, EDITORS);
    const kind = kindOf(c);
    const store = STORES[kind];
    const fields = await savedFields(db, store, { kind, input: body, preview: true });
    const categoryName = (await store.categories(db)).find((cat) => cat.id === fields.categoryId)?.name ?? null;
    const { slug, title, excerpt, content, image, videoUrl, durationSeconds, authorName } = fields;
    return { preview: { slug, title, excerpt, content, categoryName, image, videoUrl, durationSeconds, authorName } };
  });

  mount(
    app,
    contract.createContent,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const operator = await requireOperator(c, db, EDITORS, now);
      const kind = kindOf(c);
      const store = STORES[kind];
      const fields = await savedFields(db, store, { kind, input: body });
      const stamp = crypto.randomUUID();
      const at = now.toISOString();
      await saveBatch(db, [
        store.insert(db, fields, stamp, at),
        auditOfStamped(c, db, operator, store, stamp, at, 'content.created', {
          after: { kind, slug: fields.slug, title: fields.title, status: 'draft' },
        }),
      ]);
      const item = await store.byStamp(db, stamp);
      if (!item) throw new Error('a created item was not found by its stamp');
      return { item };
    },
    { status: 201, ...failure },
  );

  mount(
    app,
    contract.updateContent,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const operator = await requireOperator(c, db, EDITORS, now);
      const kind = kindOf(c);
      const store = STORES[kind];
      const item = await existingItem(c, db, store);
      const { revision, ...input } = body;
      const fields = await savedFields(db, store, { kind, input, existing: item });
      const { before, after, changed } = changedFields(item, fields);
      // The same save twice (a resubmitted form): nothing to write, nothing to record, and the editor is told.
      if (!changed) return { item, changed: false };
      if (revision !== item.revision) throw new HttpError(409, M.stale);
      const stamp = crypto.randomUUID();
      const at = now.toISOString();
      const [write] = await saveBatch(db, [
        store.update(db, item.id, revision, fields, stamp, at),
        auditOfStamped(c, db, operator, store, stamp, at, 'content.updated', { before: { kind, ...before }, after: { kind, ...after } }),
      ]);
      if (!changes(write)) throw new HttpError(409, M.stale);
      if (item.status === 'published') setPurgeHeader(c, purgeTagsForContent(kind, item.slug));
      return { item: (await store.byId(db, item.id))!, changed: true };
    },
    failure,
  );

  mount(app, contract.publishContent, ({ db, c }) => setStatus(c, db, 'published'), failure);
  mount(app, contract.unpublishContent, ({ db, c }) => setStatus(c, db, 'draft'), failure);
}
