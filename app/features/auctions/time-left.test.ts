import { describe, expect, it } from 'vitest';
import { timeLeft } from './auction.server';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('time left on an auction, worked out on the server', () => {
  it('reads in days and hours, hours and minutes, or minutes', () => {
    expect(timeLeft(at((2 * 24 + 4) * 3_600_000 + 59_000), NOW)).toBe('2 days 4 hours');
    expect(timeLeft(at(24 * 3_600_000), NOW)).toBe('1 day');
    expect(timeLeft(at(3 * 3_600_000 + 12 * 60_000), NOW)).toBe('3 hours 12 minutes');
    expect(timeLeft(at(45 * 60_000 + 30_000), NOW)).toBe('45 minutes');
    expect(timeLeft(at(30_000), NOW)).toBe('less than a minute');
  });

  it('is empty once the auction has ended', () => {
    expect(timeLeft(at(0), NOW)).toBe('');
    expect(timeLeft(at(-60_000), NOW)).toBe('');
  });
});
