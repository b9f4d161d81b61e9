import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneFromLocalPart } from './phone';

describe('phone helper (spec §5)', () => {
  it('a number starting with 0 becomes 263 plus the rest', () => {
    expect(normalizePhone('0771234567')).toBe('263771234567');
  });

  it('a number starting with + loses the plus', () => {
    expect(normalizePhone('+263771234567')).toBe('263771234567');
  });

  it('leaves other numbers as they are', () => {
    expect(normalizePhone('263771234567')).toBe('263771234567');
  });

  it('drops the spaces and dashes people type', () => {
    expect(normalizePhone(' 077 123-4567 ')).toBe('263771234567');
    expect(normalizePhone('+263 (77) 123 4567')).toBe('263771234567');
  });

  it('joins the fixed +263 prefix of the form with the digits typed after it', () => {
    expect(phoneFromLocalPart('771234567')).toBe('263771234567');
    expect(phoneFromLocalPart('0771234567')).toBe('263771234567');
    expect(phoneFromLocalPart('+263771234567')).toBe('263771234567');
  });
});
