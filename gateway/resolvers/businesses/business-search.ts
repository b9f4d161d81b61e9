/** Business search and the store finder (GET /businesses/search, /products/storeFinder): GraphQL input ⇄ the REST filters of spec §7. */
import * as search from '../../../schema/rest/search';
import type { BusinessSearchInput, Resolvers } from '../../generated/resolvers';
import { boundedPage } from '../shared/paging';
import { orUndefined, point } from '../shared/rest-query';

function toRestBusinessFilters(input: BusinessSearchInput) {
  return {
    term: orUndefined(input.term),
    city: orUndefined(input.city),
    category: orUndefined(input.category),
    coordinates: point(input.near),
    radius: orUndefined(input.radiusKm),
    sortBy: input.sortBy ? input.sortBy.toLowerCase() : undefined,
  };
}

export const businessSearchResolvers: Resolvers = {
  Query: {
    searchBusinesses: async (_root, { input, page, perPage }, ctx) => {
      const paging = boundedPage(page, perPage ?? 20);
      const data = await ctx.rest.call(search.searchBusinesses, {
        query: { ...toRestBusinessFilters(input), page: paging.page, per_page: paging.perPage },
      });
      return { items: data.load, pageInfo: data.pageInfo };
    },
    storeFinder: (_root, { near, radiusKm, category, limit }, ctx) =>
      ctx.rest.call(search.storeFinder, {
        query: { coordinates: point(near), radius: radiusKm ?? 25, category: orUndefined(category), limit: Math.min(Math.max(limit ?? 30, 1), 100) },
      }),
  },
  Business: {
    distanceKm: (b) => b.distanceKm ?? null,
  },
};
