/**
 * Auctions (issue #14 item 1; docs/decisions/013-auctions.md). Bids are decided by one Durable Object per
 * auction (backend/auctions/auction-room.ts), which writes accepted bids to D1; reads come from D1.
 *
 * POST /products/{id}/bids {amountCents}      (bearer) → 201 the lot after the bid. 401 not logged in; 403 own
 *                                              auction; 400 no phone on the account or a malformed amount; 404
 *                                              not an auction; 409 not open, ended or too low (names the minimum);
 *                                              429 too many bids.
 * GET  /products/{id}/bids                     → the lot as a buyer sees it (never the reserve), with the latest
 *                                              bids (bidders shown by initials) and, with a bearer, the viewer's part.
 * GET  /vendor/auctions?bID=                   (bearer, runs bID) → the business's auctions with their figures.
 * POST /vendor/auctions/{id}/result {bID, decision} (bearer, runs bID) → the lot. Only after the end; once.
 *                                              Another business's auction answers 404 like an unknown one.
 */
import { z } from 'zod';
import { defineCall, noInput } from './call';
import { inboxBusinessId } from './notifications';

const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const AUCTION_MESSAGES = {
  notFound: 'No auction found with that id',
  ownAuction: 'You cannot bid on your own auction',
  notOpen: 'This auction is not open for bids',
  ended: 'This auction has ended',
  tooLow: (minCents: number) => `Your bid must be at least ${usd(minCents)}`,
  phoneRequired: 'Add a phone number to your account (Account settings) before bidding, so the seller can reach you if you win',
  amount: 'Enter your bid in dollars and cents, up to $100,000,000',
  busy: 'Too many bids at once on this auction: please try again',
  notEnded: 'The auction has not ended yet: you can decide on the result once it has',
  decided: 'The result of this auction has already been decided',
  noWinner: 'There is no winning bid to approve: you can only reject this result',
  decision: "decision must be 'approved' or 'rejected'",
  fetchBids: 'Error fetching bids',
  fetchAuctions: 'Error fetching auctions',
  placeBid: 'Error placing bid',
  decide: 'Error saving the auction result',
} as const;

export const MAX_BID_CENTS = 10_000_000_000;
const productId = z.coerce
  .number({ invalid_type_error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be a positive id')
  .max(2_147_483_647, AUCTION_MESSAGES.notFound);

export const placeBidBody = z.object({
  amountCents: z
    .number({ required_error: AUCTION_MESSAGES.amount, invalid_type_error: AUCTION_MESSAGES.amount })
    .int(AUCTION_MESSAGES.amount)
    .positive(AUCTION_MESSAGES.amount)
    .max(MAX_BID_CENTS, AUCTION_MESSAGES.amount),
});

export const RESERVE_STATES = ['none', 'met', 'not_met'] as const;
export const LOT_PHASES = ['open', 'not_open', 'ended', 'approved', 'rejected'] as const;
export const AUCTION_OUTCOMES = ['won', 'reserve_not_met', 'no_bids'] as const;
export const VIEWER_STANDINGS = ['none', 'leading', 'outbid', 'won', 'lost'] as const;

export const bidView = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  /** The bidder's initials only: buyers do not learn who else bids. */
  bidder: z.string(),
  createdAt: z.string(),
});

export const lotView = z.object({
  productId: z.number().int(),
  startCents: z.number().int(),
  currentBidCents: z.number().int().nullable(),
  bidCount: z.number().int(),
  /** The least the next bid may be. */
  minimumBidCents: z.number().int(),
  /** ISO UTC; later than the listing's when bids in the last two minutes extended it. */
  endsAt: z.string(),
  phase: z.enum(LOT_PHASES),
  reserve: z.enum(RESERVE_STATES),
  /** Null until the end-of-auction pass ran. */
  outcome: z.enum(AUCTION_OUTCOMES).nullable(),
  viewer: z.object({ standing: z.enum(VIEWER_STANDINGS), yourBidCents: z.number().int().nullable(), offerId: z.number().int().nullable() }),
  bids: z.array(bidView),
});
export type RestLot = z.infer<typeof lotView>;

export const placeBid = defineCall({
  name: 'placeBid',
  method: 'POST',
  path: '/products/:id/bids',
  query: noInput,
  body: placeBidBody,
  data: z.object({ lot: lotView }),
  unwrap: 'lot',
});

export const listBids = defineCall({
  name: 'listBids',
  method: 'GET',
  path: '/products/:id/bids',
  query: noInput,
  body: noInput,
  data: z.object({ lot: lotView }),
  unwrap: 'lot',
});

export const vendorAuction = z.object({
  productId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(['auction', 'auction_real_estate']),
  startCents: z.number().int(),
  /** The vendor sees it; buyers never do. */
  reserveCents: z.number().int().nullable(),
  currentBidCents: z.number().int().nullable(),
  bidCount: z.number().int(),
  endsAt: z.string(),
  phase: z.enum(LOT_PHASES),
  reserve: z.enum(RESERVE_STATES),
  outcome: z.enum(AUCTION_OUTCOMES).nullable(),
  /** The highest bidder's display name once the auction has ended; null before. */
  winnerName: z.string().nullable(),
  /** Whether the vendor may approve or reject the result now. */
  canDecide: z.boolean(),
});
export type RestVendorAuction = z.infer<typeof vendorAuction>;

export const listVendorAuctions = defineCall({
  name: 'listVendorAuctions',
  method: 'GET',
  path: '/vendor/auctions',
  query: z.object({ bID: inboxBusinessId }),
  body: noInput,
  data: z.object({ bID: z.number().int(), auctions: z.array(vendorAuction) }),
});

export const decideAuction = defineCall({
  name: 'decideAuction',
  method: 'POST',
  path: '/vendor/auctions/:id/result',
  query: noInput,
  body: z.object({
    bID: inboxBusinessId,
    decision: z.enum(['approved', 'rejected'], { errorMap: () => ({ message: AUCTION_MESSAGES.decision }) }),
  }),
  data: z.object({ auction: vendorAuction }),
  unwrap: 'auction',
});

export { productId as auctionProductId };
