/**
 * Issue #27 §2, another website clicking ads for its visitors: each vector as the probe ran it. A click bills only
 * from a top-level navigation of our page (or our own beacon) carrying a served ad's valid, unused token; an
 * image or other subresource never bills, yet the link still leads to the product; a cross-site text/plain POST
 * is refused. The Fetch Metadata headers are set here as the browser would set them.
 */
import { SELF } from './support/worker';
import { describe, expect, it } from 'vitest';
import { call } from './support/accounts';
import { dayStats, eventRows, freshAd, SHOPPER_UA } from './support/ad-events';
import { adFigures, invalidRows, newPageView, servedToken, settled } from './support/ad-tokens';

const ORIGIN = 'http://musika.test';
/** A buyer tapping the ad on our page: same-origin top-level navigation. */
const OUR_NAVIGATION = { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-user': '?1' };
/** `<img src="https://SITE/ads/click/ID?placement=home">` on another site's page. */
const OTHER_SITE_IMAGE = { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image', 'sec-fetch-mode': 'no-cors', referer: 'https://evil.example/' };

const click = (path: string, headers: Record<string, string>, ip: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: { 'user-agent': SHOPPER_UA, 'cf-connecting-ip': ip, ...headers }, redirect: 'manual' });
const link = async (adID: number, token?: string) =>
  `/ads/click/${adID}?placement=home&pv=${newPageView()}${token ? `&t=${encodeURIComponent(token)}` : ''}`;

describe('an <img> on another site', () => {
  it('run as written (no token) bills nothing, and still redirects to the product', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    const response = await click(`/ads/click/${ad.id}?placement=home`, OTHER_SITE_IMAGE, '41.79.4.1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/product/${ad.productSlug}/`);
    const { invalid } = await settled(ad.id, 1);
    expect(invalid.map((r) => [r.kind, r.reason])).toEqual([['click', 'not_from_page']]);
    expect(await dayStats(ad.id)).toEqual({ impressions: 0, clicks: 0, spend: 0 });
  });

  it('bills nothing even with a valid token in the link: an image is never a click', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    const response = await click(await link(ad.id, await servedToken(ad.id)), OTHER_SITE_IMAGE, '41.79.4.2');
    expect(response.headers.get('location')).toBe(`/product/${ad.productSlug}/`);
    // The same token then arrives as another site's top-level link: still not from our page.
    await click(await link(ad.id, await servedToken(ad.id)), { ...OUR_NAVIGATION, 'sec-fetch-site': 'cross-site' }, '41.79.4.3');
    const { invalid } = await settled(ad.id, 2);
    expect(invalid.map((r) => r.reason)).toEqual(['not_from_page', 'not_from_page']);
    expect(await adFigures(ad.id)).toEqual({ billed: 0, invalidImpressions: 0, invalidClicks: 2 });
  });

  it("a buyer's tap on our page with the served token bills one click (the control)", async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    const response = await click(await link(ad.id, await servedToken(ad.id)), OUR_NAVIGATION, '41.79.4.4');
    expect(response.headers.get('location')).toBe(`/product/${ad.productSlug}/`);
    await settled(ad.id, 1);
    expect(await dayStats(ad.id)).toEqual({ impressions: 0, clicks: 1, spend: 10_000 });
  });
});

describe('a cross-site text/plain POST to record-click', () => {
  it('is refused (403) and records nothing', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    const body = JSON.stringify({
      adID: ad.id,
      referrer: '',
      timestamp: Date.now(),
      placement: 'home',
      pageUrl: '/',
      token: await servedToken(ad.id),
    });
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'empty' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const response = await SELF.fetch(`${ORIGIN}/wp-json/ezw/v1/advertising/record-click`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': SHOPPER_UA, 'cf-connecting-ip': '41.79.5.1', ...headers },
        body,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ success: false, message: 'Error recording ad view' });
    }
    const impressions = await SELF.fetch(`${ORIGIN}/wp-json/ezw/v1/advertising/record-impressions`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'user-agent': SHOPPER_UA, origin: 'https://evil.example' },
      body: JSON.stringify({
        impressions: [{ adID: ad.id, pageViewId: newPageView(), placement: 'home', referrer: '', pageUrl: '/', timestamp: Date.now() }],
      }),
    });
    expect(impressions.status).toBe(403);
    // A same-site click after them is the positive signal that the queue has run: it alone is there.
    await click(await link(ad.id, await servedToken(ad.id)), OUR_NAVIGATION, '41.79.5.2');
    await settled(ad.id, 1);
    expect(await invalidRows(ad.id)).toEqual([]);
    expect(await dayStats(ad.id)).toEqual({ impressions: 0, clicks: 1, spend: 10_000 });
  });
});

describe('the token on the click link', () => {
  it('missing: recorded as invalid, not billed; the buyer still reaches the product', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    const response = await click(await link(ad.id), OUR_NAVIGATION, '41.79.6.1');
    expect(response.headers.get('location')).toBe(`/product/${ad.productSlug}/`);
    const { invalid } = await settled(ad.id, 1);
    expect(invalid.map((r) => r.reason)).toEqual(['no_token']);
    expect(await adFigures(ad.id)).toEqual({ billed: 0, invalidImpressions: 0, invalidClicks: 1 });
  });

  it('forged: a changed signature, another ad or placement, a made-up token or an expired one bill nothing', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    const other = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    const good = await servedToken(ad.id);
    const flipped = good.slice(0, -2) + (good.endsWith('AA') ? 'BB' : 'AA');
    const otherAds = await servedToken(other.id);
    const moved = good.replace(`.${ad.id}.home.`, `.${ad.id}.search.`);
    const stale = await servedToken(ad.id, 'home', newPageView(), Date.now() - 31 * 60_000);
    const forged = [flipped, otherAds, moved, `v1.${ad.id}.home.pv-forged-123.${Date.now()}.${'A'.repeat(43)}`, 'junk', stale];
    for (const [i, token] of forged.entries()) await click(await link(ad.id, token), OUR_NAVIGATION, `41.79.6.${10 + i}`);
    const { invalid } = await settled(ad.id, forged.length);
    expect(invalid.map((r) => r.reason)).toEqual(Array(forged.length).fill('bad_token'));
    expect(await adFigures(ad.id)).toEqual({ billed: 0, invalidImpressions: 0, invalidClicks: forged.length });
  });

  it('replayed: one served token bills one click, from however many addresses it comes', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    const path = await link(ad.id, await servedToken(ad.id));
    for (let i = 1; i <= 4; i++) await click(path, OUR_NAVIGATION, `41.79.7.${i}`);
    const { invalid } = await settled(ad.id, 4);
    expect(invalid.map((r) => r.reason)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect((await eventRows(ad.id)).map((r) => r.billed)).toEqual([1]);
    expect(await dayStats(ad.id)).toEqual({ impressions: 0, clicks: 1, spend: 10_000 });
  });

  it('a token is issued only for an ad the placement serves now', async () => {
    const ad = await freshAd({ pricing: 'cpc', placement: 'search' });
    const paused = await freshAd({ paused: true });
    const { json } = await call('POST', '/advertising/ad-tokens', {
      body: { placement: 'home', pageViewId: newPageView(), adIDs: [ad.id, paused.id] },
      headers: { 'user-agent': SHOPPER_UA },
    });
    expect(json.data).toEqual({ tokens: [] });
    const search = await call('POST', '/advertising/ad-tokens', {
      body: { placement: 'search', pageViewId: newPageView(), adIDs: [ad.id] },
      headers: { 'user-agent': SHOPPER_UA },
    });
    expect(search.json.data.tokens.map((t: { adID: number }) => t.adID)).toEqual([ad.id]);
  });
});
