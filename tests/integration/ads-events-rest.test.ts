/**
 * POST /advertising/record-impressions and /advertising/record-click (schema/rest/ads-events.ts) and the
 * no-JavaScript click link /ads/click/{adID}: answered at once, then through the real AD_EVENTS queue (the pool
 * runs wrangler.toml's producer and consumer) to the consumer that counts them; bots and bad input refused.
 * Since issue #27 an event bills only with its served ad's token: the shoppers here carry one (support/ad-tokens.ts);
 * what happens without one is ads-invalid-traffic.test.ts's.
 */
import { env } from 'cloudflare:test';
import { SELF } from './support/worker';
import { describe, expect, it } from 'vitest';
import { call } from './support/accounts';
import { dayStats, eventRows, eventually, freshAd, SHOPPER_UA } from './support/ad-events';
import { servedToken, withTokens } from './support/ad-tokens';

const HEADLESS_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const shopper = { 'user-agent': SHOPPER_UA };
let serial = 0;
const pageView = () => `pv-${Date.now().toString(36)}-${++serial}`;

function impression(adID: number, pageViewId: string, extra: Record<string, unknown> = {}) {
  return {
    adID,
    pageViewId,
    placement: 'home',
    referrer: 'https://www.google.com/',
    pageUrl: 'https://musika.test/',
    timestamp: Date.now(),
    ...extra,
  };
}

const recordImpressions = async (body: unknown, headers: Record<string, string> = shopper) =>
  call('POST', '/advertising/record-impressions', { body: await withTokens(body), headers });
const settledRows = (adId: number, n: number) =>
  eventually(
    () => eventRows(adId),
    (rows) => rows.length >= n,
  );

/**
 * The positive signal before asserting that something was NOT stored: a shopper's impression of a fresh ad, sent
 * after everything the test sent, has come through the queue and been stored (the queue delivers in order).
 */
async function queueDrained(): Promise<void> {
  const sentinel = await freshAd({ bidCents: 1 });
  await recordImpressions({ impressions: [impression(sentinel.id, pageView())] });
  expect(await settledRows(sentinel.id, 1)).toHaveLength(1);
}

describe('POST /advertising/record-impressions', () => {
  it('queues one event per ad per page view, and the consumer counts each once', async () => {
    const ad = await freshAd({ bidCents: 100 });
    const [first, second, third] = [pageView(), pageView(), pageView()];
    const from = (ip: string) => ({ ...shopper, 'cf-connecting-ip': ip });
    const { status, json } = await recordImpressions({ impressions: [impression(ad.id, first), impression(ad.id, first)] }, from('198.51.100.10'));
    expect(status).toBe(200);
    expect(json).toEqual({ success: true, message: 'success', data: { queued: 1 } });
    expect((await recordImpressions({ impressions: [impression(ad.id, second)] }, from('198.51.100.11'))).json.data).toEqual({ queued: 1 });
    // The same page view reported again (a second beacon) is the same event, whoever sends it.
    await recordImpressions({ impressions: [impression(ad.id, first)] }, from('198.51.100.12'));
    // The first visitor's next page view within 30 minutes is a repeat: neither stored nor billed.
    await recordImpressions({ impressions: [impression(ad.id, third)] }, from('198.51.100.10'));
    const rows = await settledRows(ad.id, 2);
    await queueDrained();
    expect((await eventRows(ad.id)).map((r) => r.eventKey).sort()).toEqual([`imp:${first}:${ad.id}`, `imp:${second}:${ad.id}`].sort());
    expect(rows.map((r) => r.billed)).toEqual([1, 1]);
    expect(rows[0].visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0].visitor).not.toBe(rows[1].visitor);
    expect(await dayStats(ad.id)).toEqual({ impressions: 2, clicks: 0, spend: 200 });
  });

  it('accepts a sendBeacon body sent as text/plain', async () => {
    const ad = await freshAd();
    const response = await SELF.fetch('http://musika.test/wp-json/ezw/v1/advertising/record-impressions', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...shopper },
      body: JSON.stringify(await withTokens({ impressions: [impression(ad.id, pageView())] })),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { queued: 1 } });
    expect(await settledRows(ad.id, 1)).toHaveLength(1);
  });

  it('drops bots: headless browsers and a missing User-Agent queue nothing', async () => {
    const ad = await freshAd();
    for (const headers of [
      { 'user-agent': HEADLESS_UA } as Record<string, string>,
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      {},
    ]) {
      const { json } = await recordImpressions({ impressions: [impression(ad.id, pageView())] }, headers);
      expect(json.data).toEqual({ queued: 0 });
    }
    // A shopper's event queued after the bots' arrives, and is the only one stored.
    await recordImpressions({ impressions: [impression(ad.id, pageView())] });
    expect(await settledRows(ad.id, 1)).toHaveLength(1);
    await queueDrained();
    expect(await eventRows(ad.id)).toHaveLength(1);
  });

  it('dates an event from the future or of long ago within the last hour', async () => {
    const ad = await freshAd();
    const before = Date.now();
    await recordImpressions({ impressions: [impression(ad.id, pageView(), { timestamp: before + 86_400_000 })] });
    await recordImpressions({ impressions: [impression(ad.id, pageView(), { timestamp: 0 })] });
    const rows = await settledRows(ad.id, 2);
    const times = rows.map((r) => Date.parse(r.at)).sort();
    expect(times[0]).toBeGreaterThanOrEqual(before - 3_600_000);
    expect(times[0]).toBeLessThan(before - 3_500_000);
    expect(times[1]).toBeLessThanOrEqual(Date.now());
    expect(times[1]).toBeGreaterThanOrEqual(before);
  });

  it('refuses bad and hostile input with a clear 400 (or 413), queuing nothing', async () => {
    const ad = await freshAd();
    const cases: [unknown, string][] = [
      [{}, 'impressions: Required'],
      [{ impressions: [] }, 'impressions: impressions must list at least one'],
      [{ impressions: Array.from({ length: 51 }, () => impression(ad.id, pageView())) }, 'impressions: impressions must list at most 50'],
      [{ impressions: [impression(-3, pageView())] }, 'impressions.0.adID: adID must be a positive number'],
      [
        { impressions: [impression(ad.id, pageView(), { placement: 'sidebar' })] },
        'impressions.0.placement: placement must be one of home, category, search, product, storefront',
      ],
      [{ impressions: [impression(ad.id, "'); drop table ads;--")] }, 'impressions.0.pageViewId: pageViewId must be 8 to 64 letters, digits, _ or -'],
      [{ impressions: [impression(ad.id, pageView(), { timestamp: 'soon' })] }, 'impressions.0.timestamp: timestamp must be milliseconds since 1970'],
      ['{"impressions": [', 'The request body is not valid JSON'],
    ];
    for (const [body, message] of cases) {
      const { status, json } = await recordImpressions(body);
      expect({ status, message: json.message }).toEqual({ status: 400, message });
    }
    const huge = await recordImpressions({ impressions: [impression(ad.id, pageView(), { pageUrl: 'x'.repeat(1_100_000) })] });
    expect(huge.status).toBe(413);
    await queueDrained();
    expect(await eventRows(ad.id)).toEqual([]);
  });

  it('stores long page addresses cut to 500 characters', async () => {
    const ad = await freshAd();
    await recordImpressions({ impressions: [impression(ad.id, pageView(), { pageUrl: `https://musika.test/${'a'.repeat(1500)}` })] });
    await settledRows(ad.id, 1);
    const stored = await env.DB.prepare('select length(page_url) as n from ad_events where ad_id = ?').bind(ad.id).first('n');
    expect(stored).toBe(500);
  });
});

describe('POST /advertising/record-click', () => {
  it("answers the ad's own page as the target, whatever the request says, and counts the click", async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 100 });
    const { status, json } = await call('POST', '/advertising/record-click', {
      body: { adID: ad.id, placement: 'home', referrer: '', timestamp: Date.now(), target: 'https://evil.example/', token: await servedToken(ad.id) },
      headers: shopper,
    });
    expect(status).toBe(200);
    expect(json.data).toEqual({ queued: 1, target: `/product/${ad.productSlug}/` });
    const [row] = await settledRows(ad.id, 1);
    expect(row).toMatchObject({ kind: 'click', billed: 1, cost: 10_000 });
    expect(row.eventKey).toMatch(/^click:[0-9a-f-]{36}$/);
  });

  it('a store ad leads to the storefront; an unknown ad is 404 "Ad not found"; a bot is not counted', async () => {
    const ad = await freshAd({ promotes: 'store' });
    const bot = await call('POST', '/advertising/record-click', { body: { adID: ad.id, placement: 'storefront', timestamp: Date.now() } });
    expect(bot.json.data).toEqual({ queued: 0, target: `/vendor/${ad.businessSlug}` });
    const unknown = await call('POST', '/advertising/record-click', {
      body: { adID: 987_654_321, placement: 'home', timestamp: Date.now() },
      headers: shopper,
    });
    expect({ status: unknown.status, message: unknown.json.message }).toEqual({ status: 404, message: 'Ad not found' });
    await queueDrained();
    expect(await eventRows(ad.id)).toEqual([]);
  });

  it("answers spec §8's 'Error recording ad view' when the ad cannot be read, never the detail", async () => {
    await env.DB.prepare('alter table ads rename to ads_away').run();
    try {
      const { status, json } = await call('POST', '/advertising/record-click', {
        body: { adID: 1, placement: 'home', timestamp: Date.now() },
        headers: shopper,
      });
      expect([status, json.message]).toEqual([500, 'Error recording ad view']);
    } finally {
      await env.DB.prepare('alter table ads_away rename to ads').run();
    }
  });
});

describe('GET /ads/click/{adID} (no JavaScript)', () => {
  const click = (path: string, headers: Record<string, string> = shopper) => SELF.fetch(`http://musika.test${path}`, { headers, redirect: 'manual' });

  it('records the click once and redirects (303) to the product page', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 7, balanceCents: 100, placement: 'search' });
    const t = encodeURIComponent(await servedToken(ad.id, 'search'));
    const response = await click(`/ads/click/${ad.id}?placement=search&t=${t}`, { ...shopper, referer: 'https://musika.test/search?q=maize' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/product/${ad.productSlug}/`);
    const rows = await settledRows(ad.id, 1);
    expect(rows).toMatchObject([{ kind: 'click', placement: 'search', billed: 1, cost: 7000 }]);
    await queueDrained();
    expect(await eventRows(ad.id)).toHaveLength(1);
    expect(await dayStats(ad.id)).toEqual({ impressions: 0, clicks: 1, spend: 7000 });
  });

  it('a store ad redirects to the store; an unknown ad, a bad placement or a malformed link go home', async () => {
    const ad = await freshAd({ promotes: 'store' });
    expect((await click(`/ads/click/${ad.id}?placement=storefront`)).headers.get('location')).toBe(`/vendor/${ad.businessSlug}`);
    for (const path of [
      '/ads/click/987654321?placement=home',
      `/ads/click/${ad.id}?placement=nowhere`,
      `/ads/click/${ad.id}`,
      '/ads/click/abc?placement=home',
    ]) {
      const response = await click(path);
      expect({ path, status: response.status, location: response.headers.get('location') }).toEqual({ path, status: 303, location: '/' });
    }
  });

  it('a prefetch or a bot follows the link without counting', async () => {
    const ad = await freshAd();
    const prefetch = await click(`/ads/click/${ad.id}?placement=home`, { ...shopper, 'sec-purpose': 'prefetch' });
    expect(prefetch.headers.get('location')).toBe(`/product/${ad.productSlug}/`);
    await click(`/ads/click/${ad.id}?placement=home`, { 'user-agent': HEADLESS_UA });
    await queueDrained();
    expect(await eventRows(ad.id)).toEqual([]);
  });
});
