/**
 * Issue #27 §1, ad click and impression fraud: each attack as the probe ran it, through the real AD_EVENTS queue
 * and consumer. Billable means a served ad's token, at most AD_ADDRESS_CAPS per ad per address per 24 hours
 * whatever the User-Agent, and never the ad's own store; the rest is recorded as invalid (not charged) and shows
 * in the vendor's report. Both address modes: CF-Connecting-IP believed (wrangler.toml, a deployment) and not
 * (npm start: everyone is one address).
 */
import { describe, expect, it } from 'vitest';
import { call, loginToken, SEEDED } from './support/accounts';
import { dayStats, freshAd } from './support/ad-events';
import { backendCall } from './support/backend-call';
import { gql } from './support/http';
import { adFigures, newPageView, servedToken, settled } from './support/ad-tokens';

const rotatedUa = (i: number) => `Mozilla/5.0 (Linux; Android 13) Chrome/120.0.${i} Mobile`;
const clickBody = (adID: number, token?: string) => ({
  adID,
  referrer: '',
  timestamp: Date.now(),
  placement: 'home',
  pageUrl: '/',
  ...(token ? { token } : {}),
});
const impression = (adID: number, pageViewId: string, token?: string) => ({
  adID,
  pageViewId,
  placement: 'home',
  referrer: '',
  pageUrl: '/',
  timestamp: Date.now(),
  ...(token ? { token } : {}),
});

describe('rotated User-Agent from one address', () => {
  it('8 clicks with rotated User-Agents, run as written (no token), bill nothing and show as 8 invalid clicks', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    for (let i = 1; i <= 8; i++) {
      const { json } = await call('POST', '/advertising/record-click', {
        body: clickBody(ad.id),
        ip: '41.79.1.1',
        headers: { 'user-agent': rotatedUa(i) },
      });
      expect(json.data.queued).toBe(1);
    }
    const { invalid } = await settled(ad.id, 8);
    expect(invalid.map((r) => r.reason)).toEqual(Array(8).fill('no_token'));
    expect(await adFigures(ad.id)).toEqual({ billed: 0, invalidImpressions: 0, invalidClicks: 8 });
    expect(await dayStats(ad.id)).toEqual({ impressions: 0, clicks: 0, spend: 0 });
  });

  it('even with a fresh served token each, one address bills one click per ad in 24 hours, whatever its User-Agent', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    for (let i = 1; i <= 8; i++) {
      const body = clickBody(ad.id, await servedToken(ad.id));
      await call('POST', '/advertising/record-click', { body, ip: '41.79.1.2', headers: { 'user-agent': rotatedUa(i) } });
    }
    const { invalid } = await settled(ad.id, 8);
    expect(invalid.map((r) => r.reason)).toEqual(Array(7).fill('address_cap'));
    expect(await dayStats(ad.id)).toEqual({ impressions: 0, clicks: 1, spend: 10_000 });
    // Another address is not held back by the first.
    await call('POST', '/advertising/record-click', {
      body: clickBody(ad.id, await servedToken(ad.id)),
      ip: '41.79.1.3',
      headers: { 'user-agent': rotatedUa(1) },
    });
    await settled(ad.id, 9);
    expect((await dayStats(ad.id)).clicks).toBe(2);
  });

  it('10 impressions with rotated User-Agents bill none without tokens, and at most 5 with tokens', async () => {
    const ad = await freshAd({ pricing: 'cpm', bidCents: 100, balanceCents: 1000 });
    for (let i = 1; i <= 10; i++) {
      await call('POST', '/advertising/record-impressions', {
        body: { impressions: [impression(ad.id, newPageView())] },
        ip: '41.79.1.4',
        headers: { 'user-agent': rotatedUa(i) },
      });
    }
    await settled(ad.id, 10);
    expect(await adFigures(ad.id)).toEqual({ billed: 0, invalidImpressions: 10, invalidClicks: 0 });
    for (let i = 1; i <= 10; i++) {
      const pv = newPageView();
      const body = { impressions: [impression(ad.id, pv, await servedToken(ad.id, 'home', pv))] };
      await call('POST', '/advertising/record-impressions', { body, ip: '41.79.1.4', headers: { 'user-agent': rotatedUa(i) } });
    }
    const { invalid } = await settled(ad.id, 20);
    expect(invalid.filter((r) => r.reason === 'address_cap')).toHaveLength(5);
    expect(await dayStats(ad.id)).toEqual({ impressions: 5, clicks: 0, spend: 500 });
  });

  it('without Cloudflare in front (TRUST_CF_CONNECTING_IP=false) invented addresses are one address: one click billed', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    for (let i = 1; i <= 3; i++) {
      const body = clickBody(ad.id, await servedToken(ad.id));
      await backendCall('POST', '/advertising/record-click', {
        body,
        ip: `203.0.113.${i}`,
        headers: { 'user-agent': rotatedUa(i) },
        vars: { TRUST_CF_CONNECTING_IP: 'false' },
      });
    }
    const { invalid } = await settled(ad.id, 3);
    expect(invalid.map((r) => r.reason)).toEqual(['address_cap', 'address_cap']);
    expect((await dayStats(ad.id)).clicks).toBe(1);
  });
});

describe("the ad's own store", () => {
  it("its owner's session clicking and viewing its own ad bills nothing, by bearer or by the login cookie", async () => {
    // freshAd's business belongs to the seeded vendor.
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    const token = await loginToken(SEEDED.vendor.username, SEEDED.vendor.password);
    await call('POST', '/advertising/record-click', {
      body: clickBody(ad.id, await servedToken(ad.id)),
      token,
      ip: '41.79.2.1',
      headers: { 'user-agent': rotatedUa(1) },
    });
    const pv = newPageView();
    await call('POST', '/advertising/record-impressions', {
      body: { impressions: [impression(ad.id, pv, await servedToken(ad.id, 'home', pv))] },
      cookie: `ezw_session=${token}`,
      ip: '41.79.2.2',
      headers: { 'user-agent': rotatedUa(2) },
    });
    const { invalid } = await settled(ad.id, 2);
    expect(invalid.map((r) => r.reason)).toEqual(['own_store', 'own_store']);
    expect(await adFigures(ad.id)).toEqual({ billed: 0, invalidImpressions: 1, invalidClicks: 1 });
  });

  it("a click from the store's own storefront page is not billed; a buyer's session elsewhere is", async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    const own = {
      ...clickBody(ad.id, await servedToken(ad.id)),
      pageUrl: `https://musika.test/vendor/${ad.businessSlug}`,
      referrer: `https://musika.test/vendor/${ad.businessSlug}`,
    };
    await call('POST', '/advertising/record-click', { body: own, ip: '41.79.2.3', headers: { 'user-agent': rotatedUa(3) } });
    const buyer = await loginToken(SEEDED.buyer.username, SEEDED.buyer.password);
    await call('POST', '/advertising/record-click', {
      body: clickBody(ad.id, await servedToken(ad.id)),
      token: buyer,
      ip: '41.79.2.4',
      headers: { 'user-agent': rotatedUa(4) },
    });
    const { invalid } = await settled(ad.id, 2);
    expect(invalid.map((r) => r.reason)).toEqual(['own_store']);
    expect(await dayStats(ad.id)).toEqual({ impressions: 0, clicks: 1, spend: 10_000 });
  });
});

describe("the vendor's report", () => {
  it('shows per day what was recorded but not charged, in REST and GraphQL', async () => {
    const ad = await freshAd({ pricing: 'cpc', bidCents: 10, balanceCents: 1000 });
    await call('POST', '/advertising/record-click', { body: clickBody(ad.id), ip: '41.79.3.1', headers: { 'user-agent': rotatedUa(1) } });
    await call('POST', '/advertising/record-impressions', {
      body: { impressions: [impression(ad.id, newPageView())] },
      ip: '41.79.3.1',
      headers: { 'user-agent': rotatedUa(1) },
    });
    await settled(ad.id, 2);
    const token = await loginToken(SEEDED.vendor.username, SEEDED.vendor.password);
    const { status, json } = await call('POST', '/advertising/business-ads', { body: { bID: ad.businessId, range: '7d', adID: ad.id }, token });
    expect(status).toBe(200);
    const last = json.data.series.length - 1;
    expect(json.data.series[last]).toMatchObject({ impressions: 0, clicks: 0, spendMillicents: 0 });
    expect(json.data.invalidSeries[last]).toEqual({ day: json.data.series[last].day, invalidImpressions: 1, invalidClicks: 1 });

    const query = `query($b: ID!, $a: ID) { adsReport(businessId: $b, range: DAYS_7, adId: $a) { days { day invalidImpressions invalidClicks } } }`;
    const response = await gql(query, { b: String(ad.businessId), a: String(ad.id) }, { authorization: `Bearer ${token}` });
    const days = response.data.adsReport.days;
    expect(days[days.length - 1]).toMatchObject({ invalidImpressions: 1, invalidClicks: 1 });
  });
});
