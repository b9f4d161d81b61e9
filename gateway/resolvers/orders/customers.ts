/**
 * A business's customers (schema/graphql/customers.graphql ⇄ schema/rest/customers.ts). Thin: the REST API
 * checks that the caller runs the business; someone else's business reads as null, as an unknown one does.
 */
import * as contract from '../../../schema/rest/customers';
import { RestError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';
import { boundedPage } from '../shared/paging';

export const customerResolvers: Resolvers = {
  Query: {
    businessCustomers: async (_root, { businessId, term, page, perPage }, ctx) => {
      if (!ctx.token || !/^\d{1,10}$/.test(businessId)) return null;
      const paging = boundedPage(page, perPage ?? 20);
      try {
        const data = await ctx.rest.call(contract.listCustomers, {
          query: { bID: Number(businessId), term: term?.trim().slice(0, 100) || undefined, page: paging.page, per_page: paging.perPage },
        });
        return { items: data.load, pageInfo: data.pageInfo };
      } catch (error) {
        if (error instanceof RestError && [401, 403, 404].includes(error.status)) return null;
        throw error;
      }
    },
  },
  Customer: {
    totalSpent: (c) => money(c.totalSpentCents, c.currency),
    // wa.me takes the number in international form, digits only.
    whatsAppUrl: (c) => `https://wa.me/${c.phone.replace(/\D/g, '')}`,
  },
};
