/**
 * The auction panel's words, finished on the server in the page's language (auction-text.server.ts): the product
 * page's client JS has no room for a catalogue or a money or date formatter, so the panel only shows strings.
 */
export interface AuctionText {
  label: string;
  /** The status line over the panel, or null. */
  banner: { text: string; good: boolean } | null;
  /** The current (or starting) bid, as money, and what it is. */
  current: string;
  currentTerm: string;
  bids: string;
  reserve: string;
  reserveValue: string;
  endsTerm: string;
  endsAt: string;
  timeLeftTerm: string;
  timeLeft: string;
  placed: string;
  /** The viewer's standing, or null; `later` follows a win still waiting for the seller. */
  standing: string | null;
  payNow: string;
  later: string | null;
  /** The bid form's words, only while bidding is open (a closed lot's page says nothing of bidding). */
  form: { label: string; yourBid: string; placeBid: string; hint: string; logIn: string; logInToBid: string } | null;
  latest: string;
  /** The latest bids: amount, the bidder's (masked) name, when. */
  history: { id: string; amount: string; bidder: string; at: string }[];
}
