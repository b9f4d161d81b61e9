/**
 * Counting and billing ad events (issue #12 items 3–4; docs/decisions/012-ads.md): the AD_EVENTS consumer called
 * directly with a fake MessageBatch against the real D1. Money is exact to the millicent and never overdraws.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { harareMidnight } from '../../backend/analytics/harare-range';
import { consumeAdEvents } from '../../backend/ads/queue-consumer';
import { account, adEvent, addAd, dayOffset, dayStats, eventRows, fakeBatch, freshAd } from './support/ad-events';

const consume = (bodies: unknown[]) => {
  const batch = fakeBatch(bodies);
  return consumeAdEvents(batch, env).then((report) => ({ batch, report }));
};
const MINUTE = 60_000;

describe('the cost of an event', () => {
  it('a cpm impression costs bid_cents millicents', async () => {
    const ad = await freshAd({ pricing: 'cpm', bidCents: 250, balanceCents: 10 });
    const { batch } = await consume([adEvent(ad.id)]);
    expect(batch.ackAll).toHaveBeenCalledOnce();
    expect(batch.retryAll).not.toHaveBeenCalled();
    expect(await account(ad.businessId)).toEqual({ balanceCents: 10, accruedMillicents: 250 });
    expect(await dayStats(ad.id)).toEqual({ impressions: 1, clicks: 0, spend: 250 });
    expect(await eventRows(ad.id)).toMatchObject([{ kind: 'impression', billed: 1, cost: 250 }]);
  });

  it('a cpc click costs bid_cents whole cents; its impressions are counted free', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 20, balanceCents: 100 });
    await consume([adEvent(ad.id, { kind: 'click' }), adEvent(ad.id), adEvent(ad.id)]);
    expect(await account(ad.businessId)).toEqual({ balanceCents: 80, accruedMillicents: 0 });
    expect(await dayStats(ad.id)).toEqual({ impressions: 2, clicks: 1, spend: 20_000 });
  });

  it('the accrued sub-cent part carries to the next', async () => {
    const ad = await freshAd({ pricing: 'cpm', bidCents: 400, balanceCents: 10 });
    await consume([adEvent(ad.id), adEvent(ad.id)]);
    expect(await account(ad.businessId)).toEqual({ balanceCents: 10, accruedMillicents: 800 });
    await consume([adEvent(ad.id)]);
    // 1,200 millicents spent: one whole cent taken, 200 waiting for the next.
    expect(await account(ad.businessId)).toEqual({ balanceCents: 9, accruedMillicents: 200 });
    expect((await dayStats(ad.id)).spend).toBe(1200);
  });
});

describe('limits', () => {
  it('never below zero: an event the balance cannot cover is kept unbilled and not counted', async () => {
    const ad = await freshAd({ pricing: 'cpm', bidCents: 300, balanceCents: 1 });
    await consume([adEvent(ad.id), adEvent(ad.id), adEvent(ad.id), adEvent(ad.id)]);
    // 1 cent = 1,000 millicents: three impressions (900), the fourth (1,200) would overdraw.
    expect(await account(ad.businessId)).toEqual({ balanceCents: 1, accruedMillicents: 900 });
    expect((await eventRows(ad.id)).map((e) => e.billed)).toEqual([1, 1, 1, 0]);
    expect(await dayStats(ad.id)).toEqual({ impressions: 3, clicks: 0, spend: 900 });

    const cpc = await freshAd({ pricing: 'cpc', bidCents: 5, balanceCents: 4 });
    await consume([adEvent(cpc.id, { kind: 'click' })]);
    expect(await account(cpc.businessId)).toEqual({ balanceCents: 4, accruedMillicents: 0 });
    expect(await dayStats(cpc.id)).toEqual({ impressions: 0, clicks: 0, spend: 0 });
  });

  it('daily budget stops billing', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 60, dailyBudgetCents: 100, balanceCents: 1000 });
    await consume([adEvent(ad.id, { kind: 'click' }), adEvent(ad.id, { kind: 'click' })]);
    expect(await account(ad.businessId)).toEqual({ balanceCents: 940, accruedMillicents: 0 });
    expect(await dayStats(ad.id)).toEqual({ impressions: 0, clicks: 1, spend: 60_000 });
    expect((await eventRows(ad.id)).map((e) => e.billed)).toEqual([1, 0]);
  });

  it('a repeat within 30 minutes is not billed; 30 minutes on it is', async () => {
    const ad = await freshAd({ pricing: 'cpm', bidCents: 100, balanceCents: 10 });
    // A fixed instant, not "now minus 50 minutes" (which fell on yesterday from 00:00 to 00:50 Harare): one minute
    // after midnight in Harare on yesterday, a day the ad serves, so every event is of that day.
    const day = dayOffset(-1);
    const start = harareMidnight(day).getTime() + MINUTE;
    const at = (minutes: number) => new Date(start + minutes * MINUTE).toISOString();
    const visitor = 'repeat-visitor-0001';
    await consume([adEvent(ad.id, { visitor, at: at(0) }), adEvent(ad.id, { visitor, at: at(10) })]);
    await consume([adEvent(ad.id, { visitor, at: at(29) })]);
    expect(await eventRows(ad.id)).toHaveLength(1);
    await consume([adEvent(ad.id, { visitor, at: at(30) }), adEvent(ad.id, { visitor, kind: 'click', at: at(31) })]);
    // A click is another kind: counted (free for a cpm ad).
    expect((await eventRows(ad.id)).map((e) => [e.at, e.kind, e.billed])).toEqual([
      [at(0), 'impression', 1],
      [at(30), 'impression', 1],
      [at(31), 'click', 1],
    ]);
    expect(await dayStats(ad.id, day)).toMatchObject({ impressions: 2, clicks: 1, spend: 200 });
  });
});

describe('replays and failures', () => {
  it('a replayed batch bills once', async () => {
    const ad = await freshAd({ pricing: 'cpm', bidCents: 700, balanceCents: 50 });
    const events = [adEvent(ad.id), adEvent(ad.id), adEvent(ad.id, { kind: 'click' })];
    await consume(events);
    const after = await account(ad.businessId);
    const replays = [await consume(events), await consume([...events].reverse())];
    // Acknowledged, not failed and retried: a replay is a normal, harmless event.
    for (const { batch } of replays) expect([batch.ackAll.mock.calls.length, batch.retryAll.mock.calls.length]).toEqual([1, 0]);
    expect(await account(ad.businessId)).toEqual(after);
    expect(after).toEqual({ balanceCents: 49, accruedMillicents: 400 });
    expect(await eventRows(ad.id)).toHaveLength(3);
    expect(await dayStats(ad.id)).toEqual({ impressions: 2, clicks: 1, spend: 1400 });
  });

  it('a paused ad, an ended ad and one not started yet are not billed', async () => {
    const paused = await freshAd({ paused: true });
    const ended = await freshAd({ startsOn: dayOffset(-10), endsOn: dayOffset(-1) });
    const later = await freshAd({ startsOn: dayOffset(1), endsOn: dayOffset(5) });
    const { batch } = await consume([adEvent(paused.id), adEvent(ended.id), adEvent(later.id, { kind: 'click' })]);
    expect(batch.ackAll).toHaveBeenCalledOnce();
    for (const ad of [paused, ended, later]) {
      expect(await eventRows(ad.id)).toEqual([]);
      expect(await account(ad.businessId)).toEqual({ balanceCents: 1000, accruedMillicents: 0 });
    }
  });

  it('drops and acknowledges malformed messages and events of unknown ads; bills the rest', async () => {
    const ad = await freshAd({ bidCents: 100 });
    const { batch, report } = await consume(['junk', { ...adEvent(ad.id), at: 'yesterday' }, adEvent(987_654_321), adEvent(ad.id)]);
    expect(batch.messages[0].ack).toHaveBeenCalled();
    expect(batch.messages[1].ack).toHaveBeenCalled();
    expect(batch.ackAll).toHaveBeenCalledOnce();
    expect(report).toMatchObject({ received: 4, malformed: 2, unknownAd: 1, written: 1, retried: false });
    expect(await dayStats(ad.id)).toMatchObject({ impressions: 1 });
  });

  it('a D1 failure retries the whole batch and writes nothing', async () => {
    const ad = await freshAd({ bidCents: 100 });
    const failing = {
      DB: { prepare: (sql: string) => env.DB.prepare(sql), batch: () => Promise.reject(new Error('D1 is down')) } as unknown as D1Database,
    };
    const batch = fakeBatch([adEvent(ad.id)]);
    const report = await consumeAdEvents(batch, failing);
    expect(report.retried).toBe(true);
    expect(batch.retryAll).toHaveBeenCalledOnce();
    expect(batch.ackAll).not.toHaveBeenCalled();
    expect(await eventRows(ad.id)).toEqual([]);
  });
});

describe('1,000 concurrent events on one business', () => {
  it('bills exactly what the balance covers: never below zero, billed count × unit = money taken', async () => {
    // Two cpm ads of one business: 70 and 90 millicents an impression; 10 cents covers only part of them.
    const first = await freshAd({ pricing: 'cpm', bidCents: 70, balanceCents: 10 });
    const second = await addAd(first.businessId, null, { pricing: 'cpm', bidCents: 90 });
    const events = Array.from({ length: 1000 }, (_, i) => adEvent(i % 2 ? second : first.id));
    const batches = Array.from({ length: 10 }, (_, i) => events.slice(i * 100, i * 100 + 100));
    const reports = await Promise.all(batches.map((b) => consume(b)));
    expect(reports.every(({ batch }) => batch.ackAll.mock.calls.length === 1)).toBe(true);

    const a = await dayStats(first.id);
    const b = await dayStats(second);
    const billed = await env.DB.prepare('select count(*) as n, sum(cost_millicents) as cost from ad_events where business_id = ? and billed = 1')
      .bind(first.businessId)
      .first<{ n: number; cost: number }>();
    const after = await account(first.businessId);
    expect(await env.DB.prepare('select count(*) as n from ad_events where business_id = ?').bind(first.businessId).first('n')).toBe(1000);
    expect(billed!.n).toBe(a.impressions + b.impressions);
    expect(a.spend).toBe(a.impressions * 70);
    expect(b.spend).toBe(b.impressions * 90);
    expect(billed!.cost).toBe(a.spend + b.spend);
    // Money taken = 10 cents × 1000 − what is left to spend, exactly; what is left cannot pay one more.
    const left = after.balanceCents * 1000 - after.accruedMillicents;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(10_000 - left).toBe(a.spend + b.spend);
    expect(left).toBeLessThan(70);
    expect(a.impressions + b.impressions).toBeGreaterThan(100);
  });
});
