/**
 * The 30-minute rule and the anonymous visitor id (pure, unit-tested).
 *
 * A visitor's view of a product (or storefront) counts when they have no counted view of the same thing in the
 * last VIEW_WINDOW_MINUTES: the window slides from the last COUNTED view, so reloading every 10 minutes for an
 * hour counts twice (0 and 30+ minutes), not six times.
 */
import { VIEW_WINDOW_MINUTES } from '../../schema/rest/analytics';

export const VIEW_WINDOW_MS = VIEW_WINDOW_MINUTES * 60 * 1000;

/** A view at `now` counts unless an earlier counted view is later than this instant (ISO, compared as text). */
export function viewWindowStart(now: Date): string {
  return new Date(now.getTime() - VIEW_WINDOW_MS).toISOString();
}

/** Whether a view at `now` counts, given the visitor's last counted view of the same thing. */
export function countsAsNewView(lastCountedIso: string | null, now: Date): boolean {
  return lastCountedIso === null || lastCountedIso <= viewWindowStart(now);
}

/** 32 hex characters of SHA-256(salt | ip | user agent): stable for a day, reversible never. */
export async function visitorId(salt: string, ip: string, userAgent: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}|${ip}|${userAgent}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}
