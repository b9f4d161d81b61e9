import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '~/lib/money';
import { formatDateIn, formatDateTimeIn, formatMoneyIn } from './intl-format';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('money and dates in the page’s language', () => {
  it('keeps English on the one money formatter, and writes US$ in chiShona and isiNdebele', () => {
    expect(formatMoneyIn('en', 123450)).toBe(formatMoney(123450));
    expect(formatMoneyIn('sn', 123450)).toBe('US$1,234.50');
    expect(formatMoneyIn('nd', 650)).toBe('US$6.50');
    expect(formatMoneyIn('nd', -650)).toBe('-US$6.50');
    expect(formatMoneyIn('sn', 32160, 'ZWG')).toBe('ZWG\u00a0321.60');
  });

  it('names the month in the language, on Harare’s calendar', () => {
    // 23:30 UTC is already the next day in Harare (UTC+2).
    const lateOnTheLast = new Date('2026-11-30T23:30:00Z');
    expect(formatDateIn('sn', lateOnTheLast)).toBe('1 Zvita 2026');
    expect(formatDateIn('nd', lateOnTheLast)).toBe('1 Mpalakazi 2026');
    expect(formatDateIn('nd', '2026-11-27T10:00:00Z')).toBe('27 Lwezi 2026');
    expect(formatDateIn('en', lateOnTheLast)).toBe('1 December 2026');
    expect(formatDateTimeIn('nd', lateOnTheLast)).toBe('1 Mpalakazi 2026, 01:30');
    expect(formatDateTimeIn('sn', '2026-11-27T12:05:00Z')).toBe('27 Mbudzi 2026, 14:05');
  });

  it('does not lean on the runtime’s sn/nd locale data, which workerd lacks (it answers in American English)', () => {
    const real = Intl.DateTimeFormat;
    // A runtime without sn/nd data: every locale it is asked for becomes en-US.
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(((_: unknown, options?: Intl.DateTimeFormatOptions) => new real('en-US', options)) as never);
    expect(formatDateIn('sn', '2026-11-27T10:00:00Z')).toBe('27 Mbudzi 2026');
    expect(formatMoneyIn('sn', 650)).toBe('US$6.50');
  });
});
