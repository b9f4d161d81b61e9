/**
 * D1 schema of auctions (issue #14 item 1; docs/decisions/013-auctions.md). Re-exported by schema.ts.
 *
 * The lot itself is the product (products.auction_start_cents, auction_ends_at, auction_reserve_cents,
 * auction_status). What bidding adds lives here: every accepted bid, and one `auction_lots` row per product
 * that has had a bid or was closed, holding the figures the product page reads (current bid, leader, count)
 * and the end-of-auction outcome and the vendor's decision. Only the auction's Durable Object
 * (backend/auctions/auction-room.ts) writes bids and lots, one request at a time, so reads never race.
 */
import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { products, users } from '../db/schema-core';

export const AUCTION_OUTCOMES = ['won', 'reserve_not_met', 'no_bids'] as const;
export const AUCTION_DECISIONS = ['approved', 'rejected'] as const;

export const bids = sqliteTable(
  'bids',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    bidderId: integer('bidder_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    // Every accepted bid beats the one before, so amounts on a lot are distinct: the index makes two equal
    // bids impossible to record even if the one-writer rule were ever bypassed.
    uniqueIndex('bids_product_amount_idx').on(t.productId, t.amountCents),
    index('bids_bidder_idx').on(t.bidderId),
  ],
);

export const auctionLots = sqliteTable(
  'auction_lots',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id),
    /** The highest bid and who made it; null before the first bid. */
    currentBidCents: integer('current_bid_cents'),
    leaderId: integer('leader_id').references(() => users.id),
    bidCount: integer('bid_count').notNull().default(0),
    /** Set once, by the end-of-auction pass that notified both sides. */
    closedAt: text('closed_at'),
    outcome: text('outcome', { enum: AUCTION_OUTCOMES }),
    winnerId: integer('winner_id').references(() => users.id),
    /** The vendor's answer to the result; mirrored in products.auction_status. */
    decision: text('decision', { enum: AUCTION_DECISIONS }),
    decidedAt: text('decided_at'),
    /** The accepted offer an approved result becomes: the winner pays it through checkout (?offer=<id>). */
    offerId: integer('offer_id'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('auction_lots_closed_idx').on(t.closedAt)],
);
