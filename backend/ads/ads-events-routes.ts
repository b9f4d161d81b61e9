/**
 * Impressions and clicks (schema/rest/ads-events.ts; issue #12 item 3). Public calls that answer at once: bots
 * are dropped here, the rest is hashed and queued after the answer (event-intake.ts), and the AD_EVENTS
 * consumer counts and bills them (backend/ads/queue-consumer.ts). The browser sends impressions with
 * sendBeacon, whose body may come as text/plain: the body is parsed as JSON whatever its declared type.
 * Something unexpected failing answers spec §8's message: a click is the ad's view of its target. Issue #27: each
 * event is checked at intake (event-checks.ts: token, our page, own store) and queued billable or marked invalid;
 * a cross-site POST that is not JSON is refused (403); POST /advertising/ad-tokens signs the page's served ads.
 */
import type { Context } from 'hono';
import * as contract from '../../schema/rest/ads-events';
import { AD_MESSAGES } from '../../schema/rest/ads';
import { checkedMessages, secretOf } from './event-checks';
import { adTarget, impressionKey, queueInBackground } from './event-intake';
import { isCrossSiteSimplePost, ownOrigins } from './event-origin';
import { issueAdTokens } from './token-issue';
import { harareDay } from '../analytics/harare-range';
import { isBot } from '../analytics/is-bot';
import { HttpError, mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

/** Another site's form or no-cors fetch (issue #27 §2): refused before anything is read or queued. */
function refuseCrossSite(c: Context, message: string): void {
  if (isCrossSiteSimplePost(c.req.raw.headers, ownOrigins(c))) throw new HttpError(403, message);
}

export function registerAdEventRoutes(app: BackendApp): void {
  mount(
    app,
    contract.recordImpressions,
    async ({ body, db, c }) => {
      refuseCrossSite(c, AD_MESSAGES.recordImpression);
      if (isBot(c.req.header('user-agent'))) return { queued: 0 };
      const now = clockNow(c);
      // One event per ad per page view, however often the call lists it.
      const unique = [...new Map(body.impressions.map((i) => [impressionKey(i.pageViewId, i.adID), i])).values()];
      queueInBackground(c, () =>
        checkedMessages(
          c,
          db,
          now,
          unique.map((i) => ({ ...i, kind: 'impression' as const })),
        ),
      );
      return { queued: unique.length };
    },
    { failure: AD_MESSAGES.recordImpression },
  );

  mount(
    app,
    contract.recordClick,
    async ({ body, db, c }) => {
      refuseCrossSite(c, AD_MESSAGES.recordView);
      // The one D1 read on this path: where the click leads must come from the ad, not from the request.
      const target = await adTarget(db, body.adID);
      if (!target) throw new HttpError(404, AD_MESSAGES.notFound);
      if (isBot(c.req.header('user-agent'))) return { queued: 0, target };
      const now = clockNow(c);
      queueInBackground(c, () => checkedMessages(c, db, now, [{ ...body, kind: 'click' }]));
      return { queued: 1, target };
    },
    { failure: AD_MESSAGES.recordView },
  );

  mount(
    app,
    contract.adTokens,
    async ({ body, db, c }) => {
      refuseCrossSite(c, AD_MESSAGES.recordImpression);
      if (isBot(c.req.header('user-agent'))) return { tokens: [] };
      const now = clockNow(c);
      const secret = secretOf(c);
      if (!secret) {
        console.error('AD_TOKEN_SECRET is not set on this public site: no ad is billable (wrangler secret put AD_TOKEN_SECRET)');
        return { tokens: [] };
      }
      return { tokens: await issueAdTokens(db, secret, body, harareDay(now), now) };
    },
    { failure: AD_MESSAGES.recordImpression },
  );
}
