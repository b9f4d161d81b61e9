/** The USD→ZWG rate (issue #11): public, read through the edge-cached REST call. */
import { currentExchangeRate, rateFromMicros } from '../../../schema/rest/exchange-rates';
import type { GatewayContext } from '../../context';
import { nullIfNotFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';

export const exchangeRateResolvers: Resolvers = {
  Query: {
    // Null when no rate is set: prices then show in USD alone rather than failing the page.
    exchangeRate: async (_root: unknown, _args: unknown, ctx: GatewayContext) => {
      const rate = await ctx.rest.call(currentExchangeRate, { query: { currency: 'ZWG' } }).catch(nullIfNotFound);
      return rate && { ...rate, rate: rateFromMicros(rate.rateMicros) };
    },
  },
};
