/** Buyer requests: post what you are looking for; vendors answer with a message, a product and a price. */
import * as requests from '../../../schema/rest/buyer-requests';
import { nullIfNotFound, userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';

export const buyerRequestResolvers: Resolvers = {
  Query: {
    buyerRequests: async (_root, { category, term, page }, ctx) => {
      const paging = { page: Math.max(1, page ?? 1), per_page: requests.BUYER_REQUESTS_PER_PAGE };
      const data =
        category || term
          ? await ctx.rest.call(requests.searchBuyerRequests, { query: { ...paging, category: category ?? undefined, rTerm: term ?? undefined } })
          : await ctx.rest.call(requests.listBuyerRequests, { query: paging });
      return { items: data.load, pageInfo: data.pageInfo };
    },
    buyerRequest: (_root, { id }, ctx) =>
      /^\d{1,12}$/.test(id) ? ctx.rest.call(requests.buyerRequestDetail, { params: { id } }).catch(nullIfNotFound) : null,
  },
  Mutation: {
    createBuyerRequest: async (_root, { input }, ctx) => {
      try {
        const data = await ctx.rest.call(requests.createBuyerRequest, {
          body: {
            title: input.title,
            description: input.description,
            categoryId: input.categoryId,
            budget: input.budgetCents ?? null,
            city: input.city,
            photos: input.photos ?? [],
          },
        });
        return { request: data.request, userErrors: [] };
      } catch (error) {
        return { request: null, userErrors: userErrorsFrom(error) };
      }
    },
    updateBuyerRequest: async (_root, { input }, ctx) => {
      try {
        const data = await ctx.rest.call(requests.updateBuyerRequest, {
          body: {
            id: Number(input.id),
            title: input.title ?? undefined,
            description: input.description ?? undefined,
            categoryId: input.categoryId ?? undefined,
            budget: input.clearBudget ? null : (input.budgetCents ?? undefined),
            city: input.city ?? undefined,
            // Anything but open or closed is refused by the API with its own message.
            status: (input.status ?? undefined) as 'open' | 'closed' | undefined,
          },
        });
        return { request: data.request, userErrors: [] };
      } catch (error) {
        return { request: null, userErrors: userErrorsFrom(error) };
      }
    },
    respondToBuyerRequest: async (_root, { input }, ctx) => {
      try {
        await ctx.rest.call(requests.createBuyerRequestResponse, {
          body: {
            requestId: Number(input.requestId),
            bID: Number(input.businessId),
            message: input.message,
            productId: input.productId ? Number(input.productId) : null,
            price: input.priceCents ?? null,
          },
        });
        return { ok: true, userErrors: [] };
      } catch (error) {
        return { ok: false, userErrors: userErrorsFrom(error) };
      }
    },
  },
  BuyerRequest: {
    id: (r) => String(r.id),
    categoryId: (r) => r.category.id,
    categoryName: (r) => r.category.name,
    budget: (r) => (r.budgetCents == null ? null : money(r.budgetCents)),
  },
  BuyerRequestResponse: {
    id: (r) => String(r.id),
    store: (r) => ({ id: String(r.business.bID), name: r.business.name, slug: r.business.slug }),
    price: (r) => (r.priceCents == null ? null : money(r.priceCents)),
  },
};
