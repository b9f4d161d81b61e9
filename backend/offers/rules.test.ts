/** The negotiation rules as pure functions: turns, expiry and what each move changes. */
import { describe, expect, it } from 'vitest';
import { OFFER_MESSAGES, OFFER_RESPONSES, OFFER_STATUSES, type OfferStatus } from '../../schema/rest/offers';
import { OFFER_STATUSES as DB_OFFER_STATUSES } from '../db/schema';
import { allowedActions, effectiveStatus, expiryAfter, isOpenStatus, OFFER_EXPIRY_MS, otherSide, planMove, turnOf, type OfferState } from './rules';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const LATER = new Date('2026-05-12T12:00:00.000Z').toISOString();

const pending: OfferState = { status: 'pending', amountCents: 10_000, lastActor: 'buyer', expiresAt: LATER };
const counteredBySeller: OfferState = { status: 'countered', amountCents: 12_000, lastActor: 'seller', expiresAt: LATER };

describe('offer statuses', () => {
  it('the contract documents exactly the statuses the offers table stores', () => {
    expect([...OFFER_STATUSES]).toEqual([...DB_OFFER_STATUSES]);
  });

  it('only pending and countered are open', () => {
    expect(OFFER_STATUSES.filter(isOpenStatus)).toEqual(['pending', 'countered']);
  });
});

describe('turn logic', () => {
  it('the side that did not move last answers next', () => {
    expect(otherSide('buyer')).toBe('seller');
    expect(otherSide('seller')).toBe('buyer');
    expect(turnOf(pending, NOW)).toBe('seller');
    expect(turnOf(counteredBySeller, NOW)).toBe('buyer');
  });

  it('nobody has a turn once the offer is final', () => {
    for (const status of ['accepted', 'rejected', 'expired', 'withdrawn'] as OfferStatus[]) {
      expect(turnOf({ ...pending, status }, NOW)).toBeNull();
      expect(allowedActions({ ...pending, status }, 'buyer', NOW)).toEqual([]);
      expect(allowedActions({ ...pending, status }, 'seller', NOW)).toEqual([]);
    }
  });

  it('the side whose turn it is may accept, reject or counter; the buyer may always withdraw while open', () => {
    expect(allowedActions(pending, 'seller', NOW)).toEqual(['accepted', 'rejected', 'countered']);
    expect(allowedActions(pending, 'buyer', NOW)).toEqual(['withdrawn']);
    expect(allowedActions(counteredBySeller, 'buyer', NOW)).toEqual(['accepted', 'rejected', 'countered', 'withdrawn']);
    expect(allowedActions(counteredBySeller, 'seller', NOW)).toEqual([]);
  });
});

describe('expiry', () => {
  it('is 7 days after a move', () => {
    expect(OFFER_EXPIRY_MS).toBe(7 * 86_400_000);
    expect(expiryAfter(NOW)).toBe('2026-05-17T12:00:00.000Z');
  });

  it('an open offer at or past expiresAt is expired; a final one keeps its status', () => {
    const at = { ...pending, expiresAt: NOW.toISOString() };
    expect(effectiveStatus(at, NOW)).toBe('expired');
    expect(effectiveStatus({ ...at, expiresAt: new Date(NOW.getTime() + 1).toISOString() }, NOW)).toBe('pending');
    expect(effectiveStatus({ ...at, status: 'accepted' }, NOW)).toBe('accepted');
    expect(turnOf(at, NOW)).toBeNull();
    expect(allowedActions(at, 'buyer', NOW)).toEqual([]);
  });
});

describe('status transitions (planMove)', () => {
  it('pending → countered by the seller: new amount, seller moved last, 7 more days', () => {
    const plan = planMove(pending, { role: 'seller', status: 'countered', counterOffer: 11_500 }, NOW);
    expect(plan).toEqual({
      ok: true,
      change: {
        status: 'countered',
        amountCents: 11_500,
        lastActor: 'seller',
        expiresAt: expiryAfter(NOW),
        event: { actor: 'seller', action: 'counter', amountCents: 11_500 },
      },
    });
  });

  it('countered → accepted by the buyer at the amount on the table, and the event records it', () => {
    const plan = planMove(counteredBySeller, { role: 'buyer', status: 'accepted' }, NOW);
    expect(plan.ok && plan.change).toMatchObject({
      status: 'accepted',
      amountCents: 12_000,
      lastActor: 'buyer',
      event: { action: 'accept', amountCents: 12_000 },
    });
  });

  it('pending → rejected by the seller', () => {
    const plan = planMove(pending, { role: 'seller', status: 'rejected' }, NOW);
    expect(plan.ok && plan.change).toMatchObject({ status: 'rejected', amountCents: 10_000, event: { action: 'reject', amountCents: null } });
  });

  it('the side that moved last cannot answer its own move', () => {
    for (const status of ['accepted', 'rejected', 'countered'] as const) {
      expect(planMove(pending, { role: 'buyer', status, counterOffer: 9_000 }, NOW)).toEqual({
        ok: false,
        status: 409,
        message: OFFER_MESSAGES.notYourTurn('seller'),
      });
      expect(planMove(counteredBySeller, { role: 'seller', status, counterOffer: 9_000 }, NOW)).toEqual({
        ok: false,
        status: 409,
        message: OFFER_MESSAGES.notYourTurn('buyer'),
      });
    }
  });

  it('a counter needs an amount, different from the one on the table', () => {
    expect(planMove(pending, { role: 'seller', status: 'countered' }, NOW)).toEqual({
      ok: false,
      status: 400,
      message: OFFER_MESSAGES.counterRequired,
    });
    expect(planMove(pending, { role: 'seller', status: 'countered', counterOffer: null }, NOW)).toEqual({
      ok: false,
      status: 400,
      message: OFFER_MESSAGES.counterRequired,
    });
    expect(planMove(pending, { role: 'seller', status: 'countered', counterOffer: 10_000 }, NOW)).toEqual({
      ok: false,
      status: 400,
      message: OFFER_MESSAGES.counterSame,
    });
  });

  it('only the buyer withdraws, whoever’s turn it is', () => {
    expect(planMove(pending, { role: 'buyer', status: 'withdrawn' }, NOW)).toMatchObject({
      ok: true,
      change: { status: 'withdrawn', event: { actor: 'buyer', action: 'withdraw' } },
    });
    expect(planMove(counteredBySeller, { role: 'buyer', status: 'withdrawn' }, NOW)).toMatchObject({ ok: true });
    expect(planMove(pending, { role: 'seller', status: 'withdrawn' }, NOW)).toEqual({
      ok: false,
      status: 403,
      message: OFFER_MESSAGES.onlyBuyerWithdraws,
    });
  });

  it('a final offer refuses every move with 409, naming its status', () => {
    for (const status of ['accepted', 'rejected', 'expired', 'withdrawn'] as OfferStatus[]) {
      for (const response of OFFER_RESPONSES) {
        for (const role of ['buyer', 'seller'] as const) {
          expect(planMove({ ...pending, status }, { role, status: response, counterOffer: 1 }, NOW)).toEqual({
            ok: false,
            status: 409,
            message: OFFER_MESSAGES.final(status),
          });
        }
      }
    }
  });

  it('an open offer past its expiry is refused as expired', () => {
    const stale = { ...pending, expiresAt: '2026-05-01T00:00:00.000Z' };
    expect(planMove(stale, { role: 'seller', status: 'accepted' }, NOW)).toEqual({
      ok: false,
      status: 409,
      message: OFFER_MESSAGES.final('expired'),
    });
    expect(planMove(stale, { role: 'buyer', status: 'withdrawn' }, NOW)).toEqual({
      ok: false,
      status: 409,
      message: OFFER_MESSAGES.final('expired'),
    });
  });

  it('any number of rounds: each counter hands the turn over', () => {
    let state: OfferState = pending;
    const amounts = [11_000, 10_500, 10_800, 10_600, 10_700];
    for (const [i, amount] of amounts.entries()) {
      const role = i % 2 === 0 ? 'seller' : 'buyer';
      const plan = planMove(state, { role, status: 'countered', counterOffer: amount }, NOW);
      if (!plan.ok) throw new Error(plan.message);
      state = {
        ...state,
        status: plan.change.status,
        amountCents: plan.change.amountCents,
        lastActor: plan.change.lastActor,
        expiresAt: plan.change.expiresAt,
      };
      expect(turnOf(state, NOW)).toBe(otherSide(role));
    }
    expect(state.amountCents).toBe(10_700);
  });
});
