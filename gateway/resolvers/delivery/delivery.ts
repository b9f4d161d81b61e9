/**
 * Delivery set by the store (issue 31): thin maps GraphQL ⇄ REST (GET /businesses/delivery, PUT /business/delivery).
 * Refusals of a change (bad fee, a city twice, someone else's store) are userErrors with the field named.
 */
import * as delivery from '../../../schema/rest/delivery';
import { userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';

const isId = (id: string) => /^\d{1,10}$/.test(id);

/** "zones.1.city: Harare is listed twice" → the field and the message. */
function splitField(e: { field: string | null; message: string }) {
  const named = /^([\w.]+): (.+)$/.exec(e.message);
  return named ? { field: named[1], message: named[2] } : e;
}

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
        return { terms: null, userErrors: userErrorsFrom(error).map(splitField) };
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
