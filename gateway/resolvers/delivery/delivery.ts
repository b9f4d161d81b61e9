/**
 * Delivery set by the store (issue 31): thin maps GraphQL ⇄ REST (GET /businesses/delivery, PUT /business/delivery).
 * Refusals of a change (bad fee, a city twice, someone else's store) are userErrors with the field named.
 */
import * as delivery from '../../../schema/rest/delivery';
import { userErrorsNamingFields } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';

const isId = (id: string) => /^\d{1,10}$/.test(id);

export const deliveryResolvers: Resolvers = {
  Query: {
    deliveryTerms: async (_root, { storeIds }, ctx) => {
      const ids = [...new Set(storeIds.filter(isId))].slice(0, 50);
      if (ids.length === 0) return [];
      return (await ctx.rest.call(delivery.getDeliveryTerms, { query: { bIDs: ids.join(',') } })).stores;
    },
  },
  Mutation: {
    setDeliveryTerms: async (_root, { input }, ctx) => {
      if (!isId(input.businessId)) return { terms: null, userErrors: [{ field: 'businessId', message: 'Business not found' }] };
      try {
        const { store } = await ctx.rest.call(delivery.setDeliveryTerms, {
          body: {
            bID: Number(input.businessId),
            collectionOnly: input.collectionOnly,
            feeCents: input.feeCents,
            freeAboveCents: input.freeAboveCents ?? null,
            zones: input.zones.map((z) => ({ city: z.city, feeCents: z.feeCents })),
          },
        });
        return { terms: store, userErrors: [] };
      } catch (error) {
        return { terms: null, userErrors: userErrorsNamingFields(error) };
      }
    },
  },
  DeliveryTerms: {
    storeId: (t) => String(t.bID),
    storeName: (t) => t.name,
    fee: (t) => money(t.feeCents),
    freeAbove: (t) => (t.freeAboveCents === null ? null : money(t.freeAboveCents)),
  },
  DeliveryZone: {
    fee: (z) => money(z.feeCents),
  },
};
