import { describe, expect, it } from 'vitest';
import { clockNow, fixedClock, requestClock, systemClock, TEST_CLOCK_HEADER } from './clock';

const pinned = Date.parse('2026-11-25T22:01:00.000Z');
const request = (headers: Record<string, string> = {}) => new Request('https://musika.test/', { headers });

describe('the backend clock', () => {
  it('a deployed Worker ignores the test clock header: only TEST_CLOCK = "header" honours it', () => {
    const pinnedRequest = request({ [TEST_CLOCK_HEADER]: String(pinned) });
    expect(requestClock(pinnedRequest, {})).toBe(systemClock);
    expect(requestClock(pinnedRequest, { TEST_CLOCK: 'yes' })).toBe(systemClock);
    expect(requestClock(pinnedRequest, { TEST_CLOCK: 'header' }).now().getTime()).toBe(pinned);
  });

  it('reads milliseconds or an ISO instant, and falls back to the system clock on anything else', () => {
    const env = { TEST_CLOCK: 'header' };
    expect(
      requestClock(request({ [TEST_CLOCK_HEADER]: '2026-11-25T22:01:00.000Z' }), env)
        .now()
        .getTime(),
    ).toBe(pinned);
    expect(requestClock(request({ [TEST_CLOCK_HEADER]: 'soon' }), env)).toBe(systemClock);
    expect(requestClock(request(), env)).toBe(systemClock);
  });

  it('a handler reads the clock its env carries, else the system clock', () => {
    const context = (env: unknown) => ({ env }) as Parameters<typeof clockNow>[0];
    expect(clockNow(context({ clock: fixedClock(pinned) })).getTime()).toBe(pinned);
    const before = Date.now();
    expect(clockNow(context({})).getTime()).toBeGreaterThanOrEqual(before);
  });
});
