/**
 * Changing ads over ezw/v1 (issue #12 items 1 and 4): PUT /advertising/ad (pause, resume, edit, the gates, an
 * ended ad), POST /advertising/business-ads (per-day figures, per-ad totals, billing history) and the session's
 * adsCount. Figures are written into ad_daily_stats directly, as the billing consumer would.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AD_MESSAGES } from '../../schema/rest/ads';
import { AD_FIELD_MESSAGES, adsReport } from '../../schema/rest/ads-manage';
import { me } from '../../schema/rest/auth';
import { call, clearRateLimits } from './support/accounts';
import {
  adBody,
  addStats,
  adsShop,
  createAd,
  dayOffset,
  getAd,
  report,
  today,
  unlimitedAdsInThisFile,
  updateAd,
  withBusinessPackage,
} from './support/ads-manage';
import { enterpriseToken, vendorToken } from './support/vendor-catalogue';
import { settleWorkerTasks } from './support/worker';

beforeEach(clearRateLimits);
unlimitedAdsInThisFile();

async function newAd(token: string, bID: number, over: Record<string, unknown> = {}) {
  const { status, json } = await createAd(token, adBody(bID, over));
  expect(status, json.message).toBe(201);
  return json.data.ad;
}

describe('PUT /advertising/ad', () => {
  it('a paused ad stops serving at once, though /advertising/serve is edge-cached for seconds', async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    const ad = await newAd(token, shop.id, { placement: 'search', keywords: 'lantern', bidCents: 10_000 });
    const serve = () => call('GET', '/advertising/serve?placement=search&q=lantern');
    const served = (r: Awaited<ReturnType<typeof serve>>) => (r.json.data.load as { adID: number }[]).map((a) => a.adID);
    expect(served(await serve())).toContain(ad.adID);
    await settleWorkerTasks();
    const again = await serve();
    expect(again.headers.get('x-musika-cache')).toBe('HIT');
    expect((await updateAd(token, { bID: shop.id, adID: ad.adID, paused: true })).status).toBe(200);
    const afterPause = await serve();
    expect(afterPause.headers.get('x-musika-cache')).not.toBe('HIT');
    expect(served(afterPause)).not.toContain(ad.adID);
  });

  it('pauses and resumes, and edits fields', async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    const ad = await newAd(token, shop.id);
    const paused = await updateAd(token, { bID: shop.id, adID: ad.adID, paused: true });
    expect(paused.json.data.ad).toMatchObject({ paused: true, status: 'paused' });
    const resumed = await updateAd(token, { bID: shop.id, adID: ad.adID, paused: false, title: 'Lanterns: 20% off', bidCents: 300 });
    expect(resumed.json.data.ad).toMatchObject({ paused: false, status: 'active', title: 'Lanterns: 20% off', bidCents: 300 });
    const cpc = await updateAd(token, { bID: shop.id, adID: ad.adID, pricing: 'cpc', bidCents: 4 });
    expect([cpc.status, cpc.json.message]).toEqual([400, `bidCents: ${AD_FIELD_MESSAGES.minCpcBid}`]);
  });

  it('pausing is always allowed; resuming or editing needs run_ads and a balance', async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    const ad = await newAd(token, shop.id);
    await withBusinessPackage(['create_products'], { products: 200, businesses: 2, ads: 10 }, async () => {
      expect((await updateAd(token, { bID: shop.id, adID: ad.adID, paused: true })).status).toBe(200);
      const resume = await updateAd(token, { bID: shop.id, adID: ad.adID, paused: false });
      expect([resume.status, resume.json.message]).toEqual([403, AD_MESSAGES.notInPackage]);
    });
    await env.DB.prepare('update businesses set ads_balance_cents = 0, ads_accrued_millicents = 0 where id = ?').bind(shop.id).run();
    const edit = await updateAd(token, { bID: shop.id, adID: ad.adID, title: 'New title' });
    expect([edit.status, edit.json.message]).toEqual([409, AD_MESSAGES.noBalance]);
    expect((await updateAd(token, { bID: shop.id, adID: ad.adID, paused: true })).status).toBe(200);
  });

  it('an ended ad is not resumed unless its end date moves', async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    const ad = await newAd(token, shop.id);
    await env.DB.prepare('update ads set starts_on = ?, ends_on = ?, paused = 1 where id = ?').bind(dayOffset(-10), dayOffset(-1), ad.adID).run();
    expect((await getAd(token, shop.id, ad.adID)).json.data.ad.status).toBe('ended');
    const resume = await updateAd(token, { bID: shop.id, adID: ad.adID, paused: false });
    expect([resume.status, resume.json.message]).toEqual([400, `endsOn: ${AD_FIELD_MESSAGES.ended}`]);
    const moved = await updateAd(token, { bID: shop.id, adID: ad.adID, paused: false, endsOn: dayOffset(5) });
    expect(moved.status, moved.json.message).toBe(200);
    expect(moved.json.data.ad).toMatchObject({ status: 'active', startsOn: dayOffset(-10), endsOn: dayOffset(5) });
  });

  it("never touches another business's ad: 404 under the caller's bID, 403 under the other bID", async () => {
    const token = await vendorToken();
    const mine = await adsShop(5000);
    const other = await adsShop(5000);
    const ad = await newAd(token, other.id);
    const wrong = await updateAd(token, { bID: mine.id, adID: ad.adID, paused: true });
    expect([wrong.status, wrong.json.message]).toEqual([404, AD_MESSAGES.notFound]);
    expect((await updateAd(await enterpriseToken(), { bID: other.id, adID: ad.adID, paused: true })).status).toBe(403);
    expect((await updateAd(undefined, { bID: other.id, adID: ad.adID, paused: true })).status).toBe(401);
    expect((await getAd(token, other.id, ad.adID)).json.data.ad.paused).toBe(false);
  });
});

describe('POST /advertising/business-ads', () => {
  it('answers per-day figures, per-ad totals, the balance and the billing history newest first', async () => {
    const token = await vendorToken();
    const shop = await adsShop(900, 400);
    const a = await newAd(token, shop.id, { title: 'Ad A' });
    const b = await newAd(token, shop.id, { title: 'Ad B', pricing: 'cpc', bidCents: 10 });
    await addStats(a.adID, shop.id, today(), 1000, 10, 200_000);
    await addStats(b.adID, shop.id, today(), 200, 4, 40_000);
    await addStats(a.adID, shop.id, dayOffset(-2), 500, 0, 100_000);
    await addStats(a.adID, shop.id, dayOffset(-20), 999, 9, 99_000); // outside 7 days
    const createdAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await env.DB.prepare(
      `insert into payments (reference, purpose, purpose_ref, business_id, amount_cents, currency, usd_cents, method, status, idempotency_key, created_at, updated_at)
       values ('MSK-PAY-ADSRPT0001', 'ads', ?, ?, 1000, 'USD', 1000, 'ecocash', 'paid', ?, ?, ?)`,
    )
      .bind(String(shop.id), shop.id, `ads-report-${shop.id}`, createdAt, createdAt)
      .run();
    const { status, json } = await report(token, { bID: shop.id, range: '7d' });
    expect(status, json.message).toBe(200);
    const data = adsReport.data.parse(json.data);
    expect(data).toMatchObject({ range: '7d', from: dayOffset(-6), to: today(), adID: null, balanceCents: 900, spendableMillicents: 899_600 });
    expect(data.series).toHaveLength(7);
    expect(data.series[6]).toEqual({ day: today(), impressions: 1200, clicks: 14, spendMillicents: 240_000, ctr: 14 / 1200 });
    expect(data.series[4]).toMatchObject({ day: dayOffset(-2), impressions: 500, spendMillicents: 100_000 });
    expect(data.ads.find((x) => x.adID === a.adID)).toMatchObject({ impressions: 1500, clicks: 10, spendMillicents: 300_000 });
    expect(data.history.map((h) => (h.kind === 'debit' ? `${h.at}:${h.adID}` : h.reference))).toEqual([
      `${today()}:${b.adID}`,
      `${today()}:${a.adID}`,
      `${dayOffset(-2)}:${a.adID}`,
      'MSK-PAY-ADSRPT0001',
    ]);
    const one = await report(token, { bID: shop.id, range: '30d', adID: b.adID });
    expect(one.json.data.series).toHaveLength(30);
    expect(one.json.data.ads).toEqual([{ adID: b.adID, title: 'Ad B', impressions: 200, clicks: 4, spendMillicents: 40_000, ctr: 0.02 }]);
  });

  it("refuses a bad range, another business's ad (404) and another vendor (403)", async () => {
    const token = await vendorToken();
    const shop = await adsShop(500);
    const other = await adsShop(500);
    const theirs = await newAd(token, other.id);
    expect((await report(token, { bID: shop.id, range: '12m' })).status).toBe(400);
    const wrong = await report(token, { bID: shop.id, range: '7d', adID: theirs.adID });
    expect([wrong.status, wrong.json.message]).toEqual([404, AD_MESSAGES.notFound]);
    expect((await report(await enterpriseToken(), { bID: shop.id, range: '7d' })).status).toBe(403);
    expect((await report(undefined, { bID: shop.id })).status).toBe(401);
  });
});

describe('the session', () => {
  it("counts the vendor's ads in adsCount", async () => {
    const token = await vendorToken();
    const n = (await env.DB.prepare('select count(*) n from ads a join businesses b on b.id = a.business_id where b.owner_id = 20').first<{
      n: number;
    }>())!.n;
    expect(n).toBeGreaterThan(0);
    const session = me.data.parse((await call('GET', '/me', { token })).json.data);
    expect(session.adsCount).toBe(n);
  });
});
