/** Offers: make one, answer it (accept, reject, counter, withdraw) for as many rounds as needed (spec §7). */
import * as offers from '../../../schema/rest/offers';
import { RestError, nullIfNotFound, userErrorsFrom } from '../../errors';
import type { OfferResponse, OfferRole, OfferStatus, Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';

const upper = <T extends string>(v: string) => v.toUpperCase() as T;

export const offerResolvers: Resolvers = {
  Query: {
    offer: (_root, { id }, ctx) =>
      ctx.token && /^\d{1,12}$/.test(id) ? ctx.rest.call(offers.getOffer, { query: { offerId: Number(id) } }).catch(nullIfNotFound) : null,
    offerByLink: (_root, { uuid, phone }, ctx) =>
      ctx.rest.call(offers.getOfferByUuid, { query: { uuid, customerPhone: phone, role: 'buyer' } }).catch((error: unknown) => {
        if (error instanceof RestError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }),
    myOffers: async (_root, { role, page }, ctx) =>
      (await ctx.rest.call(offers.listOffers, { query: { role: role === 'SELLER' ? 'seller' : 'buyer', page: Math.max(1, page ?? 1) } })).load,
  },
  Mutation: {
    makeOffer: async (_root, { input }, ctx) => {
      try {
        const view = await ctx.rest.call(offers.makeOffer, {
          body: {
            offer: {
              productId: Number(input.productId),
              variationId: input.variationId ? Number(input.variationId) : null,
              quantity: input.quantity ?? 1,
              amount: input.amountCents,
              message: input.message ?? '',
              phone: input.phone ?? undefined,
            },
          },
        });
        return { view, userErrors: [] };
      } catch (error) {
        return { view: null, userErrors: userErrorsFrom(error) };
      }
    },
    respondToOffer: async (_root, { input }, ctx) => {
      try {
        const view = await ctx.rest.call(offers.respondToOffer, {
          body: {
            offerId: Number(input.offerId),
            status: input.status.toLowerCase() as (typeof offers.OFFER_RESPONSES)[number],
            counterOffer: input.counterOfferCents ?? null,
            message: input.message ?? '',
            role: input.role === 'SELLER' ? 'seller' : 'buyer',
          },
        });
        return { view, userErrors: [] };
      } catch (error) {
        return { view: null, userErrors: userErrorsFrom(error) };
      }
    },
  },
  OfferView: {
    yourRole: (v) => upper<OfferRole>(v.yourRole),
    allowedActions: (v) => v.allowedActions.map((a) => upper<OfferResponse>(a)),
  },
  Offer: {
    id: (o) => String(o.id),
    status: (o) => upper<OfferStatus>(o.status),
    amount: (o) => money(o.amountCents),
    variationId: (o) => (o.variation ? String(o.variation.id) : null),
    variationName: (o) => o.variation?.name ?? null,
    lastActor: (o) => upper<OfferRole>(o.lastActor),
    store: (o) => ({ id: String(o.business.bID), name: o.business.name, slug: o.business.slug }),
    yourTurn: (o) => ('yourTurn' in o ? (o.yourTurn as boolean) : null),
  },
  OfferEvent: {
    id: (e) => String(e.id),
    actor: (e) => upper<OfferRole>(e.actor),
    amount: (e) => (e.amountCents == null ? null : money(e.amountCents)),
  },
};
