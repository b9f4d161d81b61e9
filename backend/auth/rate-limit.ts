/**
 * Attempt limits for login, registration and password reset (per client IP, and per address for calls that
 * send e-mail), so passwords and keys cannot be guessed at speed and nobody can flood an inbox. Password
 * attempts per account back off instead (backoff.ts): a fixed window there would let an attacker keep the
 * owner out for ever. Counters live in D1 (`rate_limits`), a
 * fixed 60-second window per key, each counted by one upsert statement: D1 serialises writes, so concurrent
 * attempts cannot both read "9" and both pass. Every attempt counts, successful ones too.
 */
import type { Context } from 'hono';
import { lt, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../schema/rest/auth';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from '../http';
import { trustsClientIpHeader } from './request-config';

export const RATE_WINDOW_MS = 60_000;
export const RATE_MAX_ATTEMPTS = 10;
/** Share of requests that also delete expired counters, so the table holds roughly the last minute only. */
const CLEANUP_CHANCE = 1 / 50;

/** The bucket of every caller whose CF-Connecting-IP cannot be believed (see TRUST_CF_CONNECTING_IP). */
export const UNTRUSTED_IP = 'untrusted';

/**
 * The caller's IP for per-IP limits. Behind Cloudflare's edge (TRUST_CF_CONNECTING_IP=true) the edge sets
 * CF-Connecting-IP itself, overwriting anything the client sent, and the gateway forwards it on in-process
 * calls; a caller without it shares the 'unknown' bucket. Anywhere else (wrangler dev is reached directly)
 * the header is whatever the client chose, so it is ignored: one shared 'untrusted' bucket, never one per
 * invented address.
 */
export function clientIp(c: Context): string {
  if (!trustsClientIpHeader(c)) return UNTRUSTED_IP;
  const ip = c.req.header('cf-connecting-ip')?.trim();
  return ip ? ip.slice(0, 64) : 'unknown';
}

/** One counter row per key: increment, or restart the window when the stored one has ended. */
function hit(db: Db, key: string, nowMs: number) {
  const restart = sql`${rateLimits.windowStart} <= ${nowMs - RATE_WINDOW_MS}`;
  return db
    .insert(rateLimits)
    .values({ key, windowStart: nowMs, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // In an upsert's SET, column names are the stored row's values before this update.
      set: {
        count: sql`case when ${restart} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${restart} then ${nowMs} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
}

/**
 * Counts one attempt against every key (e.g. ['login:ip:1.2.3.4', 'login:user:7']) and throws 429 with a
 * Retry-After (seconds until the latest-ending exceeded window restarts) when any key is over the limit.
 */
export async function enforceRateLimits(db: Db, keys: string[], now: Date = new Date()): Promise<void> {
  if (keys.length === 0) return;
  const nowMs = now.getTime();
  const hits = keys.map((key) => hit(db, key, nowMs));
  const cleanup = Math.random() < CLEANUP_CHANCE ? [db.delete(rateLimits).where(lt(rateLimits.windowStart, nowMs - RATE_WINDOW_MS))] : [];
  // One batch: a single round trip, applied as one transaction.
  const results = (await db.batch([...hits, ...cleanup] as unknown as [(typeof hits)[number]])) as { windowStart: number; count: number }[][];
  let retryAfterMs = 0;
  for (const [row] of results.slice(0, hits.length)) {
    if (row && row.count > RATE_MAX_ATTEMPTS) retryAfterMs = Math.max(retryAfterMs, row.windowStart + RATE_WINDOW_MS - nowMs);
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new HttpError(429, AUTH_MESSAGES.rateLimited, { 'Retry-After': String(seconds) });
  }
}

/** Keys are lower-cased and bounded: an account is one bucket however its name is typed. */
export function limitKey(action: string, kind: string, value: string | number): string {
  return `${action}:${kind}:${String(value).trim().toLowerCase().slice(0, 254)}`;
}
