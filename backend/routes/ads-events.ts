/**
 * Impressions and clicks (schema/rest/ads-events.ts; issue #12 item 3). Public calls that answer at once: bots
 * are dropped here, the rest is hashed and queued after the answer (event-intake.ts), and the AD_EVENTS
 * consumer counts and bills them (backend/ads/queue-consumer.ts). The browser sends impressions with
 * sendBeacon, whose body may come as text/plain: the body is parsed as JSON whatever its declared type.
 * Something unexpected failing answers spec §8's message: a click is the ad's view of its target.
 */
import * as contract from '../../schema/rest/ads-events';
import { AD_MESSAGES } from '../../schema/rest/ads';
import { adTarget, clickMessage, impressionKey, impressionMessages, queueInBackground } from '../ads/event-intake';
import { requestVisitor } from '../analytics/request-visitor';
import { isBot } from '../analytics/is-bot';
import { HttpError, mount, type BackendApp } from '../http';
import { clockNow } from '../clock';

export function registerAdEventRoutes(app: BackendApp): void {
  mount(app, contract.recordImpressions, async ({ body, db, c }) => {
    if (isBot(c.req.header('user-agent'))) return { queued: 0 };
    const now = clockNow(c);
    const queued = new Set(body.impressions.map((i) => impressionKey(i.pageViewId, i.adID))).size;
    queueInBackground(c, async () => impressionMessages(body.impressions, await requestVisitor(c, db, now), now));
    return { queued };
  }, { failure: AD_MESSAGES.recordImpression });

  mount(app, contract.recordClick, async ({ body, db, c }) => {
    // The one D1 read on this path: where the click leads must come from the ad, not from the request.
    const target = await adTarget(db, body.adID);
    if (!target) throw new HttpError(404, AD_MESSAGES.notFound);
    if (isBot(c.req.header('user-agent'))) return { queued: 0, target };
    const now = clockNow(c);
    queueInBackground(c, async () => [clickMessage(body, await requestVisitor(c, db, now), now)]);
    return { queued: 1, target };
  }, { failure: AD_MESSAGES.recordView });
}
