/** The per-event chain's parameters: what an event costs, its Harare day and its 30-minute window (SQL runs in tests/integration/ads-billing.test.ts). */
import { describe, expect, it } from 'vitest';
import type { AdEventMessage } from '../../schema/rest/ads-events';
import { billingChain } from './billing-batch';
import { parseEvent } from './queue-consumer';

const event = (o: Partial<AdEventMessage> = {}): AdEventMessage => ({
  eventKey: 'imp:page-view-1:7',
  adID: 7,
  kind: 'impression',
  visitor: '0123456789abcdef',
  placement: 'home',
  pageUrl: '',
  referrer: '',
  at: '2026-03-10T22:30:00.000Z',
  ...o,
});

describe('billingChain', () => {
  it('charges a cpm impression bid_cents millicents and a cpc click bid_cents × 1000; the other kind is free', () => {
    const cost = (pricing: 'cpm' | 'cpc', kind: 'impression' | 'click') =>
      billingChain(event({ kind }), { id: 7, businessId: 2, pricing, bidCents: 250 })[1].params[0];
    expect(cost('cpm', 'impression')).toBe(250);
    expect(cost('cpc', 'click')).toBe(250_000);
    expect(cost('cpm', 'click')).toBe(0);
    expect(cost('cpc', 'impression')).toBe(0);
  });

  it('counts an event on its Harare day and looks for repeats 30 minutes either side', () => {
    const [insert, spend, mark, day] = billingChain(event(), { id: 7, businessId: 2, pricing: 'cpm', bidCents: 100 });
    // 22:30 UTC is 00:30 the next day in Harare.
    expect(insert.params.slice(-3)).toEqual(['2026-03-11', '2026-03-10T22:00:00.000Z', '2026-03-10T23:00:00.000Z']);
    expect(spend.params).toEqual([100, 2, 7, '2026-03-11']);
    expect(mark.params).toEqual([100, 'imp:page-view-1:7']);
    expect(day.params).toEqual([7, '2026-03-11', 2, 1, 0, 100]);
    // Every statement after the first runs only if the one before it changed a row.
    for (const s of [spend, mark, day]) expect(s.sql).toContain('changes() = 1');
  });
});

describe('parseEvent', () => {
  it('accepts an event and normalizes its instant; refuses anything else', () => {
    expect(parseEvent(event({ at: '2026-03-10T22:30:00Z' }))?.at).toBe('2026-03-10T22:30:00.000Z');
    expect(parseEvent(event({ at: 'yesterday' }))).toBeNull();
    expect(parseEvent({ ...event(), adID: -1 })).toBeNull();
    expect(parseEvent('junk')).toBeNull();
  });
});
