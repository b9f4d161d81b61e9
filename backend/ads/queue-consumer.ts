/**
 * The AD_EVENTS queue consumer (server.ts `queue` handler; docs/decisions/012-ads.md "The queue consumer"): a
 * batch of impressions and clicks is counted and billed in ONE D1 batch — one transaction — of the per-event
 * chains of billing-batch.ts, after one read of the batch's ads. Replays are safe by design (event keys), so a
 * failed write retries the whole batch; a message that is not an event, or of an ad that does not exist, is
 * dropped (acknowledged) instead of being retried for ever.
 */
import { adEventMessage, type AdEventMessage } from '../../schema/rest/ads-events';
import { AD_PRICING, type AdPricing } from '../../schema/rest/ads';
import { billingStatements, type BillingAd } from './billing-batch';

export interface AdConsumerEnv {
  DB: D1Database;
}

export interface ConsumeReport {
  received: number;
  /** Not an AdEventMessage: dropped. */
  malformed: number;
  /** Of an ad that does not exist: dropped. */
  unknownAd: number;
  /** Events whose chain ran (counted, or stored unbilled, or skipped as a repeat or replay). */
  written: number;
  /** The D1 batch failed and every message was handed back for a retry. */
  retried: boolean;
}

/** A queue message's body as an event, its instant normalized; null when it is not one. */
export function parseEvent(body: unknown): AdEventMessage | null {
  const parsed = adEventMessage.safeParse(body);
  if (!parsed.success) return null;
  const atMs = Date.parse(parsed.data.at);
  if (!Number.isFinite(atMs)) return null;
  return { ...parsed.data, at: new Date(atMs).toISOString() };
}

/** The ads of the batch, in one read (a JSON list as a single parameter: no limit on how many). */
async function readAds(d1: D1Database, ids: number[]): Promise<Map<number, BillingAd>> {
  const { results } = await d1
    .prepare('select id, business_id as businessId, pricing, bid_cents as bidCents from ads where id in (select value from json_each(?1))')
    .bind(JSON.stringify(ids))
    .all<{ id: number; businessId: number; pricing: string; bidCents: number }>();
  const out = new Map<number, BillingAd>();
  for (const r of results) {
    if ((AD_PRICING as readonly string[]).includes(r.pricing)) out.set(r.id, { ...r, pricing: r.pricing as AdPricing });
  }
  return out;
}

export async function consumeAdEvents(batch: MessageBatch<unknown>, env: AdConsumerEnv): Promise<ConsumeReport> {
  const report: ConsumeReport = { received: batch.messages.length, malformed: 0, unknownAd: 0, written: 0, retried: false };
  const events: AdEventMessage[] = [];
  for (const message of batch.messages) {
    const event = parseEvent(message.body);
    if (event) events.push(event);
    else {
      report.malformed++;
      message.ack();
    }
  }
  try {
    if (events.length) {
      const ads = await readAds(env.DB, [...new Set(events.map((e) => e.adID))]);
      const statements = events.flatMap((event) => {
        const ad = ads.get(event.adID);
        if (!ad) report.unknownAd++;
        return ad ? billingStatements(env.DB, event, ad) : [];
      });
      report.written = events.length - report.unknownAd;
      if (statements.length) await env.DB.batch(statements);
    }
  } catch (error) {
    // Nothing of the batch was written (one transaction): every event may safely come again.
    console.error('ad events not billed; retrying the batch', error);
    batch.retryAll();
    return { ...report, written: 0, retried: true };
  }
  batch.ackAll();
  return report;
}
