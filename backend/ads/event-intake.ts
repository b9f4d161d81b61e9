/**
 * Turning a recorded impression or click into AD_EVENTS queue messages (docs/decisions/012-ads.md "Counting").
 * The Worker only knows who asked and when; counting and billing are the queue consumer's (queue-consumer.ts).
 * The event keys make every replay harmless: an impression is `imp:{pageViewId}:{adID}` (once per ad per page
 * view, however often the page reports it), a click gets a random key made once here, so the queue's own
 * retries of that message count once.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { href } from '../../schema/site-routes';
import type { AdEventMessage, RestImpression } from '../../schema/rest/ads-events';
import type { AdPlacement } from '../../schema/rest/ads';
import type { Db } from '../db/client';
import { ads, businesses, products } from '../db/schema';

/** The bindings intake needs besides the backend's own (server/env.ts declares AD_EVENTS for the Worker). */
export interface AdEventsEnv {
  AD_EVENTS?: Queue<AdEventMessage>;
}

/** A browser's clock may be wrong or a report late: events are dated within the last hour, never the future. */
export const MAX_EVENT_AGE_MS = 60 * 60 * 1000;

export function clampedInstant(timestampMs: number, now: Date): string {
  const at = Math.min(Math.max(timestampMs, now.getTime() - MAX_EVENT_AGE_MS), now.getTime());
  return new Date(at).toISOString();
}

export function impressionKey(pageViewId: string, adID: number): string {
  return `imp:${pageViewId}:${adID}`;
}

export function clickKey(id: string = crypto.randomUUID()): string {
  return `click:${id}`;
}

/** One message per ad per page view: a call listing the same impression twice queues it once. */
export function impressionMessages(impressions: RestImpression[], visitor: string, now: Date): AdEventMessage[] {
  const byKey = new Map<string, AdEventMessage>();
  for (const i of impressions) {
    const eventKey = impressionKey(i.pageViewId, i.adID);
    if (byKey.has(eventKey)) continue;
    byKey.set(eventKey, {
      eventKey,
      adID: i.adID,
      kind: 'impression',
      visitor,
      placement: i.placement,
      pageUrl: i.pageUrl,
      referrer: i.referrer,
      at: clampedInstant(i.timestamp, now),
    });
  }
  return [...byKey.values()];
}

export interface ClickFacts {
  adID: number;
  placement: AdPlacement;
  referrer: string;
  pageUrl: string;
  timestamp: number;
}

export function clickMessage(click: ClickFacts, visitor: string, now: Date, eventKey = clickKey()): AdEventMessage {
  return {
    eventKey,
    adID: click.adID,
    kind: 'click',
    visitor,
    placement: click.placement,
    pageUrl: click.pageUrl,
    referrer: click.referrer,
    at: clampedInstant(click.timestamp, now),
  };
}

const SEND_ATTEMPTS = 3;

/**
 * A send can fail for a moment (an overloaded queue): it is tried again, which is safe because the consumer
 * counts an event key once, even if the failed send had in fact delivered some of the messages.
 */
export async function sendWithRetry(queue: Queue<AdEventMessage>, messages: AdEventMessage[], pauseMs = 100): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await queue.sendBatch(messages.map((body) => ({ body, contentType: 'json' as const })));
      return;
    } catch (error) {
      if (attempt >= SEND_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * 4 ** (attempt - 1)));
    }
  }
}

/**
 * Runs `work` (salt, hash, send) after the answer, so no visitor waits on D1 or the queue. A failure is logged
 * only: a lost impression is not worth a visitor's error page.
 */
export function queueInBackground(c: Context, work: () => Promise<AdEventMessage[]>): void {
  const queue = (c.env as AdEventsEnv | undefined)?.AD_EVENTS;
  const job = (async () => {
    if (!queue) throw new Error('the AD_EVENTS queue is not bound (wrangler.toml [[queues.producers]])');
    const messages = await work();
    if (messages.length) await sendWithRetry(queue, messages);
  })().catch((error: unknown) => console.error('ad events not queued', error));
  try {
    c.executionCtx.waitUntil(job);
  } catch {
    // No execution context (a direct app.fetch without ctx): the job still runs, just unawaited.
  }
}

/**
 * Where a click on an ad leads, from D1 (never from the request): the product's page or the store's, or null
 * when the ad, its product or its store is unknown or unpublished.
 */
export async function adTarget(db: Db, adID: number): Promise<string | null> {
  const [row] = await db
    .select({
      productSlug: products.slug,
      productStatus: products.status,
      productId: ads.productId,
      storeSlug: businesses.slug,
      storeStatus: businesses.status,
    })
    .from(ads)
    .innerJoin(businesses, eq(businesses.id, ads.businessId))
    .leftJoin(products, eq(products.id, ads.productId))
    .where(eq(ads.id, adID))
    .limit(1);
  if (!row) return null;
  if (row.productId !== null) return row.productSlug && row.productStatus === 'publish' ? href('product', { slug: row.productSlug }) : null;
  return row.storeSlug && row.storeStatus === 'publish' ? href('storefront', { bSlug: row.storeSlug }) : null;
}
