/**
 * Finance's payments and refunds (schema/rest/admin-payments.ts; issue 29): the list, one payment's page and
 * the refund. Thin: the queries and the refund batch live beside it.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/admin-payments';
import { ADMIN_PAYMENT_MESSAGES } from '../../schema/rest/admin-payments';
import type { OperatorRole } from '../../schema/rest/operators';
import { paging } from '../catalogue/product-summary-queries';
import { HttpError, mount, type BackendApp } from '../http';
import { requireOperator } from '../operators/require-operator';
import { paymentById, paymentDetail, paymentList } from './admin-payments-queries';
import { refundPayment } from './admin-refund';

/** Who may call each /admin route of this file (tests/integration/operators-role-matrix.test.ts reads it). */
export const ADMIN_ROUTE_ROLES: Record<string, readonly OperatorRole[]> = {
  'GET /admin/payments': ['finance'],
  'GET /admin/payments/:id': ['finance'],
  'POST /admin/payments/:id/refund': ['finance'],
};

function paymentIdOf(c: Context): number {
  const parsed = contract.paymentIdParam.safeParse(c.req.param('id'));
  if (!parsed.success) throw new HttpError(404, ADMIN_PAYMENT_MESSAGES.notFound);
  return parsed.data;
}

export function registerAdminPaymentRoutes(app: BackendApp): void {
  mount(
    app,
    contract.listAdminPayments,
    async ({ db, query, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/payments']);
      const { load, total } = await paymentList(db, {
        status: query.status,
        method: query.method,
        search: query.search || undefined,
        page: query.page,
        perPage: query.per_page,
      });
      return { load, pageInfo: paging(query.page, query.per_page, total) };
    },
    { failure: ADMIN_PAYMENT_MESSAGES.fetch },
  );

  mount(
    app,
    contract.getAdminPayment,
    async ({ db, c }) => {
      await requireOperator(c, db, ADMIN_ROUTE_ROLES['GET /admin/payments/:id']);
      const payment = await paymentById(db, paymentIdOf(c));
      if (!payment) throw new HttpError(404, ADMIN_PAYMENT_MESSAGES.notFound);
      return { payment: await paymentDetail(db, payment) };
    },
    { failure: ADMIN_PAYMENT_MESSAGES.fetch },
  );

  mount(
    app,
    contract.refundPayment,
    async ({ db, body, c }) => {
      const id = paymentIdOf(c);
      await refundPayment(c, db, ADMIN_ROUTE_ROLES['POST /admin/payments/:id/refund'], id, body);
      return { payment: await paymentDetail(db, (await paymentById(db, id))!) };
    },
    { failure: ADMIN_PAYMENT_MESSAGES.refund },
  );
}
