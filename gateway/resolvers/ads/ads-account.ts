/**
 * The ads account (issue #11 item 6): a business's balance and its top-up through the payments core. Defaults
 * from the catalogue: 'Error requesting balance' and 'Error funding account'.
 */
import * as advertising from '../../../schema/rest/advertising';
import { userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { payCurrency, payMethod } from '../shared/payment-input';

export const adsAccountResolvers: Resolvers = {
  Query: {
    adsBalance: async (_root, { businessId }, ctx) => {
      const b = await ctx.rest.call(advertising.adsBalance, { query: businessId ? { bID: Number(businessId) } : {} });
      return {
        businessId: String(b.bID),
        businessName: b.name,
        balance: { amountCents: b.balanceCents, currency: b.currency },
        topUps: b.topUps.map((t) => ({
          reference: t.reference,
          status: t.status,
          amount: { amountCents: t.usdCents, currency: 'USD' },
          method: t.method.toUpperCase() as 'ECOCASH',
          createdAt: t.createdAt,
        })),
      };
    },
  },
  Mutation: {
    fundAdsAccount: async (_root, { input }, ctx) => {
      try {
        const payment = await ctx.rest.call(advertising.fundAdsAccount, {
          body: {
            bID: Number(input.businessId),
            amount: input.amountCents / 100,
            paymentMethod: payMethod(input.paymentMethod),
            mobileMoneyNo: input.mobileMoneyNo ?? null,
            currency: payCurrency(input.currency),
            ...(input.requestKey ? { requestKey: input.requestKey } : {}),
          },
        });
        return { payment, userErrors: [] };
      } catch (error) {
        const field = /^(amount|mobileMoneyNo|paymentMethod): /.exec(error instanceof Error ? error.message : '')?.[1] ?? null;
        return { payment: null, userErrors: userErrorsFrom(error, field) };
      }
    },
  },
};
