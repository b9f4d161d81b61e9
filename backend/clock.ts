/**
 * Where the backend's time comes from. Every rule that depends on time (back-off, rate limits, holds, auctions,
 * sessions, the Harare day of a rollup) reads it from the clock its context was given, never from the wall:
 * production hands the system clock, tests hand a pinned one, so a test cannot race midnight or a busy machine.
 *
 * The composition root (server.ts) puts the clock on the backend's env as `clock`, next to the bindings; a
 * handler reads it with `clockNow(c)`. An env without one (a unit test calling a route module directly) gets the
 * system clock.
 */
import type { Context } from 'hono';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at one instant (tests). */
export function fixedClock(at: Date | number): Clock {
  const ms = typeof at === 'number' ? at : at.getTime();
  return { now: () => new Date(ms) };
}

/** Carried by env objects that the root handed a clock (server.ts `withClock`). */
export interface ClockCarrier {
  clock?: Clock;
}

export function clockOf(env: ClockCarrier | undefined): Clock {
  return env?.clock ?? systemClock;
}

/** The instant of this request, from the clock the backend was given. */
export function clockNow(c: Context): Date {
  return clockOf(c.env as ClockCarrier | undefined).now();
}

/**
 * The header a test pins a request's clock with, honoured only where the Worker's env says so (TEST_CLOCK =
 * "header", set by the integration tests' vitest config alone, never in wrangler.toml): a deployed Worker ignores it.
 */
export const TEST_CLOCK_HEADER = 'x-musika-test-now';

/** The clock for one request: the system clock, or the instant a test pinned in TEST_CLOCK_HEADER. */
export function requestClock(request: Request, env: { TEST_CLOCK?: string }): Clock {
  if (env.TEST_CLOCK !== 'header') return systemClock;
  const pinned = request.headers.get(TEST_CLOCK_HEADER);
  if (!pinned) return systemClock;
  const ms = /^\d+$/.test(pinned) ? Number(pinned) : Date.parse(pinned);
  return Number.isFinite(ms) ? fixedClock(ms) : systemClock;
}
