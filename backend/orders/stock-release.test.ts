/** The stock rule: cancelling or refunding puts an order's units back exactly once. */
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../schema/rest/orders';
import { releasesStock, uniqueStamp } from './stock-release';

describe('cancelling or refunding puts the stock back exactly once', () => {
  it('entering cancelled or refunded from a status that held the units releases them', () => {
    for (const from of ['pending', 'processing', 'on-hold', 'completed', 'failed'] as const) {
      expect(releasesStock(from, 'cancelled'), from).toBe(true);
      expect(releasesStock(from, 'refunded'), from).toBe(true);
    }
  });

  it('cancelled → refunded (or the same status again) releases nothing a second time', () => {
    expect(releasesStock('cancelled', 'refunded')).toBe(false);
    expect(releasesStock('refunded', 'cancelled')).toBe(false);
    expect(releasesStock('cancelled', 'cancelled')).toBe(false);
    expect(releasesStock('refunded', 'refunded')).toBe(false);
  });

  it('no other change touches stock', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ['pending', 'processing', 'on-hold', 'completed', 'failed'] as const) expect(releasesStock(from, to)).toBe(false);
    }
  });

  it('each status change carries its own stamp, still read as the same millisecond', () => {
    const now = new Date('2026-05-01T10:00:00.123Z');
    const stamps = new Set(Array.from({ length: 50 }, () => uniqueStamp(now)));
    expect(stamps.size).toBeGreaterThan(45);
    for (const s of stamps) {
      expect(s).toMatch(/^2026-05-01T10:00:00\.123\d{6}Z$/);
      expect(Date.parse(s)).toBe(now.getTime());
    }
  });
});
