import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('money (spec §9: USD, en-US)', () => {
  it('formats integer cents as en-US dollars', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(999)).toBe('$9.99');
    expect(formatMoney(4_500_000_00)).toBe('$4,500,000.00');
  });

  it('formats other currencies when the API says so', () => {
    expect(formatMoney(1050, 'ZAR')).toBe('ZAR\u00a010.50');
  });
});
