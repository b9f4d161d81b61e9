/** Copy: "1 stores across Zimbabwe" on /vendors?term=digital (issue); "1,000+ stores" past the count's cap (issue 30). */
import { describe, expect, it } from 'vitest';
import { storeCountLabel } from './store-count';

const exactly = (total: number) => ({ total, totalIsCapped: false });

describe('the stores count agrees with its number and with the search', () => {
  it('says "1 store", never "1 stores"', () => {
    expect(storeCountLabel(exactly(1), true)).toBe('1 store matches your search.');
    expect(storeCountLabel(exactly(1), false)).toBe('1 store across Zimbabwe.');
  });

  it('counts every store when nothing is searched, and the matches when something is', () => {
    expect(storeCountLabel(exactly(24), false)).toBe('24 stores across Zimbabwe.');
    expect(storeCountLabel(exactly(3), true)).toBe('3 stores match your search.');
    expect(storeCountLabel(exactly(0), true)).toBe('No stores match your search.');
  });
});

describe('a stores count past the cap reads 1,000+ (issue 30: the count stops at 1,001)', () => {
  it('says "1,000+ stores across Zimbabwe." when the total is capped', () => {
    expect(storeCountLabel({ total: 1000, totalIsCapped: true }, false)).toBe('1,000+ stores across Zimbabwe.');
  });

  it('says "1,000+ stores match your search." for a capped search', () => {
    expect(storeCountLabel({ total: 1000, totalIsCapped: true }, true)).toBe('1,000+ stores match your search.');
  });

  it('says exactly 1,000 when exactly 1,000 match (not capped)', () => {
    expect(storeCountLabel(exactly(1000), false)).toBe('1,000 stores across Zimbabwe.');
  });
});
