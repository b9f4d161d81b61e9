/**
 * Auctions (schema/graphql/auctions.graphql ⇄ schema/rest/auctions.ts): the lot as it stands, a vendor's
 * auctions, placing a bid and deciding a result. Thin: enums and money are mapped; the REST API (and the
 * auction's Durable Object behind it) decides everything. Expected refusals are userErrors.
 */
import * as contract from '../../../schema/rest/auctions';
import type { RestLot, RestVendorAuction } from '../../../schema/rest/auctions';
import { RestError, userErrorsFrom } from '../../errors';
import type { AuctionOutcome, AuctionPhase, BidderStanding, ReserveState, Resolvers } from '../../generated/resolvers';
import { money } from '../shared/money';
import { kindToEnum } from '../shared/product-kind';

const isId = (v: string) => /^\d{1,10}$/.test(v);
const upper = <T extends string>(v: string) => v.toUpperCase() as T;

function nullIfNotTheirs(error: unknown): null {
  if (error instanceof RestError && (error.status === 403 || error.status === 404)) return null;
  throw error;
}

export function lotOut(l: RestLot) {
  return {
    productId: String(l.productId),
    startingBid: money(l.startCents),
    currentBid: l.currentBidCents === null ? null : money(l.currentBidCents),
    bidCount: l.bidCount,
    minimumBid: money(l.minimumBidCents),
    endsAt: l.endsAt,
    phase: upper<AuctionPhase>(l.phase),
    reserve: upper<ReserveState>(l.reserve),
    outcome: l.outcome ? upper<AuctionOutcome>(l.outcome) : null,
    viewer: {
      standing: upper<BidderStanding>(l.viewer.standing),
      yourBid: l.viewer.yourBidCents === null ? null : money(l.viewer.yourBidCents),
      offerId: l.viewer.offerId === null ? null : String(l.viewer.offerId),
    },
    bids: l.bids.map((b) => ({ id: String(b.id), amount: money(b.amountCents), bidder: b.bidder, createdAt: b.createdAt })),
  };
}

export function vendorAuctionOut(a: RestVendorAuction) {
  return {
    productId: String(a.productId),
    slug: a.slug,
    name: a.name,
    kind: kindToEnum(a.kind),
    startingBid: money(a.startCents),
    reserve: a.reserveCents === null ? null : money(a.reserveCents),
    reserveState: upper<ReserveState>(a.reserve),
    currentBid: a.currentBidCents === null ? null : money(a.currentBidCents),
    bidCount: a.bidCount,
    endsAt: a.endsAt,
    phase: upper<AuctionPhase>(a.phase),
    outcome: a.outcome ? upper<AuctionOutcome>(a.outcome) : null,
    winnerName: a.winnerName,
    canDecide: a.canDecide,
  };
}

export const auctionsResolvers: Resolvers = {
  Query: {
    auctionLot: async (_root, { productId }, ctx) => {
      if (!isId(productId)) return null;
      const l = await ctx.rest.call(contract.listBids, { params: { id: Number(productId) } }).catch(nullIfNotTheirs);
      return l ? lotOut(l) : null;
    },
    vendorAuctions: async (_root, { businessId }, ctx) => {
      if (!ctx.token || !isId(businessId)) return null;
      const list = await ctx.rest.call(contract.listVendorAuctions, { query: { bID: Number(businessId) } }).catch(nullIfNotTheirs);
      return list ? { businessId: String(list.bID), auctions: list.auctions.map(vendorAuctionOut) } : null;
    },
  },
  Mutation: {
    placeBid: async (_root, { input }, ctx) => {
      if (!isId(input.productId)) return { lot: null, userErrors: [{ field: null, message: contract.AUCTION_MESSAGES.notFound }] };
      try {
        const l = await ctx.rest.call(contract.placeBid, { params: { id: Number(input.productId) }, body: { amountCents: input.amountCents } });
        return { lot: lotOut(l), userErrors: [] };
      } catch (error) {
        return { lot: null, userErrors: userErrorsFrom(error, error instanceof RestError && error.status === 409 ? 'amount' : null) };
      }
    },
    decideAuction: async (_root, { input }, ctx) => {
      if (!isId(input.productId) || !isId(input.businessId))
        return { auction: null, userErrors: [{ field: null, message: contract.AUCTION_MESSAGES.notFound }] };
      try {
        const a = await ctx.rest.call(contract.decideAuction, {
          params: { id: Number(input.productId) },
          body: { bID: Number(input.businessId), decision: input.decision === 'APPROVED' ? 'approved' : 'rejected' },
        });
        return { auction: vendorAuctionOut(a), userErrors: [] };
      } catch (error) {
        return { auction: null, userErrors: userErrorsFrom(error) };
      }
    },
  },
};
