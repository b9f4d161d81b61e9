/**
 * Subscriptions (issue #11 item 5): the packages, buying one, the trial and the custom package request. Thin:
 * GraphQL ⇄ the REST contracts. Expected failures (a total that does not match, a used trial, a bad number) are
 * userErrors; the default is the catalogue's 'Subscription failed'.
 */
import { subscriptionPackages } from '../../../schema/rest/auth';
import * as subscriptions from '../../../schema/rest/subscriptions';
import type { RestUserSubscription } from '../../../schema/rest/subscriptions';
import { userErrorsFrom } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';
import { payCurrency, payMethod } from '../shared/payment-input';

const toUserSubscription = (s: RestUserSubscription) => ({
  ...s,
  id: String(s.id),
  packageId: String(s.packageId),
  status: s.status.toUpperCase() as 'ACTIVE' | 'PENDING' | 'EXPIRED' | 'CANCELLED',
});

/** The field a REST message names ("mobileMoneyNo: …"), so the form can show it beside that input. */
function fieldOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /^(packageId|paymentMethod|mobileMoneyNo|total|months|name|email|phone|message|amount|bID): /.exec(message)?.[1] ?? null;
}

export const subscriptionResolvers: Resolvers = {
  Query: {
    subscriptionPackages: (_root, _args, ctx) => ctx.rest.call(subscriptionPackages),
  },
  Mutation: {
    subscribe: async (_root, { input }, ctx) => {
      try {
        const result = await ctx.rest.call(subscriptions.subscribe, {
          body: {
            packageId: Number(input.packageId),
            paymentMethod: payMethod(input.paymentMethod),
            mobileMoneyNo: input.mobileMoneyNo ?? null,
            // The REST total is in dollars (spec field); cents here keep GraphQL free of floats.
            total: input.totalCents / 100,
            months: input.months,
            currency: payCurrency(input.currency),
            ...(input.requestKey ? { requestKey: input.requestKey } : {}),
          },
        });
        return { subscription: toUserSubscription(result.subscription), payment: result.payment, userErrors: [] };
      } catch (error) {
        return { subscription: null, payment: null, userErrors: userErrorsFrom(error, fieldOf(error)) };
      }
    },
    startTrial: async (_root, { input }, ctx) => {
      try {
        const result = await ctx.rest.call(subscriptions.startTrial, { body: input.packageId ? { packageId: Number(input.packageId) } : {} });
        return { subscription: toUserSubscription(result.subscription), userErrors: [] };
      } catch (error) {
        return { subscription: null, userErrors: userErrorsFrom(error) };
      }
    },
    requestCustomPackage: async (_root, { input }, ctx) => {
      try {
        const result = await ctx.rest.call(subscriptions.customPackageRequest, {
          body: { type: 'custom_package_request', ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) },
        });
        return { ok: true, message: result.message, userErrors: [] };
      } catch (error) {
        return { ok: false, message: null, userErrors: userErrorsFrom(error, fieldOf(error)) };
      }
    },
  },
  SubscriptionPackage: {
    id: (p) => String(p.id),
    price: (p) => ({ amountCents: p.priceCents, currency: 'USD' }),
    limits: (p) => Object.entries(p.limits).map(([name, value]) => ({ name, value })),
  },
};
