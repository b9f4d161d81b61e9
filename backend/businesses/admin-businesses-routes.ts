/**
 * The operators' stores (schema/rest/admin-businesses.ts; issue 29): moderators, finance and support read them;
 * moderators suspend and reinstate (admin-businesses-suspension.ts); finance changes or extends the owner's
 * package (admin-businesses-subscription.ts). Also the store's own read of its suspension, for the dashboard's
 * banner. Every action answers the store as it is afterwards.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/admin-businesses';
import { ADMIN_BUSINESS_MESSAGES as M } from '../../schema/rest/admin-businesses';
import type { OperatorRole } from '../../schema/rest/operators';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import type { Db } from '../db/client';
import { HttpError, mount, type BackendApp } from '../http';
import { requireOperator } from '../operators/require-operator';
import { requireBusinessAccess } from './business-access-queries';
import { businessDetail, businessesPage, suspensionOf } from './admin-businesses-queries';
import { changeSubscription } from './admin-businesses-subscription';
import { applySuspension, type SuspensionAction } from './admin-businesses-suspension';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/businesses': ['moderator', 'finance', 'support'],
  'GET /admin/businesses/:id': ['moderator', 'finance', 'support'],
  'POST /admin/businesses/:id/suspend': ['moderator'],
  'POST /admin/businesses/:id/reinstate': ['moderator'],
  'POST /admin/businesses/:id/subscription': ['finance'],
};

function idOf(c: Context): number {
  const parsed = contract.businessIdParam.safeParse(c.req.param('id'));
  if (!parsed.success) throw new HttpError(404, M.businessNotFound);
  return parsed.data;
}

async function answer(db: Db, id: number, now: Date) {
  const business = await businessDetail(db, id, now);
  if (!business) throw new HttpError(404, M.businessNotFound);
  return { business };
}

async function suspension(c: Context, db: Db, action: SuspensionAction) {
  const now = clockNow(c);
  const key = action.kind === 'suspend' ? 'POST /admin/businesses/:id/suspend' : 'POST /admin/businesses/:id/reinstate';
  const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES[key], now);
  const id = idOf(c);
  await applySuspension(c, db, operator, id, action, now);
  return answer(db, id, now);
}

export function registerAdminBusinessRoutes(app: BackendApp): void {
  mount(
    app,
    contract.listAdminBusinesses,
    async ({ db, query, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/businesses']);
      const { load, total, suspended } = await businessesPage(db, {
        status: query.status,
        search: query.search || undefined,
        page: query.page,
        perPage: query.per_page,
      });
      return { load, suspended, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: M.listBusinesses },
  );
  mount(
    app,
    contract.getAdminBusiness,
    async ({ db, c }) => {
      const now = clockNow(c);
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/businesses/:id'], now);
      return answer(db, idOf(c), now);
    },
    { failure: M.listBusinesses },
  );
  mount(app, contract.suspendBusiness, ({ db, body, c }) => suspension(c, db, { kind: 'suspend', reason: body.reason }), {
    failure: M.actOnBusiness,
  });
  mount(app, contract.reinstateBusiness, ({ db, body, c }) => suspension(c, db, { kind: 'reinstate', note: body.note ?? '' }), {
    failure: M.actOnBusiness,
  });
  mount(
    app,
    contract.changeBusinessSubscription,
    async ({ db, body, c }) => {
      const now = clockNow(c);
      const operator = await requireOperator(c, db, ADMIN_ROUTE_ROLES['POST /admin/businesses/:id/subscription'], now);
      const id = idOf(c);
      await changeSubscription(c, db, operator, id, body, now);
      return answer(db, id, now);
    },
    { failure: M.actOnBusiness },
  );
  // The store's own people (any role that runs it) read whether Musika suspended it, and why.
  mount(app, contract.getStoreSuspension, async ({ db, query, c }) => {
    await requireBusinessAccess(c, db, query.bID, 'orders');
    return suspensionOf(db, query.bID);
  });
}
