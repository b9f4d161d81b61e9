/** The WooCommerce order transitions a vendor may make (DESIGN §7), and the Harare-day bounds of the date filter. */
import { describe, expect, it } from 'vitest';
import { canTransition, harareDayEnd, harareDayStart, ORDER_MESSAGES, ORDER_STATUSES, ORDER_TRANSITIONS, businessOrders } from './orders';

describe('order status transitions', () => {
  it('pending → processing → completed is the happy path', () => {
    expect(canTransition('pending', 'processing')).toBe(true);
    expect(canTransition('processing', 'completed')).toBe(true);
  });

  it('cancelled and refunded are final: nothing leaves them', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('cancelled', to)).toBe(false);
      expect(canTransition('refunded', to)).toBe(false);
    }
  });

  it('a completed order can only be refunded', () => {
    expect(ORDER_STATUSES.filter((to) => canTransition('completed', to))).toEqual(['refunded']);
  });

  it('nothing goes back to pending except a failed order retried', () => {
    expect(ORDER_STATUSES.filter((from) => canTransition(from, 'pending'))).toEqual(['failed']);
  });

  it('the same status again is no transition', () => {
    for (const s of ORDER_STATUSES) expect(ORDER_TRANSITIONS[s]).not.toContain(s);
  });

  it('an impossible transition is refused with a clear message', () => {
    expect(ORDER_MESSAGES.badTransition('completed', 'pending')).toBe('An order that is completed cannot be changed to pending');
  });
});

describe('order date filter in Africa/Harare days', () => {
  it('a Harare day runs from 22:00 UTC the day before to 22:00 UTC that day', () => {
    expect(harareDayStart('2026-03-31')).toBe('2026-03-30T22:00:00.000Z');
    expect(harareDayEnd('2026-03-31')).toBe('2026-03-31T22:00:00.000Z');
  });

  it('refuses impossible dates and a range that ends before it starts', () => {
    const parse = (b: object) => businessOrders.body.safeParse({ bID: 1, ...b });
    expect(parse({ from: '2026-02-30' }).success).toBe(false);
    expect(parse({ to: '31/03/2026' }).success).toBe(false);
    const backwards = parse({ from: '2026-04-02', to: '2026-04-01' });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0].message).toBe(ORDER_MESSAGES.badRange);
    expect(parse({ from: '2026-04-01', to: '2026-04-01' }).success).toBe(true);
  });
});
