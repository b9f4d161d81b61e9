/**
 * The editors' product and business categories (schema/rest/admin-categories.ts; issue 29). Reads shape the small
 * tables in memory (admin-categories-queries.ts); writes are one guarded D1 batch each (admin-categories-writes.ts).
 * A write that changed something names the category's cache tags in x-musika-purge: the Worker then bumps the
 * catalogue generation, so the category menu (the layout's shared query and its static island, keyed by it) and
 * every cached category page and REST read show the change on the next request.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/admin-categories';
import { CATEGORY_KINDS, CATEGORY_MESSAGES, type CategoryKind } from '../../schema/rest/admin-categories';
import type { OperatorRole } from '../../schema/rest/operators';
import { setPurgeHeader } from '../cache/purge-tags';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { HttpError, mount, type BackendApp } from '../http';
import { requireOperator } from '../operators/require-operator';
import { paging } from './product-summary-queries';
import { categoriesPage, categoryDetail } from './admin-categories-queries';
import * as writes from './admin-categories-writes';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/categories': ['editor'],
  'GET /admin/categories/:kind/:id': ['editor'],
  'POST /admin/categories/:kind': ['editor'],
  'POST /admin/categories/:kind/:id/rename': ['editor'],
  'POST /admin/categories/:kind/:id/position': ['editor'],
  'POST /admin/categories/product/:id/move': ['editor'],
};

function kindOf(c: Context): CategoryKind {
  const kind = c.req.param('kind');
  if (!(CATEGORY_KINDS as readonly string[]).includes(kind ?? '')) throw new HttpError(404, CATEGORY_MESSAGES.notFound);
  return kind as CategoryKind;
}

function idOf(c: Context): number {
  const parsed = contract.idParam(CATEGORY_MESSAGES.notFound).safeParse(c.req.param('id'));
  if (!parsed.success) throw new HttpError(404, CATEGORY_MESSAGES.notFound);
  return parsed.data;
}

async function writer(c: Context, db: Db, route: string, kind: CategoryKind): Promise<writes.WriteContext> {
  const now = clockNow(c);
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES[route], now);
  return { c, db, operator, now, kind };
}

function answer(c: Context, written: writes.Written) {
  if (written.changed)
    setPurgeHeader(
      c,
      written.slugs.map((slug) => `category:${slug}`),
    );
  return { category: written.category, changed: written.changed };
}

export function registerAdminCategoryRoutes(app: BackendApp): void {
  const failure = { failure: CATEGORY_MESSAGES.write };
  mount(
    app,
    contract.listAdminCategories,
    async ({ db, query, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/categories']);
      const { load, total } = await categoriesPage(db, {
        kind: query.kind,
        search: query.search || undefined,
        page: query.page,
        perPage: query.per_page,
      });
      return { load, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: CATEGORY_MESSAGES.list },
  );
  mount(
    app,
    contract.getAdminCategory,
    async ({ db, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/categories/:kind/:id']);
      const category = await categoryDetail(db, kindOf(c), idOf(c));
      if (!category) throw new HttpError(404, CATEGORY_MESSAGES.notFound);
      return { category };
    },
    { failure: CATEGORY_MESSAGES.list },
  );
  mount(
    app,
    contract.addCategory,
    async ({ db, body, c }) => answer(c, await writes.addCategory(await writer(c, db, 'POST /admin/categories/:kind', kindOf(c)), body)),
    failure,
  );
  mount(
    app,
    contract.renameCategory,
    async ({ db, body, c }) => {
      const x = await writer(c, db, 'POST /admin/categories/:kind/:id/rename', kindOf(c));
      return answer(c, await writes.renameCategory(x, idOf(c), body));
    },
    failure,
  );
  mount(
    app,
    contract.positionCategory,
    async ({ db, body, c }) => {
      const x = await writer(c, db, 'POST /admin/categories/:kind/:id/position', kindOf(c));
      return answer(c, await writes.positionCategory(x, idOf(c), body.position));
    },
    failure,
  );
  mount(
    app,
    contract.moveCategory,
    async ({ db, body, c }) => {
      const x = await writer(c, db, 'POST /admin/categories/product/:id/move', 'product');
      return answer(c, await writes.moveCategory(x, idOf(c), body.parentId, body.version));
    },
    failure,
  );
}
