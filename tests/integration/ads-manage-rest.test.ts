/**
 * Managing ads over ezw/v1 (issue #12 item 1): create, list and read, with the package and balance gates, the rules
 * one field cannot check, and hostile input. Figures are written into ad_daily_stats directly, as the billing
 * consumer would. Updates, the report and the session count: ads-manage-rest-update.test.ts.
 */
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { AD_MESSAGES } from '../../schema/rest/ads';
import { AD_FIELD_MESSAGES, listAds as listCall } from '../../schema/rest/ads-manage';
import { call, clearRateLimits } from './support/accounts';
import {
  adBody,
  addStats,
  adsShop,
  BUSINESS_CAPABILITIES,
  createAd,
  dayOffset,
  getAd,
  listAds,
  today,
  unlimitedAdsInThisFile,
  withBusinessPackage,
} from './support/ads-manage';
import { enterpriseToken, vendorToken } from './support/vendor-catalogue';

beforeEach(clearRateLimits);

unlimitedAdsInThisFile();

async function newAd(token: string, bID: number, over: Record<string, unknown> = {}) {
  const { status, json } = await createAd(token, adBody(bID, over));
  expect(status, json.message).toBe(201);
  return json.data.ad;
}

describe('POST /advertising/ad', () => {
  it('creates an ad of a published product: category from the product, keywords tidied, status active', async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    const category = await env.DB.prepare('select category_id as id from products where id = ?').bind(shop.product.id).first<{ id: number }>();
    const ad = await newAd(token, shop.id, { productID: shop.product.id, keywords: ' Solar, LANTERN ,, solar ', city: ' Harare ' });
    expect(ad).toMatchObject({
      bID: shop.id,
      product: { id: shop.product.id, slug: shop.product.slug, name: 'Solar lantern' },
      categoryID: category!.id,
      keywords: 'solar,lantern',
      city: 'Harare',
      status: 'active',
      paused: false,
      days: 31,
      today: { impressions: 0, clicks: 0, spendCents: 0, ctr: null },
    });
  });

  it('a whole-store ad starting tomorrow is scheduled and has no product', async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    const ad = await newAd(token, shop.id, { productID: null, startsOn: dayOffset(1), endsOn: dayOffset(2) });
    expect(ad).toMatchObject({ product: null, categoryID: null, status: 'scheduled', days: 2 });
  });

  it('applies the rules: least bid by pricing, dates from today, end after start, at most 365 days', async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    const cases: [Record<string, unknown>, string][] = [
      [{ pricing: 'cpm', bidCents: 49 }, `bidCents: ${AD_FIELD_MESSAGES.minCpmBid}`],
      [{ pricing: 'cpc', bidCents: 4 }, `bidCents: ${AD_FIELD_MESSAGES.minCpcBid}`],
      [{ startsOn: dayOffset(-1) }, `startsOn: ${AD_FIELD_MESSAGES.startsInPast}`],
      [{ startsOn: dayOffset(3), endsOn: dayOffset(2) }, `endsOn: ${AD_FIELD_MESSAGES.endsBeforeStart}`],
      [{ endsOn: dayOffset(365) }, `endsOn: ${AD_FIELD_MESSAGES.tooLong}`],
      [{ dailyBudgetCents: 99 }, `dailyBudgetCents: ${AD_FIELD_MESSAGES.budget}`],
      [{ title: '   ' }, `title: ${AD_FIELD_MESSAGES.title}`],
    ];
    for (const [over, message] of cases) {
      const { status, json } = await createAd(token, adBody(shop.id, over));
      expect([status, json.message]).toEqual([400, message]);
    }
    expect((await createAd(token, adBody(shop.id, { endsOn: dayOffset(364) }))).status).toBe(201);
  });

  it('hostile input: SQL-ish text is stored as text, huge or fractional numbers and junk ids are refused', async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    const sqlish = "x'); drop table ads; --";
    const ad = await newAd(token, shop.id, { title: sqlish, keywords: "' or 1=1 --" });
    expect(ad.title).toBe(sqlish);
    expect(ad.keywords).toBe("' or 1=1 --");
    expect((await env.DB.prepare('select count(*) n from ads').first<{ n: number }>())!.n).toBeGreaterThan(0);
    for (const over of [
      { bidCents: 1e300 },
      { bidCents: 100.5 },
      { dailyBudgetCents: Number.MAX_SAFE_INTEGER },
      { bID: '2 or 1=1' },
      { productID: -1 },
      { placement: 'popup' },
      { startsOn: '2026-13-01' },
      { keywords: 'k'.repeat(201) },
    ]) {
      const { status, json } = await createAd(token, adBody(shop.id, over));
      expect(status, JSON.stringify(over)).toBe(400);
      expect(json.message).not.toMatch(/sql|select|stack|at \w+ \(/i);
    }
    const notJson = await call('POST', '/advertising/ad', { token, body: '{"bID":' });
    expect(notJson.status).toBe(400);
  });

  it("refuses another business's product and an unpublished one", async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    const other = await adsShop(5000);
    const theirs = await createAd(token, adBody(shop.id, { productID: other.product.id }));
    expect([theirs.status, theirs.json.message]).toEqual([400, `productID: ${AD_FIELD_MESSAGES.product}`]);
    await env.DB.prepare("update products set status = 'draft' where id = ?").bind(shop.product.id).run();
    const draft = await createAd(token, adBody(shop.id, { productID: shop.product.id }));
    expect(draft.status).toBe(400);
  });

  it('needs a login (401) and a business the caller runs (403); an unknown business is 404', async () => {
    const shop = await adsShop(5000);
    expect((await createAd(undefined, adBody(shop.id))).status).toBe(401);
    const other = await enterpriseToken();
    const foreign = await createAd(other, adBody(shop.id));
    expect([foreign.status, foreign.json.message]).toEqual([403, 'You do not manage this business']);
    expect((await createAd(await vendorToken(), adBody(2_000_000_000))).status).toBe(404);
  });

  it('a package without run_ads answers 403 notInPackage', async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    await withBusinessPackage(['create_products', 'manage_orders'], { products: 200, businesses: 2, ads: 10 }, async () => {
      const { status, json } = await createAd(token, adBody(shop.id));
      expect([status, json.message]).toEqual([403, AD_MESSAGES.notInPackage]);
    });
  });

  it("the package's ads limit counts the owner's ads that have not ended", async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    const live = (await env.DB.prepare(
      'select count(*) n from ads a join businesses b on b.id = a.business_id where b.owner_id = 20 and a.ends_on >= ?',
    )
      .bind(today())
      .first<{ n: number }>())!.n;
    await withBusinessPackage(BUSINESS_CAPABILITIES, { products: 200, businesses: 2, ads: live }, async () => {
      const { status, json } = await createAd(token, adBody(shop.id));
      expect([status, json.message]).toEqual([403, AD_FIELD_MESSAGES.adsLimit(live)]);
    });
    await withBusinessPackage(BUSINESS_CAPABILITIES, { products: 200, businesses: 2, ads: -1 }, async () => {
      expect((await createAd(token, adBody(shop.id))).status).toBe(201);
    });
  });

  it('a zero balance (or only a spent fraction of a cent left) answers 409 noBalance', async () => {
    const token = await vendorToken();
    for (const shop of [await adsShop(0), await adsShop(1, 1000)]) {
      const { status, json } = await createAd(token, adBody(shop.id));
      expect([status, json.message]).toEqual([409, AD_MESSAGES.noBalance]);
    }
  });
});

describe('GET /advertising/ads and /advertising/ad', () => {
  it('lists the business ads newest first with figures from ad_daily_stats, the balance and what can be spent', async () => {
    const token = await vendorToken();
    const shop = await adsShop(1234, 250);
    const first = await newAd(token, shop.id, { pricing: 'cpc', bidCents: 10 });
    const second = await newAd(token, shop.id, { productID: shop.product.id });
    await addStats(first.adID, shop.id, today(), 500, 20, 200_999);
    await addStats(first.adID, shop.id, dayOffset(-3), 100, 5, 50_000);
    const { status, json } = await listAds(token, shop.id);
    expect(status).toBe(200);
    const data = listCall.data.parse(json.data);
    expect(data).toMatchObject({ bID: shop.id, balanceCents: 1234, spendableMillicents: 1_233_750, currency: 'USD' });
    expect(data.ads.map((a) => a.adID)).toEqual([second.adID, first.adID]);
    expect(data.ads[1].today).toEqual({ impressions: 500, clicks: 20, spendMillicents: 200_999, spendCents: 200, ctr: 0.04 });
    expect(data.ads[1].total).toEqual({ impressions: 600, clicks: 25, spendMillicents: 250_999, spendCents: 250, ctr: 25 / 600 });
    expect(data.ads[0].total.impressions).toBe(0);
  });

  it('shows out_of_funds when the balance cannot cover one unit (a cpc click at the bid)', async () => {
    const token = await vendorToken();
    const shop = await adsShop(1); // 1,000 millicents: a cpm impression at 200 fits, a cpc click at 5 cents does not
    const cpc = await newAd(token, shop.id, { pricing: 'cpc', bidCents: 5 });
    const cpm = await newAd(token, shop.id, { pricing: 'cpm', bidCents: 200 });
    expect(cpc.status).toBe('out_of_funds');
    expect(cpm.status).toBe('active');
  });

  it("reads one ad; another business's ad is 404 'Ad not found' even for its own vendor under the wrong bID", async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    const other = await adsShop(5000);
    const ad = await newAd(token, other.id);
    const one = await getAd(token, other.id, ad.adID);
    expect([one.status, one.json.data.ad.adID]).toEqual([200, ad.adID]);
    const wrong = await getAd(token, shop.id, ad.adID);
    expect([wrong.status, wrong.json.message]).toEqual([404, AD_MESSAGES.notFound]);
    expect((await getAd(await enterpriseToken(), other.id, ad.adID)).status).toBe(403);
    expect((await getAd(undefined, other.id, ad.adID)).status).toBe(401);
    expect((await getAd(token, other.id, "1' or '1'='1")).status).toBe(400);
    expect((await listAds(token, '1 or 1=1')).status).toBe(400);
    expect((await listAds(undefined, shop.id)).status).toBe(401);
  });

  it("answers the spec's message when something unexpected fails, never the detail", async () => {
    const token = await vendorToken();
    const shop = await adsShop(5000);
    await env.DB.prepare('alter table ad_daily_stats rename to ad_daily_stats_away').run();
    try {
      const { status, json } = await listAds(token, shop.id);
      expect([status, json.message]).toEqual([500, AD_MESSAGES.fetchAds]);
      const one = await getAd(token, shop.id, 1);
      expect([one.status, one.json.message]).toEqual([500, AD_MESSAGES.fetchAd]);
    } finally {
      await env.DB.prepare('alter table ad_daily_stats_away rename to ad_daily_stats').run();
    }
  });
});
