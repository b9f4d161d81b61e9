import { describe, expect, it } from 'vitest';
import { countsAsNewView, visitorId, viewWindowStart, VIEW_WINDOW_MS } from './view-window';

describe('one view per visitor per product per 30 minutes', () => {
  const first = new Date('2026-11-23T10:00:00.000Z');
  const at = (minutes: number) => new Date(first.getTime() + minutes * 60_000);

  it('the window is 30 minutes', () => {
    expect(VIEW_WINDOW_MS).toBe(30 * 60_000);
    expect(viewWindowStart(at(30))).toBe(first.toISOString());
  });

  it('a first view counts', () => {
    expect(countsAsNewView(null, first)).toBe(true);
  });

  it('a repeat within 30 minutes does not count; at 30 minutes it counts again', () => {
    expect(countsAsNewView(first.toISOString(), at(1))).toBe(false);
    expect(countsAsNewView(first.toISOString(), at(29.99))).toBe(false);
    expect(countsAsNewView(first.toISOString(), at(30))).toBe(true);
    expect(countsAsNewView(first.toISOString(), at(45))).toBe(true);
  });

  it('the window slides from the last counted view: reloading every 10 minutes for an hour counts 0, 30 and 60', () => {
    let last: string | null = null;
    const counted: number[] = [];
    for (let m = 0; m <= 60; m += 10) {
      if (countsAsNewView(last, at(m))) {
        counted.push(m);
        last = at(m).toISOString();
      }
    }
    expect(counted).toEqual([0, 30, 60]);
  });
});

describe('the visitor id holds no personal data', () => {
  it('is a fixed-length hex digest, stable for the same salt, different across salts and people', async () => {
    const a = await visitorId('salt-1', '198.51.100.7', 'Mozilla/5.0 Chrome');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toContain('198');
    expect(await visitorId('salt-1', '198.51.100.7', 'Mozilla/5.0 Chrome')).toBe(a);
    expect(await visitorId('salt-2', '198.51.100.7', 'Mozilla/5.0 Chrome')).not.toBe(a);
    expect(await visitorId('salt-1', '198.51.100.8', 'Mozilla/5.0 Chrome')).not.toBe(a);
    expect(await visitorId('salt-1', '198.51.100.7', 'Mozilla/5.0 Firefox')).not.toBe(a);
  });
});
