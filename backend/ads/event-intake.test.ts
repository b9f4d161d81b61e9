/** Turning recorded impressions and clicks into queue messages: keys, dedupe, clamped times, bots dropped. */
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { adEventMessage, type AdEventMessage, type RestImpression } from '../../schema/rest/ads-events';
import { API_BASE_PATH, type BackendApp, type BackendEnv } from '../http';
import { registerAdEventRoutes } from './ads-events-routes';
import { clampedInstant, clickKey, clickMessage, impressionKey, impressionMessages, MAX_EVENT_AGE_MS, sendWithRetry } from './event-intake';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const VISITOR = '0123456789abcdef0123456789abcdef';

function shown(adID: number, pageViewId: string, timestamp = NOW.getTime() - 5000): RestImpression {
  return { adID, pageViewId, timestamp, placement: 'home', referrer: 'https://www.google.com/', pageUrl: 'https://musika.co.zw/' };
}

describe('clampedInstant', () => {
  it('keeps a time within the last hour, and dates a future or older one at now or an hour ago', () => {
    expect(clampedInstant(NOW.getTime() - 60_000, NOW)).toBe('2026-03-10T11:59:00.000Z');
    expect(clampedInstant(NOW.getTime() + 86_400_000, NOW)).toBe(NOW.toISOString());
    expect(clampedInstant(0, NOW)).toBe(new Date(NOW.getTime() - MAX_EVENT_AGE_MS).toISOString());
  });
});

describe('impression messages', () => {
  it('are keyed imp:{pageViewId}:{adID}, once per ad per page view', () => {
    const messages = impressionMessages(
      [shown(7, 'page-view-1'), shown(7, 'page-view-1'), shown(8, 'page-view-1'), shown(7, 'page-view-2')],
      VISITOR,
      NOW,
    );
    expect(messages.map((m) => m.eventKey)).toEqual(['imp:page-view-1:7', 'imp:page-view-1:8', 'imp:page-view-2:7']);
    expect(impressionKey('page-view-1', 7)).toBe('imp:page-view-1:7');
  });

  it('are valid queue messages with the visitor and the clamped time', () => {
    const [message] = impressionMessages([shown(7, 'page-view-1', NOW.getTime() + 999_999)], VISITOR, NOW);
    expect(adEventMessage.parse(message)).toEqual({
      eventKey: 'imp:page-view-1:7',
      adID: 7,
      kind: 'impression',
      visitor: VISITOR,
      placement: 'home',
      pageUrl: 'https://musika.co.zw/',
      referrer: 'https://www.google.com/',
      at: NOW.toISOString(),
    });
  });
});

describe('click messages', () => {
  it('get a random key each, made once: two clicks are two events', () => {
    const click = { adID: 3, placement: 'search' as const, referrer: '', pageUrl: '', timestamp: NOW.getTime() };
    const a = clickMessage(click, VISITOR, NOW);
    const b = clickMessage(click, VISITOR, NOW);
    expect(a.eventKey).toMatch(/^click:[0-9a-f-]{36}$/);
    expect(a.eventKey).not.toBe(b.eventKey);
    expect(clickMessage(click, VISITOR, NOW, clickKey('fixed-id')).eventKey).toBe('click:fixed-id');
    expect(adEventMessage.safeParse(a).success).toBe(true);
  });
});

describe('sendWithRetry', () => {
  const messages = impressionMessages([shown(7, 'page-view-1')], VISITOR, NOW);

  it('tries a failed send again, with the same messages (their keys make a double delivery count once)', async () => {
    const sendBatch = vi.fn().mockRejectedValueOnce(new Error('overloaded')).mockResolvedValueOnce(undefined);
    await sendWithRetry({ sendBatch } as unknown as Queue<AdEventMessage>, messages, 0);
    expect(sendBatch).toHaveBeenCalledTimes(2);
    expect(sendBatch.mock.calls[1][0]).toEqual([{ body: messages[0], contentType: 'json' }]);
  });

  it('gives up after three attempts', async () => {
    const sendBatch = vi.fn().mockRejectedValue(new Error('down'));
    await expect(sendWithRetry({ sendBatch } as unknown as Queue<AdEventMessage>, messages, 0)).rejects.toThrow('down');
    expect(sendBatch).toHaveBeenCalledTimes(3);
  });
});

describe('the record endpoints', () => {
  function backend() {
    const app: BackendApp = new Hono<{ Bindings: BackendEnv }>({ strict: false }).basePath(API_BASE_PATH);
    registerAdEventRoutes(app);
    const sendBatch = vi.fn();
    // A bot must be answered without touching D1 or the queue: both throw if used.
    const env = {
      DB: new Proxy(
        {},
        {
          get: () => {
            throw new Error('D1 used');
          },
        },
      ),
      AD_EVENTS: { sendBatch },
    };
    const ctx = { waitUntil: vi.fn(), passThroughOnException: vi.fn(), props: {} };
    const post = (body: unknown, ua: string) =>
      app.fetch(
        new Request(`http://x${API_BASE_PATH}/advertising/record-impressions`, {
          method: 'POST',
          headers: { 'user-agent': ua },
          body: JSON.stringify(body),
        }),
        env,
        ctx,
      );
    return { post, sendBatch, ctx };
  }

  it('drop a bot: {queued: 0}, nothing read, nothing queued', async () => {
    const { post, sendBatch, ctx } = backend();
    const response = await post(
      { impressions: [shown(7, 'page-view-1', Date.now())] },
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'success', data: { queued: 0 } });
    expect(sendBatch).not.toHaveBeenCalled();
    expect(ctx.waitUntil).not.toHaveBeenCalled();
  });
});
