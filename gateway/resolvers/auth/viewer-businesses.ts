/**
 * The businesses the viewer runs (owned or staffed, any role), for fields that differ per viewer on otherwise public data
 * (Product.viewerIsOwner). Asked from the viewer's own session (GET /me with their bearer), never from a
 * product answer: product reads are edge-cached and shared by everyone. Once per GraphQL request, however
 * many products ask.
 */
import { me } from '../../../schema/rest/auth';
import type { GatewayContext } from '../../context';
import { RestError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers';

const perRequest = new WeakMap<GatewayContext, Promise<ReadonlySet<number>>>();

const NONE: ReadonlySet<number> = new Set();

export function viewerBusinessIds(ctx: GatewayContext): Promise<ReadonlySet<number>> {
  if (!ctx.token) return Promise.resolve(NONE);
  let pending = perRequest.get(ctx);
  if (!pending) {
    pending = ctx.rest.call(me).then(
      (session) => new Set(session.businesses.map((b) => b.bID)),
      (error: unknown) => {
        // A display hint only (the API refuses own-product orders, offers and reviews itself): when the
        // session cannot be read the page shows the buyer's view rather than failing.
        if (!(error instanceof RestError && error.status === 401))
          console.error('viewer businesses unavailable', error instanceof Error ? error.message : error);
        return NONE;
      },
    );
    perRequest.set(ctx, pending);
  }
  return pending;
}

export const viewerBusinessResolvers: Resolvers = {
  Product: {
    viewerIsOwner: async (p, _args, ctx) => (await viewerBusinessIds(ctx)).has(p.business.id),
  },
};
