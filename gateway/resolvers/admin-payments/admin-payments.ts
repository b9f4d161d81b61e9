/**
 * Finance's payments and refunds (schema/graphql/admin-payments.graphql ⇄ schema/rest/admin-payments.ts). Thin:
 * the REST API decides who may see or refund what. The queries let its 401/403 through as errors; a payment that
 * is not there reads as null; the refund's expected failures (bad field, not paid, already refunded) are userErrors.
 */
import * as contract from '../../../schema/rest/admin-payments';
import type { RestAdminPayment, RestAdminPaymentRow } from '../../../schema/rest/admin-payments';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../schema/rest/payments';
import { RestError, userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';
import { boundedPage } from '../shared/paging';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);
const oneOf = <T extends string>(list: readonly T[], v: string | null | undefined): T | undefined => (list.includes(v as T) ? (v as T) : undefined);

const FIELDS = /^(reference|reason): /;
function userErrors(error: unknown) {
  const message = error instanceof Error ? error.message : '';
  const field = FIELDS.exec(message)?.[1] ?? null;
  return userErrorsFrom(error, field).map((e) => ({ ...e, message: e.message.replace(FIELDS, '') }));
}

const rowOut = (p: RestAdminPaymentRow) => ({
  ...p,
  id: String(p.id),
  amount: money(p.amountCents, p.currency),
  usd: money(p.usdCents),
});

const paymentOut = (p: RestAdminPayment) => ({
  ...p,
  id: String(p.id),
  amount: money(p.amountCents, p.currency),
  usd: money(p.usdCents),
  orders: p.orders.map((o) => ({ ...o, id: String(o.id), total: money(o.totalCents) })),
  subscription: p.subscription ? { ...p.subscription, id: String(p.subscription.id) } : null,
  ads: p.ads ? { businessId: String(p.ads.businessId), businessName: p.ads.businessName, balance: money(p.ads.balanceCents) } : null,
  refund: p.refund
    ? {
        ...p.refund,
        amount: money(p.refund.amountCents, p.refund.currency),
        adsTakenBack: p.refund.adsTakenBackCents === null ? null : money(p.refund.adsTakenBackCents),
      }
    : null,
});

export const adminPaymentResolvers: Resolvers = {
  Query: {
    adminPayments: async (_root, { status, method, search, page }, ctx) => {
      const paging = boundedPage(page, 20);
      const data = await ctx.rest.call(contract.listAdminPayments, {
        query: {
          status: oneOf(PAYMENT_STATUSES, status),
          method: oneOf(PAYMENT_METHODS, method),
          search: search?.trim().slice(0, 100) || undefined,
          page: paging.page,
          per_page: paging.perPage,
        },
      });
      return { items: data.load.map(rowOut), pageInfo: data.pageInfo };
    },
    adminPayment: async (_root, { id }, ctx) => {
      if (!isId(id)) return null;
      try {
        const { payment } = await ctx.rest.call(contract.getAdminPayment, { params: { id } });
        return paymentOut(payment);
      } catch (error) {
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    refundPayment: async (_root, { input }, ctx) => {
      if (!isId(input.paymentId)) return { payment: null, userErrors: [{ field: 'paymentId', message: contract.ADMIN_PAYMENT_MESSAGES.notFound }] };
      try {
        const { payment } = await ctx.rest.call(contract.refundPayment, {
          params: { id: input.paymentId },
          body: { reference: input.reference, reason: input.reason },
        });
        return { payment: paymentOut(payment), userErrors: [] };
      } catch (error) {
        return { payment: null, userErrors: userErrors(error) };
      }
    },
  },
};
