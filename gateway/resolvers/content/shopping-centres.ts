/** Shopping centres: maps schema/rest/shopping-centres.ts to GraphQL. */
import { WEEKDAYS } from '../../../schema/rest/business-rules';
import * as centres from '../../../schema/rest/shopping-centres';
import { nullIfNotFound } from '../../errors';
import type { Resolvers, ShoppingCentre, ShoppingCentreStore } from '../../generated/resolvers';

const toCentre = (c: centres.RestShoppingCentre): ShoppingCentre => ({ ...c, id: String(c.id) });

const toStore = (s: centres.RestCentreStore): ShoppingCentreStore => ({
  id: String(s.bID),
  slug: s.slug,
  name: s.name,
  logo: s.logo,
  unit: s.unit,
  phone: s.phone,
  whatsApp: s.whatsApp,
  categories: s.categories.map((c) => ({ id: String(c.id), name: c.name })),
  // Days the business never set count as closed.
  openingHours: WEEKDAYS.map((day) => {
    const d = s.openingTimes[day];
    return { day, open: d?.open ?? '', close: d?.close ?? '', closed: !d || d.disabled };
  }),
  productCount: s.productCount,
});

const CITY = /^[\p{L} '-]{1,60}$/u;

export const shoppingCentreResolvers: Resolvers = {
  Query: {
    shoppingCentres: async (_root, { city, categoryId, page }, ctx) => {
      // A city or category no centre can have matches nothing (rather than failing the page).
      if ((city && !CITY.test(city.trim())) || (categoryId != null && (categoryId < 1 || categoryId > 14))) {
        const all = await ctx.rest.call(centres.listShoppingCentres, { query: { per_page: 1 } });
        return { items: [], pageInfo: { page: 1, perPage: 12, total: 0, totalPages: 0 }, cities: all.cities };
      }
      const data = await ctx.rest.call(centres.listShoppingCentres, {
        query: { city: city?.trim() || undefined, category: categoryId ?? undefined, page: Math.min(Math.max(1, Math.trunc(page ?? 1)), 1000) },
      });
      return { items: data.load.map(toCentre), pageInfo: data.pageInfo, cities: data.cities };
    },
    shoppingCentre: async (_root, { id }, ctx) => {
      if (!/^\d{1,9}$/.test(id)) return null;
      const data = await ctx.rest.call(centres.getShoppingCentre, { query: { id: Number(id) } }).catch(nullIfNotFound);
      return data ? { centre: toCentre(data.centre), stores: data.stores.map(toStore) } : null;
    },
  },
};
