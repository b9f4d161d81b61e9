import { describe, expect, it } from 'vitest';
import { rateFromMicros, toZwgCents } from './zwg';
import { parseRateMicros } from './exchange-rates';

describe('USD→ZWG conversion: prices stay USD cents, ZWG is derived at the rate, rounded half up', () => {
  it('converts whole amounts exactly: $12.00 at 26.80 is ZiG 321.60', () => {
    expect(toZwgCents(1200, 26_800_000)).toBe(32_160);
    expect(toZwgCents(0, 26_800_000)).toBe(0);
    expect(toZwgCents(1, 1_000_000)).toBe(1);
  });

  it('rounds half a ZWG cent up and less than half down', () => {
    // 1 cent × 26.85 = 26.85 ZWG cents → 27; 1 cent × 26.45 → 26; exactly half (26.5) → 27
    expect(toZwgCents(1, 26_850_000)).toBe(27);
    expect(toZwgCents(1, 26_450_000)).toBe(26);
    expect(toZwgCents(1, 26_500_000)).toBe(27);
    expect(toZwgCents(3, 26_833_333)).toBe(80); // 80.499999 → 80
    expect(toZwgCents(3, 26_833_334)).toBe(81); // 80.500002 → 81
  });

  it('is exact where floating point is not (no 0.1 + 0.2 drift on large carts)', () => {
    // 450,000,000 cents × 26.123457 = 11,755,555,650 cents exactly.
    expect(toZwgCents(450_000_000, 26_123_457)).toBe(11_755_555_650);
    expect(toZwgCents(1_005, 26_800_000)).toBe(26_934);
  });

  it('rounds a negative amount (a refund) half up too, toward +∞', () => {
    expect(toZwgCents(-1, 26_500_000)).toBe(-26);
    expect(toZwgCents(-1200, 26_800_000)).toBe(-32_160);
  });

  it('refuses fractional cents and a rate that is not positive', () => {
    expect(() => toZwgCents(1.5, 26_800_000)).toThrow(RangeError);
    expect(() => toZwgCents(100, 0)).toThrow(RangeError);
    expect(() => toZwgCents(100, -1)).toThrow(RangeError);
  });

  it('shows a rate in units: 26_800_000 micros is 26.8', () => {
    expect(rateFromMicros(26_800_000)).toBe(26.8);
    expect(rateFromMicros(26_123_457)).toBe(26.123457);
  });
});

describe('rate text (PUT body and ZWG_RATE): a plain decimal between 1 and 1000, at most 6 decimals', () => {
  it.each([
    ['26.8', 26_800_000],
    ['26.80', 26_800_000],
    [' 27 ', 27_000_000],
    ['26.123457', 26_123_457],
    ['1', 1_000_000],
    ['1000', 1_000_000_000],
  ])('%j → %d micros', (text, micros) => expect(parseRateMicros(text)).toBe(micros));

  it.each(['', 'abc', '-26.8', '0', '0.5', '1000.000001', '26.1234567', '2.68e1', '26,8', '1e3', 'Infinity'])('refuses %j', (text) =>
    expect(parseRateMicros(text)).toBeNull(),
  );
});
