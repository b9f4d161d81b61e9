/** The order list's count line (issue 30): exact, capped at 1,000+, past the pages' reach, or a search's window. */
import { describe, expect, it } from 'vitest';
import { orderCountLabel } from './order-count';

describe('orderCountLabel', () => {
  it('says an exact count as before when every order is within reach', () => {
    expect(orderCountLabel({ total: 1, perPage: 20, totalPages: 1 }, false)).toBe('1 order');
    expect(orderCountLabel({ total: 14, perPage: 20, totalPages: 1 }, false)).toBe('14 orders');
    expect(orderCountLabel({ total: 1000, perPage: 20, totalPages: 50 }, false)).toBe('1,000 orders');
  });

  it('says the exact total of a big store and that the newest 1,000 are listed', () => {
    expect(orderCountLabel({ total: 100_013, perPage: 20, totalPages: 50 }, false)).toBe(
      '100,013 orders · the newest 1,000 are listed: narrow the dates to see older ones',
    );
  });

  it('says 1,000+ for a count that stopped', () => {
    expect(orderCountLabel({ total: 1000, totalIsCapped: true, perPage: 20, totalPages: 50 }, false)).toBe(
      '1,000+ orders · the newest 1,000 are listed: narrow the dates to see older ones',
    );
  });

  it('says a search read only the newest orders', () => {
    expect(orderCountLabel({ total: 3, countedNewest: 1000, perPage: 20, totalPages: 1 }, true)).toBe(
      '3 orders among the newest 1,000 · narrow the dates to search older orders',
    );
    expect(orderCountLabel({ total: 3, perPage: 20, totalPages: 1 }, true)).toBe('3 orders');
  });
});
