import { describe, expect, it } from 'vitest';
import { AUCTION_MESSAGES } from '../../schema/rest/auctions';
import { decideBid, endAfterBid, incrementFor, minimumBid, outcomeAtEnd, reserveState, type LotState } from './bid-rules';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const MIN = 60_000;
const lot = (over: Partial<LotState> = {}): LotState => ({
  startCents: 10_000,
  currentBidCents: null,
  leaderId: null,
  endsAtMs: NOW + 60 * MIN,
  open: true,
  closed: false,
  ...over,
});
const bid = (amountCents: number, over: Partial<Parameters<typeof decideBid>[1]> = {}) => ({
  bidderId: 7,
  amountCents,
  nowMs: NOW,
  bidderRunsBusiness: false,
  ...over,
});

describe('bid rules', () => {
  it('the first bid must be at least the starting bid', () => {
    expect(decideBid(lot(), bid(9_999))).toEqual({ ok: false, status: 409, message: AUCTION_MESSAGES.tooLow(10_000) });
    expect(decideBid(lot(), bid(10_000)).ok).toBe(true);
  });

  it('a later bid must beat the current one by the increment of its price band', () => {
    const state = lot({ currentBidCents: 10_000, leaderId: 3 });
    expect(minimumBid(state)).toBe(10_500);
    expect(decideBid(state, bid(10_499))).toMatchObject({ ok: false, message: AUCTION_MESSAGES.tooLow(10_500) });
    expect(decideBid(state, bid(10_500)).ok).toBe(true);
    // An equal bid never wins.
    expect(decideBid(state, bid(10_000)).ok).toBe(false);
  });

  it('the increment table: $1 under $50, $5 to $500, $10 to $1,000, $50 to $5,000, $100 to $25,000, $500 to $100,000, then $1,000', () => {
    expect(
      [0, 4_999, 5_000, 49_999, 50_000, 99_999, 100_000, 499_999, 500_000, 2_499_999, 2_500_000, 9_999_999, 10_000_000].map(incrementFor),
    ).toEqual([100, 100, 500, 500, 1_000, 1_000, 5_000, 5_000, 10_000, 10_000, 50_000, 50_000, 100_000]);
  });

  it('a bid in the last 2 minutes extends the end to 2 minutes after that bid', () => {
    const ends = NOW + 90_000;
    expect(endAfterBid(ends, NOW)).toBe(NOW + 2 * MIN);
    expect(decideBid(lot({ endsAtMs: ends }), bid(10_000))).toEqual({ ok: true, endsAtMs: NOW + 2 * MIN, extended: true });
    // With more than 2 minutes left the end stays.
    expect(decideBid(lot({ endsAtMs: NOW + 3 * MIN }), bid(10_000))).toEqual({ ok: true, endsAtMs: NOW + 3 * MIN, extended: false });
  });

  it('no bids after the end', () => {
    expect(decideBid(lot({ endsAtMs: NOW }), bid(20_000))).toEqual({ ok: false, status: 409, message: AUCTION_MESSAGES.ended });
    expect(decideBid(lot({ closed: true }), bid(20_000))).toMatchObject({ ok: false, message: AUCTION_MESSAGES.ended });
  });

  it('the vendor cannot bid on their own auction', () => {
    expect(decideBid(lot(), bid(20_000, { bidderRunsBusiness: true }))).toEqual({ ok: false, status: 403, message: AUCTION_MESSAGES.ownAuction });
  });

  it('only an open auction (not rejected, no result decided) takes bids', () => {
    expect(decideBid(lot({ open: false }), bid(20_000))).toEqual({ ok: false, status: 409, message: AUCTION_MESSAGES.notOpen });
  });

  it('the reserve is hidden: only met, not met, or none shows', () => {
    expect(reserveState(null, 50_000)).toBe('none');
    expect(reserveState(30_000, null)).toBe('not_met');
    expect(reserveState(30_000, 29_999)).toBe('not_met');
    expect(reserveState(30_000, 30_000)).toBe('met');
  });

  it('at the end the highest bidder wins only if the reserve is met', () => {
    expect(outcomeAtEnd(30_000, 30_000)).toBe('won');
    expect(outcomeAtEnd(null, 100)).toBe('won');
    expect(outcomeAtEnd(30_000, 20_000)).toBe('reserve_not_met');
    expect(outcomeAtEnd(30_000, null)).toBe('no_bids');
  });
});
