/**
 * The bidding rules of an auction (issue #14 item 1; docs/decisions/013-auctions.md), pure: the auction's
 * Durable Object applies them to the state it has just read, so they are decided in one place, one bid at a
 * time. Money in US cents, times in epoch milliseconds.
 */
import { AUCTION_MESSAGES } from '../../schema/rest/auctions';

/**
 * The increment table: a bid must beat the current one by at least this much, by the band the current bid
 * is in. Bands in cents, lowest first: [from, increment].
 *   under $50: $1 · $50–$499.99: $5 · $500–$999.99: $10 · $1,000–$4,999.99: $50 · $5,000–$24,999.99: $100 ·
 *   $25,000–$99,999.99: $500 · $100,000 and up: $1,000
 */
export const INCREMENT_BANDS: readonly (readonly [number, number])[] = [
  [0, 100],
  [5_000, 500],
  [50_000, 1_000],
  [100_000, 5_000],
  [500_000, 10_000],
  [2_500_000, 50_000],
  [10_000_000, 100_000],
];

/** A bid in the last two minutes moves the end to two minutes after that bid. */
export const EXTENSION_WINDOW_MS = 2 * 60_000;

export function incrementFor(currentCents: number): number {
  let step = INCREMENT_BANDS[0][1];
  for (const [from, increment] of INCREMENT_BANDS) if (currentCents >= from) step = increment;
  return step;
}

export interface LotState {
  startCents: number;
  /** Null before the first bid. */
  currentBidCents: number | null;
  leaderId: number | null;
  endsAtMs: number;
  /** The product is published, an auction, its status not 'rejected', and no result was decided. */
  open: boolean;
  closed: boolean;
}

/** The least the next bid may be: the starting bid first, then the current bid plus its increment. */
export function minimumBid(state: Pick<LotState, 'startCents' | 'currentBidCents'>): number {
  return state.currentBidCents === null ? state.startCents : state.currentBidCents + incrementFor(state.currentBidCents);
}

export function hasEnded(endsAtMs: number, nowMs: number): boolean {
  return nowMs >= endsAtMs;
}

/** The end after a bid accepted at nowMs: unchanged, unless the bid came in the last two minutes. */
export function endAfterBid(endsAtMs: number, nowMs: number): number {
  return endsAtMs - nowMs < EXTENSION_WINDOW_MS ? nowMs + EXTENSION_WINDOW_MS : endsAtMs;
}

/** 'met' / 'not_met' against a reserve buyers never see; 'none' when the vendor set no reserve. */
export type ReserveState = 'none' | 'met' | 'not_met';
export function reserveState(reserveCents: number | null, currentBidCents: number | null): ReserveState {
  if (reserveCents === null || reserveCents <= 0) return 'none';
  return currentBidCents !== null && currentBidCents >= reserveCents ? 'met' : 'not_met';
}

export interface BidAttempt {
  bidderId: number;
  amountCents: number;
  nowMs: number;
  /** The bidder owns or staffs the selling business. */
  bidderRunsBusiness: boolean;
}

export type BidDecision = { ok: true; endsAtMs: number; extended: boolean } | { ok: false; status: 400 | 403 | 409; message: string };

/** Accepts or refuses one bid against the lot as it stands now. Order: who, whether open, then how much. */
export function decideBid(state: LotState, bid: BidAttempt): BidDecision {
  if (bid.bidderRunsBusiness) return { ok: false, status: 403, message: AUCTION_MESSAGES.ownAuction };
  if (!state.open) return { ok: false, status: 409, message: AUCTION_MESSAGES.notOpen };
  if (state.closed || hasEnded(state.endsAtMs, bid.nowMs)) return { ok: false, status: 409, message: AUCTION_MESSAGES.ended };
  const min = minimumBid(state);
  if (!Number.isSafeInteger(bid.amountCents) || bid.amountCents < min) {
    return { ok: false, status: 409, message: AUCTION_MESSAGES.tooLow(min) };
  }
  const endsAtMs = endAfterBid(state.endsAtMs, bid.nowMs);
  return { ok: true, endsAtMs, extended: endsAtMs !== state.endsAtMs };
}

export type Outcome = 'won' | 'reserve_not_met' | 'no_bids';

/** At the end: the highest bidder wins if the reserve is met. */
export function outcomeAtEnd(reserveCents: number | null, currentBidCents: number | null): Outcome {
  if (currentBidCents === null) return 'no_bids';
  return reserveState(reserveCents, currentBidCents) === 'not_met' ? 'reserve_not_met' : 'won';
}
