import { describe, expect, it } from 'vitest';
import { formatMoney, formatZig } from './money';

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

describe('ZiG amounts (issue #11: ZWG beside USD)', () => {
  it('writes ZWG cents as "ZiG 1,234.50", en-US digits, two decimals', () => {
    expect(formatZig(32_160)).toBe('ZiG 321.60');
    expect(formatZig(0)).toBe('ZiG 0.00');
    expect(formatZig(123_450)).toBe('ZiG 1,234.50');
    expect(formatZig(-5)).toBe('-ZiG 0.05');
  });
});
