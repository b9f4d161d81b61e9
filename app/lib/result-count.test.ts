import { describe, expect, it } from 'vitest';
import { resultCount } from './result-count';

describe('resultCount (issue 30: counts past the cap read 1,000+)', () => {
  it('names one, many and a capped total with a plus', () => {
    expect(resultCount({ total: 1 }, 'result', 'results')).toBe('1 result');
    expect(resultCount({ total: 0 }, 'result', 'results')).toBe('0 results');
    expect(resultCount({ total: 999, totalIsCapped: false }, 'listing', 'listings')).toBe('999 listings');
    expect(resultCount({ total: 1000, totalIsCapped: true }, 'listing', 'listings')).toBe('1,000+ listings');
  });
});
