/** A payment's status for its payer (issue #11): GET /payments/status; unknown or someone else's → null. */
import { paymentStatus } from '../../../schema/rest/payments';
import type { GatewayContext } from '../../context';
import { nullIfNotFound } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';

export const paymentStatusResolvers: Resolvers = {
  Query: {
    payment: async (_root: unknown, args: { reference: string; phone?: string | null }, ctx: GatewayContext) =>
      ctx.rest.call(paymentStatus, { query: { reference: args.reference, phone: args.phone ?? undefined } }).catch(nullIfNotFound),
  },
};
