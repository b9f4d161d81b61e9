/**
 * What makes an accepted ad event billable (issue #27; docs/decisions/012-ads.md "Invalid traffic"), decided at
 * intake, after the answer (event-intake.ts queueInBackground): it came from our page (event-origin.ts), not
 * from the ad's own store (own-store.ts), with a valid token of this ad and placement (ad-token.ts). An event
 * failing any of these is still queued, marked `invalid`, so the vendor sees it as not charged. Each message also
 * carries the keyed hash of the address alone, for the consumer's 24-hour caps, and an intake id.
 */
import type { Context } from 'hono';
import type { AdEventKind, AdPlacement } from '../../schema/rest/ads';
import type { AdEventMessage, AdInvalidReason } from '../../schema/rest/ads-events';
import { readConfig } from '../../schema/config/worker-config';
import { adTokenSecret, DEV_AD_TOKEN_SECRET } from '../../schema/config/ads-config';
import { requestVisitor } from '../analytics/request-visitor';
import { clientIp } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { addressHash, verifyAdToken, type AdTokenFacts } from './ad-token';
import { clampedInstant, clickKey, impressionKey } from './event-intake';
import { fromOurPage, ownOrigins } from './event-origin';
import { ownStoreCheck } from './own-store';

export interface IntakeEvent {
  kind: AdEventKind;
  adID: number;
  placement: AdPlacement;
  pageViewId?: string;
  token?: string;
  pageUrl: string;
  referrer: string;
  timestamp: number;
}

/** Null on a public origin without AD_TOKEN_SECRET: no token is issued or accepted (schema/config/ads-config.ts). */
export const secretOf = (c: Context): string | null => adTokenSecret(readConfig((c.env ?? {}) as Record<string, unknown>));

/** The token is this event's: same ad and placement, and for an impression the same page view. */
function tokenFits(facts: AdTokenFacts | null, e: IntakeEvent): facts is AdTokenFacts {
  return !!facts && facts.adID === e.adID && facts.placement === e.placement && (e.kind === 'click' || facts.pageViewId === e.pageViewId);
}

/**
 * A click's key made from its token (page view, ad), shaped as a UUID: the same token clicked again is the same
 * event, so a token bills at most one click.
 */
async function tokenClickKey(facts: AdTokenFacts): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${facts.pageViewId}|${facts.adID}|${facts.placement}`)),
  );
  const hex = Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
  return clickKey(`${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`);
}

/** The queue messages of the request's events, each billable or marked with why it is not. */
export async function checkedMessages(c: Context, db: Db, now: Date, events: IntakeEvent[]): Promise<AdEventMessage[]> {
  const secret = secretOf(c);
  // The address key needs no secrecy to cap (only to hide the address): without the secret, the development one.
  const [visitor, address, isOwn] = await Promise.all([
    requestVisitor(c, db, now),
    addressHash(secret ?? DEV_AD_TOKEN_SECRET, clientIp(c)),
    ownStoreCheck(c, db, events, now),
  ]);
  const fromPage = fromOurPage(c.req.raw.headers, ownOrigins(c));
  return Promise.all(
    events.map(async (e): Promise<AdEventMessage> => {
      const facts = e.token && secret ? await verifyAdToken(secret, e.token, now) : null;
      const fits = tokenFits(facts, e);
      const invalid: AdInvalidReason | undefined = !fromPage
        ? 'not_from_page'
        : isOwn(e)
          ? 'own_store'
          : !e.token
            ? 'no_token'
            : !fits
              ? 'bad_token'
              : undefined;
      const eventKey = e.kind === 'impression' ? impressionKey(e.pageViewId ?? 'none', e.adID) : fits ? await tokenClickKey(facts) : clickKey();
      return {
        eventKey,
        adID: e.adID,
        kind: e.kind,
        visitor,
        placement: e.placement,
        pageUrl: e.pageUrl,
        referrer: e.referrer,
        at: clampedInstant(e.timestamp, now),
        address,
        intakeId: crypto.randomUUID(),
        ...(invalid ? { invalid } : {}),
      };
    }),
  );
}
