/**
 * GET /admin/overview (what waits for operators, today's activity) and GET /admin/audit (the append-only log,
 * paged and filtered; there is no call that edits or deletes it). Both behind requireOperator.
 */
import * as contract from '../../schema/rest/operators';
import { OPERATOR_ROLES, type OperatorRole } from '../../schema/rest/operators';
import { paging } from '../catalogue/product-summary-queries';
import { clockNow } from '../clock';
import { mount, type BackendApp } from '../http';
import { auditPage, operatorsList, overview } from './overview-queries';
import { requireOperator } from './require-operator';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  // Every operator starts here: the counts are what waits for somebody, whatever their role.
  'GET /admin/overview': OPERATOR_ROLES,
  // Who did what is for admins: operators do not investigate each other.
  'GET /admin/audit': ['admin'],
};

export function registerOverviewRoutes(app: BackendApp): void {
  mount(
    app,
    contract.getAdminOverview,
    async ({ db, c }) => {
      const now = clockNow(c);
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/overview'], now);
      return overview(db, now);
    },
    { failure: 'The overview could not be loaded. Please try again.' },
  );

  mount(
    app,
    contract.listAudit,
    async ({ db, query, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/audit']);
      const [{ load, total }, operators] = await Promise.all([auditPage(db, { ...query, perPage: query.per_page }), operatorsList(db)]);
      return { load, operators, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: 'The audit log could not be loaded. Please try again.' },
  );
}
