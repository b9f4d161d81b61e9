/**
 * Billing (issue #11 item 5): the viewer's payments and their receipts. Thin: GraphQL ⇄ the REST contracts.
 * Payments are handed on as the REST paymentView, which the Payment type maps.
 */
import * as billing from '../../../schema/rest/billing';
import { nullIfNotFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';

export const billingResolvers: Resolvers = {
  Query: {
    billingPayments: async (_root, { page, perPage }, ctx) => {
      const result = await ctx.rest.call(billing.billingPayments, { query: { page: page ?? 1, per_page: perPage ?? 20 } });
      return { items: result.load.map(({ description, ...payment }) => ({ payment, description })), pageInfo: result.pageInfo };
    },
    receipt: async (_root, { reference }, ctx) => {
      const r = await ctx.rest.call(billing.billingReceipt, { query: { reference } }).catch(nullIfNotFound);
      if (!r) return null;
      const { description, ...payment } = r.payment;
      return { payment, description, seller: r.seller, buyer: r.buyer };
    },
  },
};
