import { describe, expect, it } from 'vitest';
import { formatMoney } from '~/lib/money';
import { formatDateIn, formatMoneyIn } from './intl-format';

describe('money and dates in the page’s language', () => {
  it('keeps English on the one money formatter, and writes US$ in chiShona and isiNdebele', () => {
    expect(formatMoneyIn('en', 123450)).toBe(formatMoney(123450));
    expect(formatMoneyIn('sn', 123450)).toBe('US$1,234.50');
    expect(formatMoneyIn('nd', 650)).toBe('US$6.50');
  });

  it('names the month in the language, on Harare’s calendar', () => {
    // 23:30 UTC is already the next day in Harare (UTC+2).
    const lateOnTheLast = new Date('2026-11-30T23:30:00Z');
    expect(formatDateIn('sn', lateOnTheLast)).toContain('Zvita');
    expect(formatDateIn('nd', lateOnTheLast)).toContain('Mpalakazi');
    expect(formatDateIn('en', lateOnTheLast)).toMatch(/^0?1 December 2026$/);
  });
});
