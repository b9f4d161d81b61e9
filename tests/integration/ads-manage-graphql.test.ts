/**
 * The ads GraphQL fields (schema/graphql/ads-manage.graphql) over the real Worker: businessAds, businessAd,
 * adsReport, createAd and updateAd with userErrors, and that another vendor or a visitor reads nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { AD_MESSAGES } from '../../schema/rest/ads';
import { AD_FIELD_MESSAGES } from '../../schema/rest/ads-manage';
import { clearRateLimits } from './support/accounts';
import { addStats, adsShop, dayOffset, today, unlimitedAdsInThisFile, withBusinessPackage } from './support/ads-manage';
import { gql } from './support/http';
import { enterpriseToken, vendorToken } from './support/vendor-catalogue';

beforeEach(clearRateLimits);
unlimitedAdsInThisFile();

const AD_FIELDS =
  'id businessId title placement pricing status paused days bid { amountCents currency } dailyBudget { amountCents } product { id name } keywords today { impressions clicks spend { amountCents } spendMillicents clickThrough }';
const CREATE = `mutation ($input: CreateAdInput!) { createAd(input: $input) { ad { ${AD_FIELDS} } userErrors { field message } } }`;
const UPDATE = `mutation ($input: UpdateAdInput!) { updateAd(input: $input) { ad { ${AD_FIELDS} } userErrors { field message } } }`;
const LIST = `query ($b: ID!) { businessAds(businessId: $b) { businessId balance { amountCents currency } spendableMillicents ads { ${AD_FIELDS} } } }`;
const ONE = `query ($b: ID!, $a: ID!) { businessAd(businessId: $b, adId: $a) { ${AD_FIELDS} } }`;
const REPORT = `query ($b: ID!, $r: AdsRange, $a: ID) { adsReport(businessId: $b, range: $r, adId: $a) {
  range from to adId balance { amountCents } days { day impressions clicks spend { amountCents } spendMillicents clickThrough }
  ads { adId title impressions } history { kind at amount { amountCents } amountMillicents adId reference } } }`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const input = (businessId: number, over: Record<string, unknown> = {}) => ({
  businessId: String(businessId),
  title: 'Lanterns',
  placement: 'SEARCH',
  pricing: 'CPC',
  bidCents: 20,
  dailyBudgetCents: 1000,
  startsOn: today(),
  endsOn: dayOffset(7),
  keywords: 'Solar, Lantern',
  ...over,
});

describe('createAd and updateAd', () => {
  it('creates an ad of a product, pauses and resumes it', async () => {
    const token = await vendorToken();
    const shop = await adsShop(3000);
    const created = await gql(CREATE, { input: input(shop.id, { productId: String(shop.product.id) }) }, bearer(token));
    expect(created.errors).toBeUndefined();
    expect(created.data.createAd.userErrors).toEqual([]);
    const ad = created.data.createAd.ad;
    expect(ad).toMatchObject({
      placement: 'SEARCH',
      pricing: 'CPC',
      status: 'ACTIVE',
      days: 8,
      bid: { amountCents: 20, currency: 'USD' },
      product: { id: String(shop.product.id) },
      keywords: 'solar,lantern',
    });
    const paused = await gql(UPDATE, { input: { businessId: String(shop.id), adId: ad.id, paused: true } }, bearer(token));
    expect(paused.data.updateAd.ad).toMatchObject({ paused: true, status: 'PAUSED' });
    const resumed = await gql(UPDATE, { input: { businessId: String(shop.id), adId: ad.id, paused: false, productId: null } }, bearer(token));
    expect(resumed.data.updateAd.ad).toMatchObject({ paused: false, status: 'ACTIVE', product: null });
  });

  it('answers rule breaks and gates as userErrors naming the field', async () => {
    const token = await vendorToken();
    const shop = await adsShop(3000);
    const low = await gql(CREATE, { input: input(shop.id, { bidCents: 2 }) }, bearer(token));
    expect(low.data.createAd).toEqual({ ad: null, userErrors: [{ field: 'bidCents', message: `bidCents: ${AD_FIELD_MESSAGES.minCpcBid}` }] });
    const product = await gql(CREATE, { input: input(shop.id, { productId: 'x; drop table ads' }) }, bearer(token));
    expect(product.data.createAd.userErrors[0].field).toBe('productId');
    const broke = await adsShop(0);
    const noFunds = await gql(CREATE, { input: input(broke.id) }, bearer(token));
    expect(noFunds.data.createAd.userErrors).toEqual([{ field: null, message: AD_MESSAGES.noBalance }]);
    await withBusinessPackage(['create_products'], { products: 200, ads: 10 }, async () => {
      const gated = await gql(CREATE, { input: input(shop.id) }, bearer(token));
      expect(gated.data.createAd.userErrors).toEqual([{ field: null, message: AD_MESSAGES.notInPackage }]);
    });
  });

  it("another vendor cannot create or change this business's ads; a visitor is unauthenticated", async () => {
    const token = await vendorToken();
    const shop = await adsShop(3000);
    const ad = (await gql(CREATE, { input: input(shop.id) }, bearer(token))).data.createAd.ad;
    const other = await enterpriseToken();
    expect((await gql(CREATE, { input: input(shop.id) }, bearer(other))).data.createAd.userErrors[0].message).toBe('You do not manage this business');
    const change = await gql(UPDATE, { input: { businessId: String(shop.id), adId: ad.id, paused: true } }, bearer(other));
    expect(change.data.updateAd.ad).toBeNull();
    const anonymous = await gql(UPDATE, { input: { businessId: String(shop.id), adId: ad.id, paused: true } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(ONE, { b: String(shop.id), a: ad.id }, bearer(token))).data.businessAd.paused).toBe(false);
  });
});

describe('businessAds, businessAd and adsReport', () => {
  it('reads the list with figures and balance, one ad, and the report', async () => {
    const token = await vendorToken();
    const shop = await adsShop(2500, 10);
    const ad = (await gql(CREATE, { input: input(shop.id) }, bearer(token))).data.createAd.ad;
    await addStats(Number(ad.id), shop.id, today(), 400, 8, 160_500);
    const list = await gql(LIST, { b: String(shop.id) }, bearer(token));
    expect(list.errors).toBeUndefined();
    expect(list.data.businessAds).toMatchObject({
      businessId: String(shop.id),
      balance: { amountCents: 2500, currency: 'USD' },
      spendableMillicents: 2_499_990,
    });
    expect(list.data.businessAds.ads[0].today).toEqual({
      impressions: 400,
      clicks: 8,
      spend: { amountCents: 160 },
      spendMillicents: 160_500,
      clickThrough: 0.02,
    });
    expect((await gql(ONE, { b: String(shop.id), a: ad.id }, bearer(token))).data.businessAd.id).toBe(ad.id);
    const report = await gql(REPORT, { b: String(shop.id), r: 'DAYS_7', a: ad.id }, bearer(token));
    expect(report.data.adsReport).toMatchObject({ range: 'DAYS_7', to: today(), adId: ad.id });
    expect(report.data.adsReport.days).toHaveLength(7);
    expect(report.data.adsReport.days[6]).toMatchObject({ impressions: 400, clicks: 8, spend: { amountCents: 160 }, spendMillicents: 160_500 });
    expect(report.data.adsReport.history[0]).toMatchObject({
      kind: 'DEBIT',
      at: today(),
      adId: ad.id,
      amountMillicents: 160_500,
      amount: { amountCents: 160 },
    });
  });

  it('another vendor, a visitor, a wrong business and junk ids read null', async () => {
    const token = await vendorToken();
    const shop = await adsShop(2500);
    const elsewhere = await adsShop(2500);
    const ad = (await gql(CREATE, { input: input(shop.id) }, bearer(token))).data.createAd.ad;
    const other = await enterpriseToken();
    expect((await gql(LIST, { b: String(shop.id) }, bearer(other))).data.businessAds).toBeNull();
    expect((await gql(LIST, { b: String(shop.id) })).data.businessAds).toBeNull();
    expect((await gql(ONE, { b: String(elsewhere.id), a: ad.id }, bearer(token))).data.businessAd).toBeNull();
    expect((await gql(ONE, { b: "1' or '1'='1", a: ad.id }, bearer(token))).data.businessAd).toBeNull();
    expect((await gql(REPORT, { b: String(shop.id), r: 'DAYS_7' }, bearer(other))).data.adsReport).toBeNull();
    const badRange = await gql(REPORT, { b: String(shop.id), r: 'MONTHS_12' }, bearer(token));
    expect(badRange.errors?.length).toBeGreaterThan(0);
  });
});
