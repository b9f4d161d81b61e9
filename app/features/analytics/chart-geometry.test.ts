import { describe, expect, it } from 'vitest';
import { bars, CHART_HEIGHT } from './chart-geometry';
import { bucketLabel, rangeLabel } from './bucket-label';
import { rangeFromSearch } from './range-param';

describe('sales chart bars', () => {
  it('scale to the largest value and leave zero days empty', () => {
    const b = bars([0, 50, 100]);
    expect(b.map((x) => x.height)).toEqual([0, CHART_HEIGHT / 2, CHART_HEIGHT]);
    expect(b[2].y).toBe(0);
    expect(b[1].x).toBeLessThan(b[2].x);
  });

  it('keep a tiny non-zero day visible', () => {
    expect(bars([1, 100_000])[0].height).toBeGreaterThan(0);
  });

  it('all-zero and empty series draw nothing', () => {
    expect(bars([0, 0]).every((x) => x.height === 0)).toBe(true);
    expect(bars([])).toEqual([]);
  });
});

describe('labels and the range in the address', () => {
  it('label days and months', () => {
    expect(bucketLabel('2026-11-03')).toBe('3 Nov');
    expect(bucketLabel('2026-11')).toBe('Nov 2026');
    expect(rangeLabel('2026-10-25', '2026-11-23')).toBe('25 Oct – 23 Nov 2026');
  });

  it('reads a known range and falls back to 30 days for anything else', () => {
    expect(rangeFromSearch(new URLSearchParams('range=7d'))).toBe('7d');
    expect(rangeFromSearch(new URLSearchParams('range=12m'))).toBe('12m');
    expect(rangeFromSearch(new URLSearchParams('range=1y'))).toBe('30d');
    expect(rangeFromSearch(new URLSearchParams('range=<script>'))).toBe('30d');
    expect(rangeFromSearch(new URLSearchParams(''))).toBe('30d');
  });
});
