/**
 * The offer negotiation as pure functions (no database): whose turn it is, when an open offer has expired,
 * which answers a side may give, and what a move changes. The routes load an offer, ask planMove, and write
 * the planned change guarded by the state they read (so two moves can never both apply).
 * The rules themselves are documented in schema/rest/offers.ts.
 */
import {
  OFFER_EXPIRY_DAYS,
  OFFER_MESSAGES,
  OPEN_OFFER_STATUSES,
  type OfferAction,
  type OfferResponse,
  type OfferRole,
  type OfferStatus,
} from '../../schema/rest/offers';

export const OFFER_EXPIRY_MS = OFFER_EXPIRY_DAYS * 24 * 60 * 60 * 1000;

/** What the rules need to know about an offer. */
export interface OfferState {
  status: OfferStatus;
  amountCents: number;
  lastActor: OfferRole;
  /** ISO-8601 UTC. */
  expiresAt: string;
}

export function otherSide(role: OfferRole): OfferRole {
  return role === 'buyer' ? 'seller' : 'buyer';
}

export function isOpenStatus(status: OfferStatus): boolean {
  return (OPEN_OFFER_STATUSES as readonly OfferStatus[]).includes(status);
}

/** When an offer moved at `now` expires. */
export function expiryAfter(now: Date): string {
  return new Date(now.getTime() + OFFER_EXPIRY_MS).toISOString();
}

/** Whether an open offer's time has run out at `now` (expiresAt itself counts as expired). */
export function isPastExpiry(offer: Pick<OfferState, 'expiresAt'>, now: Date): boolean {
  return Date.parse(offer.expiresAt) <= now.getTime();
}

/** The status as of `now`: an open offer past its expiry is expired, whatever the row still says. */
export function effectiveStatus(offer: Pick<OfferState, 'status' | 'expiresAt'>, now: Date): OfferStatus {
  return isOpenStatus(offer.status) && isPastExpiry(offer, now) ? 'expired' : offer.status;
}

/** The side that may accept, reject or counter now, or null once the offer is final. */
export function turnOf(offer: OfferState, now: Date): OfferRole | null {
  return isOpenStatus(effectiveStatus(offer, now)) ? otherSide(offer.lastActor) : null;
}

/** The answers `role` may give now, in a stable order. */
export function allowedActions(offer: OfferState, role: OfferRole, now: Date): OfferResponse[] {
  if (!isOpenStatus(effectiveStatus(offer, now))) return [];
  const out: OfferResponse[] = turnOf(offer, now) === role ? ['accepted', 'rejected', 'countered'] : [];
  if (role === 'buyer') out.push('withdrawn');
  return out;
}

export interface Move {
  role: OfferRole;
  status: OfferResponse;
  counterOffer?: number | null;
}

/** The row change a valid move makes, and the history event it appends. */
export interface PlannedMove {
  status: OfferStatus;
  amountCents: number;
  lastActor: OfferRole;
  expiresAt: string;
  event: { actor: OfferRole; action: OfferAction; amountCents: number | null };
}

export type MovePlan = { ok: true; change: PlannedMove } | { ok: false; status: 400 | 403 | 409; message: string };

const ACTION_OF: Record<OfferResponse, OfferAction> = {
  accepted: 'accept',
  rejected: 'reject',
  countered: 'counter',
  withdrawn: 'withdraw',
};

/** Checks a move against the rules at `now`; the caller has already checked that the user is `move.role`. */
export function planMove(offer: OfferState, move: Move, now: Date): MovePlan {
  const current = effectiveStatus(offer, now);
  if (!isOpenStatus(current)) return { ok: false, status: 409, message: OFFER_MESSAGES.final(current) };

  const action = ACTION_OF[move.status];
  if (move.status === 'withdrawn') {
    if (move.role !== 'buyer') return { ok: false, status: 403, message: OFFER_MESSAGES.onlyBuyerWithdraws };
    return {
      ok: true,
      change: {
        status: 'withdrawn',
        amountCents: offer.amountCents,
        lastActor: 'buyer',
        expiresAt: offer.expiresAt,
        event: { actor: 'buyer', action, amountCents: null },
      },
    };
  }

  const turn = otherSide(offer.lastActor);
  if (move.role !== turn) return { ok: false, status: 409, message: OFFER_MESSAGES.notYourTurn(turn) };

  if (move.status === 'countered') {
    const amount = move.counterOffer;
    if (amount === undefined || amount === null) return { ok: false, status: 400, message: OFFER_MESSAGES.counterRequired };
    if (amount === offer.amountCents) return { ok: false, status: 400, message: OFFER_MESSAGES.counterSame };
    return {
      ok: true,
      change: {
        status: 'countered',
        amountCents: amount,
        lastActor: move.role,
        expiresAt: expiryAfter(now),
        event: { actor: move.role, action, amountCents: amount },
      },
    };
  }

  // accepted or rejected: final, at the amount on the table (an acceptance records the agreed amount).
  const agreed = move.status === 'accepted' ? offer.amountCents : null;
  return {
    ok: true,
    change: {
      status: move.status,
      amountCents: offer.amountCents,
      lastActor: move.role,
      expiresAt: offer.expiresAt,
      event: { actor: move.role, action, amountCents: agreed },
    },
  };
}
