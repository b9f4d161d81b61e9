/** Copy: "1 stores across Zimbabwe" on /vendors?term=digital (issue). */
import { describe, expect, it } from 'vitest';
import { storeCountLabel } from './store-count';

describe('the stores count agrees with its number and with the search', () => {
  it('says "1 store", never "1 stores"', () => {
    expect(storeCountLabel(1, true)).toBe('1 store matches your search.');
    expect(storeCountLabel(1, false)).toBe('1 store across Zimbabwe.');
  });

  it('counts every store when nothing is searched, and the matches when something is', () => {
    expect(storeCountLabel(24, false)).toBe('24 stores across Zimbabwe.');
    expect(storeCountLabel(3, true)).toBe('3 stores match your search.');
    expect(storeCountLabel(0, true)).toBe('No stores match your search.');
  });
});
