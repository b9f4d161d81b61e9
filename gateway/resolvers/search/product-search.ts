/** Product search and its facets, also for one business's products: GraphQL input ⇄ the REST filters of spec §7. */
import * as search from '../../../schema/rest/search';
import type { ProductSearchInput, Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';
import { boundedPage } from '../shared/paging';
import { orUndefined, point } from '../shared/rest-query';

const dollars = (cents: number | null | undefined) => (cents == null ? '' : (Math.max(0, cents) / 100).toFixed(2));

/** The REST query for a GraphQL search input; absent filters are left out of the URL. */
export function toRestFilters(input: ProductSearchInput) {
  return {
    term: orUndefined(input.term),
    category: orUndefined(input.category),
    bID: orUndefined(input.businessId),
    bTerm: orUndefined(input.businessTerm),
    coordinates: point(input.near),
    radius: orUndefined(input.radiusKm),
    priceRange:
      input.priceMinCents != null || input.priceMaxCents != null ? `${dollars(input.priceMinCents)}-${dollars(input.priceMaxCents)}` : undefined,
    attributes: input.attributes?.length ? input.attributes : undefined,
    saleType: input.saleTypes?.length ? input.saleTypes.map((s) => s.toLowerCase()) : undefined,
    kind: input.kinds?.length ? input.kinds.map((k) => k.toLowerCase()) : undefined,
    bedrooms: orUndefined(input.bedrooms),
    propertyType: orUndefined(input.propertyType),
    listingType: orUndefined(input.listingType),
    make: orUndefined(input.make),
    model: orUndefined(input.model),
    yearMin: orUndefined(input.yearMin),
    yearMax: orUndefined(input.yearMax),
    mileageMax: orUndefined(input.mileageMax),
    transmission: orUndefined(input.transmission),
    fuelType: orUndefined(input.fuelType),
  };
}

export const productSearchResolvers: Resolvers = {
  Query: {
    search: async (_root, { input, sortBy, page, perPage }, ctx) => {
      const paging = boundedPage(page, perPage ?? 20);
      const data = await ctx.rest.call(search.searchProducts, {
        query: { ...toRestFilters(input), sortBy: sortBy ? sortBy.toLowerCase() : undefined, page: paging.page, per_page: paging.perPage },
      });
      return { items: data.load, pageInfo: data.pageInfo };
    },
    searchFacets: async (_root, { input }, ctx) => {
      const query = toRestFilters(input);
      // Our API answers the attribute facets with the others; another is asked both at once, never in a waterfall.
      const [summary, asked] = await Promise.all([
        ctx.rest.call(search.searchFilter, { query }),
        ctx.extensions ? undefined : ctx.rest.call(search.searchFilterAttributes, { query }),
      ]);
      const attributes = asked ?? summary.attributes ?? (await ctx.rest.call(search.searchFilterAttributes, { query }));
      return {
        total: summary.total,
        countedNewest: summary.countedNewest ?? null,
        categories: summary.categories.map((c) => ({ ...c, id: String(c.id), parentId: c.parent ? String(c.parent) : null })),
        price: {
          min: summary.price.minCents == null ? null : money(summary.price.minCents),
          max: summary.price.maxCents == null ? null : money(summary.price.maxCents),
        },
        saleTypes: summary.saleTypes,
        kinds: summary.kinds.map((k) => ({ value: k.value.toUpperCase(), count: k.count })),
        makes: summary.makes,
        attributes,
      };
    },
  },
  Product: { distanceKm: (p) => p.distanceKm ?? null },
  Business: {
    productsOfKinds: async (b, { kinds, page, perPage }, ctx) => {
      const paging = boundedPage(page, perPage ?? 12);
      const data = await ctx.rest.call(search.searchProducts, {
        query: { bID: b.bID, kind: kinds.map((k) => k.toLowerCase()), sortBy: 'newest', page: paging.page, per_page: paging.perPage },
      });
      return { items: data.load, pageInfo: data.pageInfo };
    },
    kindCounts: async (b, _args, ctx) => {
      const facets = await ctx.rest.call(search.searchFilter, { query: { bID: b.bID } });
      return facets.kinds.map((k) => ({ value: k.value.toUpperCase(), count: k.count }));
    },
  },
};
